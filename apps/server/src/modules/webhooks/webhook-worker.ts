import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';
import type { Executor } from '../../db/database.ts';
import { giveWay } from '../../lib/give-way.ts';
import { createPollingLoop, type PollingLoop } from '../../lib/polling-loop.ts';
import { openSealedText } from '../../lib/sealed-text.ts';
import { webhookSecretUse } from './webhook-secret.ts';
import { postWebhook } from './webhook-sender.ts';
import { signatureHeaders } from './webhook-signature.ts';
import * as repository from './webhooks.repository.ts';

/** Sends the webhook outbox in the background; one per process, several processes may share a database. */
export type WebhookWorker = PollingLoop & {
  /** One round over every due delivery; what each poll runs. */
  deliverDue: () => Promise<{ delivered: number; failed: number }>;
};

export type WebhookWorkerOptions = {
  db: Executor;
  getAppSecret: () => Promise<string>;
  allowPrivate: boolean;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  now: () => Date;
  /** webhook_deliveries_total{event,outcome} of GET /metrics. */
  deliveriesCounter: Counter<'event' | 'outcome'>;
  pollIntervalMilliseconds?: number;
  timeoutMilliseconds?: number;
};

/**
 * Due deliveries read at once: after a publish queued thousands, PostgreSQL may read them through a plan
 * from statistics of before (sorting all that is due for each read), so one read serves 500 tries
 * (decision 42's session-56 addendum). A delivery another instance took meanwhile is skipped at its claim.
 */
const batchSize = 500;
/** The deliveries of a failing endpoint recorded in one write. */
const unsentBatchSize = 500;
/** Longer than one try can take (a 10 s timeout). */
const leaseMilliseconds = 2 * 60_000;

/** Wait after `attempts` failed tries: 1 min, 4 min, 16 min, 64 min, 4 h 16 min, then every 6 hours. */
export function webhookRetryDelayMilliseconds(attempts: number): number {
  return Math.min(60_000 * 4 ** Math.min(Math.max(attempts - 1, 0), 10), 6 * 60 * 60_000);
}

/**
 * The webhook outbox's worker (decision 40): claims each due delivery (one instance per try), signs and
 * POSTs it, and records the answer: 2xx delivered (never sent again), anything else tried again with
 * backoff until 24 hours after the event, then failed. After an endpoint fails in a round, its other
 * deliveries wait for the same retry without a try, so a receiver that is down costs one try per wait.
 */
export function createWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const { db, log, now } = options;
  const instant = (offset = 0) => new Date(now().getTime() + offset).toISOString();

  async function deliverDue() {
    let delivered = 0;
    let failed = 0;
    const failingEndpoints = new Map<number, string>();
    // Deliveries whose try this round recorded without a request: a batch read before may still hold them.
    const recordedUnsent = new Set<number>();
    const secret = await options.getAppSecret();
    const countFailure = (
      delivery: Pick<repository.DueDelivery, 'id' | 'event' | 'message_id' | 'url'>,
      outcome: { status: string; attempts: number },
      problem: string,
    ) => {
      const isGivenUp = outcome.status === 'failed';
      options.deliveriesCounter.inc({ event: delivery.event, outcome: isGivenUp ? 'gave_up' : 'failed' });
      failed += 1;
      if (isGivenUp)
        log.warn(
          { deliveryId: delivery.id, url: delivery.url, attempts: outcome.attempts, error: problem },
          `webhook delivery ${delivery.message_id} failed for 24 hours; it is given up (Resend in Integrations)`,
        );
    };

    /**
     * After a try of the endpoint failed in this round, its other due deliveries are not sent (each would
     * fail alike) but get the same wait, recorded in writes of `unsentBatchSize` (a "take it again"
     * publish queues thousands), giving way between them.
     */
    async function recordUnsentTries(endpointId: number, url: string, problem: string) {
      const at = now();
      for (const attempts of await repository.listDueAttemptCounts(db, endpointId, at.toISOString())) {
        const nextAttemptAt = new Date(at.getTime() + webhookRetryDelayMilliseconds(attempts + 1)).toISOString();
        const due = { endpointId, now: at.toISOString(), attempts, limit: unsentBatchSize };
        for (;;) {
          const recorded = await repository.recordUnsentAttempts(db, due, {
            nextAttemptAt,
            lastError: problem.slice(0, 500),
          });
          for (const row of recorded) {
            recordedUnsent.add(row.id);
            countFailure({ ...row, url }, row, problem);
          }
          await giveWay();
          if (recorded.length < unsentBatchSize) break;
        }
      }
    }

    for (;;) {
      const due = await repository.findDueDeliveries(db, instant(), batchSize);
      if (due.length === 0) break;
      for (const delivery of due) {
        if (recordedUnsent.has(delivery.id)) continue;
        // Its endpoint failed earlier in the round, but it was not recorded then (it came due later, or
        // another instance held it): what of the endpoint is due now is recorded.
        const endpointFailure = failingEndpoints.get(delivery.endpoint_id);
        if (endpointFailure !== undefined) {
          await recordUnsentTries(delivery.endpoint_id, delivery.url, endpointFailure);
          continue;
        }
        if (!(await repository.claimDelivery(db, delivery, { at: instant(), until: instant(leaseMilliseconds) })))
          continue;
        const attempts = delivery.attempts + 1;
        let answer: { statusCode: number; body: string } | undefined;
        let error: string | undefined;
        const endpointSecret = openSealedText(secret, webhookSecretUse, delivery.sealed_secret);
        try {
          if (endpointSecret === undefined)
            throw new Error('the signing secret cannot be opened: the app secret changed since it was registered');
          answer = await postWebhook({
            url: delivery.url,
            headers: signatureHeaders(endpointSecret, delivery.message_id, now(), delivery.payload),
            body: delivery.payload,
            allowPrivate: options.allowPrivate,
            timeoutMilliseconds: options.timeoutMilliseconds,
          });
        } catch (sendError) {
          error = sendError instanceof Error ? sendError.message : String(sendError);
        }
        if (answer && answer.statusCode >= 200 && answer.statusCode < 300) {
          await repository.recordDelivered(db, delivery.id, {
            attempts,
            statusCode: answer.statusCode,
            deliveredAt: instant(),
          });
          options.deliveriesCounter.inc({ event: delivery.event, outcome: 'delivered' });
          delivered += 1;
          continue;
        }
        const problem = error ?? `the receiver answered ${answer?.statusCode}${answer?.body ? `: ${answer.body}` : ''}`;
        failingEndpoints.set(delivery.endpoint_id, problem);
        const outcome = await repository.recordFailedAttempt(db, delivery.id, {
          attempts,
          nextAttemptAt: instant(webhookRetryDelayMilliseconds(attempts)),
          statusCode: answer?.statusCode ?? null,
          lastError: problem.slice(0, 500),
        });
        countFailure(delivery, outcome, problem);
        await recordUnsentTries(delivery.endpoint_id, delivery.url, problem);
      }
      await giveWay();
    }
    if (delivered > 0) log.info({ delivered }, `delivered ${delivered} webhook(s)`);
    if (failed > 0) log.warn({ failed }, `${failed} webhook delivery attempt(s) failed; they are tried again later`);
    return { delivered, failed };
  }

  const loop = createPollingLoop({
    round: deliverDue,
    intervalMilliseconds: options.pollIntervalMilliseconds ?? 5_000,
    onError: (error) => log.error({ err: error }, 'the webhook worker failed; it will try again'),
    onRoundEnd: () => log.debug('webhook outbox round'),
  });
  return { ...loop, deliverDue };
}
