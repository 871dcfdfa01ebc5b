import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../test/test-app.ts';

/** Routes anyone may call. Adding one here must be a deliberate decision. */
const publicRoutes = [
  'GET /api/health',
  'HEAD /api/health',
  // Readiness for a load balancer: says only whether the database and the storage answer.
  'GET /api/health/ready',
  'HEAD /api/health/ready',
  'POST /api/auth/login',
  // The link's signature is the permission (modules/files/signed-files.test.ts).
  'GET /api/files/signed/*',
  'HEAD /api/files/signed/*',
  // The inductee journey has no login (spec §6): listing and starting are open; what one progress
  // holds needs the cookie that starting sets (the inductee routes below).
  'GET /api/inductee/available-inductions',
  'HEAD /api/inductee/available-inductions',
  'GET /api/inductee/:email/progress',
  'HEAD /api/inductee/:email/progress',
  'POST /api/inductee/start',
  // The emailed code or link is the permission (modules/inductee/binding.routes.test.ts).
  'POST /api/inductee/binding/code',
  'POST /api/inductee/binding/link',
  // The public check of a certificate: anyone at a site gate, rate-limited (modules/certificates).
  'GET /api/verify/:code',
  'HEAD /api/verify/:code',
  // The one-time link emailed to a worker whose licence was rejected is the permission (modules/licences).
  'GET /api/licence-uploads/:token',
  'HEAD /api/licence-uploads/:token',
  'POST /api/licence-uploads/:token',
  // The OpenAPI document and its viewer, for anyone who integrates (plugins/openapi.ts).
  'GET /api/openapi.json',
  'HEAD /api/openapi.json',
  'GET /api/docs',
  'HEAD /api/docs',
  'GET /api/docs/json',
  'HEAD /api/docs/json',
  'GET /api/docs/yaml',
  'HEAD /api/docs/yaml',
  'GET /api/docs/static/*',
  'HEAD /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'HEAD /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'HEAD /api/docs/static/swagger-initializer.js',
  'HEAD /api/docs/',
];
/** Routes open to anyone that answer admins more (e.g. drafts); tested by their own modules. */
const optionalAdminRoutes = [
  'GET /api/inductions/:id',
  'HEAD /api/inductions/:id',
  'GET /api/inductions/:id/pages',
  'HEAD /api/inductions/:id/pages',
  'GET /api/files/pdfs/:name',
  'HEAD /api/files/pdfs/:name',
  'GET /api/pdf-proxy',
  'HEAD /api/pdf-proxy',
];
/** Routes of one progress: only the browser bound to it (modules/inductee tests the binding). */
const inducteeRoutes = [
  'GET /api/inductee/progress/:progressId',
  'HEAD /api/inductee/progress/:progressId',
  'PUT /api/inductee/progress/:progressId',
  'POST /api/inductee/progress/:progressId/quiz-answers',
  'POST /api/upload/signature-base64',
  'GET /api/page-signatures/:progressId/:pageId',
  'HEAD /api/page-signatures/:progressId/:pageId',
  'POST /api/inductee/complete',
  'GET /api/inductee/progress/:progressId/certificate',
  'GET /api/inductee/progress/:progressId/content',
  'HEAD /api/inductee/progress/:progressId/certificate',
  'HEAD /api/inductee/progress/:progressId/content',
];
/** Files that the inductee browser that made them, or an admin, may read. */
const inducteeOrAdminRoutes = ['GET /api/files/signatures/:name', 'HEAD /api/files/signatures/:name'];

describe.each(databaseKinds)('the app on %s', (kind) => {
  let test: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Safety Induction System</title>');
    fs.mkdirSync(path.join(webDistDir, 'assets'));
    fs.writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    test = await createTestApp(
      kind,
      {},
      {
        webDistDir,
        extend: (app) =>
          app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
            throw new Error('SELECT secret FROM internals');
          }),
      },
    );
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('refuses an anonymous request to every route that is not public, so none is left unprotected', async () => {
    const apiRoutes = test.app.routeTable.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/test/'),
    );
    expect(apiRoutes.length).toBeGreaterThan(5);
    const declaredPublic = apiRoutes
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`);
    expect(declaredPublic.sort()).toEqual([...publicRoutes].sort());
    const declaredOptional = apiRoutes
      .filter((route) => route.access === 'optionalAdmin')
      .map((route) => `${route.method} ${route.url}`);
    expect(declaredOptional.sort()).toEqual([...optionalAdminRoutes].sort());
    const declaredInductee = apiRoutes
      .filter((route) => route.access === 'inductee')
      .map((route) => `${route.method} ${route.url}`);
    expect(declaredInductee.sort()).toEqual([...inducteeRoutes].sort());
    const declaredInducteeOrAdmin = apiRoutes
      .filter((route) => route.access === 'inducteeOrAdmin')
      .map((route) => `${route.method} ${route.url}`);
    expect(declaredInducteeOrAdmin.sort()).toEqual([...inducteeOrAdminRoutes].sort());
    // Without the cookie, a progress route answers as for someone else's progress: 404.
    for (const route of apiRoutes.filter((candidate) => candidate.access === 'inductee')) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const response = await test.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
      if (route.method !== 'HEAD') expect(response.json(), route.url).toEqual({ message: 'Progress not found' });
    }
    for (const route of apiRoutes.filter((candidate) => candidate.access === 'inducteeOrAdmin')) {
      const url = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000.png');
      const response = await test.app.inject({ method: route.method as 'GET', url });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    for (const route of apiRoutes.filter((candidate) => candidate.access === 'admin')) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace('*', 'x');
      const response = await test.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers an id beyond what the database holds as a bad request on every route, never a failure', async () => {
    const adminCookie = await logIn(test.app);
    const started = await test.app.inject({
      method: 'POST',
      url: '/api/inductee/start',
      payload: { email: 'worker@site.example', inductionId: 99_999_999_999 },
    });
    expect(started.statusCode, started.body).toBe(400);
    const routes = test.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.url.includes('/:'));
    for (const route of routes.filter((candidate) => candidate.method !== 'HEAD')) {
      const url = route.url.replace(/:(id|[A-Za-z]+Id)\b/g, '99999999999').replace(/:[A-Za-z]+/g, 'x');
      const response = await test.app.inject({
        method: route.method as 'GET',
        url,
        // The inductee cookie's shape is checked before the progress: any well-formed token gets past the guard.
        headers: { cookie: `${adminCookie}; inductee_access=${'a'.repeat(43)}` },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(500);
      if (url.includes('99999999999')) expect(response.statusCode, `${route.method} ${url}`).toBe(400);
    }
  });

  it('answers the health check while the database is reachable', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('serves the web app for any page path, and a JSON 404 for an unknown API path', async () => {
    for (const url of ['/', '/admin/users', '/inductee/portal', '/some/unknown/page']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Safety Induction System');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const unknownApi = await test.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json()).toEqual({ message: 'Not found' });
    const unknownApiPost = await test.app.inject({ method: 'POST', url: '/api/does-not-exist', payload: {} });
    expect(unknownApiPost.statusCode).toBe(404);
  });

  it("answers an address the router cannot take in the app's { message } (decision 5), without repeating it", async () => {
    // A page's GET of any path falls to the web app (a JSON 404 under /api); a PUT reaches the router's check.
    const answers = [
      { method: 'GET', url: '/api/inductions/%E0%A4%A', status: 400, message: 'The address is not valid' },
      {
        method: 'PUT',
        url: `/api/induction-pages/${'7'.repeat(800)}`,
        status: 414,
        message: 'The address is too long',
      },
    ] as const;
    for (const { method, url, status, message } of answers) {
      const response = await test.app.inject({ method, url, payload: method === 'PUT' ? {} : undefined });
      expect(response.statusCode, url).toBe(status);
      expect(response.json(), url).toEqual({ message });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });

  it('serves hashed assets with long caching', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends a Content-Security-Policy that forbids inline and foreign scripts', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);
    const scriptSource = policy.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSource?.trim()).toBe("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the security headers with API answers and errors too', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/api/test/explode']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(response.headers['content-security-policy']), url).toContain("default-src 'self'");
    }
  });

  it('asks browsers to keep no API answer, unless its route says otherwise', async () => {
    const cookie = await logIn(test.app);
    for (const url of ['/api/admin/completions', '/api/auth/me', '/api/health', '/api/no-such-route']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // The web app's pages keep their own rule.
    expect((await test.app.inject({ method: 'GET', url: '/inductee' })).headers['cache-control']).toBe('no-cache');
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    expect(response.body).not.toContain('SELECT');
  });

  it('keeps a signed-in admin signed in across requests', async () => {
    const cookie = await logIn(test.app);
    const response = await test.app.inject({ method: 'GET', url: '/api/auth/admins', headers: { cookie } });
    expect(response.statusCode).toBe(200);
  });
});

describe('the health check without a database', () => {
  it('answers 503', async () => {
    const test = await createTestApp('sqlite');
    await test.app.db.destroy();
    try {
      const response = await test.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await test.app.close();
    }
  });
});
