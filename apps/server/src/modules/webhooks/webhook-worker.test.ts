import type { RootOperationNode } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSecretLoader } from '../../lib/app-secret.ts';
import { countingStatements } from '../../../test/count-statements.ts';
import { countTurnsDuring } from '../../../test/event-loop-turns.ts';
import { controlClock } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook, startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { createWebhookWorker } from './webhook-worker.ts';
import * as repository from './webhooks.repository.ts';

describe.each(databaseKinds)('the webhook worker on %s', (kind) => {
  let test: TestApp;

  beforeEach(async () => {
    test = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  });
  afterEach(async () => {
    await test.close();
  });

  /** A worker of the test's app whose statements of one kind are counted. */
  function workerCounting(statementKind: RootOperationNode['kind'], clock: ReturnType<typeof controlClock>) {
    const { db, counted } = countingStatements(test.app.db, statementKind);
    const worker = createWebhookWorker({
      db,
      getAppSecret: appSecretLoader(test.config),
      allowPrivate: true,
      log: test.app.log,
      now: () => clock.now(),
      deliveriesCounter: test.app.metrics.webhookDeliveries,
    });
    return { worker, counted };
  }

  /** `count` test events for the endpoint: one queued as Send test does, and copies of it. */
  async function queueTestEvents(endpointId: number, cookie: string, count: number, now: Date) {
    const sent = await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpointId}/test`,
      headers: { cookie },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [queued] = await repository.listDeliveries(test.app.db, endpointId, 1);
    await repository.insertDeliveries(
      test.app.db,
      Array.from({ length: count - 1 }, (_, index) => ({
        endpointId,
        messageId: `msg_copy_${index}`,
        event: queued!.event,
        payload: queued!.payload,
        now: now.toISOString(),
        retryUntil: queued!.retry_until,
      })),
    );
  }

  it('records the due deliveries of an endpoint that failed in the round with one write for each count of tries', async () => {
    const clock = controlClock(test.app);
    const cookie = await logIn(test.app);
    // Nothing listens on port 9 (discard): the first try is refused.
    const { endpoint } = await registerWebhook(test.app, cookie, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['completion.created'],
    });
    await queueTestEvents(endpoint.id, cookie, 10, clock.now());
    // Four of them were tried twice before (as if queued earlier), and are due now as the others are.
    const [first, ...others] = (await repository.listDeliveries(test.app.db, endpoint.id, 10)).reverse();
    const triedTwice = others.slice(0, 4).map((delivery) => delivery.id);
    await test.app.db.updateTable('webhook_deliveries').set({ attempts: 2 }).where('id', 'in', triedTwice).execute();
    const { worker, counted } = workerCounting('UpdateQueryNode', clock);

    expect(await worker.deliverDue()).toEqual({ delivered: 0, failed: 10 });
    // The first: its claim, then its record. The nine others: one write for the five tried for the first
    // time, one for the four tried a third time (each waits after its try as its count says).
    expect(counted.statements).toBe(2 + 2);
    const minutesFromNow = (minutes: number) => new Date(clock.now().getTime() + minutes * 60_000).toISOString();
    const deliveries = await repository.listDeliveries(test.app.db, endpoint.id, 10);
    for (const delivery of deliveries) {
      const isTriedThirdTime = triedTwice.includes(delivery.id);
      expect(delivery).toMatchObject({
        status: 'pending',
        attempts: isTriedThirdTime ? 3 : 1,
        next_attempt_at: minutesFromNow(isTriedThirdTime ? 16 : 1),
        claimed_at: null,
      });
      expect(delivery.last_error).toBe(deliveries.find((row) => row.id === first!.id)!.last_error);
    }
    expect(deliveries.find((row) => row.id === first!.id)!.last_error).toMatch(/ECONNREFUSED/);
  });

  it('records a try without a request only for the deliveries still due, giving up those past their 24 hours', async () => {
    const clock = controlClock(test.app);
    const cookie = await logIn(test.app);
    const { endpoint } = await registerWebhook(test.app, cookie, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['completion.created'],
    });
    await queueTestEvents(endpoint.id, cookie, 4, clock.now());
    const [first, second, third, fourth] = (await repository.listDeliveries(test.app.db, endpoint.id, 4)).reverse();
    // Another instance claims the third; the fourth's 24 hours end before its next try.
    expect(
      await repository.claimDelivery(test.app.db, third!, {
        at: clock.now().toISOString(),
        until: new Date(clock.now().getTime() + 120_000).toISOString(),
      }),
    ).toBe(true);
    const nextAttemptAt = new Date(clock.now().getTime() + 60_000).toISOString();
    await test.app.db
      .updateTable('webhook_deliveries')
      .set({ retry_until: new Date(clock.now().getTime() + 30_000).toISOString() })
      .where('id', '=', fourth!.id)
      .execute();
    const lastError = 'connect ECONNREFUSED 127.0.0.1:9';

    const recorded = await repository.recordUnsentAttempts(
      test.app.db,
      { endpointId: endpoint.id, now: clock.now().toISOString(), attempts: 0, limit: 500 },
      { nextAttemptAt, lastError },
    );

    expect(recorded.map((row) => [row.id, row.status, row.attempts]).sort()).toEqual(
      [
        [first!.id, 'pending', 1],
        [second!.id, 'pending', 1],
        [fourth!.id, 'failed', 1],
      ].sort(),
    );
    const rows = await repository.listDeliveries(test.app.db, endpoint.id, 4);
    const row = (id: number) => rows.find((delivery) => delivery.id === id);
    expect(row(first!.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: nextAttemptAt,
      last_error: lastError,
    });
    expect(row(third!.id)).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
    expect(row(fourth!.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      next_attempt_at: null,
      last_error: lastError,
    });
  });

  it('reads the due deliveries 500 at a time, and sends them first due first', async () => {
    const clock = controlClock(test.app);
    const cookie = await logIn(test.app);
    const receiver = await startWebhookReceiver();
    try {
      const { endpoint } = await registerWebhook(test.app, cookie, {
        url: `${receiver.url}/hooks`,
        events: ['completion.created'],
      });
      await queueTestEvents(endpoint.id, cookie, 600, clock.now());
      const { worker, counted } = workerCounting('SelectQueryNode', clock);

      expect(await worker.deliverDue()).toEqual({ delivered: 600, failed: 0 });
      // Reads of 500 and 100, then one that finds nothing due: the only reads of the round.
      expect(counted.statements).toBe(3);
      const queued = (await repository.listDeliveries(test.app.db, endpoint.id, 600)).reverse();
      expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual(
        queued.map((delivery) => delivery.message_id),
      );
    } finally {
      await receiver.close();
    }
  });

  it('gives way to the server’s other work between its batches, also when no try waits on the network', async () => {
    const clock = controlClock(test.app);
    const cookie = await logIn(test.app);
    const { endpoint } = await registerWebhook(test.app, cookie, {
      url: 'http://127.0.0.1:9/hooks',
      events: ['completion.created'],
    });
    // A first round reads the app secret from its file, which the event loop turns while it waits for.
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    // Its secret no longer opens (the app secret changed), so every try fails at once, without a request:
    // the worker then runs query after query, which on SQLite never wait.
    await test.app.db
      .updateTable('webhook_endpoints')
      .set({ sealed_secret: 'v1.unreadable' })
      .where('id', '=', endpoint.id)
      .execute();
    // 1,100 test events waiting for it: after the first fails, the others are recorded without a request.
    await queueTestEvents(endpoint.id, cookie, 1100, clock.now());
    const { result: round, turns } = await countTurnsDuring(() => test.app.webhookWorker.deliverDue());

    expect(round).toEqual({ delivered: 0, failed: 1100 });
    // At least once after each of the writes of 500, 500 and 99.
    expect(turns).toBeGreaterThanOrEqual(3);
    const deliveries = await repository.listDeliveries(test.app.db, endpoint.id, 1100);
    expect(deliveries).toHaveLength(1100);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
      expect(delivery.last_error).toContain('the signing secret cannot be opened');
    }
  });
});
