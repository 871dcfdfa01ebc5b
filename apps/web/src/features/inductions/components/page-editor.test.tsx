import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Induction, InductionPage } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { PageEditorScreen } from './builder-screens';
import { PageEditor } from './page-editor';

const savedPage: InductionPage = {
  id: 9,
  inductionId: 5,
  title: 'Site rules',
  order: 1,
  minTimeSeconds: 30,
  content: {
    type: 'richText',
    content: '<p>Wear a hard hat.</p>',
    pdfUrl: null,
    pdfName: null,
    requireSignature: false,
    quiz: { questions: [] },
  },
};

const draftInduction: Induction = {
  id: 5,
  title: 'Crane Site Safety',
  description: '',
  totalMinTimeMinutes: 5,
  status: 'draft',
  requiredLicences: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const pdf = (name: string, type = 'application/pdf') => new File(['%PDF-1.7'], name, { type });

function renderEditor(page?: InductionPage) {
  return renderScreen(<PageEditor inductionId={5} page={page} pageCount={2} />, {
    path: page ? `/admin/inductions/5/pages/${page.id}` : '/admin/inductions/5/pages/new',
  });
}

type User = ReturnType<typeof renderEditor>['user'];

/** Types the page's HTML in the raw HTML box (the visual editor is one switch away). */
async function typeHtml(user: User, html: string) {
  await user.click(await screen.findByRole('button', { name: 'HTML' }));
  const box = screen.getByRole('textbox', { name: 'Page Content' });
  await user.clear(box);
  await user.click(box);
  await user.paste(html);
}

describe('the page editor', () => {
  it("shows spec §5's messages and sends nothing while the page is not valid", async () => {
    const sent = stubFetch({});
    const { user } = renderEditor();
    expect(screen.getByLabelText('Page Title')).toHaveValue('Page 3');
    expect(screen.getByLabelText('Minimum Time (seconds)')).toHaveValue(60);
    await user.clear(screen.getByLabelText('Page Title'));
    await user.type(screen.getByLabelText('Page Title'), 'PP');
    await user.clear(screen.getByLabelText('Minimum Time (seconds)'));
    await user.type(screen.getByLabelText('Minimum Time (seconds)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Title must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Minimum time must be a non-negative number')).toBeInTheDocument();
    // The side panel does not read the refused time as none.
    const settings = screen.getByRole('complementary', { name: 'Page settings' });
    expect(settings).toHaveTextContent('Time limitNot a valid time yet');
    expect(settings).not.toHaveTextContent('No minimum');
    expect(screen.getByText('Content must not be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('creates a new page after the others, reads Saving... while busy, then returns to the pages', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = stubFetch({ 'POST /api/inductions/5/pages': () => new Promise((resolve) => (answer = resolve)) });
    const { user, currentPath } = renderEditor();
    await typeHtml(user, '<p>Wear a hard hat at all times.</p>');
    await user.click(screen.getByLabelText('Signature Requirement'));
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sent).toMatchObject([
      {
        path: '/api/inductions/5/pages',
        method: 'POST',
        body: {
          title: 'Page 3',
          minTimeSeconds: 60,
          // Spec §4: a new page's order is 100 plus its temporary id's absolute value.
          order: 103,
          content: {
            type: 'richText',
            content: '<p>Wear a hard hat at all times.</p>',
            pdfUrl: null,
            hasPdf: false,
            requireSignature: true,
          },
        },
      },
    ]);
    answer(jsonResponse({ ...savedPage, id: 10, order: 103 }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/admin/inductions/5'));
  });

  it('creates the page when its update finds nothing (spec §4), keeping its order', async () => {
    const sent = stubFetch({
      'PUT /api/induction-pages/9': () => jsonResponse({ message: 'Page not found' }, { status: 404 }),
      'POST /api/inductions/5/pages': () => jsonResponse(savedPage),
    });
    const { user } = renderEditor(savedPage);
    await user.clear(screen.getByLabelText('Page Title'));
    await user.type(screen.getByLabelText('Page Title'), 'Site rules, revised');
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /api/induction-pages/9',
      'POST /api/inductions/5/pages',
    ]);
    expect(sent[1]!.body).toMatchObject({ title: 'Site rules, revised', order: 1 });
  });

  it('says before saving that text over 10,000 characters will be cut (spec §5)', async () => {
    stubFetch({});
    const { user } = renderEditor(savedPage);
    const cutNote = /over the limit of 10,000: saving keeps its first 9,990 and adds "\.\.\."/;
    await typeHtml(user, `<p>${'a'.repeat(9993)}</p>`);
    expect(screen.queryByText(cutNote)).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Page Content' }), 'b');
    expect(screen.getByRole('status')).toHaveTextContent(cutNote);
    expect(screen.getByRole('status')).toHaveTextContent('This text is 10,001 characters long with its formatting');
  });

  it('tells a refused save with the server message', async () => {
    stubFetch({
      'PUT /api/induction-pages/9': () =>
        jsonResponse({ message: 'Rich text may have at most 10000 characters' }, { status: 400 }),
    });
    const { user } = renderEditor(savedPage);
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Failed to save page')).toBeInTheDocument();
    expect(screen.getByText('400: Rich text may have at most 10000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Page' })).toBeEnabled();
  });

  it('sends the revision it opened; refused, it keeps the edits and that revision, and reads the pages again (decision 54)', async () => {
    const changedSince =
      'Another administrator changed this page after you opened it. Open the page again to see their changes, then make yours.';
    const pageAt = (revision: number, title: string) => ({ ...savedPage, title, revision });
    let pages = [pageAt(3, 'Site rules')];
    const sent = stubFetch({
      'GET /api/inductions/5': () => jsonResponse(draftInduction),
      'GET /api/inductions/5/pages': () => jsonResponse(pages),
      'PUT /api/induction-pages/9': () => {
        pages = [pageAt(4, 'Site rules, by Alex')];
        return jsonResponse({ message: changedSince }, { status: 409 });
      },
    });
    const { user } = renderScreen(<PageEditorScreen inductionId={5} pageId={9} />, {
      path: '/admin/inductions/5/pages/9',
    });
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.type(screen.getByLabelText('Page Title'), 'Site rules, mine');
    const saves = () => sent.filter((request) => request.method === 'PUT');
    const pageReads = () => sent.filter((request) => request.path === '/api/inductions/5/pages');
    for (const attempt of [1, 2]) {
      await user.click(screen.getByRole('button', { name: 'Save Page' }));
      await waitFor(() => expect(saves()).toHaveLength(attempt));
      expect(await screen.findAllByText(`409: ${changedSince}`)).not.toHaveLength(0);
      // The pages are read again, so that opening the page shows Alex's; this editor still sends revision 3.
      await waitFor(() => expect(pageReads()).toHaveLength(attempt + 1));
      expect(saves().at(-1)!.body).toMatchObject({ title: 'Site rules, mine', order: 1, revision: 3 });
      expect(screen.getByLabelText('Page Title')).toHaveValue('Site rules, mine');
    }
  });

  it('saves a quiz with its questions, options and the correct answer', async () => {
    const sent = stubFetch({ 'POST /api/inductions/5/pages': () => jsonResponse(savedPage) });
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Quiz Questions' }));
    await user.type(screen.getByLabelText('Question 1'), 'Where do you stand during a lift?');
    await user.type(screen.getByRole('textbox', { name: 'Question 1, option 1' }), 'Under the load');
    await user.type(screen.getByRole('textbox', { name: 'Question 1, option 2' }), 'Outside the exclusion zone');
    await user.click(screen.getByRole('radio', { name: 'Option 2 is the correct answer' }));
    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(sent[0]!.body).toMatchObject({
      content: {
        type: 'quiz',
        quiz: {
          questions: [
            {
              question: 'Where do you stand during a lift?',
              options: ['Under the load', 'Outside the exclusion zone'],
              correctAnswer: 1,
            },
          ],
        },
      },
    });
  });

  it('uploads only PDFs, says why a file is refused, and saves the uploaded one with the page', async () => {
    const sent = stubFetch({
      'POST /api/upload/pdf': ({ body }) =>
        (body as FormData).get('pdf') instanceof File && ((body as FormData).get('pdf') as File).name === 'fake.pdf'
          ? jsonResponse({ message: 'Invalid file type: Please upload a PDF file' }, { status: 400 })
          : jsonResponse({ url: '/api/files/pdfs/3f2a.pdf', name: 'lift-plan.pdf' }),
      'POST /api/inductions/5/pages': () => jsonResponse(savedPage),
    });
    const { user } = renderEditor();
    const input = screen.getByLabelText('PDF Attachment');

    await user.upload(input, pdf('notes.txt', 'text/plain'));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid file type: Please upload a PDF file')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.upload(input, pdf('fake.pdf'));
    expect(await screen.findByText('400: Invalid file type: Please upload a PDF file')).toBeInTheDocument();

    await user.upload(input, pdf('lift-plan.pdf'));
    expect(await screen.findByText('PDF uploaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lift-plan.pdf' })).toHaveAttribute('href', '/api/files/pdfs/3f2a.pdf');
    expect(screen.getByRole('button', { name: 'Replace PDF' })).toBeEnabled();
    expect((sent[1]!.body as FormData).get('pdf')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Save Page' }));
    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(sent[2]!.body).toMatchObject({
      content: { pdfUrl: '/api/files/pdfs/3f2a.pdf', pdfName: 'lift-plan.pdf', hasPdf: true },
    });
  });
});
