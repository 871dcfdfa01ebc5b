import type { FastifyInstance } from 'fastify';
import type { LicenceUploadRequest, ReminderStatus } from '@crane/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  jpegBytes,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { countTurnsDuring } from '../../../test/event-loop-turns.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createSecondInstance, createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { runDueReminders } from './reminders.service.ts';

const publicUrl = 'https://induction.example.com';

/** The daily reminders and the weekly digest (issue 15 §4), moved through the days by the app's clock. */
describe.each(databaseKinds)('reminders on %s', (kind) => {
  let smtp: SmtpTestServer;
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    test = await createTestApp(kind, {
      PUBLIC_URL: publicUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'induction@example.com',
    });
    clock = controlClock(test.app);
    // Saturday 10 January 2026.
    clock.set(new Date('2026-01-10T01:00:00.000Z'));
    adminCookie = await logIn(test.app);
    const { inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }], {
      title: 'Tower Crane Site',
    });
    // Jane's induction stands until 10 January 2027; her high risk work licence expires on 9 February 2026.
    const start = await startInduction(test.app, 'jane@site.example', inductionId);
    const completed = await complete(
      test.app,
      [
        ...certificationFields(start.progress.id, {
          hrwlNumber: 'HRW 7001',
          hrwlExpiry: '2026-02-09',
          hrwlClasses: '["C6"]',
        }),
        filePart('identification', jpegBytes, 'passport.jpg'),
        filePart('hrwlFront', jpegBytes),
        filePart('hrwlBack', jpegBytes),
      ],
      start.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    // The completion's own emails are not what these tests read.
    await test.app.mailWorker.deliverDueMessages();
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await test.close();
  });

  const dependencies = (app: FastifyInstance = test.app) => ({
    db: app.db,
    publicUrl,
    timeZone: 'UTC',
    log: app.log,
  });
  const runOn = (moment: string) => {
    clock.set(new Date(moment));
    return runDueReminders(dependencies(), clock.now());
  };
  /** Delivers what is queued and answers the emails to this address since the last call. */
  const mailsTo = async (address: string) => {
    await test.app.mailWorker.deliverDueMessages();
    const mails = smtp.received.filter((mail) => mail.to.includes(address));
    smtp.received.length = 0;
    return mails;
  };
  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload && { payload }) });

  it("reminds the worker 30 and 7 days before the induction's expiry and on the day, each once, also after a restart", async () => {
    // Without the Monday digest, which would count among these runs' emails.
    const settings = (await asAdmin('GET', '/api/admin/settings/reminders')).json<ReminderStatus>().settings;
    await asAdmin('PUT', '/api/admin/settings/reminders', { ...settings, digest: false });
    // The first run, on the day of the completion: the licence expires in 30 days.
    expect(await runOn('2026-01-10T01:00:00.000Z')).toBe(1);
    expect((await mailsTo('jane@site.example')).map((mail) => mail.subject)).toEqual([
      'Your high risk work licence expires on February 09, 2026',
    ]);

    // A rename the administrator has not published is not what Jane took.
    const inductionId = (await asAdmin('GET', '/api/inductions')).json<{ id: number }[]>()[0]!.id;
    expect((await asAdmin('PUT', `/api/inductions/${inductionId}`, { title: 'Renamed in the draft' })).statusCode).toBe(
      200,
    );
    expect(await runOn('2026-12-11T03:00:00.000Z')).toBe(1);
    const [first] = await mailsTo('jane@site.example');
    expect(first!.subject).toBe('Your induction "Tower Crane Site" expires on January 10, 2027');
    expect(first!.text).toContain('Your induction "Tower Crane Site" expires on January 10, 2027, in 30 days.');
    expect(first!.text).toContain(`${publicUrl}/inductee?email=jane%40site.example`);
    // Again the same day, and again after a restart that lost the day of the last run: nothing.
    expect(await runOn('2026-12-11T09:00:00.000Z')).toBeUndefined();
    await test.app.db.updateTable('scheduler_leases').set({ last_run_on: '', lease_until: '' }).execute();
    expect(await runOn('2026-12-11T10:00:00.000Z')).toBe(0);
    expect(await mailsTo('jane@site.example')).toEqual([]);

    // Seven days before, after a few days without a run (the days between are run too), and on the day.
    expect(await runOn('2027-01-03T05:00:00.000Z')).toBe(1);
    expect((await mailsTo('jane@site.example')).map((mail) => mail.subject)).toEqual([
      'Your induction "Tower Crane Site" expires on January 10, 2027',
    ]);
    expect(await runOn('2027-01-10T05:00:00.000Z')).toBe(1);
    const [today] = await mailsTo('jane@site.example');
    expect(today!.subject).toBe('Your induction "Tower Crane Site" expires today');
    expect(await runOn('2027-01-11T05:00:00.000Z')).toBe(0);
    const sent = await test.app.db.selectFrom('reminders_sent').select(['kind', 'due_on']).orderBy('id').execute();
    expect(sent).toEqual([
      { kind: 'licence', due_on: '2026-01-10' },
      { kind: 'induction', due_on: '2026-12-11' },
      { kind: 'induction', due_on: '2027-01-03' },
      { kind: 'induction', due_on: '2027-01-10' },
    ]);
  });

  it('gives way to the server’s other work after each reminder it queues', async () => {
    clock.set(new Date('2026-01-10T01:00:00.000Z'));
    const { result: queued, turns } = await countTurnsDuring(() => runDueReminders(dependencies(), clock.now()));
    // Jane's licence reminder: thousands a day at a contractor's scale, each in its own transaction,
    // which on SQLite would otherwise hold the server to the last.
    expect(queued).toBe(1);
    expect(turns).toBeGreaterThanOrEqual(1);
  });

  it('sends the licence reminder with a one-time link through which the worker uploads the renewed licence', async () => {
    await runOn('2026-01-10T01:00:00.000Z');
    const [mail] = await mailsTo('jane@site.example');
    expect(mail!.text).toContain('Your high risk work licence (number HRW 7001) expires on February 09, 2026.');
    expect(mail!.text).toContain('The link works once, until January 24, 2026.');
    const token = new RegExp(`${publicUrl}/licence-upload/([A-Za-z0-9_-]+)`).exec(mail!.text ?? '')![1]!;
    const request = await test.app.inject({ method: 'GET', url: `/api/licence-uploads/${token}` });
    expect(request.json<LicenceUploadRequest>()).toMatchObject({
      purpose: 'renew',
      kind: 'hrwl',
      rejectionReason: null,
    });
    const body = multipartBody([
      { name: 'number', value: 'HRW 7001' },
      { name: 'expiry', value: '2031-02-09' },
      { name: 'classes', value: '["C6","C1"]' },
      filePart('front', jpegBytes),
      filePart('back', jpegBytes),
    ]);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: `/api/licence-uploads/${token}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    // The renewed licence is not reminded of again next month.
    await runOn('2026-02-09T01:00:00.000Z');
    expect(await mailsTo('jane@site.example')).toEqual([]);
  });

  it('sends the weekly digest to every administrator on Monday, once, and at once from the button', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: adminCookie },
      payload: { name: 'Site Admin', email: 'site@example.com', password: 'site-password-1', role: 'admin' },
    });
    await runOn('2026-01-10T01:00:00.000Z');
    await mailsTo('jane@site.example');
    // Monday 12 January.
    expect(await runOn('2026-01-12T01:00:00.000Z')).toBe(2);
    await test.app.mailWorker.deliverDueMessages();
    const digests = smtp.received.filter((mail) => mail.subject?.startsWith('Weekly digest'));
    expect(digests.flatMap((mail) => mail.to).sort()).toEqual(['root@example.com', 'site@example.com']);
    const text = digests[0]!.text!;
    expect(text).toContain('Inductions and licences, week of January 12, 2026');
    expect(text).toContain('Licences expiring in the next 30 days (1):');
    expect(text).toContain(
      '- Jane Rigger, high risk work licence HRW 7001 (C6 Slewing mobile crane (up to 60 t)): February 09, 2026',
    );
    expect(text).toContain('Licences waiting for verification (2):');
    expect(text).toContain('Inductions expiring in the next 30 days: none.');
    expect(text).toContain(`Licences: ${publicUrl}/admin/licences`);
    smtp.received.length = 0;
    expect(await runOn('2026-01-13T01:00:00.000Z')).toBe(0);

    // "Send digest now" sends it to the administrator who asked, at once.
    adminCookie = await logIn(test.app);
    const sent = await asAdmin('POST', '/api/admin/settings/reminders/send-digest');
    expect(sent.json()).toEqual({ sentTo: 'root@example.com' });
    expect((await mailsTo('root@example.com')).map((mail) => mail.subject)).toEqual([
      'Weekly digest: inductions and licences expiring, licences to verify',
    ]);
  });

  it('keeps the settings: each kind on or off, the days before and the digest day', async () => {
    const status = (await asAdmin('GET', '/api/admin/settings/reminders')).json<ReminderStatus>();
    expect(status).toEqual({
      settings: {
        inductionReminders: true,
        inductionDaysBefore: [30, 7],
        licenceReminders: true,
        licenceDaysBefore: 30,
        digest: true,
        digestWeekday: 1,
      },
      lastRunOn: null,
      timeZone: 'UTC',
    });
    for (const wrong of [
      { ...status.settings, inductionDaysBefore: [] },
      { ...status.settings, inductionDaysBefore: [7, 7] },
      { ...status.settings, licenceDaysBefore: 0 },
      { ...status.settings, digestWeekday: 7 },
      { ...status.settings, digest: 'yes' },
    ]) {
      expect((await asAdmin('PUT', '/api/admin/settings/reminders', wrong)).statusCode).toBe(400);
    }
    const saved = await asAdmin('PUT', '/api/admin/settings/reminders', {
      ...status.settings,
      licenceReminders: false,
      inductionDaysBefore: [14],
      digestWeekday: 6,
    });
    expect(saved.json<ReminderStatus>().settings).toMatchObject({
      licenceReminders: false,
      inductionDaysBefore: [14],
      digestWeekday: 6,
    });
    // Saturday: the digest, and no licence reminder.
    expect(await runOn('2026-01-10T01:00:00.000Z')).toBe(1);
    expect((await mailsTo('root@example.com')).map((mail) => mail.subject)).toEqual([
      'Weekly digest: inductions and licences expiring, licences to verify',
    ]);
    expect((await asAdmin('GET', '/api/admin/settings/reminders')).json<ReminderStatus>().lastRunOn).toBe('2026-01-10');
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/settings/reminders' })).statusCode).toBe(401);
  });

  it('is run by one instance when two run at once on one database', async () => {
    const second = await createSecondInstance(test);
    try {
      second.app.clock.now = () => clock.now();
      clock.set(new Date('2026-01-10T01:00:00.000Z'));
      const results = await Promise.all([
        runDueReminders(dependencies(), clock.now()),
        runDueReminders(dependencies(second.app), clock.now()),
      ]);
      expect(results.filter((queued) => queued !== undefined)).toEqual([1]);
      // Even with the lease free again and the day forgotten, each reminder stays sent once.
      await test.app.db.updateTable('scheduler_leases').set({ last_run_on: '', lease_until: '' }).execute();
      expect(
        await Promise.all([
          runDueReminders(dependencies(), clock.now()),
          runDueReminders(dependencies(second.app), clock.now()),
        ]),
      ).not.toContain(1);
      expect(await mailsTo('jane@site.example')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
