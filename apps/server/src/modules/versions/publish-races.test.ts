import type { InductionVersions } from '@crane/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { controlClock, createInduction } from '../../../test/inductee-journey.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { multipart } from '../../../test/multipart.ts';
import { heldStorage } from '../../../test/held-storage.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

/**
 * A publish reads the draft's PDFs before its transaction (decision 27). Publishes of one induction
 * take turns, and one whose draft was edited meanwhile is refused, so that what is marked published is
 * what the version holds.
 */
describe.each(databaseKinds)('publishing while the induction changes, on %s', (kind) => {
  let test: TestApp;
  let files: ReturnType<typeof heldStorage>;
  afterEach(async () => {
    await test.close();
    files.remove();
  });

  /** The app on a file store whose reads can be held (a slow bucket), with a page that has a PDF. */
  async function inductionWithPdf(status: 'draft' | 'active') {
    files = heldStorage('get');
    test = await createTestApp(kind, {}, { storage: files.storage });
    controlClock(test.app);
    const cookie = await logIn(test.app);
    const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
    const body = multipart('pdf', 'manual.pdf', 'application/pdf', makePdf());
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const pdfUrl = upload.json<{ url: string }>().url;
    const { inductionId, pageIds } = await createInduction(test.app, cookie, [{ title: 'One' }], { status });
    const savePage = (title: string) =>
      asAdmin('PUT', `/api/induction-pages/${pageIds[0]}`, {
        title,
        minTimeSeconds: 0,
        content: { type: 'richText', content: `<p>${title}</p>`, pdfUrl, requireSignature: false },
      });
    expect((await savePage('One, with its plan')).statusCode).toBe(200);
    const publish = () => asAdmin('POST', `/api/inductions/${inductionId}/publish`, { completions: 'stayValid' });
    const versions = async () =>
      (await asAdmin('GET', `/api/inductions/${inductionId}/versions`)).json<InductionVersions>();
    return { inductionId, savePage, holdReads: () => files.hold(), publish, versions };
  }

  it('refuses a publish whose draft was saved while its PDFs were read, and still says there are changes', async () => {
    const { inductionId, savePage, holdReads, publish, versions } = await inductionWithPdf('draft');
    const reads = holdReads();
    const publishing = publish();
    await reads.reached;
    // A second administrator saves the page while the first one's publish reads the PDF.
    expect((await savePage('One, edited by another administrator')).statusCode).toBe(200);
    reads.release();
    const published = await publishing;

    expect([published.statusCode, published.json()]).toEqual([
      409,
      { message: 'The induction was changed while it was being published. Publish it again.' },
    ]);
    expect(await versions()).toMatchObject({ versions: [], hasUnpublishedChanges: true });
    // Published again, the version holds the edit.
    expect((await publish()).statusCode).toBe(200);
    const pages = await test.app.inject({ method: 'GET', url: `/api/inductions/${inductionId}/pages` });
    expect(pages.json<{ title: string }[]>().map((page) => page.title)).toEqual([
      'One, edited by another administrator',
    ]);
    expect(await versions()).toMatchObject({ hasUnpublishedChanges: false });
  });

  it('makes one version when Publish is sent twice', async () => {
    const { savePage, holdReads, publish, versions } = await inductionWithPdf('active');
    expect((await savePage('One, edited')).statusCode).toBe(200);
    const reads = holdReads();
    const first = publish();
    await reads.reached;
    const second = publish();
    reads.release();
    const answers = await Promise.all([first, second]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await versions()).versions.map((version) => version.version)).toEqual([2, 1]);
  });
});
