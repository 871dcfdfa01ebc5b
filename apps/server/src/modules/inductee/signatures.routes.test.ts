import fs from 'node:fs';
import path from 'node:path';
import type { PageSignature } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  controlClock,
  createInduction,
  jpegBytes,
  moveTo,
  otherPngBytes,
  pngBytes,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { makeHugePng, makePng } from '../../../test/make-images.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

describe.each(databaseKinds)('page signatures on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let progressId: number;
  let cookie: string;
  let pageIds: number[];
  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    controlClock(test.app);
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Sign here', requireSignature: true },
      { title: 'No signature' },
      { title: 'Sign later', requireSignature: true },
    ]);
    pageIds = induction.pageIds;
    const start = await startInduction(test.app, 'jane@example.com', induction.inductionId);
    progressId = start.progress.id;
    cookie = start.cookie;
  });
  afterEach(async () => {
    await test.close();
  });

  const signatureFiles = () => {
    const folder = path.join(test.config.dataDir, 'uploads', 'signatures');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const getSignature = (pageId: number, withCookie = cookie) =>
    test.app.inject({
      method: 'GET',
      url: `/api/page-signatures/${progressId}/${pageId}`,
      headers: withCookie ? { cookie: withCookie } : {},
    });

  it('answers 404 until the page is signed, then the signature', async () => {
    const before = await getSignature(pageIds[0]!);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'Signature not found' });

    const response = await sign(test.app, { progressId, pageId: pageIds[0]! }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { url, signature } = response.json<{ url: string; signature: PageSignature }>();
    expect(url).toMatch(/^\/api\/files\/signatures\/[0-9a-f-]{36}\.png$/);
    expect(signature).toEqual({
      id: expect.any(Number),
      progressId,
      pageId: pageIds[0],
      url,
      createdAt: expect.any(String),
      method: 'drawn',
    });
    const after = await getSignature(pageIds[0]!);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(signature);
  });

  it('records whether the signature was drawn or typed, and refuses any other way', async () => {
    const typed = await sign(test.app, { progressId, pageId: pageIds[0]!, method: 'typed' }, cookie);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json<{ signature: PageSignature }>().signature.method).toBe('typed');
    expect((await getSignature(pageIds[0]!)).json<PageSignature>().method).toBe('typed');
    const stamped = await sign(test.app, { progressId, pageId: pageIds[2]!, method: 'stamped' }, cookie);
    expect(stamped.statusCode).toBe(400);
    expect(stamped.json().message).toContain('The signature method must be drawn or typed');
    expect(await test.app.db.selectFrom('page_signatures').select('method').execute()).toEqual([{ method: 'typed' }]);
  });

  it('keeps the first signature when a page is signed twice', async () => {
    const first = (await sign(test.app, { progressId, pageId: pageIds[0]! }, cookie)).json<{ url: string }>();
    const secondResponse = await sign(
      test.app,
      { progressId, pageId: pageIds[0]!, dataUrl: `data:image/png;base64,${otherPngBytes.toString('base64')}` },
      cookie,
    );
    expect(secondResponse.statusCode).toBe(200);
    expect(secondResponse.json()).toEqual(first);
    const image = await test.app.inject({ method: 'GET', url: first.url, headers: { cookie } });
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
    expect(signatureFiles()).toHaveLength(1);
  });

  it('stores one signature when the same page is signed several times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => sign(test.app, { progressId, pageId: pageIds[0]! }, cookie)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json<{ url: string }>().url)).size).toBe(1);
    expect(await test.app.db.selectFrom('page_signatures').selectAll().execute()).toHaveLength(1);
    expect(signatureFiles()).toHaveLength(1);
  });

  it('refuses anything but a PNG image, and stores nothing', async () => {
    for (const dataUrl of [
      `data:image/jpeg;base64,${jpegBytes.toString('base64')}`,
      `data:image/png;base64,${jpegBytes.toString('base64')}`,
      'data:image/png;base64,',
      `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`,
      'https://example.com/signature.png',
    ]) {
      const response = await sign(test.app, { progressId, pageId: pageIds[0]!, dataUrl }, cookie);
      expect(response.statusCode, dataUrl.slice(0, 30)).toBe(400);
      expect(response.json().message, dataUrl.slice(0, 30)).toContain('The signature must be a PNG image');
    }
    const tooLarge = await sign(
      test.app,
      { progressId, pageId: pageIds[0]!, dataUrl: `data:image/png;base64,${'A'.repeat(500_000)}` },
      cookie,
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('dataUrl: The signature image is too large');
    expect(signatureFiles()).toEqual([]);
    expect((await getSignature(pageIds[0]!)).statusCode).toBe(404);
  });

  it('refuses a PNG larger than 4000 x 1000 pixels from its header, and stores nothing (decision 18)', async () => {
    const dataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
    for (const png of [await makeHugePng(), await makePng(4001, 600), await makePng(1200, 1001)]) {
      const startedAt = performance.now();
      const response = await sign(test.app, { progressId, pageId: pageIds[0]!, dataUrl: dataUrlOf(png) }, cookie);
      expect(performance.now() - startedAt).toBeLessThan(1500);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'The signature image is too large: it may be at most 4000 x 1000 pixels',
      });
    }
    expect(signatureFiles()).toEqual([]);
    // The largest pad a screen can show, at three device pixels to the CSS pixel, is accepted.
    const largest = await sign(
      test.app,
      { progressId, pageId: pageIds[0]!, dataUrl: dataUrlOf(await makePng(4000, 1000)) },
      cookie,
    );
    expect(largest.statusCode, largest.body).toBe(200);
  });

  it('refuses a page that needs no signature, a page of another induction, and a page not shown yet', async () => {
    const noSignature = await sign(test.app, { progressId, pageId: pageIds[1]! }, cookie);
    expect(noSignature.statusCode).toBe(400);
    expect(noSignature.json()).toEqual({ message: 'This page does not require a signature' });

    const other = await createInduction(test.app, adminCookie, [{ requireSignature: true }], { title: 'Other one' });
    const foreignPage = await sign(test.app, { progressId, pageId: other.pageIds[0]! }, cookie);
    expect(foreignPage.statusCode).toBe(404);
    expect(foreignPage.json()).toEqual({ message: 'Page not found' });

    const notShown = await sign(test.app, { progressId, pageId: pageIds[2]! }, cookie);
    expect(notShown.statusCode).toBe(409);
    expect(notShown.json()).toEqual({ message: 'Please open this page before signing it' });
    expect(signatureFiles()).toEqual([]);
  });

  it("refuses to sign or read someone else's progress, or without the cookie", async () => {
    const theirs = await startInduction(test.app, 'sam@example.com', (await firstInductionId())!);
    for (const response of [
      await sign(test.app, { progressId, pageId: pageIds[0]! }, theirs.cookie),
      await sign(test.app, { progressId, pageId: pageIds[0]! }),
      await getSignature(pageIds[0]!, theirs.cookie),
      await getSignature(pageIds[0]!, ''),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Progress not found' });
    }
    expect(signatureFiles()).toEqual([]);
  });

  it('serves the signature image to its browser and to admins only', async () => {
    const { url } = (await sign(test.app, { progressId, pageId: pageIds[0]! }, cookie)).json<{ url: string }>();
    const own = await test.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(pngBytes)).toBe(true);
    const admin = await test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);

    const theirs = await startInduction(test.app, 'sam@example.com', (await firstInductionId())!);
    for (const headers of [{}, { cookie: theirs.cookie }]) {
      const refused = await test.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: 'File not found' });
    }
    const notAKey = await test.app.inject({
      method: 'GET',
      url: '/api/files/signatures/..%2F..%2Fapp-secret',
      headers: { cookie: adminCookie },
    });
    expect(notAKey.statusCode).toBe(404);
  });

  it('lets the inductee move on from a signed page once its time has passed', async () => {
    await sign(test.app, { progressId, pageId: pageIds[0]! }, cookie);
    const moved = await moveTo(test.app, progressId, 1, cookie);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  async function firstInductionId() {
    const row = await test.app.db.selectFrom('inductions').select('id').orderBy('id').executeTakeFirst();
    return row?.id;
  }
});
