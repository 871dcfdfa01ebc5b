import { apiTokenScopes, type AdminIntegrations, type AdminUser, type CreatedApiToken } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook } from '../../../test/webhook-receiver.ts';
import { deactivatedMessage } from './auth.service.ts';

describe.each(databaseKinds)('deactivating an admin on %s', (kind) => {
  let test: TestApp;
  let rootCookie: string;
  let bea: AdminUser;
  beforeEach(async () => {
    test = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    rootCookie = await logIn(test.app);
    bea = await register(rootCookie, { name: 'Bea Admin', email: 'bea@example.com', password: 'bea-password' });
  });
  afterEach(async () => {
    await test.close();
  });

  async function register(cookie: string, admin: { name: string; email: string; password: string; role?: string }) {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie },
      payload: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminUser>();
  }
  /** Cy, a second super admin, signed in. */
  async function registerSecondSuperAdmin() {
    const cy = await register(rootCookie, {
      name: 'Cy Super',
      email: 'cy@example.com',
      password: 'cy-password',
      role: 'super_admin',
    });
    return { cy, cyCookie: await logIn(test.app, 'cy@example.com', 'cy-password') };
  }
  const change = (cookie: string, id: number | string, path: 'deactivate' | 'reactivate') =>
    test.app.inject({ method: 'POST', url: `/api/auth/admins/${id}/${path}`, headers: { cookie } });
  const me = (cookie: string) => test.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const login = (email: string, password: string) =>
    test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const auditOf = (action: string) =>
    test.app.db
      .selectFrom('audit_log')
      .select(['actor_email', 'target_label', 'details'])
      .where('action', '=', action as never)
      .execute();

  it('signs the admin out at once, refuses their sign-in, emails them nothing, and lets them back when reactivated', async () => {
    const beaCookie = await logIn(test.app, 'bea@example.com', 'bea-password');
    expect((await me(beaCookie)).statusCode).toBe(200);

    const deactivated = await change(rootCookie, bea.id, 'deactivate');
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toEqual({ ...bea, deactivatedAt: expect.any(String) });
    expect(await auditOf('admin-deactivated')).toEqual([
      { actor_email: firstAdmin.email, target_label: 'bea@example.com', details: '{}' },
    ]);
    // Her open session has ended, and her right password is told the account is deactivated.
    expect((await me(beaCookie)).statusCode).toBe(401);
    const refused = await login('bea@example.com', 'bea-password');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: deactivatedMessage });
    expect(refused.cookies).toHaveLength(0);
    // A wrong password learns nothing more than for any account.
    const guessed = await login('bea@example.com', 'not-her-password');
    const unknown = await login('nobody@example.com', 'not-her-password');
    expect(guessed.statusCode).toBe(401);
    expect(guessed.body).toBe(unknown.body);
    expect(
      (await auditOf('sign-in-failed')).map((entry) => [entry.actor_email, JSON.parse(entry.details) as unknown]),
    ).toEqual([
      ['bea@example.com', { reason: 'deactivated' }],
      ['bea@example.com', {}],
      ['nobody@example.com', {}],
    ]);
    // The list says so; a completion is emailed to the active admins only.
    const list = await test.app.inject({ method: 'GET', url: '/api/auth/admins', headers: { cookie: rootCookie } });
    expect(list.json<AdminUser[]>().map((admin) => [admin.email, admin.deactivatedAt !== null])).toEqual([
      [firstAdmin.email, false],
      ['bea@example.com', true],
    ]);
    const induction = await createInduction(test.app, rootCookie, [{ requireSignature: true }]);
    await takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, { email: 'jane@site.example' });
    const recipients = await test.app.db.selectFrom('mail_outbox').select('recipient').execute();
    expect(recipients.map((row) => row.recipient)).toContain(firstAdmin.email);
    expect(recipients.map((row) => row.recipient)).not.toContain('bea@example.com');

    // Asking again changes nothing and records nothing.
    expect((await change(rootCookie, bea.id, 'deactivate')).statusCode).toBe(200);
    expect(await auditOf('admin-deactivated')).toHaveLength(1);

    const reactivated = await change(rootCookie, bea.id, 'reactivate');
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(reactivated.json()).toEqual({ ...bea, deactivatedAt: null });
    expect(await auditOf('admin-reactivated')).toEqual([
      { actor_email: firstAdmin.email, target_label: 'bea@example.com', details: '{}' },
    ]);
    expect((await login('bea@example.com', 'bea-password')).statusCode).toBe(200);
  });

  it('is a super admin’s to do, never to their own account, and refuses an unknown or malformed id', async () => {
    const beaCookie = await logIn(test.app, 'bea@example.com', 'bea-password');
    const root = (await me(rootCookie)).json<{ id: number }>();
    for (const path of ['deactivate', 'reactivate'] as const) {
      const byAdmin = await change(beaCookie, root.id, path);
      expect(byAdmin.statusCode).toBe(403);
      expect(byAdmin.json()).toEqual({ message: `Only a super admin can ${path} an admin` });
      expect((await change(rootCookie, 999_999, path)).json()).toEqual({ message: 'Admin not found' });
      expect((await change(rootCookie, 'bea', path)).statusCode).toBe(400);
      const anonymous = await test.app.inject({ method: 'POST', url: `/api/auth/admins/${bea.id}/${path}` });
      expect(anonymous.statusCode).toBe(401);
    }
    const self = await change(rootCookie, root.id, 'deactivate');
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'You cannot deactivate your own account' });
    expect((await me(rootCookie)).statusCode).toBe(200);
    expect(await auditOf('admin-deactivated')).toEqual([]);
  });

  it('names the API tokens and webhooks of an admin that keep working after the deactivation', async () => {
    const { cy, cyCookie } = await registerSecondSuperAdmin();
    const makeToken = async (cookie: string, name: string) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/admin/api-tokens',
        headers: { cookie },
        payload: { name, scopes: [apiTokenScopes[0]] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<CreatedApiToken>();
    };
    const integrationsOf = (id: number | string, cookie = rootCookie) =>
      test.app.inject({ method: 'GET', url: `/api/auth/admins/${id}/integrations`, headers: { cookie } });

    // Cy's live token and webhook; not their revoked token, their deleted webhook, nor the root's own.
    const payroll = await makeToken(cyCookie, 'Payroll sync');
    const revoked = await makeToken(cyCookie, 'Old export');
    const revoking = await test.app.inject({
      method: 'POST',
      url: `/api/admin/api-tokens/${revoked.token.id}/revoke`,
      headers: { cookie: cyCookie },
    });
    expect(revoking.statusCode, revoking.body).toBe(200);
    await makeToken(rootCookie, 'Root reporting');
    const hook = await registerWebhook(test.app, cyCookie, {
      url: 'http://127.0.0.1:9/crane',
      events: ['completion.created'],
    });
    const deleted = await registerWebhook(test.app, cyCookie, {
      url: 'http://127.0.0.1:9/old',
      events: ['completion.created'],
    });
    expect(
      (
        await test.app.inject({
          method: 'DELETE',
          url: `/api/admin/webhooks/${deleted.endpoint.id}`,
          headers: { cookie: cyCookie },
        })
      ).statusCode,
    ).toBe(200);

    const answer = await integrationsOf(cy.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const integrations = answer.json<AdminIntegrations>();
    expect(integrations.apiTokens.map((token) => [token.name, token.status, token.createdBy])).toEqual([
      ['Payroll sync', 'active', 'Cy Super'],
    ]);
    expect(integrations.apiTokens[0]!.id).toBe(payroll.token.id);
    expect(integrations.webhooks.map((endpoint) => [endpoint.id, endpoint.url])).toEqual([
      [hook.endpoint.id, 'http://127.0.0.1:9/crane'],
    ]);
    expect(answer.body).not.toContain(payroll.secret);
    expect((await integrationsOf(bea.id)).json()).toEqual({ apiTokens: [], webhooks: [] });

    // They keep working once Cy is deactivated, and are still named.
    expect((await change(rootCookie, cy.id, 'deactivate')).statusCode).toBe(200);
    expect((await integrationsOf(cy.id)).json<AdminIntegrations>().apiTokens).toHaveLength(1);
    const read = await test.app.inject({
      method: 'GET',
      url: '/api/admin/completions',
      headers: { authorization: `Bearer ${payroll.secret}` },
    });
    expect(read.statusCode, read.body).toBe(200);

    // A super admin's to read; an unknown admin is not found.
    const beaCookie = await logIn(test.app, 'bea@example.com', 'bea-password');
    const byAdmin = await integrationsOf(cy.id, beaCookie);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: "Only a super admin can read an admin's integrations" });
    expect((await integrationsOf(999_999)).json()).toEqual({ message: 'Admin not found' });
    expect((await integrationsOf('cy')).statusCode).toBe(400);
    expect((await test.app.inject({ method: 'GET', url: `/api/auth/admins/${cy.id}/integrations` })).statusCode).toBe(
      401,
    );
  });

  it('lets only one of two super admins deactivating each other at once succeed, so one always stays', async () => {
    const { cy, cyCookie } = await registerSecondSuperAdmin();
    const root = (await me(rootCookie)).json<{ id: number }>();
    const answers = await Promise.all([
      change(rootCookie, cy.id, 'deactivate'),
      change(cyCookie, root.id, 'deactivate'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    const active = await test.app.db
      .selectFrom('admin_users')
      .select('email')
      .where('role', '=', 'super_admin')
      .where('deactivated_at', 'is', null)
      .execute();
    expect(active).toHaveLength(1);
    expect(await auditOf('admin-deactivated')).toHaveLength(1);
  });
});
