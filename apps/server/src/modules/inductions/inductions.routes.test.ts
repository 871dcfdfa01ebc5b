import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Induction, InductionPage } from '@crane/contract';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

describe.each(databaseKinds)('inductions and pages on %s', (kind) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp(kind);
    cookie = await logIn(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  const asAdmin = (options: InjectOptions) => test.app.inject({ ...options, headers: { ...options.headers, cookie } });
  const anonymous = (options: InjectOptions) => test.app.inject(options);

  async function createInduction(payload: Record<string, unknown> = {}) {
    const response = await asAdmin({
      method: 'POST',
      url: '/api/inductions',
      payload: { title: 'Site Induction', description: 'For every worker', totalMinTimeMinutes: 20, ...payload },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; title: string; status: string }>();
  }

  const richTextPage = (title: string, extra: Record<string, unknown> = {}) => ({
    title,
    minTimeSeconds: 60,
    content: { type: 'richText', content: `<p>${title} content here</p>`, requireSignature: false },
    ...extra,
  });

  async function addPage(inductionId: number, payload: Record<string, unknown>) {
    const response = await asAdmin({ method: 'POST', url: `/api/inductions/${inductionId}/pages`, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<InductionPage>();
  }

  describe('inductions', () => {
    it('creates a draft with the defaults and lists it with its page count', async () => {
      const created = await asAdmin({ method: 'POST', url: '/api/inductions', payload: { title: 'Lifting Basics' } });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        id: expect.any(Number),
        title: 'Lifting Basics',
        description: '',
        totalMinTimeMinutes: 20,
        status: 'draft',
      });
      await addPage(created.json().id, richTextPage('Welcome'));
      await addPage(created.json().id, richTextPage('Hazards'));
      const list = await asAdmin({ method: 'GET', url: '/api/inductions' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([
        expect.objectContaining({ title: 'Lifting Basics', pageCount: 2, completionCount: 0 }),
      ]);
    });

    it("lists each induction with its pages' minimum times added up, beside the declared total", async () => {
      const induction = await createInduction({ title: 'Short Pages', totalMinTimeMinutes: 5 });
      const empty = await createInduction({ title: 'No Pages Yet' });
      await addPage(induction.id, richTextPage('Welcome', { minTimeSeconds: 10 }));
      await addPage(induction.id, richTextPage('Hazards', { minTimeSeconds: 25 }));
      const list = await asAdmin({ method: 'GET', url: '/api/inductions' });
      expect(list.json()).toEqual([
        expect.objectContaining({ id: empty.id, totalMinTimeMinutes: 20, pagesMinTimeSeconds: 0 }),
        expect.objectContaining({ id: induction.id, totalMinTimeMinutes: 5, pagesMinTimeSeconds: 35 }),
      ]);
    });

    it('accepts the minimum time as text, as a form sends it', async () => {
      const induction = await createInduction({ totalMinTimeMinutes: '7' });
      expect(induction).toMatchObject({ totalMinTimeMinutes: 7 });
    });

    it.each([
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
      [{ title: '   ab   ' }, 'title', 'Title must be at least 3 characters'],
      [{ title: 'Valid', totalMinTimeMinutes: 4 }, 'totalMinTimeMinutes', 'Minimum time must be at least 5 minutes'],
      [
        { title: 'Valid', totalMinTimeMinutes: 'soon' },
        'totalMinTimeMinutes',
        'Minimum time must be at least 5 minutes',
      ],
      [{ title: 'Valid', status: 'published' }, 'status', 'Status must be draft, active or archived'],
    ])('refuses %j with the spec message', async (payload, field, message) => {
      const response = await asAdmin({ method: 'POST', url: '/api/inductions', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });

    it('edits the details and changes the status: publish, disable, activate', async () => {
      const induction = await createInduction();
      const edited = await asAdmin({
        method: 'PUT',
        url: `/api/inductions/${induction.id}`,
        payload: { title: 'Site Induction 2026', description: 'Updated', totalMinTimeMinutes: 30, status: 'draft' },
      });
      expect(edited.json()).toMatchObject({
        title: 'Site Induction 2026',
        description: 'Updated',
        totalMinTimeMinutes: 30,
      });
      for (const status of ['active', 'draft', 'active', 'archived']) {
        const changed = await asAdmin({ method: 'PUT', url: `/api/inductions/${induction.id}`, payload: { status } });
        expect(changed.statusCode).toBe(200);
        expect(changed.json()).toMatchObject({ status, title: 'Site Induction 2026' });
      }
    });

    it('refuses a details save from a form opened before another change, so a stale status cannot undo a publish', async () => {
      const induction = await createInduction();
      const read = async () =>
        (await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}` })).json<Induction>();
      const opened = await read();
      expect(opened.revision).toBe(1);
      // The details form resends the status it opened with (spec §4): draft.
      const saveDetails = (title: string, revision: number, status = opened.status) =>
        asAdmin({
          method: 'PUT',
          url: `/api/inductions/${induction.id}`,
          payload: { title, description: '', totalMinTimeMinutes: 20, status, revision },
        });
      const first = await saveDetails('Site Induction, by Alex', 1);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ title: 'Site Induction, by Alex', revision: 2 });
      const changedSince = {
        message:
          'Another administrator changed this induction after you opened it. Open it again to see their changes, then make yours.',
      };
      const stale = await saveDetails('Site Induction, by Sam', 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual(changedSince);
      // Another admin publishes: a form opened before would have put the induction back to draft.
      const published = await asAdmin({
        method: 'POST',
        url: `/api/inductions/${induction.id}/publish`,
        payload: { completions: 'stayValid' },
      });
      expect(published.statusCode, published.body).toBe(200);
      expect((await saveDetails('Site Induction, by Alex again', 2)).json()).toEqual(changedSince);
      expect(await read()).toMatchObject({ title: 'Site Induction, by Alex', status: 'active', revision: 3 });
      // A status change from the table (no revision) is not checked, and counts a revision too.
      const disabled = await asAdmin({
        method: 'PUT',
        url: `/api/inductions/${induction.id}`,
        payload: { status: 'archived' },
      });
      expect(disabled.json()).toMatchObject({ status: 'archived', revision: 4 });
      expect((await saveDetails('Active again?', 3, 'active')).statusCode).toBe(409);
      expect(await read()).toMatchObject({ status: 'archived', revision: 4 });
      expect((await saveDetails('Site Induction, seen archived', 4, 'archived')).json()).toMatchObject({
        title: 'Site Induction, seen archived',
        status: 'archived',
        revision: 5,
      });
    });

    it('answers 404 for an induction that does not exist, and 400 for an id that is not one', async () => {
      expect((await asAdmin({ method: 'GET', url: '/api/inductions/999999' })).statusCode).toBe(404);
      expect(
        (await asAdmin({ method: 'PUT', url: '/api/inductions/999999', payload: { status: 'active' } })).json(),
      ).toEqual({
        message: 'Induction not found',
      });
      const bad = await asAdmin({ method: 'GET', url: '/api/inductions/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ field: 'id', message: 'Invalid id' }]);
      // One induction answers at one address: an id is written in decimal digits, with no leading zero.
      const induction = await createInduction();
      expect((await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}` })).statusCode).toBe(200);
      for (const written of [
        '0x' + induction.id.toString(16),
        `${induction.id}e0`,
        `0${induction.id}`,
        `+${induction.id}`,
      ]) {
        const other = await asAdmin({ method: 'GET', url: `/api/inductions/${written}` });
        expect(other.statusCode, written).toBe(400);
        expect(other.json().errors, written).toEqual([{ field: 'id', message: 'Invalid id' }]);
      }
    });

    it('shows an active induction and its pages to anyone, but drafts and archived ones only to admins', async () => {
      const induction = await createInduction();
      await addPage(induction.id, richTextPage('Welcome'));
      for (const url of [`/api/inductions/${induction.id}`, `/api/inductions/${induction.id}/pages`]) {
        expect((await anonymous({ method: 'GET', url })).statusCode, url).toBe(404);
        expect((await asAdmin({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      await asAdmin({ method: 'PUT', url: `/api/inductions/${induction.id}`, payload: { status: 'active' } });
      expect((await anonymous({ method: 'GET', url: `/api/inductions/${induction.id}` })).json()).toMatchObject({
        status: 'active',
      });
      expect((await anonymous({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json()).toHaveLength(1);
      await asAdmin({ method: 'PUT', url: `/api/inductions/${induction.id}`, payload: { status: 'archived' } });
      expect((await anonymous({ method: 'GET', url: `/api/inductions/${induction.id}` })).statusCode).toBe(404);
      // A forged or expired session counts as anonymous, never as an admin.
      const forged = await anonymous({
        method: 'GET',
        url: `/api/inductions/${induction.id}`,
        headers: { cookie: 'admin_session=forged' },
      });
      expect(forged.statusCode).toBe(404);
    });

    it('refuses every write to anonymous callers', async () => {
      const induction = await createInduction();
      const writes: Array<InjectOptions & { url: string }> = [
        { method: 'POST', url: '/api/inductions', payload: { title: 'Nope' } },
        { method: 'PUT', url: `/api/inductions/${induction.id}`, payload: { status: 'active' } },
        { method: 'POST', url: `/api/inductions/${induction.id}/duplicate` },
        { method: 'POST', url: `/api/inductions/${induction.id}/pages`, payload: richTextPage('Nope') },
        { method: 'PUT', url: `/api/inductions/${induction.id}/reorder-pages`, payload: [{ id: 1, order: 1 }] },
      ];
      for (const write of writes) expect((await anonymous(write)).statusCode, write.url).toBe(401);
      expect((await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}` })).json().status).toBe('draft');
    });

    it('duplicates an induction with copies of all its pages, as a draft titled (Copy)', async () => {
      const induction = await createInduction({ status: 'active' });
      await addPage(induction.id, richTextPage('Welcome', { order: 1 }));
      await addPage(induction.id, {
        title: 'Quiz time',
        order: 2,
        minTimeSeconds: 30,
        content: {
          type: 'quiz',
          requireSignature: true,
          quiz: { questions: [{ question: 'Safe?', options: ['Yes', 'No'], correctAnswer: 1 }] },
        },
      });
      const copy = await asAdmin({ method: 'POST', url: `/api/inductions/${induction.id}/duplicate` });
      expect(copy.statusCode).toBe(201);
      expect(copy.json()).toMatchObject({ title: 'Site Induction (Copy)', status: 'draft', totalMinTimeMinutes: 20 });
      const originalPages = (await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json();
      const copiedPages = (await asAdmin({ method: 'GET', url: `/api/inductions/${copy.json().id}/pages` })).json();
      const withoutIds = (pages: Array<Record<string, unknown>>) =>
        pages.map(({ id: _id, inductionId: _inductionId, ...page }) => page);
      expect(withoutIds(copiedPages)).toEqual(withoutIds(originalPages));
      expect(copiedPages.map((page: { id: number }) => page.id)).not.toEqual(
        originalPages.map((page: { id: number }) => page.id),
      );
      expect((await asAdmin({ method: 'POST', url: '/api/inductions/999999/duplicate' })).statusCode).toBe(404);
    });
  });

  describe('pages', () => {
    it('creates a page with order 100 + |temporary id| capped at 9999, or last when no order is given', async () => {
      const induction = await createInduction();
      expect((await addPage(induction.id, richTextPage('First', { order: 103 }))).order).toBe(103);
      expect((await addPage(induction.id, richTextPage('Huge', { order: 100 + 123456 }))).order).toBe(9999);
      const last = await addPage(induction.id, richTextPage('Appended'));
      expect(last.order).toBe(9999);
      const other = await createInduction({ title: 'Other induction' });
      expect((await addPage(other.id, richTextPage('Only'))).order).toBe(1);
    });

    it('stores the content, the PDF address and the signature requirement', async () => {
      const induction = await createInduction();
      const page = await addPage(induction.id, {
        title: 'Crane manual',
        minTimeSeconds: 0,
        content: {
          type: 'richText',
          content: '<p>Read the manual</p>',
          pdfUrl: '/api/files/pdfs/6f1c2a90-4b7d-4e2a-9c1b-0d3e5f7a8b9c.pdf',
          pdfName: 'Crane manual v2.pdf',
          requireSignature: true,
        },
      });
      expect(page).toMatchObject({
        title: 'Crane manual',
        minTimeSeconds: 0,
        content: {
          type: 'richText',
          content: '<p>Read the manual</p>',
          pdfUrl: '/api/files/pdfs/6f1c2a90-4b7d-4e2a-9c1b-0d3e5f7a8b9c.pdf',
          pdfName: 'Crane manual v2.pdf',
          requireSignature: true,
          quiz: { questions: [] },
        },
      });
      const foreignPdf = await asAdmin({
        method: 'POST',
        url: `/api/inductions/${induction.id}/pages`,
        payload: {
          ...richTextPage('Foreign'),
          content: { type: 'richText', content: '<p>Foreign pdf</p>', pdfUrl: 'https://evil.example/x.pdf' },
        },
      });
      expect(foreignPdf.statusCode).toBe(400);
      // Only a page PDF's own address: not another folder's file (a worker's identity document), nor a
      // name that is no stored file's key.
      for (const pdfUrl of [
        '/api/files/x',
        '/api/files/pdfs/notauuid.pdf',
        '/api/files/identity/6f1c2a90-4b7d-4e2a-9c1b-0d3e5f7a8b9c.pdf',
        '/api/files/pdfs/../identity/6f1c2a90-4b7d-4e2a-9c1b-0d3e5f7a8b9c.pdf',
        '/api/files/../../etc/passwd',
      ]) {
        const refused = await asAdmin({
          method: 'POST',
          url: `/api/inductions/${induction.id}/pages`,
          payload: {
            ...richTextPage('Not a page PDF'),
            content: { type: 'richText', content: '<p>Read the manual</p>', pdfUrl },
          },
        });
        expect([refused.statusCode, refused.json<{ message: string }>().message], pdfUrl).toEqual([
          400,
          'content.pdfUrl: The PDF must be uploaded through the app',
        ]);
      }
      const withoutPdf = await addPage(induction.id, {
        ...richTextPage('No pdf'),
        content: { type: 'richText', content: '<p>No pdf here</p>', pdfName: 'orphan.pdf' },
      });
      expect(withoutPdf.content).toMatchObject({ pdfUrl: null, pdfName: null });
    });

    it.each([
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters'],
      [{ minTimeSeconds: -1 }, 'minTimeSeconds', 'Minimum time must be a non-negative number'],
      [{ minTimeSeconds: 'long' }, 'minTimeSeconds', 'Minimum time must be a non-negative number'],
      [{ content: { type: 'richText', content: 'short' } }, 'content.content', 'Content must not be empty'],
      [{ content: { type: 'video' } }, 'content.type', 'Content type must be richText or quiz'],
      [
        { content: { type: 'quiz', quiz: { questions: [] } } },
        'content.quiz.questions',
        'At least one quiz question is required when content type is quiz',
      ],
      [
        { content: { type: 'quiz' } },
        'content.quiz.questions',
        'At least one quiz question is required when content type is quiz',
      ],
      [
        { content: { type: 'quiz', quiz: { questions: [{ options: ['Only one'], correctAnswer: 0 }] } } },
        'content.quiz.questions.0.options',
        'At least 2 options are required',
      ],
      [
        { content: { type: 'quiz', quiz: { questions: [{ options: ['A', 'B'], correctAnswer: -1 }] } } },
        'content.quiz.questions.0.correctAnswer',
        'You must select a correct answer',
      ],
    ])('refuses %j with the spec message', async (change, field, message) => {
      const induction = await createInduction();
      const response = await asAdmin({
        method: 'POST',
        url: `/api/inductions/${induction.id}/pages`,
        payload: { ...richTextPage('Valid page'), ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect((await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json()).toEqual([]);
    });

    it('applies the truncation rules when a page is saved', async () => {
      const induction = await createInduction();
      const questions = Array.from({ length: 22 }, (_, index) => ({
        question: index === 0 ? 'q'.repeat(700) : `Question ${index + 1}`,
        options:
          index === 0
            ? ['o'.repeat(700), '', ...Array.from({ length: 12 }, (_, option) => `Option ${option + 3}`)]
            : ['', ''],
        correctAnswer: index === 0 ? 12 : 1,
      }));
      const page = await addPage(induction.id, {
        title: 'Long page',
        minTimeSeconds: 60,
        content: { type: 'quiz', content: 'x'.repeat(10500), quiz: { questions } },
      });
      const content = page.content as {
        content: string;
        quiz: { questions: Array<{ question: string; options: string[]; correctAnswer: number }> };
      };
      expect(content.content).toBe(`${'x'.repeat(9990)}...`);
      expect(content.quiz.questions).toHaveLength(20);
      const [first, second] = content.quiz.questions;
      expect(first?.question).toHaveLength(499);
      expect(first?.options).toHaveLength(10);
      expect(first?.options[0]).toHaveLength(499);
      expect(first?.correctAnswer).toBe(0);
      expect(second).toEqual({ question: 'Question 2', options: ['Option 1', 'Option 2'], correctAnswer: 1 });
    });

    it('sanitises rich text on save', async () => {
      const induction = await createInduction();
      const page = await addPage(induction.id, {
        title: 'Hostile',
        minTimeSeconds: 60,
        content: {
          type: 'richText',
          content: '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
        },
      });
      expect(page.content['content']).toBe('<p>Hi<a target="_blank" rel="noopener noreferrer">x</a></p>');
    });

    it('updates a page, and answers 404 for a page that does not exist so the builder creates it instead', async () => {
      const induction = await createInduction();
      const page = await addPage(induction.id, richTextPage('Draft title'));
      const updated = await asAdmin({
        method: 'PUT',
        url: `/api/induction-pages/${page.id}`,
        payload: { ...richTextPage('Final title'), order: 5, minTimeSeconds: 90 },
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: page.id, title: 'Final title', order: 5, minTimeSeconds: 90 });
      const missing = await asAdmin({
        method: 'PUT',
        url: '/api/induction-pages/999999',
        payload: richTextPage('Ghost'),
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Page not found' });
      // The builder's fallback: create the page instead.
      expect((await addPage(induction.id, richTextPage('Ghost'))).title).toBe('Ghost');
    });

    it("refuses a save of a page changed since its editor opened it, rather than undoing the other admin's change", async () => {
      const induction = await createInduction();
      const page = await addPage(induction.id, richTextPage('Site rules', { order: 1 }));
      const other = await addPage(induction.id, richTextPage('Exclusion zones', { order: 2 }));
      expect(page.revision).toBe(1);
      const save = (title: string, revision?: number, order = 1) =>
        asAdmin({
          method: 'PUT',
          url: `/api/induction-pages/${page.id}`,
          payload: { ...richTextPage(title), order, revision },
        });
      // Two admins open the page at revision 1; the first save wins and counts a revision.
      const first = await save('Site rules, by Alex', 1);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ title: 'Site rules, by Alex', revision: 2 });
      const stale = await save('Site rules, by Sam', 1);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({
        message:
          'Another administrator changed this page after you opened it. Open the page again to see their changes, then make yours.',
      });
      const pages = async () =>
        (await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json<InductionPage[]>();
      expect((await pages())[0]).toMatchObject({ title: 'Site rules, by Alex', revision: 2 });
      // A move is a change too: the stale order would put the page back. A page left in place is not changed.
      const reorder = (first: number, second: number) =>
        asAdmin({
          method: 'PUT',
          url: `/api/inductions/${induction.id}/reorder-pages`,
          payload: [
            { id: first, order: 1 },
            { id: second, order: 2 },
          ],
        });
      expect((await reorder(page.id, other.id)).statusCode).toBe(200);
      expect((await pages()).map(({ revision }) => revision)).toEqual([2, 1]);
      expect((await reorder(other.id, page.id)).statusCode).toBe(200);
      expect((await save('Site rules, moved back', 2)).statusCode).toBe(409);
      expect((await pages()).map(({ title, order }) => [title, order])).toEqual([
        ['Exclusion zones', 1],
        ['Site rules, by Alex', 2],
      ]);
      expect((await save('Site rules, seen moved', 3, 2)).json()).toMatchObject({ order: 2, revision: 4 });
      // A save without a revision (an API client of spec §4) is not checked: the last save wins.
      expect((await save('Site rules, by a script', undefined, 2)).json()).toMatchObject({ revision: 5 });
      // A deleted page is still not found (the builder then creates it), whatever the revision.
      await asAdmin({ method: 'DELETE', url: `/api/induction-pages/${page.id}` });
      expect((await save('Site rules again', 5)).statusCode).toBe(404);
    });

    it('deletes a page', async () => {
      const induction = await createInduction();
      const page = await addPage(induction.id, richTextPage('Doomed'));
      const deleted = await asAdmin({ method: 'DELETE', url: `/api/induction-pages/${page.id}` });
      expect(deleted.json()).toEqual({ success: true, message: 'Page deleted' });
      expect((await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json()).toEqual([]);
      expect((await asAdmin({ method: 'DELETE', url: `/api/induction-pages/${page.id}` })).statusCode).toBe(404);
    });

    it('reorders pages, renumbering from 1, and answers with the pages', async () => {
      const induction = await createInduction();
      const a = await addPage(induction.id, richTextPage('Page A', { order: 101 }));
      const b = await addPage(induction.id, richTextPage('Page B', { order: 102 }));
      const c = await addPage(induction.id, richTextPage('Page C', { order: 103 }));
      const response = await asAdmin({
        method: 'PUT',
        url: `/api/inductions/${induction.id}/reorder-pages`,
        payload: [
          { id: c.id, order: 1 },
          { id: a.id, order: 2 },
          { id: b.id, order: 3 },
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((page: { title: string; order: number }) => [page.title, page.order])).toEqual([
        ['Page C', 1],
        ['Page A', 2],
        ['Page B', 3],
      ]);
    });

    it('refuses to reorder pages of another induction, or nothing, and changes nothing', async () => {
      const induction = await createInduction();
      const other = await createInduction({ title: 'Other one' });
      const mine = await addPage(induction.id, richTextPage('Mine', { order: 1 }));
      const theirs = await addPage(other.id, richTextPage('Theirs', { order: 1 }));
      const refused = await asAdmin({
        method: 'PUT',
        url: `/api/inductions/${induction.id}/reorder-pages`,
        payload: [
          { id: mine.id, order: 2 },
          { id: theirs.id, order: 1 },
        ],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: `Page ${theirs.id} does not belong to this induction` });
      expect((await asAdmin({ method: 'GET', url: `/api/inductions/${induction.id}/pages` })).json()[0].order).toBe(1);
      const empty = await asAdmin({ method: 'PUT', url: `/api/inductions/${induction.id}/reorder-pages`, payload: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain('Nothing to save: Save your pages first before reordering.');
    });
  });
});
