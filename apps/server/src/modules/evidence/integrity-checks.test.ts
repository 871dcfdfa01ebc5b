import type { Dashboard, IntegrityCheck, IntegrityReport, LatestIntegrityCheck } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { countTurnsDuring } from '../../../test/event-loop-turns.ts';
import { controlClock, createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook, startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { checkIntegrity } from './evidence.service.ts';
import { createIntegrityChecks, silentCheckStopsAfterMs } from './integrity-checks.ts';
import { nightlyCheckStarter, runDueIntegrityCheck } from './nightly-integrity-check.ts';

describe.each(databaseKinds)('the check of the whole chain in the background on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };

  beforeEach(async () => {
    // A company's zone, so that the nightly check's 02:00 is not UTC's.
    test = await createTestApp(kind, { TIME_ZONE: 'Australia/Sydney', WEBHOOKS_ALLOW_PRIVATE: 'true' });
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    induction = await createInduction(test.app, adminCookie, [
      { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
    ]);
  });
  afterEach(async () => {
    await test.close();
  });

  const take = async (email: string) => {
    clock.advanceSeconds(5);
    return takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, { email });
  };
  const start = async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/admin/integrity/checks',
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode, response.body).toBe(202);
    return response.json<IntegrityCheck>();
  };
  /** An admin's GET of `url`, answered 200. */
  const adminGet = async <T>(url: string): Promise<T> => {
    const response = await test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const latest = async () => (await adminGet<LatestIntegrityCheck>('/api/admin/integrity/checks/latest')).check;
  const integrityEntries = () =>
    test.app.db
      .selectFrom('audit_log')
      .select(['actor_id', 'actor_email', 'at', 'details'])
      .where('action', '=', 'integrity-checked')
      .orderBy('id')
      .execute();
  const checkRows = () => test.app.db.selectFrom('integrity_checks').selectAll().orderBy('id').execute();

  it('answers at once with the check running, then keeps its report, and audits it as the admin once finished', async () => {
    await take('jane@site.example');
    await take('sam@site.example');
    expect(await latest()).toBeNull();

    const started = await start();
    expect(started).toEqual({
      id: expect.any(Number),
      status: 'running',
      startedAt: clock.now().toISOString(),
      startedBy: firstAdmin.email,
      checked: 0,
      total: 2,
      report: null,
      timeZone: test.app.config.timeZone,
    });

    await test.app.integrityChecks.idle();
    const report: IntegrityReport = {
      ok: true,
      checked: 2,
      checkedAt: started.startedAt,
      timeZone: test.app.config.timeZone,
    };
    expect(await latest()).toEqual({ ...started, status: 'finished', checked: 2, report });
    const [entry, ...others] = await integrityEntries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actor_email: firstAdmin.email, at: started.startedAt });
    expect(entry!.actor_id).toEqual(expect.any(Number));
    expect(JSON.parse(entry!.details)).toEqual({ ok: true, checked: 2 });

    // A second check is a new one, with its own report.
    clock.advanceSeconds(60);
    const again = await start();
    expect(again.id).toBeGreaterThan(started.id);
    await test.app.integrityChecks.idle();
    expect(await latest()).toMatchObject({ id: again.id, status: 'finished', report: { ok: true, checked: 2 } });
  });

  it('finds what the check in the request finds: the first completion changed around the app', async () => {
    await take('jane@site.example');
    const sam = await take('sam@site.example');
    await take('mia@site.example');
    await test.app.db
      .updateTable('completions')
      .set({ company: 'Forged Pty' })
      .where('id', '=', sam.completionId)
      .execute();

    await start();
    await test.app.integrityChecks.idle();

    const inRequest = await test.app.inject({
      method: 'GET',
      url: '/api/admin/integrity',
      headers: { cookie: adminCookie },
    });
    const expected = {
      ok: false,
      checked: 1,
      firstBrokenCompletionId: sam.completionId,
      problem: 'This completion no longer matches its sealed record',
    };
    expect(inRequest.json()).toMatchObject(expected);
    expect(await latest()).toMatchObject({ status: 'finished', checked: 1, total: 3, report: expected });
    expect(JSON.parse((await integrityEntries())[0]!.details)).toEqual({
      ok: false,
      checked: 1,
      firstBrokenCompletionId: sam.completionId,
    });
  });

  it('starts one check at a time, even on another instance; one silent for a minute has stopped and another may start', async () => {
    await take('jane@site.example');
    const admin = await test.app.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
    // A check another instance is running, which said how far it is a moment ago.
    const now = clock.now().toISOString();
    const elsewhere = await test.app.db
      .insertInto('integrity_checks')
      .values({
        started_at: now,
        started_by_id: admin.id,
        started_by: 'other@example.com',
        status: 'running',
        checked: 500,
        total: 1000,
        updated_at: now,
        report: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    clock.advanceSeconds(silentCheckStopsAfterMs / 1000);
    expect(await start()).toMatchObject({ id: elsewhere.id, status: 'running', startedBy: 'other@example.com' });
    expect(await checkRows()).toHaveLength(1);
    expect(await latest()).toMatchObject({ id: elsewhere.id, status: 'running', checked: 500, total: 1000 });

    // That instance was killed: a minute later without news, the check has stopped, without a report.
    clock.advanceSeconds(1);
    expect(await latest()).toMatchObject({ id: elsewhere.id, status: 'stopped', report: null });
    const next = await start();
    expect(next).toMatchObject({ status: 'running', startedBy: firstAdmin.email, total: 1 });
    expect(next.id).toBeGreaterThan(elsewhere.id);
    await test.app.integrityChecks.idle();
    expect(await latest()).toMatchObject({ id: next.id, status: 'finished', report: { ok: true, checked: 1 } });
    expect(await integrityEntries()).toHaveLength(1);
  });

  it('ends stopped, without a report or an audit entry, when the server stops during it', async () => {
    await take('jane@site.example');
    await take('sam@site.example');
    const admin = await test.app.db.selectFrom('admin_users').select('id').executeTakeFirstOrThrow();
    let stopping: Promise<void> | undefined;
    // The server stops as the check writes how far it is, after its first batch.
    const checks = createIntegrityChecks({
      db: test.app.db.withPlugin({
        transformQuery: ({ node }) => {
          if (node.kind === 'UpdateQueryNode') stopping ??= checks.stop();
          return node;
        },
        transformResult: async ({ result }) => result,
      }),
      now: () => test.app.clock.now(),
      timeZone: test.app.config.timeZone,
      publicUrl: test.app.config.publicUrl,
      log: test.app.log,
    });

    await checks.start({ id: admin.id, email: firstAdmin.email, clientAddress: '127.0.0.1' });
    await checks.idle();

    expect(stopping).toBeDefined();
    await stopping;
    expect(await checks.latest()).toMatchObject({ status: 'stopped', checked: 2, total: 2, report: null });
    expect(await integrityEntries()).toEqual([]);
  });

  it('is an administrator’s: no check starts or is read without a session, nor with an API token (401, 403)', async () => {
    const token = await test.app.inject({
      method: 'POST',
      url: '/api/admin/api-tokens',
      headers: { cookie: adminCookie },
      payload: { name: 'Payroll', scopes: ['completions:read'] },
    });
    expect(token.statusCode, token.body).toBe(201);
    const bearer = { authorization: `Bearer ${token.json<{ secret: string }>().secret}` };
    for (const [headers, refused] of [
      [{}, { statusCode: 401, message: 'Authentication required' }],
      [bearer, { statusCode: 403, message: 'API tokens cannot call this route' }],
    ] as const) {
      for (const [method, url] of [
        ['POST', '/api/admin/integrity/checks'],
        ['GET', '/api/admin/integrity/checks/latest'],
      ] as const) {
        const response = await test.app.inject({ method, url, headers });
        expect({ statusCode: response.statusCode, message: response.json<{ message: string }>().message }).toEqual(
          refused,
        );
      }
    }
    expect(await checkRows()).toEqual([]);
  });

  it('runs each night from 02:00 in the company’s zone, unless a check started since, as the nightly check', async () => {
    await take('jane@site.example');
    const nightly = () => runDueIntegrityCheck(test.app.integrityChecks, clock.now(), test.app.config.timeZone);

    // 01:59 on 10 March in Sydney (AEDT, UTC+11): not yet.
    clock.set(new Date('2026-03-09T14:59:00.000Z'));
    expect(await nightly()).toBe(false);
    clock.set(new Date('2026-03-09T15:00:00.000Z'));
    expect(await nightly()).toBe(true);
    await test.app.integrityChecks.idle();
    expect(await latest()).toMatchObject({
      status: 'finished',
      startedBy: nightlyCheckStarter,
      startedAt: '2026-03-09T15:00:00.000Z',
      report: { ok: true, checked: 1 },
    });
    const [entry] = await integrityEntries();
    expect(entry).toMatchObject({ actor_id: null, actor_email: 'the nightly check' });

    // Once a night: not again that day.
    clock.set(new Date('2026-03-10T12:59:00.000Z'));
    expect(await nightly()).toBe(false);
    // The next night it is due, but an admin's check at 02:30 counts as that night's.
    clock.set(new Date('2026-03-10T15:30:00.000Z'));
    await start();
    await test.app.integrityChecks.idle();
    clock.set(new Date('2026-03-10T15:40:00.000Z'));
    expect(await nightly()).toBe(false);
    // A server down all night runs it when it is back, later that day.
    clock.set(new Date('2026-03-12T01:00:00.000Z'));
    expect(await nightly()).toBe(true);
    await test.app.integrityChecks.idle();
    expect(await checkRows()).toHaveLength(3);
  });

  it('does not count a check started before 02:00 and still running as the night’s, nor say it started one', async () => {
    await take('jane@site.example');
    const nightly = () => runDueIntegrityCheck(test.app.integrityChecks, clock.now(), test.app.config.timeZone);
    // An admin's check started at 01:59 on 10 March in Sydney, still running (it said how far it is at 02:00).
    await test.app.db
      .insertInto('integrity_checks')
      .values({
        started_at: '2026-03-09T14:59:00.000Z',
        started_by_id: null,
        started_by: firstAdmin.email,
        status: 'running',
        checked: 0,
        total: 1,
        updated_at: '2026-03-09T15:00:00.000Z',
        report: null,
      })
      .execute();

    clock.set(new Date('2026-03-09T15:00:10.000Z'));
    expect(await nightly()).toBe(false);
    expect(await checkRows()).toHaveLength(1);

    // Once it has ended, the night's own check starts at a later turn.
    await test.app.db.updateTable('integrity_checks').set({ status: 'stopped' }).execute();
    clock.set(new Date('2026-03-09T15:10:00.000Z'));
    expect(await nightly()).toBe(true);
    await test.app.integrityChecks.idle();
    expect(await latest()).toMatchObject({ status: 'finished', startedBy: nightlyCheckStarter });
  });

  it('emails every active admin and sends integrity.broken when a check finds the records altered, once for each new break', async () => {
    const receiver = await startWebhookReceiver();
    onTestFinished(() => receiver.close());
    await registerWebhook(test.app, adminCookie, {
      url: `${receiver.url}/hooks`,
      events: ['integrity.broken', 'completion.revoked'],
    });
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: adminCookie },
      payload: { name: 'Bea Admin', email: 'bea@example.com', password: 'bea-password', role: 'admin' },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await take('jane@site.example');
    const sam = await take('sam@site.example');
    const alerts = () =>
      test.app.db
        .selectFrom('mail_outbox')
        .select(['recipient', 'subject', 'text_body'])
        .where('subject', '=', 'The completion records have been altered')
        .orderBy('id')
        .execute();
    const check = async () => {
      await start();
      await test.app.integrityChecks.idle();
    };
    const forge = (company: string) =>
      test.app.db.updateTable('completions').set({ company }).where('id', '=', sam.completionId).execute();
    const original = await test.app.db
      .selectFrom('completions')
      .select('company')
      .where('id', '=', sam.completionId)
      .executeTakeFirstOrThrow();

    const dashboardIntegrity = async () => (await adminGet<Dashboard>('/api/admin/dashboard')).integrity;
    expect(await dashboardIntegrity()).toBeNull();
    await check();
    expect(await alerts()).toEqual([]);
    expect(await dashboardIntegrity()).toMatchObject({ ok: true, checked: 2 });
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });

    await forge('Forged Pty');
    clock.set(new Date('2026-03-02T10:41:00.000Z'));
    await check();
    const sent = await alerts();
    expect(sent.map((mail) => mail.recipient)).toEqual([firstAdmin.email, 'bea@example.com']);
    expect(sent[0]!.text_body).toBe(
      [
        'The check of the sealed completion records found a record changed, added or deleted outside the app.',
        '',
        `First broken completion: #${sam.completionId}`,
        'This completion no longer matches its sealed record.',
        '1 completion before it matched its seal (checked on March 02, 2026 at 21:41 AEDT).',
        '',
        'Keep the database as it is and compare it with a backup to find what was changed.',
        `Record integrity: ${test.app.config.publicUrl}/admin/settings?tab=integrity`,
        '',
      ].join('\n'),
    );

    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    // The dashboard warns while the last check says so.
    expect(await dashboardIntegrity()).toMatchObject({ ok: false, firstBrokenCompletionId: sam.completionId });
    const [event] = receiver.received;
    const latestCheck = (await latest())!;
    expect(JSON.parse(event!.body)).toEqual({
      type: 'integrity.broken',
      timestamp: clock.now().toISOString(),
      data: {
        check: {
          id: latestCheck.id,
          startedBy: firstAdmin.email,
          startedAt: '2026-03-02T10:41:00.000Z',
          checkedAt: '2026-03-02T10:41:00.000Z',
          checked: 1,
          firstBrokenCompletionId: sam.completionId,
          problem: 'This completion no longer matches its sealed record',
          links: {
            evidence: `${test.app.config.publicUrl}/api/admin/completions/${sam.completionId}/evidence`,
            integrity: `${test.app.config.publicUrl}/admin/settings?tab=integrity`,
          },
        },
      },
    });

    // The same break found again is not sent again; mended and broken again, it is.
    await check();
    expect(await alerts()).toHaveLength(2);
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    await forge(original.company);
    await check();
    expect(await alerts()).toHaveLength(2);
    expect(await dashboardIntegrity()).toMatchObject({ ok: true, checked: 2 });
    await forge('Forged again Pty');
    await check();
    expect(await alerts()).toHaveLength(4);
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(2);
  });

  it('gives way to the server’s other work between its batches of 500, so requests are answered meanwhile', async () => {
    await seedCompletions(test.app.db, 1_100, clock.now(), () => {});
    const { result: report, turns } = await countTurnsDuring(() =>
      checkIntegrity(test.app.db, clock.now(), test.app.config.timeZone),
    );
    expect(report).toMatchObject({ ok: true, checked: 1_100 });
    // At least once after each of its three batches (SQLite's driver alone never gives way).
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
