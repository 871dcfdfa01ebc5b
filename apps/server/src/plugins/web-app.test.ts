import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('the web app on %s', (kind) => {
  let test: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Safety Induction System</title>');
    test = await createTestApp(kind, {}, { webDistDir });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('asks search engines not to index the public certificate check page', async () => {
    for (const url of ['/verify/7KQ4-M2XD-9BWT', '/verify/7kq4m2xd9bwt?from=qr', '/verify/not-a-code']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await test.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['x-robots-tag'], `${method} ${url}`).toBe('noindex');
      }
    }
  });

  it('answers an address whose name no file could have as the page, not as a refusal', async () => {
    // A file name has at most 255 bytes; the static files' lookup of a longer one fails with
    // ENAMETOOLONG, which must not become a 403 or a 500 for an address the web app may route.
    for (const url of [`/${'a'.repeat(300)}`, `/${'a'.repeat(300)}/page`, `/inductee/${'é'.repeat(200)}`]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
    const asset = await test.app.inject({ method: 'GET', url: `/assets/${'b'.repeat(300)}.js` });
    expect(asset.statusCode).toBe(200);
  });

  it('lets every other page be indexed as before', async () => {
    for (const url of ['/', '/inductee', '/verify', '/verifyer/7KQ4-M2XD-9BWT', '/admin/verify/7KQ4']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});

describe('the built files and the answers, compressed', () => {
  let test: TestApp;
  let webDistDir: string;
  const script = `export const rules = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `rule ${index}`))};\n`;
  // Over the 1 KB from which answers are compressed, as the built page is (its inline styles and shell).
  const indexHtml = `<!doctype html><html><head><title>Safety Induction System</title></head><body>${'<p>Loading</p>'.repeat(100)}</body></html>`;
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(webDistDir, '.vite'));
    fs.writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), '{}');
    const file = path.join(webDistDir, 'assets', 'player-abc123.js');
    fs.writeFileSync(file, script);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
    test = await createTestApp('sqlite', {}, { webDistDir });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    test.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli or gzip copy the build wrote, as the browser accepts, with Vary', async () => {
    const brotli = await get('/assets/player-abc123.js', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 3);

    const gzip = await get('/assets/player-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/player-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the page of every address, as the browser accepts', async () => {
    for (const url of ['/', '/inductee/start', '/verify/7KQ4-M2XD-9BWT?from=qr', `/${'a'.repeat(300)}`]) {
      const brotli = await get(url, 'gzip, deflate, br');
      expect(brotli.statusCode, url).toBe(200);
      expect(brotli.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString(), url).toContain('<p>Loading</p>');
      const gzip = await get(url, 'gzip');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toContain('<title>Safety Induction System</title>');
    }
  });

  it("serves the build's files and nothing of its own folders", async () => {
    // .vite holds what the server reads at start (the manifest, the route preloads), not the browser's.
    const manifest = await get('/.vite/manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('text/html');
    const head = await test.app.inject({ method: 'HEAD', url: '/assets/player-abc123.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('javascript');
    const unknownMethod = await test.app.inject({ method: 'DELETE', url: '/inductee/start' });
    expect(unknownMethod.statusCode).toBe(404);
    expect(unknownMethod.json()).toEqual({ message: 'Not found' });
  });

  it('compresses JSON answers over 1 KB, and leaves small ones alone', async () => {
    // Ten sign-ins: an audit page of a few KB.
    let cookie = '';
    for (let count = 0; count < 10; count += 1) cookie = await logIn(test.app);
    const large = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit?pageSize=100',
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(String(large.headers['vary']).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(zlib.brotliDecompressSync(large.rawPayload).toString())).toHaveProperty('items');

    const gzip = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit?pageSize=100',
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('status');
  });

  it('never decompresses a request body', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'root@example.com', password: 'root-password-1' })),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("a page names its screen's files as module preloads", () => {
  let test: TestApp;
  let webDistDir: string;
  const indexHtml =
    '<!doctype html><html><head><title>Safety Induction System</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(webDistDir, '.vite'));
    fs.writeFileSync(
      path.join(webDistDir, '.vite', 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/inductee/portal', files: ['assets/inductee-portal-a.js', 'assets/card-b.js'] },
          { path: '/inductee/progress/:progressId', files: ['assets/inductee-player-c.js'] },
        ],
      }),
    );
    test = await createTestApp('sqlite', {}, { webDistDir });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const preloadsOf = async (url: string) => {
    const response = await test.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toContain('text/html');
    return [...response.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => match[1],
    );
  };

  it("lists the files of the address's screen, whatever its parameters and query", async () => {
    expect(await preloadsOf('/inductee/portal')).toEqual(['/assets/inductee-portal-a.js', '/assets/card-b.js']);
    expect(await preloadsOf('/inductee/portal?resume=1')).toEqual([
      '/assets/inductee-portal-a.js',
      '/assets/card-b.js',
    ]);
    expect(await preloadsOf('/inductee/progress/12')).toEqual(['/assets/inductee-player-c.js']);
  });

  it('keeps the page as built for an address the build does not list, and leaves the rest of it alone', async () => {
    expect(await preloadsOf('/nowhere')).toEqual([]);
    expect(await preloadsOf('/inductee/progress/12/extra')).toEqual([]);
    const page = (await test.app.inject({ method: 'GET', url: '/inductee/progress/12' })).body;
    expect(page.replace(/<link rel="modulepreload"[^>]*>/g, '').replace('<html lang="en" dir="ltr">', '<html>')).toBe(
      indexHtml,
    );
  });
});

describe("a page is laid out in the worker's language from the first paint", () => {
  let test: TestApp;
  let webDistDir: string;
  const indexHtml =
    '<!doctype html><html lang="en"><head><title>Safety Induction System</title></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), indexHtml);
    fs.mkdirSync(path.join(webDistDir, '.vite'));
    const manifest = Object.fromEntries(
      ['en', 'ar', 'vi', 'zh-Hans', 'es', 'hi', 'ko'].map((language) => [
        `src/locales/${language}.json`,
        { file: `assets/${language}-hash.json`, src: `src/locales/${language}.json` },
      ]),
    );
    fs.writeFileSync(path.join(webDistDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    test = await createTestApp('sqlite', {}, { webDistDir });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  const pageFor = async (url: string, headers: Record<string, string>) => {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(String(response.headers['vary']), url).toContain('Accept-Language');
    const html = /<html lang="([^"]+)" dir="([^"]+)">/.exec(response.body);
    const catalogs = [...response.body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)];
    return { lang: html?.[1], dir: html?.[2], catalogs: catalogs.map((match) => match[1]) };
  };

  it("follows the browser's languages, in order of preference, to the first one we have", async () => {
    expect(await pageFor('/', { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })).toEqual({
      lang: 'ar',
      dir: 'rtl',
      catalogs: ['/assets/ar-hash.json'],
    });
    expect(await pageFor('/inductee', { 'accept-language': 'fr-FR, vi;q=0.7, es;q=0.9' })).toMatchObject({
      lang: 'es',
      dir: 'ltr',
    });
    expect(await pageFor('/inductee/portal', { 'accept-language': 'zh-CN,zh;q=0.9' })).toMatchObject({
      lang: 'zh-Hans',
      catalogs: ['/assets/zh-Hans-hash.json'],
    });
    expect(await pageFor('/inductee', { 'accept-language': 'fr-FR, de;q=0.5' })).toMatchObject({ lang: 'en' });
    expect(await pageFor('/inductee', {})).toMatchObject({ lang: 'en', catalogs: ['/assets/en-hash.json'] });
  });

  it("prefers the worker's remembered choice, and ignores a choice we do not have", async () => {
    expect(await pageFor('/inductee', { cookie: 'csi_lang=ko', 'accept-language': 'ar' })).toMatchObject({
      lang: 'ko',
      dir: 'ltr',
    });
    expect(await pageFor('/verify/7KQ4', { cookie: 'csi_lang=xx', 'accept-language': 'hi' })).toMatchObject({
      lang: 'hi',
    });
  });

  it('keeps the admin screens in English', async () => {
    expect(await pageFor('/admin/login', { cookie: 'csi_lang=ar', 'accept-language': 'ar' })).toEqual({
      lang: 'en',
      dir: 'ltr',
      catalogs: ['/assets/en-hash.json'],
    });
  });
});
