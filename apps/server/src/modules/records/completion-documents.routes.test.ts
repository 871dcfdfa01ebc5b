import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime, type CompletionsPage } from '@crane/contract';
import { createTestServiceAccount, startFakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { crossReferenceStreamClaiming } from '../../../test/hostile-pdfs.ts';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  sign,
  startInduction,
  takeInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { createGcsStorage } from '../../storage/gcs-storage.ts';
import { newFileKey } from '../../storage/keys.ts';
import { makeHugePng } from '../../../test/make-images.ts';
import { countPages, extractFlatText } from '../documents/pdf-tools.ts';

const person = {
  email: 'lukasz.nowak@site.example',
  firstName: 'Łukasz',
  lastName: 'Nowak',
  company: 'Ørsted Lifting',
};

describe.each(databaseKinds)('certificates, reports and summaries on %s', (kind) => {
  let test: TestApp;
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await test.close();
    await cleanUp?.();
    cleanUp = undefined;
  });

  async function completed(options: Parameters<typeof createTestApp>[2] = {}, env: Record<string, string> = {}) {
    test = await createTestApp(kind, { PUBLIC_URL: 'https://induction.example.com', ...env }, options);
    const adminCookie = await logIn(test.app);
    controlClock(test.app);
    const induction = await createInduction(
      test.app,
      adminCookie,
      [{ title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true }],
      { title: 'Mobile Crane Site Induction' },
    );
    const taken = await takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, person);
    const base = `/api/inductions/${induction.inductionId}/progress/${taken.progressId}`;
    return { adminCookie, base, taken, induction };
  }

  it('answers each document as a PDF with the person, the induction and the dates', async () => {
    const { adminCookie, base } = await completed();
    const year = new Date().getUTCFullYear();
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/admin/completions',
      headers: { cookie: adminCookie },
    });
    const code = listed.json<CompletionsPage>().items[0]!.verificationCode;
    for (const document of ['certificate', 'report', 'summary']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `${base}/${document}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, document).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${document}-%C5%81ukasz-Nowak.pdf`);
      const pdf = new Uint8Array(response.rawPayload);
      const text = extractFlatText(pdf);
      expect(text, document).toContain('Łukasz Nowak');
      expect(text, document).toContain('Mobile Crane Site Induction');
      expect(text, document).toMatch(new RegExp(`${year}|${year + 1}`));
      if (document === 'certificate') {
        expect(countPages(pdf)).toBe(1);
        expect(text).toContain(`Verification code`);
      }
      // The random code on every document, and the old guessable number on none.
      expect(text, document).toContain(code);
      expect(text, document).not.toContain('CSI-');
      if (document === 'summary') {
        expect(text).toContain('Exclusion zones');
        // How the page was signed (issue 16): this worker drew their signature.
        expect(text).toContain('Signature (drawn)');
      }
    }
  });

  it("prints the times of the detailed summary in the company's time zone (TIME_ZONE), naming it", async () => {
    const { adminCookie, base } = await completed({}, { TIME_ZONE: 'Australia/Perth' });
    const response = await test.app.inject({ method: 'GET', url: `${base}/summary`, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    const text = extractFlatText(new Uint8Array(response.rawPayload));
    const perthTime = formatDateTime(test.app.clock.now().toISOString(), 'Australia/Perth');
    expect(perthTime).toMatch(/ at \d{2}:\d{2} AWST$/);
    expect(text).toContain(`Generated ${perthTime}`);
    expect(text).not.toContain('UTC');
  });

  it('stores the PDF and answers an expiring link with cloud=true (local storage)', async () => {
    const { adminCookie, base } = await completed();
    const response = await test.app.inject({
      method: 'GET',
      url: `${base}/certificate?cloud=true`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/files\/signed\/documents\/[0-9a-f-]+\.pdf\?/);
    // Anyone holding the link may fetch it until it expires; it is the certificate.
    const download = await test.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(extractFlatText(new Uint8Array(download.rawPayload))).toContain('Łukasz Nowak');
    // The stored PDF is recorded to be deleted when its link expires, an hour later.
    const [expiring] = await test.app.db.selectFrom('expiring_files').selectAll().execute();
    expect(url).toContain(expiring!.storage_key);
    expect(Date.parse(expiring!.delete_after) - Date.now()).toBeGreaterThan(3500 * 1000);
    expect(Date.parse(expiring!.delete_after) - Date.now()).toBeLessThanOrEqual(3600 * 1000);
  });

  it('names every document safely, locally and in the cloud, whatever the person typed as their name', async () => {
    test = await createTestApp(kind);
    const adminCookie = await logIn(test.app);
    controlClock(test.app);
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
    ]);
    const people = [
      { email: 'control@site.example', firstName: 'Ja\u0007ne', lastName: 'Rigger' },
      { email: 'long@site.example', firstName: 'F'.repeat(95), lastName: 'L'.repeat(95) },
      { email: 'slashes@site.example', firstName: 'A/B\\C', lastName: 'D:E*F?"<>|' },
    ];
    for (const named of people) {
      const taken = await takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, named);
      const base = `/api/inductions/${induction.inductionId}/progress/${taken.progressId}`;
      for (const document of ['certificate', 'report', 'summary']) {
        const local = await test.app.inject({
          method: 'GET',
          url: `${base}/${document}`,
          headers: { cookie: adminCookie },
        });
        expect(local.statusCode, `${named.email} ${document}`).toBe(200);
        const cloud = await test.app.inject({
          method: 'GET',
          url: `${base}/${document}?cloud=true`,
          headers: { cookie: adminCookie },
        });
        expect(cloud.statusCode, `${named.email} ${document} ${cloud.body}`).toBe(200);
        const fileName = new URL(cloud.json<{ url: string }>().url, 'http://x').searchParams.get('fileName') ?? '';
        expect(fileName).toMatch(new RegExp(`^${document}-[^\\u0000-\\u001f/\\\\:*?"<>|\\s]+\\.pdf$`));
        expect(fileName.length).toBeLessThanOrEqual(200);
        expect((await test.app.inject({ method: 'GET', url: cloud.json<{ url: string }>().url })).statusCode).toBe(200);
      }
    }
  });

  it('stores the PDF in the bucket and answers a signed link with cloud=true (gcs storage)', async () => {
    const account = createTestServiceAccount();
    const server = await startFakeGcsServer(account);
    cleanUp = server.close;
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: account.credentials,
      apiEndpoint: server.url,
    });
    const { adminCookie, base } = await completed({ storage });
    const response = await test.app.inject({
      method: 'GET',
      url: `${base}/summary?cloud=true`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url.startsWith(`${server.url}/crane-files/documents/`)).toBe(true);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(extractFlatText(new Uint8Array(await download.arrayBuffer()))).toContain('Łukasz Nowak');
  });

  it('refuses anyone but an admin, and answers 404 for a progress without completion', async () => {
    const { adminCookie, base, taken, induction } = await completed();
    for (const headers of [{}, { cookie: taken.cookie }]) {
      expect((await test.app.inject({ method: 'GET', url: `${base}/certificate`, headers })).statusCode).toBe(401);
    }
    const started = await startInduction(test.app, 'new@site.example', induction.inductionId);
    const missing = await test.app.inject({
      method: 'GET',
      url: `/api/inductions/${induction.inductionId}/progress/${started.progress.id}/report`,
      headers: { cookie: adminCookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Completion not found' });
  });

  it('renders the summary at once, with a note, when a stored image is huge (stored before decision 18)', async () => {
    const { adminCookie, base, taken } = await completed();
    const bomb = await makeHugePng();
    // Files as they could be stored before uploads were checked: a 10000 x 10000 identification and signature.
    const identityKey = newFileKey('identity', 'png');
    const signatureKey = newFileKey('signatures', 'png');
    await test.app.storage.put(identityKey, bomb, 'image/png');
    await test.app.storage.put(signatureKey, bomb, 'image/png');
    await test.app.db
      .updateTable('completion_files')
      .set({ storage_key: identityKey, content_type: 'image/png', size_bytes: bomb.length })
      .where('field_name', '=', 'identification')
      .execute();
    await test.app.db
      .updateTable('page_signatures')
      .set({ storage_key: signatureKey })
      .where('progress_id', '=', taken.progressId)
      .execute();
    const startedAt = performance.now();
    const response = await test.app.inject({ method: 'GET', url: `${base}/summary`, headers: { cookie: adminCookie } });
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect(response.statusCode).toBe(200);
    const text = extractFlatText(new Uint8Array(response.rawPayload));
    expect(text).toContain(
      'The identification image is 10000 x 10000 pixels, too large to include in this PDF. It is available for download in the admin portal.',
    );
    expect(text).toContain('Signed, but the signature image is too large to include in this PDF');
  });

  it("answers the summary at once, with a note, when a worker's identification PDF is built to stall pdf-lib", async () => {
    const { adminCookie, induction } = await completed();
    // A second worker uploads, through the certification form, a 300-byte PDF that pdf-lib alone loads in 22 s.
    const worker = await startInduction(test.app, 'mallory@site.example', induction.inductionId);
    await sign(test.app, { progressId: worker.progress.id, pageId: induction.pageIds[0]! }, worker.cookie);
    const upload = await complete(
      test.app,
      [
        ...certificationFields(worker.progress.id),
        filePart('identification', crossReferenceStreamClaiming(20_000_000), 'passport.pdf', 'application/pdf'),
      ],
      worker.cookie,
    );
    expect(upload.statusCode, upload.body).toBe(200);

    const url = `/api/inductions/${induction.inductionId}/progress/${worker.progress.id}/summary`;
    const response = await test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(response.statusCode).toBe(200);
    expect(extractFlatText(new Uint8Array(response.rawPayload))).toContain(
      'The identification document is a PDF too large or too complex to include in this PDF. It is available for download in the admin portal.',
    );
  });
});
