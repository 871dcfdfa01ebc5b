import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { controlClock } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { appSecretFileName, loadAppSecret } from '../../lib/app-secret.ts';
import { createSystemClock } from '../../lib/time.ts';
import { createGcsStorage } from '../../storage/gcs-storage.ts';
import { newFileKey } from '../../storage/keys.ts';
import { signLocalLink } from '../../storage/signed-links.ts';

/** Stands for a PDF: the store and the route look at keys, never at the bytes. */
const makePdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const incomplete = { message: 'This download link is incomplete: its expiry or signature is missing' };
const invalid = { message: 'This download link is not valid: it was changed or copied incompletely' };
const expired = { message: 'This download link has expired: ask for a new one' };
const fileNotFound = { message: 'File not found' };

/** A link's address with some of its query parameters replaced (undefined removes one). */
function withQuery(url: string, changes: Record<string, string | undefined>): string {
  const address = new URL(url, 'http://app.example');
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) address.searchParams.delete(name);
    else address.searchParams.set(name, value);
  }
  return `${address.pathname}${address.search}`;
}

describe.each(databaseKinds)('signed download links of the local storage on %s', (kind) => {
  let test: TestApp;
  let key: string;
  let pdf: Buffer;
  beforeAll(async () => {
    test = await createTestApp(kind);
    pdf = makePdf();
    key = newFileKey('pdfs', 'pdf');
    await test.app.storage.put(key, pdf, 'application/pdf');
  });
  afterAll(async () => {
    await test.close();
  });
  afterEach(() => {
    test.app.clock.now = createSystemClock().now;
  });

  // No cookie anywhere below: the link alone grants access.
  const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

  it('serves the file to anyone holding the link, with its type and no caching', async () => {
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, now: test.app.clock.now() });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-length']).toBe(String(pdf.length));
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.rawPayload.equals(pdf)).toBe(true);
    const head = await test.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pdf.length));
  });

  it('names the content type by the key, for every kind of file it holds', async () => {
    const textKey = newFileKey('self-test', 'txt');
    await test.app.storage.put(textKey, Buffer.from('storage test'), 'text/plain');
    const response = await get(
      await test.app.storage.signedUrl(textKey, { expiresInSeconds: 60, now: test.app.clock.now() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe('storage test');
  });

  it('answers byte ranges with 206, and 416 outside the file', async () => {
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, now: test.app.clock.now() });
    const partial = await get(url, { range: 'bytes=0-7' });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    expect(partial.headers['cache-control']).toBe('private, no-store');
    expect(partial.body).toBe('%PDF-1.4');
    const tail = await get(url, { range: 'bytes=-6' });
    expect(tail.body).toBe('%%EOF\n');
    const outside = await get(url, { range: `bytes=${pdf.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('ignores an invalid range and sends the whole file with 200, as RFC 9110 says', async () => {
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, now: test.app.clock.now() });
    const response = await get(url, { range: 'bytes=5-3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });

  it('sends an empty file whole with 200 when a suffix range is asked', async () => {
    const emptyKey = newFileKey('self-test', 'txt');
    await test.app.storage.put(emptyKey, Buffer.alloc(0), 'text/plain');
    const url = await test.app.storage.signedUrl(emptyKey, { expiresInSeconds: 300, now: test.app.clock.now() });
    const response = await get(url, { range: 'bytes=-5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['content-range']).toBeUndefined();
  });

  it('suggests the given file name, in RFC 5987 form for accents and other scripts', async () => {
    const fileName = 'Induction report – Łukasz "K".pdf';
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, fileName, now: test.app.clock.now() });
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      // An ISO-8859-1 stand-in for old clients (quotes escaped), the real name in RFC 5987 form.
      `inline; filename="Induction report ? ?ukasz \\"K\\".pdf"; ` +
        `filename*=UTF-8''Induction%20report%20%E2%80%93%20%C5%81ukasz%20%22K%22.pdf`,
    );
    const plain = await get(
      await test.app.storage.signedUrl(key, {
        expiresInSeconds: 300,
        fileName: 'report.pdf',
        now: test.app.clock.now(),
      }),
    );
    expect(plain.headers['content-disposition']).toBe('inline; filename=report.pdf');
  });

  it('refuses the link with 403 once it has expired by the app clock', async () => {
    const clock = controlClock(test.app);
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 60, now: clock.now() });
    expect((await get(url)).statusCode).toBe(200);
    clock.advanceSeconds(59);
    expect((await get(url)).statusCode).toBe(200);
    clock.advanceSeconds(2);
    const response = await get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(expired);
  });

  it('refuses a changed, incomplete or foreign signature with 403', async () => {
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, now: test.app.clock.now() });
    const signature = new URL(url, 'http://app.example').searchParams.get('signature') ?? '';
    const expires = Number(new URL(url, 'http://app.example').searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const secret = await loadAppSecret(test.config);
    const tampered = [
      withQuery(url, { signature: flipped }),
      withQuery(url, { signature: signature.toUpperCase() }),
      withQuery(url, { signature: 'not-hex' }),
      withQuery(url, { signature: signature.slice(0, 32) }),
      withQuery(url, { expires: String(expires + 3600) }),
      withQuery(url, { expires: `${expires}.0` }),
      withQuery(url, { fileName: 'renamed.pdf' }),
      withQuery(url, { fileName: '' }),
      withQuery(url, {
        signature: signLocalLink('another-app-secret-of-at-least-32-characters', { key, expires, fileName: undefined }),
      }),
    ];
    for (const link of tampered) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toEqual(invalid);
    }
    // A name is part of what is signed: dropping it breaks the link too.
    const named = await test.app.storage.signedUrl(key, {
      expiresInSeconds: 300,
      fileName: 'report.pdf',
      now: test.app.clock.now(),
    });
    expect((await get(withQuery(named, { fileName: undefined }))).json()).toEqual(invalid);
    // The genuine signature made with the app's secret still works.
    expect(signLocalLink(secret, { key, expires, fileName: undefined })).toBe(signature);
    expect((await get(url)).statusCode).toBe(200);
    for (const link of [
      withQuery(url, { signature: undefined }),
      withQuery(url, { expires: undefined }),
      `/api/files/signed/${key}`,
    ]) {
      const response = await get(link);
      expect(response.statusCode, link).toBe(403);
      expect(response.json()).toEqual(incomplete);
    }
  });

  it("refuses another file's key with this file's signature", async () => {
    const otherKey = newFileKey('pdfs', 'pdf');
    await test.app.storage.put(otherKey, Buffer.from('%PDF-1.4 another file'), 'application/pdf');
    const url = await test.app.storage.signedUrl(key, { expiresInSeconds: 300, now: test.app.clock.now() });
    const response = await get(url.replace(key, otherKey));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(invalid);
  });

  it('answers 404 for a key with a valid signature but no file', async () => {
    const missing = newFileKey('pdfs', 'pdf');
    const response = await get(
      await test.app.storage.signedUrl(missing, { expiresInSeconds: 300, now: test.app.clock.now() }),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(fileNotFound);
  });

  it('answers 404 for paths that are not keys of the store, even when signed with the secret', async () => {
    const secret = await loadAppSecret(test.config);
    expect(fs.existsSync(path.join(test.config.dataDir, appSecretFileName))).toBe(true);
    const expires = Math.floor(Date.now() / 1000) + 300;
    const attempts = [
      '../app-secret',
      '../../../../etc/passwd',
      'pdfs/../../app-secret',
      '%2E%2E/app-secret',
      '..%2Fapp-secret',
      '%2Fetc%2Fpasswd',
      '/etc/passwd',
      'pdfs/report.pdf',
      `identification/${key.slice(5, -4)}.jpg`,
      `${key}/..`,
    ];
    for (const attempt of attempts) {
      const decoded = decodeURIComponent(attempt);
      const signature = signLocalLink(secret, { key: decoded, expires, fileName: undefined });
      const response = await get(`/api/files/signed/${attempt}?expires=${expires}&signature=${signature}`);
      expect(response.statusCode, attempt).toBe(404);
      expect(response.body).not.toContain(secret);
      // Literal dot segments are resolved before routing (no route then matches); the rest
      // reach the route, which refuses them as keys.
      expect([fileNotFound, { message: 'Not found' }], attempt).toContainEqual(response.json());
    }
  });

  it('keeps the generated secret in DATA_DIR/app-secret, readable by the server only', async () => {
    const file = path.join(test.config.dataDir, appSecretFileName);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(await loadAppSecret(test.config));
  });
});

describe('signed download links with APP_SECRET set', () => {
  it('are signed and checked with that secret, and no secret file is made', async () => {
    const appSecret = 'an-app-secret-from-the-environment-0123456789';
    const test = await createTestApp('sqlite', { APP_SECRET: appSecret });
    try {
      const key = newFileKey('pdfs', 'pdf');
      await test.app.storage.put(key, makePdf(), 'application/pdf');
      const url = await test.app.storage.signedUrl(key, {
        expiresInSeconds: 120,
        fileName: 'report.pdf',
        now: test.app.clock.now(),
      });
      const expires = Number(new URL(url, 'http://app.example').searchParams.get('expires'));
      expect(new URL(url, 'http://app.example').searchParams.get('signature')).toBe(
        signLocalLink(appSecret, { key, expires, fileName: 'report.pdf' }),
      );
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect(fs.existsSync(path.join(test.config.dataDir, appSecretFileName))).toBe(false);
    } finally {
      await test.close();
    }
  });
});

describe('the local signed-link route with GCS storage', () => {
  it('finds no link genuine, since GCS makes its own, and creates no secret file', async () => {
    const fakeGcs = await startFakeGcsServer();
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: undefined,
      apiEndpoint: fakeGcs.url,
    });
    const credentials = JSON.stringify({ type: 'service_account', project_id: 'crane-test' });
    const test = await createTestApp(
      'sqlite',
      {
        STORAGE_DRIVER: 'gcs',
        GCS_PROJECT_ID: 'crane-test',
        GCS_BUCKET_NAME: 'crane-files',
        GCS_CREDENTIALS: credentials,
      },
      { storage },
    );
    try {
      const key = newFileKey('pdfs', 'pdf');
      await storage.put(key, makePdf(), 'application/pdf');
      const expires = Math.floor(Date.now() / 1000) + 300;
      const secret = 'any-secret-someone-might-guess-0123456789';
      const signature = signLocalLink(secret, { key, expires, fileName: undefined });
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/files/signed/${key}?expires=${expires}&signature=${signature}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(invalid);
      expect(fs.existsSync(path.join(test.config.dataDir, appSecretFileName))).toBe(false);
    } finally {
      await test.close();
      await fakeGcs.close();
    }
  });
});
