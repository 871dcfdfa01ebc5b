import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app.ts';

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

  it('lets every other page be indexed as before', async () => {
    for (const url of ['/', '/inductee', '/verify', '/verifyer/7KQ4-M2XD-9BWT', '/admin/verify/7KQ4']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});
