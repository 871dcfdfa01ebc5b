import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, AuditPage, CompletionsPage, CreatedApiToken } from '@crane/contract';
import { controlClock, createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createSecondInstance, createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

/** API tokens (issue 17 §2): made once by a super admin, stored hashed, read-only within their scopes. */
describe.each(databaseKinds)('API tokens on %s', (kind) => {
  let test: TestApp;
  let rootCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };
  let completionId: number;

  beforeAll(async () => {
    test = await createTestApp(kind, { TIME_ZONE: 'Australia/Sydney' });
    clock = controlClock(test.app);
    // Tuesday 10 March 2026, 9 am in Sydney.
    clock.set(new Date('2026-03-09T22:00:00.000Z'));
    rootCookie = await logIn(test.app);
    induction = await createInduction(test.app, rootCookie, [{ requireSignature: true }]);
    ({ completionId } = await takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, {
      email: 'jane@site.example',
      firstName: 'Jane',
      lastName: 'Rigger',
      company: 'Lift Co',
    }));
  });
  afterAll(async () => {
    await test.close();
  });

  const create = (payload: object, cookie = rootCookie) =>
    test.app.inject({ method: 'POST', url: '/api/admin/api-tokens', headers: { cookie }, payload });
  const list = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/api-tokens',
      headers: { cookie: rootCookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ tokens: ApiToken[] }>().tokens;
  };
  const call = (secret: string, url: string, method: 'GET' | 'POST' | 'PUT' = 'GET') =>
    test.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${secret}` },
      payload: method === 'GET' ? undefined : {},
    });
  const newToken = async (payload: object) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CreatedApiToken>();
  };

  it('shows the token once, keeps only its hash, and lists it by prefix, scopes, creator and use', async () => {
    const created = await newToken({ name: 'Payroll', scopes: ['completions:read'] });
    expect(created.secret).toMatch(/^csi_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Payroll',
      prefix: created.secret.slice(0, 12),
      scopes: ['completions:read'],
      createdBy: 'Root Admin',
      createdAt: '2026-03-09T22:00:00.000Z',
      expiresOn: null,
      lastUsedAt: null,
      revokedAt: null,
      status: 'active',
    });
    const row = await test.app.db
      .selectFrom('api_tokens')
      .selectAll()
      .where('id', '=', created.token.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(12));
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/admin/api-tokens',
      headers: { cookie: rootCookie },
    });
    expect(listed.body).not.toContain(created.secret.slice(12));
    expect(listed.json<{ tokens: ApiToken[] }>().tokens.map((token) => token.name)).toContain('Payroll');

    const page = await call(created.secret, '/api/admin/completions');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<CompletionsPage>().items.map((item) => item.inductee.email)).toEqual(['jane@site.example']);
    const attempts = await call(created.secret, `/api/admin/completions/${completionId}/attempts`);
    expect(attempts.statusCode, attempts.body).toBe(200);
    expect((await list()).find((token) => token.id === created.token.id)?.lastUsedAt).toBe('2026-03-09T22:00:00.000Z');
  });

  it('records a use at most once a minute', async () => {
    const { secret, token } = await newToken({ name: 'Site sign-in', scopes: ['inductions:read'] });
    const lastUsed = async () => (await list()).find((candidate) => candidate.id === token.id)?.lastUsedAt;
    clock.advanceSeconds(10);
    expect((await call(secret, '/api/inductions')).statusCode).toBe(200);
    const first = await lastUsed();
    clock.advanceSeconds(30);
    expect((await call(secret, `/api/inductions/${induction.inductionId}/versions`)).statusCode).toBe(200);
    expect(await lastUsed()).toBe(first);
    clock.advanceSeconds(61);
    expect((await call(secret, '/api/inductions')).statusCode).toBe(200);
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('opens only the read routes of its scopes: never settings, admin users, tokens or a change', async () => {
    const { secret } = await newToken({ name: 'ERP', scopes: ['completions:read', 'licences:read'] });
    for (const url of ['/api/admin/completions', '/api/admin/completions/export', '/api/admin/licences']) {
      const response = await call(secret, url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
    const certificateUrl = `/api/inductions/${induction.inductionId}/progress/${(await test.app.db.selectFrom('completions').select('progress_id').where('id', '=', completionId).executeTakeFirstOrThrow()).progress_id}/certificate`;
    const certificate = await call(secret, certificateUrl);
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    // Not a stored copy behind a link, which each call would leave for an hour.
    const linked = await call(secret, `${certificateUrl}?cloud=true`);
    expect([linked.statusCode, linked.json()]).toEqual([
      400,
      { message: 'cloud=true is for the admin portal: an API token receives the PDF itself' },
    ]);
    expect(await test.app.db.selectFrom('expiring_files').select('storage_key').execute()).toEqual([]);

    const refused: [string, string, 'GET' | 'POST' | 'PUT'][] = [
      ['/api/admin/audit', 'This API token does not have the audit:read scope', 'GET'],
      ['/api/inductions', 'This API token does not have the inductions:read scope', 'GET'],
      ['/api/admin/settings/reminders', 'API tokens cannot call this route', 'GET'],
      ['/api/admin/email/status', 'API tokens cannot call this route', 'GET'],
      ['/api/auth/admins', 'API tokens cannot call this route', 'GET'],
      ['/api/auth/me', 'API tokens cannot call this route', 'GET'],
      ['/api/admin/api-tokens', 'API tokens cannot call this route', 'GET'],
      ['/api/admin/api-tokens', 'API tokens cannot call this route', 'POST'],
      ['/api/admin/dashboard', 'API tokens cannot call this route', 'GET'],
      [`/api/admin/completions/${completionId}/revoke`, 'API tokens cannot call this route', 'POST'],
      [`/api/inductions/${induction.inductionId}`, 'API tokens cannot call this route', 'PUT'],
      ['/api/admin/settings/reminders', 'API tokens cannot call this route', 'PUT'],
    ];
    for (const [url, message, method] of refused) {
      const response = await call(secret, url, method);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json(), `${method} ${url}`).toEqual({ message });
    }
    // A route anyone may call answers as to anyone, whatever token comes with it.
    for (const token of [secret, 'csi_not-a-token']) {
      const open = await call(token, `/api/inductions/${induction.inductionId}`, 'GET');
      expect(open.statusCode).toBe(200);
      expect(open.json()).toMatchObject({ id: induction.inductionId });
    }
    // The bearer decides, even beside an admin's session cookie.
    const withCookie = await test.app.inject({
      method: 'GET',
      url: '/api/admin/settings/reminders',
      headers: { authorization: `Bearer ${secret}`, cookie: rootCookie },
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('refuses a token once revoked, at once, and after its last day; an unknown one alike', async () => {
    const revoked = await newToken({ name: 'Contractor portal', scopes: ['completions:read'] });
    expect((await call(revoked.secret, '/api/admin/completions')).statusCode).toBe(200);
    const revoke = await test.app.inject({
      method: 'POST',
      url: `/api/admin/api-tokens/${revoked.token.id}/revoke`,
      headers: { cookie: rootCookie },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json<ApiToken>()).toMatchObject({ status: 'revoked', revokedAt: clock.now().toISOString() });
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/admin/api-tokens/${revoked.token.id}/revoke`,
      headers: { cookie: rootCookie },
    });
    expect(again.statusCode).toBe(409);
    const message = { message: 'The API token is not valid: it is unknown, revoked or expired' };
    for (const secret of [revoked.secret, `csi_${'A'.repeat(43)}`, 'not-a-token']) {
      const response = await call(secret, '/api/admin/completions');
      expect(response.statusCode, secret).toBe(401);
      expect(response.json()).toEqual(message);
      expect(response.headers['www-authenticate'], secret).toBe('Bearer realm="api", error="invalid_token"');
    }
    const anonymous = await test.app.inject({ method: 'GET', url: '/api/admin/completions' });
    expect([anonymous.statusCode, anonymous.headers['www-authenticate']]).toEqual([401, 'Bearer realm="api"']);

    // The last day is today in Sydney: it works until midnight there, then no more.
    const today = await newToken({ name: 'Trial', scopes: ['audit:read'], expiresOn: '2026-03-10' });
    expect((await call(today.secret, '/api/admin/audit')).statusCode).toBe(200);
    clock.set(new Date('2026-03-10T12:59:59.000Z'));
    expect((await call(today.secret, '/api/admin/audit')).statusCode).toBe(200);
    clock.set(new Date('2026-03-10T13:00:00.000Z'));
    expect((await call(today.secret, '/api/admin/audit')).statusCode).toBe(401);
    // The admin's session idled out meanwhile.
    rootCookie = await logIn(test.app);
    expect((await list()).find((token) => token.id === today.token.id)?.status).toBe('expired');
  });

  it('records making, revoking and what a token exported in the audit log', async () => {
    const { secret, token } = await newToken({ name: 'Auditor', scopes: ['audit:read', 'completions:read'] });
    expect((await call(secret, '/api/admin/completions/export')).statusCode).toBe(200);
    const page = await call(secret, '/api/admin/audit?action=completions-exported');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<AuditPage>().items[0]).toMatchObject({
      actorId: null,
      actorEmail: `API token Auditor (${token.prefix})`,
      action: 'completions-exported',
    });
    const created = await call(secret, '/api/admin/audit?action=api-token-created');
    expect(created.json<AuditPage>().items[0]).toMatchObject({
      actorEmail: 'root@example.com',
      target: { type: 'api-token', id: String(token.id), label: 'Auditor' },
      details: { prefix: token.prefix, scopes: ['audit:read', 'completions:read'], expiresOn: null },
    });
  });

  it('limits the calls of one token a minute, on all instances together', async () => {
    const { secret } = await newToken({ name: 'Busy', scopes: ['inductions:read'] });
    clock.set(new Date('2026-03-11T00:00:00.000Z'));
    const second = await createSecondInstance(test);
    controlClock(second.app).set(clock.now());
    for (let index = 0; index < 600; index += 1) {
      const app = index % 2 === 0 ? test.app : second.app;
      const response = await app.inject({
        method: 'GET',
        url: '/api/inductions',
        headers: { authorization: `Bearer ${secret}` },
      });
      if (response.statusCode !== 200) throw new Error(`call ${index + 1}: ${response.statusCode} ${response.body}`);
    }
    const over = await call(secret, '/api/inductions');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('60');
    await second.close();
    // Another token is not held back by this one.
    const other = await newToken({ name: 'Quiet', scopes: ['inductions:read'] });
    expect((await call(other.secret, '/api/inductions')).statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect((await call(secret, '/api/inductions')).statusCode).toBe(200);
  });

  it('is for super admins only, and refuses what is not a token to make', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: rootCookie },
      payload: { name: 'Site Admin', email: 'site@example.com', password: 'site-password-1', role: 'admin' },
    });
    const siteCookie = await logIn(test.app, 'site@example.com', 'site-password-1');
    const forbidden = { message: 'Only a super admin can manage API tokens' };
    const listed = await test.app.inject({
      method: 'GET',
      url: '/api/admin/api-tokens',
      headers: { cookie: siteCookie },
    });
    expect([listed.statusCode, listed.json()]).toEqual([403, forbidden]);
    const made = await create({ name: 'Mine', scopes: ['completions:read'] }, siteCookie);
    expect([made.statusCode, made.json()]).toEqual([403, forbidden]);
    const revoked = await test.app.inject({
      method: 'POST',
      url: `/api/admin/api-tokens/${(await list())[0]!.id}/revoke`,
      headers: { cookie: siteCookie },
    });
    expect([revoked.statusCode, revoked.json()]).toEqual([403, forbidden]);

    const invalid: [object, string][] = [
      [{ name: '', scopes: ['completions:read'] }, 'Name is required'],
      [{ name: 'X', scopes: [] }, 'Choose at least one scope'],
      [{ name: 'X', scopes: ['settings:write'] }, 'Unknown scope'],
      [{ name: 'X', scopes: ['audit:read'], expiresOn: '2026-02-30' }, 'Enter the expiry as a date (YYYY-MM-DD)'],
      [
        { name: 'X', scopes: ['audit:read'], expiresOn: '9999-12-31' },
        'Enter the expiry as a date (YYYY-MM-DD), from 1900 to 2999',
      ],
      [{ name: 'X', scopes: ['audit:read'], expiresOn: '2026-03-01' }, 'The expiry must be today or a later day'],
    ];
    for (const [payload, message] of invalid) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body, JSON.stringify(payload)).toContain(message);
    }
    const missing = await test.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens/999999/revoke',
      headers: { cookie: rootCookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is documented: each route a scope opens names it in the OpenAPI security', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security: object[] }>>;
    }>();
    expect(document.paths['/api/admin/completions']?.['get']?.security).toEqual([
      { adminSession: [] },
      { apiToken: ['completions:read'] },
    ]);
    expect(document.paths['/api/admin/audit/export']?.['get']?.security).toContainEqual({ apiToken: ['audit:read'] });
    expect(document.paths['/api/admin/settings/reminders']?.['get']?.security).toEqual([{ adminSession: [] }]);
    const scoped = Object.values(document.paths).flatMap((operations) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((requirement) => 'apiToken' in requirement))
        .map(([method]) => method),
    );
    // Reads only.
    expect(scoped.length).toBe(11);
    expect(new Set(scoped)).toEqual(new Set(['get']));
  });
});
