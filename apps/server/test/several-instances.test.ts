import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxLoginFailures } from '../src/modules/auth/login-throttle.ts';
import { certificateChecksPerMinute } from '@crane/contract';
import {
  apiOf,
  bundleServerForTest,
  cookieOf,
  startAppProcess,
  stopAppProcess,
  type AppProcess,
} from './app-process.ts';
import { certificationFields, filePart, jpegBytes, pngDataUrl } from './inductee-journey.ts';
import { multipartBody } from './multipart.ts';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server.ts';
import { createTestDatabaseUrl } from './test-app.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

const admin = { email: 'ops@crane.example', password: 'Ops-password-1' };

/**
 * Several instances as one (issue 17 §4): two server processes on one PostgreSQL database and one
 * storage, every request of an admin session and an inductee journey sent to each in turn.
 */
describe.runIf(process.env['TEST_DATABASE_URL'])('two server processes on one PostgreSQL database', () => {
  let bundle: Awaited<ReturnType<typeof bundleServerForTest>>;
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  let smtp: SmtpTestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let instances: AppProcess[];
  let turn = 0;
  /** The next instance, in turn: every request goes to the other one than the request before. */
  const next = () => instances[turn++ % instances.length]!;
  const call = (method: string, url: string, body?: unknown, cookie?: string) =>
    apiOf(next().port)(method, url, body, cookie);

  beforeAll(async () => {
    [bundle, database, smtp, receiver] = await Promise.all([
      bundleServerForTest(),
      createTestDatabaseUrl('postgres'),
      startSmtpTestServer(),
      startWebhookReceiver(),
    ]);
    const env: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      ...database.env,
      HOST: '127.0.0.1',
      PORT: '0',
      APP_SECRET: 'a-secret-shared-by-every-instance-of-this-test',
      PUBLIC_URL: 'http://127.0.0.1:9',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'Crane Safety Induction <induction@crane.example>',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      LOG_LEVEL: 'debug',
    };
    // Started at the same moment: the migrations and the first admin are made once.
    instances = await Promise.all([startAppProcess(bundle.dir, env), startAppProcess(bundle.dir, env)]);
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances ?? []) await stopAppProcess(instance.child);
    await Promise.all([smtp?.close(), receiver?.close(), database?.drop()]);
    bundle?.remove();
  });

  it('serves one admin session and one inductee journey across both, and sends each email and webhook once', async () => {
    const login = await call('POST', '/api/auth/login', admin);
    expect(login.status).toBe(200);
    const adminCookie = cookieOf(login);
    const me = await call('GET', '/api/auth/me', undefined, adminCookie);
    expect(me.status).toBe(200);

    const created = await call('POST', '/api/inductions', { title: 'Two Sites', description: 'd' }, adminCookie);
    expect(created.status, await created.clone().text()).toBe(201);
    const induction = (await created.json()) as { id: number };
    const pageResponse = await call(
      'POST',
      `/api/inductions/${induction.id}/pages`,
      {
        title: 'Exclusion zone',
        minTimeSeconds: 0,
        content: { type: 'richText', content: '<p>Stay clear of the load.</p>', requireSignature: true },
      },
      adminCookie,
    );
    expect(pageResponse.status).toBe(201);
    const page = (await pageResponse.json()) as { id: number };
    expect((await call('PUT', `/api/inductions/${induction.id}`, { status: 'active' }, adminCookie)).status).toBe(200);
    const webhook = await call(
      'POST',
      '/api/admin/webhooks',
      { url: `${receiver.url}/hooks`, events: ['completion.created'] },
      adminCookie,
    );
    expect(webhook.status, await webhook.clone().text()).toBe(201);

    // The worker: started on one instance, bound to this browser on both.
    const started = await call('POST', '/api/inductee/start', {
      email: 'jane@site.example',
      inductionId: induction.id,
    });
    expect(started.status).toBe(200);
    const workerCookie = cookieOf(started);
    const progress = (await started.json()) as { id: number };
    expect((await call('GET', `/api/inductee/progress/${progress.id}`, undefined, workerCookie)).status).toBe(200);
    expect((await call('GET', `/api/inductee/progress/${progress.id}`)).status).toBe(404);
    const signed = await call(
      'POST',
      '/api/upload/signature-base64',
      { progressId: progress.id, pageId: page.id, dataUrl: pngDataUrl },
      workerCookie,
    );
    expect(signed.status, await signed.clone().text()).toBe(200);
    const body = multipartBody([...certificationFields(progress.id), filePart('identification', jpegBytes)]);
    const completed = await fetch(`http://127.0.0.1:${next().port}/api/inductee/complete`, {
      method: 'POST',
      headers: { ...body.headers, cookie: workerCookie },
      body: body.payload,
    });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const records = await call('GET', '/api/admin/completions', undefined, adminCookie);
    expect(((await records.json()) as { total: number }).total).toBe(1);

    // The admin's notification and the worker's receipt, and the webhook: each delivered, once.
    await smtp.waitForMessages(2, 20_000);
    await expect.poll(() => receiver.received.length, { timeout: 20_000, interval: 200 }).toBe(1);
    await expect
      .poll(
        async () => {
          const deliveries = await call('GET', `/api/admin/webhooks/${1}/deliveries`, undefined, adminCookie);
          return ((await deliveries.json()) as { deliveries: { status: string }[] }).deliveries.map((d) => d.status);
        },
        { timeout: 20_000, interval: 200 },
      )
      .toEqual(['delivered']);
    // Both instances' workers go round their outboxes again (every 5 s): nothing more comes.
    const before = instances.map((instance) => roundsOf(instance.output()));
    await expect
      .poll(
        () =>
          instances.every((instance, index) => {
            const rounds = roundsOf(instance.output());
            return rounds.mail > before[index]!.mail && rounds.webhooks > before[index]!.webhooks;
          }),
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    expect(receiver.received).toHaveLength(1);
    // Each email once. On the weekly digest's day (Monday unless set otherwise) the first reminder run of
    // the instances sends the admin the digest as well: once, though both instances run reminders.
    const sent = smtp.received.map((mail) => `${mail.to.join(',')}: ${mail.subject ?? ''}`);
    expect(new Set(sent).size, sent.join('\n')).toBe(sent.length);
    const isDigest = (mail: (typeof smtp.received)[number]) => mail.subject?.startsWith('Weekly digest') === true;
    expect(smtp.received.filter(isDigest).map((mail) => mail.to.join(','))).toEqual(
      smtp.received.some(isDigest) ? [admin.email] : [],
    );
    const others = smtp.received.filter((mail) => !isDigest(mail));
    expect(others.map((mail) => mail.to.join(',')).sort()).toEqual(['jane@site.example', admin.email]);
  });

  it('shares the limits: the certificate check and the login throttle count on both instances together', async () => {
    // The servers are other processes on the real clock, and the limit counts in fixed minutes
    // (rate-limits.ts): 31 checks that cross into the next minute start a new count, and the 31st passes
    // (it did once, in a full run). They take well under a second; started in a minute's last 5 s, they
    // wait for the next one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 50));
    const checks: number[] = [];
    for (let index = 0; index <= certificateChecksPerMinute; index += 1)
      checks.push((await call('GET', '/api/verify/ABCDEFGHJKMN')).status);
    expect(checks.slice(0, certificateChecksPerMinute).every((status) => status === 404)).toBe(true);
    expect(checks.at(-1)).toBe(429);

    const attempts: number[] = [];
    for (let index = 0; index <= maxLoginFailures; index += 1)
      attempts.push((await call('POST', '/api/auth/login', { email: admin.email, password: 'wrong-password' })).status);
    expect(attempts.slice(0, maxLoginFailures).every((status) => status === 401)).toBe(true);
    expect(attempts.at(-1)).toBe(429);
    // Even the right password, on either instance, waits now.
    expect([
      (await call('POST', '/api/auth/login', admin)).status,
      (await call('POST', '/api/auth/login', admin)).status,
    ]).toEqual([429, 429]);
  });

  it('runs each shared sweep and scheduled job once, and each instance its own staging folder', () => {
    const ran = (message: string) =>
      instances.reduce(
        (count, instance) => count + logLines(instance.output()).filter((line) => line.msg === message).length,
        0,
      );
    for (const task of [
      'the sweep of leftover files',
      'the sweep of expired files',
      'the pruning of expired rows',
      'the nightly check of the records',
    ])
      expect(ran(`${task} runs on this instance`), task).toBe(1);
    expect(ran('the sweep of the upload staging folder runs on this instance')).toBe(2);
    expect(ran('the daily reminders run on this instance')).toBe(1);
    // One instance migrated the database and made the first admin.
    expect(instances.map((instance) => /No admin existed/.test(instance.output())).filter(Boolean)).toHaveLength(1);
  });
});

/** The JSON lines of a process's log. */
function logLines(output: string): { msg?: string; module?: string; time?: number }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string });
}

/** How many rounds each outbox worker of a process has finished. */
function roundsOf(output: string): { mail: number; webhooks: number } {
  const lines = logLines(output);
  return {
    mail: lines.filter((line) => line.msg === 'mail outbox round').length,
    webhooks: lines.filter((line) => line.msg === 'webhook outbox round').length,
  };
}
