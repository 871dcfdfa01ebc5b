import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countTurnsDuring } from '../../../test/event-loop-turns.ts';
import { controlClock } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook } from '../../../test/webhook-receiver.ts';
import * as repository from './webhooks.repository.ts';

describe.each(databaseKinds)('the webhook worker on %s', (kind) => {
  let test: TestApp;

  beforeEach(async () => {
    test = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  });
  afterEach(async () => {
    await test.close();
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
    // A hundred test events waiting for it: one queued as Send test does, and copies of it.
    const sent = await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${endpoint.id}/test`,
      headers: { cookie },
    });
    expect(sent.statusCode, sent.body).toBe(202);
    const [queued] = await repository.listDeliveries(test.app.db, endpoint.id, 1);
    await repository.insertDeliveries(
      test.app.db,
      Array.from({ length: 99 }, (_, index) => ({
        endpointId: endpoint.id,
        messageId: `msg_copy_${index}`,
        event: queued!.event,
        payload: queued!.payload,
        now: clock.now().toISOString(),
        retryUntil: queued!.retry_until,
      })),
    );
    const { result: round, turns } = await countTurnsDuring(() => test.app.webhookWorker.deliverDue());

    expect(round).toEqual({ delivered: 0, failed: 100 });
    // At least once after each of its five batches of 20.
    expect(turns).toBeGreaterThanOrEqual(5);
    const deliveries = await repository.listDeliveries(test.app.db, endpoint.id, 100);
    expect(deliveries).toHaveLength(100);
    for (const delivery of deliveries) {
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
      expect(delivery.last_error).toContain('the signing secret cannot be opened');
    }
  });
});
