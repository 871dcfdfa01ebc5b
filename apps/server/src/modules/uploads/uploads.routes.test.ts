import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePdf } from '../../../test/make-pdf.ts';
import { inPieces, malformedMultipartBodies, multipart, multipartBody } from '../../../test/multipart.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

const pngBytes = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describe.each(databaseKinds)('PDF uploads and files on %s', (kind) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp(kind);
    cookie = await logIn(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  async function upload(body: { payload: Buffer | Readable; headers: Record<string, string> }, withCookie = true) {
    return test.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      payload: body.payload,
      headers: { ...body.headers, ...(withCookie ? { cookie } : {}) },
    });
  }

  it('stores a real PDF under a random key and answers its url', async () => {
    const pdf = makePdf();
    const response = await upload(multipart('pdf', 'Crane Manual.pdf', 'application/pdf', pdf));
    expect(response.statusCode, response.body).toBe(200);
    const { url, name } = response.json<{ url: string; name: string }>();
    expect(name).toBe('Crane Manual.pdf');
    expect(url).toMatch(/^\/api\/files\/pdfs\/[0-9a-f-]{36}\.pdf$/);
    expect(url).not.toContain('Crane');
    const served = await test.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });

  it('answers the file name without folders or control characters', async () => {
    const response = await upload(
      multipart('pdf', 'C:\\Users\\site\\Lift\u0007 plan.pdf', 'application/pdf', makePdf()),
    );
    expect(response.json()).toMatchObject({ name: 'Lift plan.pdf' });
  });

  it('refuses a file that is not a PDF, whatever its name and declared type', async () => {
    for (const body of [
      multipart('pdf', 'photo.pdf', 'application/pdf', pngBytes),
      multipart('pdf', 'notes.pdf', 'application/pdf', Buffer.from('just some text, no header')),
      multipart('pdf', 'empty.pdf', 'application/pdf', Buffer.alloc(0)),
    ]) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid file type: Please upload a PDF file' });
    }
  });

  it('refuses a request without the pdf field, and one that is not multipart', async () => {
    expect((await upload(multipart('document', 'a.pdf', 'application/pdf', makePdf()))).statusCode).toBe(400);
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      headers: { cookie },
      payload: { pdf: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  /** Files in the store's PDF folder and in the upload staging folder: what an upload left on disk. */
  const filesLeft = () =>
    ['uploads/pdfs', 'upload-staging'].flatMap((folder) => {
      const where = path.join(test.config.dataDir, folder);
      return fs.existsSync(where) ? fs.readdirSync(where).map((name) => `${folder}/${name}`) : [];
    });

  it('refuses a PDF over 20 MB with 413', async () => {
    const big = Buffer.concat([makePdf(), Buffer.alloc(20 * 1024 * 1024 + 10)]);
    const response = await upload(multipart('pdf', 'big.pdf', 'application/pdf', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The PDF is too large: the limit is 20 MB' });
  });

  it.each([
    ['20 MB + 1 byte', 20 * 1024 * 1024 + 1],
    ['23 MB', 23 * 1024 * 1024],
  ])('refuses a PDF of %s with 413 and stores nothing, however its bytes arrive', async (_, size) => {
    const pdf = makePdf();
    const body = multipart('pdf', 'big.pdf', 'application/pdf', Buffer.concat([pdf, Buffer.alloc(size - pdf.length)]));
    const fileStart = body.payload.indexOf('%PDF-');
    // Whole, and cut exactly at the limit: the cut is how 23 MB used to pass as a truncated 20 MB file.
    for (const payload of [body.payload, inPieces(body.payload, fileStart + 20 * 1024 * 1024)]) {
      const response = await upload({ payload, headers: body.headers });
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toEqual({ message: 'The PDF is too large: the limit is 20 MB' });
    }
    expect(filesLeft()).toEqual([]);
  });

  it('stores a PDF of exactly 20 MB', async () => {
    const pdf = makePdf();
    const body = multipart(
      'pdf',
      'max.pdf',
      'application/pdf',
      Buffer.concat([pdf, Buffer.alloc(20 * 1024 * 1024 - pdf.length)]),
    );
    const response = await upload({ payload: inPieces(body.payload, 1000, 65536 * 7), headers: body.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesLeft()).toEqual([expect.stringMatching(/^uploads\/pdfs\/[0-9a-f-]{36}\.pdf$/)]);
    expect(fs.statSync(path.join(test.config.dataDir, filesLeft()[0]!)).size).toBe(20 * 1024 * 1024);
  });

  it('refuses two files in one upload with 400 and stores neither', async () => {
    const pdf = { filename: 'a.pdf', contentType: 'application/pdf', data: makePdf() };
    for (const second of ['pdf', 'other']) {
      const response = await upload(
        multipartBody([
          { name: 'pdf', ...pdf },
          { name: second, ...pdf },
        ]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Send one PDF per upload: this upload has more than one file' });
    }
    expect(filesLeft()).toEqual([]);
  });

  it('answers 400 with what is wrong for every kind of malformed multipart body, and stores nothing', async () => {
    const parts = [{ name: 'pdf', filename: 'a.pdf', contentType: 'application/pdf', data: makePdf() }];
    for (const broken of malformedMultipartBodies(parts)) {
      const response = await upload({ payload: broken.payload, headers: broken.headers });
      expect(response.statusCode, broken.kind).toBe(400);
      expect(response.json(), broken.kind).toEqual({ message: broken.message });
    }
    expect(filesLeft()).toEqual([]);
  });

  it('refuses an anonymous upload', async () => {
    expect((await upload(multipart('pdf', 'a.pdf', 'application/pdf', makePdf()), false)).statusCode).toBe(401);
  });

  it('serves a PDF to anyone only once a page of an active induction uses it', async () => {
    const { url } = (await upload(multipart('pdf', 'm.pdf', 'application/pdf', makePdf()))).json<{ url: string }>();
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const induction = (
      await test.app.inject({
        method: 'POST',
        url: '/api/inductions',
        headers: { cookie },
        payload: { title: 'PDF induction' },
      })
    ).json<{ id: number }>();
    await test.app.inject({
      method: 'POST',
      url: `/api/inductions/${induction.id}/pages`,
      headers: { cookie },
      payload: { title: 'Manual', minTimeSeconds: 60, content: { type: 'richText', pdfUrl: url } },
    });
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    await test.app.inject({
      method: 'PUT',
      url: `/api/inductions/${induction.id}`,
      headers: { cookie },
      payload: { status: 'active' },
    });
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('answers byte ranges with 206, and 416 outside the file', async () => {
    const pdf = makePdf();
    const { url } = (await upload(multipart('pdf', 'm.pdf', 'application/pdf', pdf))).json<{ url: string }>();
    const partial = await test.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=0-7' } });
    expect(partial.statusCode).toBe(206);
    expect(partial.headers['content-range']).toBe(`bytes 0-7/${pdf.length}`);
    // Its own caching, not the API's no-store: a worker's phone keeps the induction's PDF for an hour.
    expect(partial.headers['cache-control']).toBe('private, max-age=3600');
    expect(partial.body).toBe('%PDF-1.4');
    const tail = await test.app.inject({ method: 'GET', url, headers: { cookie, range: 'bytes=-6' } });
    expect(tail.body).toBe('%%EOF\n');
    const outside = await test.app.inject({
      method: 'GET',
      url,
      headers: { cookie, range: `bytes=${pdf.length + 10}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('answers 404 for names that are not keys of the store', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'not-a-key.pdf', '00000000-0000-0000-0000-000000000000.pdf']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/files/pdfs/${name}`, headers: { cookie } });
      expect(response.statusCode, name).toBe(404);
    }
  });
});
