import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInduction, moveTo, startInduction, takeInduction } from '../../test/inductee-journey.ts';
import { scrape } from '../../test/scrape-metrics.ts';
import { createSecondInstance, createTestApp, databaseKinds, logIn, type TestApp } from '../../test/test-app.ts';

const requestsOf = (method: string, route: string, status: number) => ({ method, route, status: String(status) });

describe.each(databaseKinds)('the metrics on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    // An SMTP server that refuses connections, so that queued emails fail their first attempt.
    test = await createTestApp(kind, { SMTP_HOST: '127.0.0.1', SMTP_PORT: '9', SMTP_FROM: 'induction@crane.example' });
  });
  afterAll(async () => {
    await test.close();
  });

  it('counts requests by method, route pattern and status, never by address, and times them', async () => {
    await logIn(test.app);
    const wrongPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@example.com', password: 'not-the-password' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    for (const id of [987654, 987655]) {
      expect((await test.app.inject({ method: 'GET', url: `/api/inductions/${id}` })).statusCode).toBe(404);
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await scrape(test.app);

    const { family, find, value } = await scrape(test.app);
    expect(family('http_requests_total').type).toBe('COUNTER');
    expect(value('http_requests_total', requestsOf('POST', '/api/auth/login', 200))).toBe(1);
    expect(value('http_requests_total', requestsOf('POST', '/api/auth/login', 401))).toBe(1);
    expect(value('http_requests_total', requestsOf('GET', '/api/inductions/:id', 404))).toBe(2);
    expect(value('http_requests_total', requestsOf('GET', 'unmatched', 404))).toBe(1);
    expect(value('http_requests_total', requestsOf('GET', '/api/health', 200))).toBe(2);
    const routes = family('http_requests_total').metrics.map((metric) => metric.labels?.['route']);
    expect(routes.some((route) => route?.includes('98765') || route === '/api/no-such-route')).toBe(false);
    // Scrapes are not requests of the app.
    expect(routes).not.toContain('/metrics');

    expect(family('http_request_duration_seconds').type).toBe('HISTOGRAM');
    const health = requestsOf('GET', '/api/health', 200);
    expect(value('http_request_duration_seconds_count', health)).toBe(2);
    expect(value('http_request_duration_seconds_sum', health)).toBeGreaterThan(0);
    const buckets = find('http_request_duration_seconds_bucket', health);
    expect(buckets.length).toBeGreaterThan(5);
    expect(value('http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(2);
    expect(value('http_request_duration_seconds_count', requestsOf('GET', '/api/inductions/:id', 404))).toBe(2);
  });

  it('reports the completions, the inductions being taken and the outbox as they are in the database', async () => {
    const before = await scrape(test.app);
    for (const name of ['completions_total', 'progress_active', 'mail_outbox_pending', 'mail_outbox_failed']) {
      expect(before.family(name).type, name).toBe('GAUGE');
      expect(before.value(name), name).toBe(0);
    }

    const adminCookie = await logIn(test.app);
    const oneSignedPage = await createInduction(test.app, adminCookie, [{ requireSignature: true }]);
    await takeInduction(test.app, oneSignedPage.inductionId, oneSignedPage.pageIds[0]!, { email: 'jane@site.example' });
    await takeInduction(test.app, oneSignedPage.inductionId, oneSignedPage.pageIds[0]!, { email: 'ali@site.example' });
    const twoPages = await createInduction(test.app, adminCookie, [{}, {}], { title: 'Rigging' });
    const moving = await startInduction(test.app, 'sam@site.example', twoPages.inductionId);
    expect((await moveTo(test.app, moving.progress.id, 1, moving.cookie)).statusCode).toBe(200);
    // Started, never moved: not being taken yet (as the dashboard counts).
    await startInduction(test.app, 'kim@site.example', twoPages.inductionId);

    const db = test.app.db;
    const count = async (query: Promise<{ count: number | string }>) => Number((await query).count);
    const completions = await count(
      db
        .selectFrom('completions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
    );
    const queued = await count(
      db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow(),
    );
    expect(completions).toBe(2);
    // The completion emails: at least the notification of the administrator for each.
    expect(queued).toBeGreaterThanOrEqual(2);

    const after = await scrape(test.app);
    expect(after.value('completions_total')).toBe(completions);
    expect(after.value('progress_active')).toBe(1);
    expect(after.value('mail_outbox_pending')).toBe(queued);
    expect(after.value('mail_outbox_failed')).toBe(0);

    // The SMTP server cannot be reached: every email fails its attempt, and stays queued.
    const round = await test.app.mailWorker.deliverDueMessages();
    expect(round.failed).toBe(queued);
    const failed = await scrape(test.app);
    expect(failed.value('mail_outbox_pending')).toBe(queued);
    expect(failed.value('mail_outbox_failed')).toBe(queued);
  });

  it("reports the process's event-loop lag and resources, and declares the webhook deliveries", async () => {
    const { family, value } = await scrape(test.app);
    expect(family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(family('webhook_deliveries_total').type).toBe('COUNTER');
    test.app.metrics.webhookDeliveries.inc({ event: 'completion.created', outcome: 'delivered' });
    const counted = await scrape(test.app);
    expect(counted.value('webhook_deliveries_total', { event: 'completion.created', outcome: 'delivered' })).toBe(1);
  });

  it("keeps each instance's counts apart, and still answers when the database is down", async () => {
    const second = await createSecondInstance(test);
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await second.app.db.destroy();
      const { family, value } = await scrape(second.app);
      expect(family('http_requests_total').metrics).toEqual([
        { labels: requestsOf('GET', '/api/health', 200), value: '1' },
      ]);
      // Unknown rather than a false zero.
      expect(value('completions_total')).toBeNaN();
      expect(value('mail_outbox_pending')).toBeNaN();
      expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      await second.close();
    }
  });
});

describe('the metrics token', () => {
  const token = 'metrics-token-0123456789abcdef';
  let test: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    // With the web app, whose fallback answers every unknown page address.
    webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Safety Induction System</title>');
    test = await createTestApp('sqlite', { METRICS_TOKEN: token }, { webDistDir });
  });
  afterAll(async () => {
    await test.close();
    fs.rmSync(webDistDir, { recursive: true, force: true });
  });

  it('is required when METRICS_TOKEN is set: 401 without it or with another, the metrics with it', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${token}`, `Bearer ${token}x`, 'Bearer']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ message: 'A valid metrics token is required' });
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const { value } = await scrape(test.app, { authorization: `Bearer ${token}` });
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it("is not shadowed by the web app, whose pages are counted under its one route's pattern", async () => {
    for (const url of ['/admin/users', '/inductee/start', `/${'a'.repeat(300)}`]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect(page.headers['content-type'], url).toContain('text/html');
    }
    const unknownApi = await test.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(unknownApi.statusCode).toBe(404);
    const { value } = await scrape(test.app, { authorization: `bearer ${token}` });
    expect(value('http_requests_total', requestsOf('GET', '/*', 200))).toBe(3);
    expect(value('http_requests_total', requestsOf('GET', 'unmatched', 404))).toBe(1);
  });
});

describe('the metrics without METRICS_TOKEN', () => {
  it('are open to anyone who reaches them', async () => {
    const test = await createTestApp('sqlite');
    try {
      const { value } = await scrape(test.app);
      expect(value('completions_total')).toBe(0);
    } finally {
      await test.close();
    }
  });
});
