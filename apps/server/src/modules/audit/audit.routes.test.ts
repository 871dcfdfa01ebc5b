import {
  auditActions,
  webhookTestEvent,
  type AuditEntry,
  type AuditPage,
  type CompletionsPage,
  type WebhookDeliveries,
} from '@crane/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { controlClock, createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { startWebhookReceiver } from '../../../test/webhook-receiver.ts';

describe.each(databaseKinds)('the audit log on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let smtp: SmtpTestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  /** Each route that `call` changed something through (not GET) and that wrote an entry, as `POST /api/…/:id`. */
  let audited: Set<string>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await smtp.close();
    await receiver.close();
  });
  beforeEach(async () => {
    test = await createTestApp(kind, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'induction@example.com',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    });
    audited = new Set();
    clock = controlClock(test.app);
    adminCookie = await logIn(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = adminCookie,
  ) => {
    const entriesBefore = method === 'GET' ? undefined : await countEntries();
    const response = await test.app.inject({ method, url, payload, headers: { cookie } });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    // A check of the chain started here writes its entry when it finishes, in the background.
    await test.app.integrityChecks.idle();
    if (entriesBefore !== undefined && (await countEntries()) > entriesBefore) {
      audited.add(`${method} ${routeOf(method, url)}`);
    }
    return response;
  };
  const countEntries = async () =>
    Number(
      (
        await test.app.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** The pattern of the route that answers `url` (`/api/inductions/7` → `/api/inductions/:id`). */
  const routeOf = (method: string, url: string) => {
    const path = url.split('?')[0]!;
    const route = test.app.routeTable.find(
      (entry) => entry.method === method && new RegExp(`^${entry.url.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
    );
    return route?.url ?? path;
  };
  const audit = async (query = '') => (await call('GET', `/api/admin/audit${query}`)).json<AuditPage>();
  const entriesOf = async (action: string) => (await audit(`?action=${action}&pageSize=100`)).items;

  it('records every administrator action and every access to personal documents, each with who, what and where', async () => {
    // Sign-in failures: a known admin's email, an unknown one, and a client throttled after many.
    const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
      test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    expect((await login(firstAdmin.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login('Nobody@Example.com', 'wrong-password-1')).statusCode).toBe(401);
    let throttled = 0;
    for (let attempt = 0; attempt < 12; attempt += 1) {
      if ((await login('guess@example.com', 'wrong-password-1', '203.0.113.9')).statusCode === 429) throttled += 1;
    }
    expect(throttled).toBeGreaterThan(0);

    // Admins and passwords; an admin who left is deactivated, and comes back.
    const leaver = (
      await call('POST', '/api/auth/register', {
        name: 'Leaving Admin',
        email: 'leaver@example.com',
        password: 'leaver-password-1',
        role: 'admin',
      })
    ).json<{ id: number }>();
    await call('POST', `/api/auth/admins/${leaver.id}/deactivate`);
    await call('POST', `/api/auth/admins/${leaver.id}/reactivate`);
    const created = (
      await call('POST', '/api/auth/register', {
        name: 'Site Admin',
        email: 'site@example.com',
        password: 'site-password-1',
        role: 'admin',
      })
    ).json<{ id: number }>();
    const siteCookie = await logIn(test.app, 'site@example.com', 'site-password-1');
    await call(
      'POST',
      '/api/auth/reset-password',
      { currentPassword: 'site-password-1', newPassword: 'site-password-2' },
      siteCookie,
    );

    // Inductions and pages.
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Exclusion zones', requireSignature: true },
      { title: 'Load charts' },
      { title: 'Spare page' },
    ]);
    const id = induction.inductionId;
    // One made through the builder's own calls as well, so that the walk sees those routes write.
    const crawler = (await call('POST', '/api/inductions', { title: 'Crawler Crane Basics' })).json<{ id: number }>();
    await call('POST', `/api/inductions/${crawler.id}/pages`, {
      title: 'Ground bearing',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>Use the mats</p>' },
    });
    // As the builder saves: every field, the unchanged licences and translations among them.
    await call('PUT', `/api/inductions/${id}`, {
      title: 'Tower Crane Operations',
      description: 'Read it all',
      requiredLicences: [],
      translations: {},
    });
    await call('PUT', `/api/induction-pages/${induction.pageIds[1]}`, {
      title: 'Load charts and wind',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>Wind limits</p>', requireSignature: false },
    });
    await call('PUT', `/api/inductions/${id}/reorder-pages`, [
      { id: induction.pageIds[1], order: 1 },
      { id: induction.pageIds[0], order: 2 },
    ]);
    await call('DELETE', `/api/induction-pages/${induction.pageIds[2]}`);
    await call('POST', `/api/inductions/${id}/publish`, { completions: 'retake' });
    await call('PUT', `/api/inductions/${id}`, { status: 'draft' });
    await call('PUT', `/api/inductions/${id}`, { status: 'active' });
    await call('POST', `/api/inductions/${id}/duplicate`);

    // A completion, its documents and its records.
    clock.advanceSeconds(60);
    const signOff = await createInduction(test.app, adminCookie, [{ title: 'Sign-off', requireSignature: true }], {
      title: 'Lifting Basics',
    });
    const jane = await takeInduction(test.app, signOff.inductionId, signOff.pageIds[0]!, {
      email: 'jane@site.example',
    });
    const records = (await call('GET', '/api/admin/completions')).json<CompletionsPage>();
    const record = records.items.find((item) => item.id === jane.completionId)!;
    for (const documentKind of ['certificate', 'report', 'summary']) {
      await call('GET', `/api/inductions/${signOff.inductionId}/progress/${jane.progressId}/${documentKind}`);
    }
    await call('GET', `/api/inductions/${signOff.inductionId}/progress/${jane.progressId}/licenses`);
    await call('GET', record.identificationUrl!);
    await call('GET', record.signatureUrl!);
    await call('GET', `/api/admin/completions/${jane.completionId}/evidence`);
    await call('GET', '/api/admin/integrity');
    await call('POST', '/api/admin/integrity/checks');
    await call('POST', `/api/admin/completions/${jane.completionId}/revoke`, { reason: 'Licence was forged' });
    await call('POST', `/api/admin/completions/${jane.completionId}/reinstate`);
    await call('POST', `/api/inductee/progress/${jane.progressId}/reset`, { reason: 'Asked to redo it' });
    // Its driver's licence, verified, then rejected.
    const licence = record.licences.find((item) => item.kind === 'drivers')!;
    await call('POST', `/api/admin/licences/${licence.id}/verify`);
    await call('POST', `/api/admin/licences/${licence.id}/reject`, { reason: 'The number does not match' });
    await call('GET', '/api/admin/completions/export?q=jane');
    await call('GET', '/api/admin/licences/export?status=rejected');
    await call('GET', '/api/admin/audit/export?action=sign-in');

    // Email and reminders tried out: a test email and the digest, through the loopback mail server.
    await call('POST', '/api/admin/email/test', { email: 'checker@crane.example' });
    await call('POST', '/api/admin/settings/reminders/send-digest');
    const reminderSettings = {
      inductionReminders: true,
      inductionDaysBefore: [30, 7],
      licenceReminders: true,
      licenceDaysBefore: 30,
      digest: false,
      digestWeekday: 1,
    };
    await call('PUT', '/api/admin/settings/reminders', reminderSettings);

    // Settings: the password is never written down.
    await call('POST', '/api/admin/email/configure', {
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'mailer',
      password: 'smtp-secret-value',
      from: 'Crane <induction@example.com>',
    });
    // Integrations: a token made and revoked, a webhook registered, tested, its delivery sent again, and deleted.
    const token = (
      await call('POST', '/api/admin/api-tokens', { name: 'Payroll', scopes: ['completions:read'] })
    ).json<{
      token: { id: number };
    }>().token;
    await call('POST', `/api/admin/api-tokens/${token.id}/revoke`);
    const webhookUrl = `${receiver.url}/crane`;
    const webhook = (
      await call('POST', '/api/admin/webhooks', {
        url: webhookUrl,
        events: ['completion.created'],
      })
    ).json<{ endpoint: { id: number } }>().endpoint;
    await call('POST', `/api/admin/webhooks/${webhook.id}/test`);
    await test.app.webhookWorker.deliverDue();
    const [testDelivery] = (await call('GET', `/api/admin/webhooks/${webhook.id}/deliveries`)).json<WebhookDeliveries>()
      .deliveries;
    expect(testDelivery).toMatchObject({ event: webhookTestEvent, status: 'delivered' });
    await call('POST', `/api/admin/webhook-deliveries/${testDelivery!.id}/resend`);
    await call('DELETE', `/api/admin/webhooks/${webhook.id}`);
    await call('POST', '/api/auth/logout', {}, siteCookie);

    const all = await audit('?pageSize=100');
    expect(all.total).toBe(all.items.length);
    const seen = new Set(all.items.map((entry) => entry.action));
    expect(auditActions.filter((action) => !seen.has(action))).toEqual([]);
    // Every admin route that changes or sends something wrote its entry in this walk. Only checking the
    // email server (which changes and sends nothing) and staging a page's PDF (the page's save that uses
    // it is the action) write none.
    const notActions = ['POST /api/admin/email/verify', 'POST /api/upload/pdf'];
    const adminChanges = test.app.routeTable
      .filter((route) => route.access === 'admin' && route.method !== 'GET' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`);
    expect(adminChanges.filter((route) => !notActions.includes(route) && !audited.has(route))).toEqual([]);
    expect(adminChanges).toEqual(expect.arrayContaining(notActions));
    for (const entry of all.items) expect(entry.clientAddress).not.toBe('');
    expect(JSON.stringify(all.items)).not.toContain('smtp-secret-value');
    expect(JSON.stringify(all.items)).not.toContain('wrong-password-1');
    expect(JSON.stringify(all.items)).not.toContain('site-password');
    // Newest first.
    const times = all.items.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const only = entriesOf;
    const [rootFailure, unknownFailure] = (await only('sign-in-failed')).reverse();
    expect(rootFailure).toMatchObject({ actorId: 1, actorEmail: firstAdmin.email, clientAddress: '127.0.0.1' });
    expect(unknownFailure).toMatchObject({ actorId: null, actorEmail: 'nobody@example.com' });
    expect((await only('sign-in-throttled'))[0]).toMatchObject({
      actorEmail: 'guess@example.com',
      clientAddress: '203.0.113.9',
    });
    expect((await only('admin-created'))[0]).toMatchObject({
      actorEmail: firstAdmin.email,
      target: { type: 'admin', id: String(created.id), label: 'site@example.com' },
      details: { name: 'Site Admin', role: 'admin' },
    });
    for (const action of ['admin-deactivated', 'admin-reactivated']) {
      expect(await only(action)).toMatchObject([
        { actorEmail: firstAdmin.email, target: { type: 'admin', id: String(leaver.id), label: 'leaver@example.com' } },
      ]);
    }
    expect((await only('password-changed'))[0]).toMatchObject({ actorEmail: 'site@example.com' });
    expect((await only('sign-out'))[0]).toMatchObject({ actorEmail: 'site@example.com' });
    const published = (await only('induction-published')).filter((entry) => entry.target?.id === String(id)).reverse();
    expect(published.map((entry) => entry.details)).toEqual([
      { version: 1, completions: 'stayValid' },
      { version: 2, completions: 'retake', supersededCount: 0, supersededAttemptCount: 0 },
      { version: 2, completions: 'stayValid' },
    ]);
    expect(published[1]!.target).toEqual({ type: 'induction', id: String(id), label: 'Tower Crane Operations' });
    expect((await only('induction-edited'))[0]!.details).toEqual({ fields: ['title', 'description'] });
    expect((await only('induction-disabled'))[0]!.details).toEqual({ status: 'draft' });
    expect((await only('induction-duplicated'))[0]!.details).toEqual({ from: id });
    const pagesChanged = (await only('pages-changed')).filter((entry) => entry.target?.id === String(id));
    expect(pagesChanged.map((entry) => entry.details['change']).reverse()).toEqual([
      'added',
      'added',
      'added',
      'edited',
      'reordered',
      'deleted',
    ]);
    const janeTarget = {
      type: 'completion',
      id: String(jane.completionId),
      label: 'Jane Rigger, Lifting Basics',
    };
    expect((await only('document-downloaded')).map((entry) => [entry.details['document'], entry.target])).toEqual([
      ['summary', janeTarget],
      ['report', janeTarget],
      ['certificate', janeTarget],
    ]);
    expect((await only('document-viewed')).map((entry) => [entry.details['document'], entry.target?.id])).toEqual([
      ['evidence', String(jane.completionId)],
      ['signature', String(jane.completionId)],
      ['identification', String(jane.completionId)],
      ['licences', String(jane.completionId)],
    ]);
    expect((await only('certificate-revoked'))[0]).toMatchObject({
      target: janeTarget,
      details: { reason: 'Licence was forged' },
    });
    expect((await only('completion-reset'))[0]).toMatchObject({
      target: { type: 'progress', id: String(jane.progressId), label: 'Jane Rigger, Lifting Basics' },
      details: { reason: 'Asked to redo it' },
    });
    expect((await only('completions-exported'))[0]!.details).toEqual({
      filter: { q: 'jane', history: 'latest' },
    });
    expect((await only('integrity-checked'))[0]!.details).toEqual({ ok: true, checked: 1 });
    expect((await only('licences-exported'))[0]).toMatchObject({
      target: { type: 'records', label: 'Licence register' },
      details: { filter: { q: '', status: 'rejected' } },
    });
    const licenceTarget = { type: 'licence', id: String(licence.id), label: "Jane Rigger, Driver's licence" };
    expect((await only('licence-verified'))[0]).toMatchObject({ target: licenceTarget });
    expect((await only('licence-rejected'))[0]).toMatchObject({
      target: licenceTarget,
      details: { reason: 'The number does not match' },
    });
    expect((await only('test-email-sent'))[0]).toMatchObject({
      target: { type: 'settings', id: 'email', label: 'Email settings' },
      details: { to: 'checker@crane.example', success: true },
    });
    expect((await only('reminder-digest-sent'))[0]).toMatchObject({
      target: { type: 'settings', id: 'reminders', label: 'Reminder settings' },
      details: { sentTo: firstAdmin.email },
    });
    const webhookTarget = { type: 'webhook', id: String(webhook.id), label: webhookUrl };
    expect((await only('webhook-tested'))[0]).toMatchObject({ target: webhookTarget });
    expect((await only('webhook-delivery-resent'))[0]).toMatchObject({
      target: webhookTarget,
      details: { delivery: testDelivery!.id, event: webhookTestEvent },
    });
    expect((await only('settings-changed'))[1]).toMatchObject({
      target: { type: 'settings', id: 'reminders', label: 'Reminder settings' },
      details: reminderSettings,
    });
    expect((await only('settings-changed'))[0]).toMatchObject({
      target: { type: 'settings', id: 'email', label: 'Email settings' },
      details: { host: 'smtp.example.com', port: 587, user: 'mailer', passwordChanged: true },
    });
  });

  it('filters by actor, action, target and days, pages on the server, and exports what it shows as CSV', async () => {
    // The test app's TIME_ZONE is UTC, so days are UTC days (startOfDayIn is tested in other zones).
    clock.set(new Date('2026-03-02T10:00:00.000Z'));
    const induction = await createInduction(test.app, adminCookie, [{ title: 'Exclusion zones' }]);
    clock.set(new Date('2026-03-05T01:00:00.000Z'));
    await call('PUT', `/api/inductions/${induction.inductionId}`, { title: 'Working at Heights' });
    await logIn(test.app);

    expect((await audit('?action=sign-in')).total).toBe(2);
    // Every entry is the root admin's but the one of their account, made as the server started.
    expect((await audit('?actor=server start')).items.map((entry) => entry.action)).toEqual(['admin-created']);
    expect((await audit('?actor=ROOT@')).total).toBe((await audit()).total - 1);
    expect((await audit('?actor=1')).total).toBe((await audit()).total - 1);
    expect((await audit('?actor=someone-else')).total).toBe(0);
    const target = await audit(`?target=induction:${induction.inductionId}`);
    expect(target.items.map((entry) => entry.action)).toEqual([
      'induction-edited',
      'induction-published',
      'pages-changed',
      'induction-created',
    ]);
    expect((await audit('?target=heights')).items.map((entry) => entry.action)).toEqual(['induction-edited']);
    expect((await audit('?from=2026-03-02&to=2026-03-02')).items.map((entry) => entry.action)).toEqual([
      'induction-published',
      'pages-changed',
      'induction-created',
    ]);
    expect((await audit('?from=2026-03-05&to=2026-03-05&action=induction-edited')).total).toBe(1);
    expect((await audit('?to=2026-02-28')).total).toBe(0);

    const firstPage = await audit('?pageSize=2');
    const secondPage = await audit('?pageSize=2&page=2');
    expect(firstPage.items).toHaveLength(2);
    // Newest first (the first admin's entry, written at the real time the app started, leads).
    const [last, next] = [firstPage.items[1]!, secondPage.items[0]!];
    expect(next.at < last.at || (next.at === last.at && next.id < last.id)).toBe(true);
    expect(firstPage.items.map((entry) => entry.id)).not.toContain(next.id);

    for (const bad of [
      '?from=2026-13-01',
      '?to=2026-02-30',
      '?from=yesterday',
      '?action=delete-everything',
      '?pageSize=500',
    ]) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/admin/audit${bad}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, bad).toBe(400);
    }
    // Real days outside the years every date field takes: refused, the list and its export alike, not a 500.
    for (const [bad, message] of [
      ['?to=9999-12-31', 'to: to must be a date (YYYY-MM-DD), from 1900 to 2999'],
      ['?from=0050-01-01', 'from: from must be a date (YYYY-MM-DD), from 1900 to 2999'],
    ]) {
      for (const path of ['/api/admin/audit', '/api/admin/audit/export']) {
        const response = await test.app.inject({
          method: 'GET',
          url: `${path}${bad}`,
          headers: { cookie: adminCookie },
        });
        expect([response.statusCode, response.json<{ message: string }>().message], path + bad).toEqual([400, message]);
      }
    }
    expect((await audit('?from=1900-01-01&to=2999-12-31')).total).toBeGreaterThan(0);
    const reversed = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit?from=2026-03-05&to=2026-03-01',
      headers: { cookie: adminCookie },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: 'from must not be after to' });

    const csv = await call('GET', `/api/admin/audit/export?target=induction:${induction.inductionId}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'When,When (UTC),Admin ID,Admin Email,Action,Target Type,Target ID,Target,Client Address,Details',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(',1,root@example.com,Induction edited,induction,');
    expect(lines[1]).toContain('Working at Heights,127.0.0.1,"{""fields"":[""title""]}"');
  });

  it('counts a long log a step past the page, and every entry on demand', async () => {
    // Years of documents viewed: 2,400 entries beside the first admin's creation and the sign-in.
    const viewed = Array.from({ length: 2_400 }, (_, index) => ({
      at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      actor_id: 1,
      actor_email: 'root@example.com',
      action: index % 8 === 0 ? ('document-downloaded' as const) : ('document-viewed' as const),
      target_type: 'completion' as const,
      target_id: String(index),
      target_label: `Worker ${index}, Mobile Crane Site Induction`,
      client_address: '203.0.113.9',
      details: '{}',
    }));
    for (let start = 0; start < viewed.length; start += 500) {
      await test.app.db
        .insertInto('audit_log')
        .values(viewed.slice(start, start + 500))
        .execute();
    }

    expect(await audit()).toMatchObject({ total: 1_000, isTotalExact: false, page: 1 });
    expect((await audit()).items).toHaveLength(50);
    // Up to the step past the page asked for.
    expect(await audit('?page=19')).toMatchObject({ total: 1_000, isTotalExact: false });
    expect(await audit('?page=20')).toMatchObject({ total: 2_000, isTotalExact: false });
    expect(await audit('?exactTotal=true')).toMatchObject({ total: 2_402, isTotalExact: true });
    expect(await audit('?page=49&exactTotal=true')).toMatchObject({ total: 2_402, isTotalExact: true });
    expect((await audit('?page=49&exactTotal=true')).items).toHaveLength(2);
    // Fewer matches than the step: counted exactly.
    expect(await audit('?action=document-downloaded')).toMatchObject({ total: 300, isTotalExact: true });
    expect(await audit('?target=worker 12')).toMatchObject({ total: 111, isTotalExact: true });

    const bad = await test.app.inject({
      method: 'GET',
      url: '/api/admin/audit?exactTotal=yes',
      headers: { cookie: adminCookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('exactTotal must be true or false') });
  });

  it('cannot be changed or deleted: no route does it, and the database refuses it', async () => {
    const [entry] = (await audit()).items as [AuditEntry];
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      const response = await test.app.inject({
        method,
        url: `/api/admin/audit/${entry.id}`,
        headers: { cookie: adminCookie },
      });
      expect(response.statusCode, method).toBe(404);
    }
    await expect(test.app.db.updateTable('audit_log').set({ actor_email: 'someone@else' }).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(test.app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    if (kind === 'postgres') await expect(sql`truncate audit_log`.execute(test.app.db)).rejects.toThrow(/append-only/);
    const count = await sql<{ count: number }>`select count(*) as count from audit_log`.execute(test.app.db);
    // The first admin's creation at start, and the sign-in.
    expect(Number(count.rows[0]!.count)).toBe(2);
    for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
