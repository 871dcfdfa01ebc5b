import { describe, expect, it } from 'vitest';
import type { WebhookDeliveries } from '@crane/contract';
import { hasImminentTry } from './webhooks';

const now = Date.parse('2026-11-26T10:00:00.000Z');

function logOf(...deliveries: Pick<WebhookDeliveries['deliveries'][number], 'status' | 'nextAttemptAt'>[]) {
  return {
    deliveries: deliveries.map((delivery, index) => ({
      id: index + 1,
      messageId: `message-${index}`,
      event: 'webhook.test',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      deliveredAt: null,
      createdAt: '2026-11-26T09:59:00.000Z',
      ...delivery,
    })),
    timeZone: 'Australia/Sydney',
  } as WebhookDeliveries;
}

describe('whether a delivery log is watched until its outcome shows', () => {
  it('is, while a delivery is due within seconds or being tried', () => {
    expect(hasImminentTry(logOf({ status: 'pending', nextAttemptAt: '2026-11-26T10:00:00.000Z' }), now)).toBe(true);
    expect(hasImminentTry(logOf({ status: 'pending', nextAttemptAt: '2026-11-26T10:00:10.000Z' }), now)).toBe(true);
    expect(hasImminentTry(logOf({ status: 'pending', nextAttemptAt: null }), now)).toBe(true);
  });

  it('is not, when every delivery is done or waits a minute or more for its next try', () => {
    expect(hasImminentTry(undefined, now)).toBe(false);
    expect(hasImminentTry(logOf(), now)).toBe(false);
    expect(
      hasImminentTry(
        logOf(
          { status: 'delivered', nextAttemptAt: null },
          { status: 'failed', nextAttemptAt: null },
          { status: 'pending', nextAttemptAt: '2026-11-26T10:01:00.000Z' },
        ),
        now,
      ),
    ).toBe(false);
  });
});
