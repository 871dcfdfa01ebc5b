import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { createGcsStorage } from '../../storage/gcs-storage.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { multipart } from '../../../test/multipart.ts';

const bucket = 'crane-files';
const credentials = JSON.stringify({ type: 'service_account', project_id: 'crane-test' });

describe.each(databaseKinds)('the PDF proxy on %s with GCS storage', (kind) => {
  let test: TestApp;
  let cookie: string;
  let fakeGcs: Awaited<ReturnType<typeof startFakeGcsServer>>;
  let key: string;
  let pdf: Buffer;

  beforeAll(async () => {
    fakeGcs = await startFakeGcsServer();
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: bucket,
      credentials: undefined,
      apiEndpoint: fakeGcs.url,
    });
    test = await createTestApp(
      kind,
      { STORAGE_DRIVER: 'gcs', GCS_PROJECT_ID: 'crane-test', GCS_BUCKET_NAME: bucket, GCS_CREDENTIALS: credentials },
      { storage },
    );
    cookie = await logIn(test.app);
    pdf = makePdf();
    const body = multipart('pdf', 'manual.pdf', 'application/pdf', pdf);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    const url = uploaded.json<{ url: string }>().url;
    key = url.replace('/api/files/', '');
    expect(fakeGcs.objects.has(`${bucket}/${key}`)).toBe(true);
    const induction = (
      await test.app.inject({
        method: 'POST',
        url: '/api/inductions',
        headers: { cookie },
        payload: { title: 'Proxy induction', status: 'active' },
      })
    ).json<{ id: number }>();
    await test.app.inject({
      method: 'POST',
      url: `/api/inductions/${induction.id}/pages`,
      headers: { cookie },
      payload: { title: 'Manual', content: { type: 'richText', pdfUrl: url } },
    });
    // Workers are given the page once it is published.
    await test.app.inject({
      method: 'POST',
      url: `/api/inductions/${induction.id}/publish`,
      headers: { cookie },
      payload: { completions: 'stayValid' },
    });
  });
  afterAll(async () => {
    await test.close();
    await fakeGcs.close();
  });

  const proxy = (url: string) =>
    test.app.inject({ method: 'GET', url: `/api/pdf-proxy?url=${encodeURIComponent(url)}` });

  it('serves a PDF of the bucket, by either form of its address, through the storage driver', async () => {
    for (const url of [
      `https://storage.googleapis.com/${bucket}/${key}`,
      `https://${bucket}.storage.googleapis.com/${key}`,
    ]) {
      const response = await proxy(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('refuses any other host, scheme, address or form with 400', async () => {
    const refused = [
      `http://storage.googleapis.com/${bucket}/${key}`,
      `https://storage.googleapis.com/another-bucket/${key}`,
      `https://another-bucket.storage.googleapis.com/${key}`,
      `https://storage.googleapis.com.evil.example/${bucket}/${key}`,
      `https://evil.example/${bucket}/${key}`,
      `https://storage.googleapis.com:8443/${bucket}/${key}`,
      `https://user:secret@storage.googleapis.com/${bucket}/${key}`,
      `https://storage.googleapis.com/${bucket}/${key}?redirect=https://evil.example`,
      `https://storage.googleapis.com/${bucket}/../another-bucket/x.pdf`,
      'https://127.0.0.1/crane-files/x.pdf',
      'https://localhost/crane-files/x.pdf',
      'https://10.0.0.5/crane-files/x.pdf',
      'https://192.168.1.10/crane-files/x.pdf',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::1]/crane-files/x.pdf',
      'file:///etc/passwd',
      'ftp://storage.googleapis.com/crane-files/x.pdf',
      'not a url at all',
      // Percent-escapes that do not decode (a lone or broken escape) are a bad address, not a server error.
      `https://storage.googleapis.com/${bucket}/%`,
      `https://storage.googleapis.com/${bucket}/pdfs/%E0%A4%A.pdf`,
      `https://${bucket}.storage.googleapis.com/%ZZ`,
    ];
    for (const url of refused) {
      const response = await proxy(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ message: 'Only PDFs of the configured storage bucket can be fetched' });
    }
    const missing = await test.app.inject({ method: 'GET', url: '/api/pdf-proxy' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for objects of the bucket that are not induction PDFs in use', async () => {
    for (const path of [
      'pdfs/00000000-0000-0000-0000-000000000000.pdf',
      'identification/secret.jpg',
      'pdfs/%2E%2E/x.pdf',
    ]) {
      expect((await proxy(`https://storage.googleapis.com/${bucket}/${path}`)).statusCode, path).toBe(404);
    }
  });
});

describe('the PDF proxy with local storage', () => {
  it('refuses every address, since there is no bucket', async () => {
    const test = await createTestApp('sqlite');
    try {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/pdf-proxy?url=${encodeURIComponent('https://storage.googleapis.com/any/pdfs/x.pdf')}`,
      });
      expect(response.statusCode).toBe(400);
    } finally {
      await test.close();
    }
  });
});
