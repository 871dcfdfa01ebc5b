import type { CreateWebhookSchema } from '@crane/contract';
import {
  webhookTestEvent,
  type CreatedWebhook,
  type CurrentAdmin,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookTestEventData,
} from '@crane/contract';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { sealText } from '../../lib/sealed-text.ts';
import { addressProblem } from './webhook-address.ts';
import { queueWebhookEvent, retryWindowMilliseconds } from './webhook-events.ts';
import { webhookSecretUse } from './webhook-secret.ts';
import { newWebhookSecret } from './webhook-signature.ts';
import * as repository from './webhooks.repository.ts';

/** The deliveries the log shows per endpoint, newest first. */
export const deliveryLogLength = 50;

export type WebhookContext = { db: Executor; appSecret: string; allowPrivate: boolean; now: Date };

export async function listEndpoints(db: Executor): Promise<WebhookEndpoint[]> {
  return (await repository.listEndpoints(db)).map(toEndpoint);
}

/** The endpoints an admin registered that are still sent events. */
export async function listEndpointsMadeBy(db: Executor, adminId: number): Promise<WebhookEndpoint[]> {
  return (await repository.listEndpoints(db, { createdById: adminId })).map(toEndpoint);
}

/** Registers an endpoint; the answer is the only time its signing secret is shown. */
export async function createEndpoint(
  context: WebhookContext,
  input: z.output<typeof CreateWebhookSchema>,
  admin: CurrentAdmin,
): Promise<CreatedWebhook> {
  const problem = addressProblem(input.url, context.allowPrivate);
  if (problem) throw badRequest(problem);
  const secret = newWebhookSecret();
  const { id } = await repository.insertEndpoint(context.db, {
    url: input.url,
    description: input.description,
    events: JSON.stringify(input.events),
    sealedSecret: sealText(context.appSecret, webhookSecretUse, secret),
    createdById: admin.id,
    createdAt: context.now.toISOString(),
  });
  return { endpoint: await getEndpoint(context.db, id), secret };
}

export async function getEndpoint(db: Executor, id: number): Promise<WebhookEndpoint> {
  const [row] = await repository.listEndpoints(db, { id });
  if (!row) throw notFound('Webhook not found');
  return toEndpoint(row);
}

/**
 * Stops an endpoint's deliveries from now on, those waiting for a retry included (failed, "The endpoint
 * was deleted"); its log stays, as the record of what was sent.
 */
export async function deleteEndpoint(db: Kysely<Database>, id: number, now: Date): Promise<WebhookEndpoint> {
  const endpoint = await getEndpoint(db, id);
  await db.transaction().execute(async (transaction) => {
    await repository.markEndpointDeleted(transaction, id, now.toISOString());
    await repository.endPendingDeliveries(transaction, id, 'The endpoint was deleted');
  });
  return endpoint;
}

/** Queues a `webhook.test` event to this endpoint alone, delivered (and logged) like any other. */
export async function queueTestEvent(db: Executor, id: number, now: Date): Promise<WebhookEndpoint> {
  const endpoint = await getEndpoint(db, id);
  await queueWebhookEvent(
    db,
    {
      type: webhookTestEvent,
      timestamp: now.toISOString(),
      data: {
        message: 'A test event from Crane Safety Induction',
        endpoint: { id: endpoint.id, url: endpoint.url },
      } satisfies WebhookTestEventData,
    },
    now,
    endpoint.id,
  );
  return endpoint;
}

/** The endpoint's log as of `now`: a delivery an instance is sending has no next try (null) until it is done. */
export async function listDeliveries(db: Executor, endpointId: number, now: Date): Promise<WebhookDelivery[]> {
  await getEndpoint(db, endpointId);
  return (await repository.listDeliveries(db, endpointId, deliveryLogLength)).map((row) => ({
    id: row.id,
    messageId: row.message_id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    lastStatusCode: row.last_status_code,
    lastError: row.last_error,
    // While an instance is trying it, the claim's end is no one's next try; a claim that ran out (its
    // instance stopped) is due again.
    nextAttemptAt: row.status === 'pending' && !isBeingSent(row, now) ? row.next_attempt_at : null,
    deliveredAt: row.delivered_at,
    createdAt: row.created_at,
  }));
}

/** Sends a delivery again, with the same `webhook-id` so the receiver can tell a repeat; not one being tried. */
export async function resendDelivery(
  db: Executor,
  deliveryId: number,
  now: Date,
): Promise<{ endpoint: WebhookEndpoint; event: string }> {
  const delivery = await repository.findDelivery(db, deliveryId);
  if (!delivery) throw notFound('Delivery not found');
  const endpoint = await getEndpoint(db, delivery.endpoint_id);
  if (delivery.status === 'pending') throw conflict('This delivery is still being tried');
  await repository.requeueDelivery(
    db,
    deliveryId,
    now.toISOString(),
    new Date(now.getTime() + retryWindowMilliseconds).toISOString(),
  );
  return { endpoint, event: delivery.event };
}

function isBeingSent(row: { claimed_at: string | null; next_attempt_at: string | null }, now: Date): boolean {
  return row.claimed_at !== null && row.next_attempt_at !== null && row.next_attempt_at > now.toISOString();
}

function toEndpoint(row: repository.EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEventType[],
    createdBy: row.created_by,
    createdAt: row.created_at,
    pending: Number(row.pending),
    failed: Number(row.failed),
  };
}
