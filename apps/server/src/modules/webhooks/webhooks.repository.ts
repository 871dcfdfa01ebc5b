import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

export function insertEndpoint(
  db: Executor,
  endpoint: {
    url: string;
    description: string;
    events: string;
    sealedSecret: string;
    createdById: number;
    createdAt: string;
  },
): Promise<{ id: number }> {
  return db
    .insertInto('webhook_endpoints')
    .values({
      url: endpoint.url,
      description: endpoint.description,
      events: endpoint.events,
      sealed_secret: endpoint.sealedSecret,
      created_by_id: endpoint.createdById,
      created_at: endpoint.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * The endpoints not deleted, newest first, with their maker and how many deliveries wait or failed: every
 * one, one by its id, or those one admin made.
 */
export function listEndpoints(db: Executor, only: { id?: number; createdById?: number } = {}) {
  let query = db
    .selectFrom('webhook_endpoints')
    .innerJoin('admin_users', 'admin_users.id', 'webhook_endpoints.created_by_id')
    .select((eb) => [
      'webhook_endpoints.id',
      'webhook_endpoints.url',
      'webhook_endpoints.description',
      'webhook_endpoints.events',
      'webhook_endpoints.created_at',
      'admin_users.name as created_by',
      eb
        .selectFrom('webhook_deliveries')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('webhook_deliveries.endpoint_id', '=', 'webhook_endpoints.id')
        .where('webhook_deliveries.status', '=', 'pending')
        .as('pending'),
      eb
        .selectFrom('webhook_deliveries')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('webhook_deliveries.endpoint_id', '=', 'webhook_endpoints.id')
        .where('webhook_deliveries.status', '=', 'failed')
        .as('failed'),
    ])
    .where('webhook_endpoints.deleted_at', 'is', null)
    .orderBy('webhook_endpoints.id', 'desc');
  if (only.id !== undefined) query = query.where('webhook_endpoints.id', '=', only.id);
  if (only.createdById !== undefined) query = query.where('webhook_endpoints.created_by_id', '=', only.createdById);
  return query.execute();
}

export type EndpointRow = Awaited<ReturnType<typeof listEndpoints>>[number];

export async function markEndpointDeleted(db: Executor, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives up the deliveries of an endpoint still waiting for a try, saying why; the log keeps them. */
export async function endPendingDeliveries(db: Executor, endpointId: number, reason: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'failed', next_attempt_at: null, claimed_at: null, last_error: reason })
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .execute();
}

/** The endpoints (not deleted) that subscribe to `event`, with their sealed secrets. */
export async function listSubscribers(db: Executor, event: string) {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('deleted_at', 'is', null)
    .execute();
  return rows.filter((row) => (JSON.parse(row.events) as string[]).includes(event)).map((row) => row.id);
}

export async function insertDeliveries(
  db: Executor,
  deliveries: {
    endpointId: number;
    messageId: string;
    event: string;
    payload: string;
    now: string;
    retryUntil: string;
  }[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await db
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((delivery) => ({
        endpoint_id: delivery.endpointId,
        message_id: delivery.messageId,
        event: delivery.event,
        payload: delivery.payload,
        status: 'pending' as const,
        next_attempt_at: delivery.now,
        retry_until: delivery.retryUntil,
        created_at: delivery.now,
      })),
    )
    .execute();
}

/** Deliveries due at `now`, first due first (the due index's order, m0053), with where they go. */
export function dueDeliveriesQuery(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
    .select([
      'webhook_deliveries.id',
      'webhook_deliveries.endpoint_id',
      'webhook_deliveries.message_id',
      'webhook_deliveries.event',
      'webhook_deliveries.payload',
      'webhook_deliveries.attempts',
      'webhook_deliveries.next_attempt_at',
      'webhook_endpoints.url',
      'webhook_endpoints.sealed_secret',
    ])
    .where('webhook_deliveries.status', '=', 'pending')
    .where('webhook_deliveries.next_attempt_at', '<=', now)
    .where('webhook_endpoints.deleted_at', 'is', null)
    .orderBy('webhook_deliveries.next_attempt_at')
    .orderBy('webhook_deliveries.id')
    .limit(limit);
}

export const findDueDeliveries = (db: Executor, now: string, limit: number) =>
  dueDeliveriesQuery(db, now, limit).execute();

export type DueDelivery = Awaited<ReturnType<typeof findDueDeliveries>>[number];

/**
 * Reserves a due delivery for this instance from `claim.at` until `claim.until`: only the instance whose
 * update finds the due time it read wins, so each try is made by one instance.
 */
export async function claimDelivery(
  db: Executor,
  delivery: Pick<DueDelivery, 'id' | 'next_attempt_at'>,
  claim: { at: string; until: string },
): Promise<boolean> {
  const result = await db
    .updateTable('webhook_deliveries')
    .set({ next_attempt_at: claim.until, claimed_at: claim.at })
    .where('id', '=', delivery.id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '=', delivery.next_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records the try of a delivery this instance claimed that the receiver answered with a 2xx: never sent again. */
export async function recordDelivered(
  db: Executor,
  id: number,
  outcome: { attempts: number; statusCode: number; deliveredAt: string },
): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({
      status: 'delivered',
      attempts: outcome.attempts,
      next_attempt_at: null,
      last_status_code: outcome.statusCode,
      last_error: null,
      delivered_at: outcome.deliveredAt,
      claimed_at: null,
    })
    .where('id', '=', id)
    .execute();
}

/** A try that failed (or was not made, its endpoint failing): what each such record sets. */
type FailedTry = { attempts: number; nextAttemptAt: string; statusCode: number | null; lastError: string };

/**
 * The one home of the give-up rule: a failed try is tried again at `nextAttemptAt`, or given up (failed)
 * when that is past the delivery's `retry_until` (ISO times compared as text, alike on both databases).
 */
function failedTrySet(failed: FailedTry) {
  const givenUp = sql<boolean>`${failed.nextAttemptAt} > retry_until`;
  return {
    status: sql<'failed' | 'pending'>`case when ${givenUp} then 'failed' else 'pending' end`,
    attempts: failed.attempts,
    next_attempt_at: sql<string | null>`case when ${givenUp} then null else ${failed.nextAttemptAt} end`,
    last_status_code: failed.statusCode,
    last_error: failed.lastError,
    delivered_at: null,
    claimed_at: null,
  };
}

/** Records the failed try of a delivery this instance claimed; answers what it came to (pending or failed). */
export function recordFailedAttempt(db: Executor, id: number, failed: FailedTry) {
  return db
    .updateTable('webhook_deliveries')
    .set(failedTrySet(failed))
    .where('id', '=', id)
    .returning(['status', 'attempts'])
    .executeTakeFirstOrThrow();
}

/** How many tries the endpoint's deliveries due at `now` have had: each count's next try waits alike. */
export async function listDueAttemptCounts(db: Executor, endpointId: number, now: string): Promise<number[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .select('attempts')
    .distinct()
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .execute();
  return rows.map((row) => row.attempts);
}

/**
 * Records a try, made without a request or a claim, of up to `limit` of the endpoint's deliveries due at
 * `now` that had `attempts` tries (their endpoint failed in this round): tried again at `nextAttemptAt`,
 * or given up (failed) when that is past a delivery's `retry_until`. One write where a claim and a record
 * of each took two; only deliveries still due are recorded (the conditions are checked again on the row
 * each updates), so that of several instances one counts each try, as claimDelivery does. Answers those
 * it recorded.
 */
export function recordUnsentAttempts(
  db: Executor,
  due: { endpointId: number; now: string; attempts: number; limit: number },
  outcome: { nextAttemptAt: string; lastError: string },
) {
  return db
    .updateTable('webhook_deliveries')
    .set(
      failedTrySet({
        attempts: due.attempts + 1,
        nextAttemptAt: outcome.nextAttemptAt,
        statusCode: null,
        lastError: outcome.lastError,
      }),
    )
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('endpoint_id', '=', due.endpointId)
          .where('status', '=', 'pending')
          .where('next_attempt_at', '<=', due.now)
          .where('attempts', '=', due.attempts)
          .orderBy('id')
          .limit(due.limit),
      ),
    )
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', due.now)
    .where('attempts', '=', due.attempts)
    .returning(['id', 'event', 'message_id', 'status', 'attempts'])
    .execute();
}

/** The last deliveries of an endpoint, newest first. */
export function listDeliveries(db: Executor, endpointId: number, limit: number) {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findDelivery(db: Executor, id: number) {
  return db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Sends a delivery again from now (with 24 hours of tries), whatever it came to. */
export async function requeueDelivery(db: Executor, id: number, now: string, retryUntil: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: now, retry_until: retryUntil, delivered_at: null, claimed_at: null })
    .where('id', '=', id)
    .execute();
}

/**
 * What a completion event tells of each of these completions (webhook-events.ts), the induction's title as the
 * worker took it (the version's), not the draft's (decision 27).
 */
export function findCompletionsForEvent(db: Executor, completionIds: number[]) {
  return db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .innerJoin('inductee_progress', 'inductee_progress.id', 'completions.progress_id')
    .leftJoin('induction_versions', 'induction_versions.id', 'inductee_progress.version_id')
    .leftJoin('certificates', 'certificates.completion_id', 'completions.id')
    .leftJoin('completion_evidence', 'completion_evidence.completion_id', 'completions.id')
    .select([
      'completions.id',
      'completions.progress_id',
      'completions.attempt',
      'completions.completed_at',
      'completions.language',
      'completions.first_name',
      'completions.last_name',
      'completions.email',
      'completions.phone',
      'completions.company',
      'completions.reset_at',
      'completions.reset_by',
      'completions.reset_reason',
      'completions.superseded_at',
      'inductions.id as induction_id',
      'induction_versions.version',
      'certificates.code',
      'certificates.revoked_at',
      'certificates.revoked_reason',
      'certificates.revoked_by',
      'completion_evidence.sequence',
      'completion_evidence.seal',
    ])
    .select((eb) => eb.fn.coalesce('induction_versions.title', 'inductions.title').as('induction_title'))
    .where('completions.id', 'in', completionIds)
    .orderBy('completions.id')
    .execute();
}

export type CompletionForEvent = Awaited<ReturnType<typeof findCompletionsForEvent>>[number];

/** What a licence event tells of its licence and its holder. */
export function findLicenceForEvent(db: Executor, licenceId: number) {
  return db
    .selectFrom('licences')
    .select([
      'id',
      'completion_id',
      'email',
      'first_name',
      'last_name',
      'company',
      'kind',
      'name',
      'number',
      'state',
      'classes_json',
      'expiry',
      'status',
      'reviewed_by',
      'reviewed_at',
      'rejection_reason',
      'front_sha256',
      'back_sha256',
    ])
    .where('id', '=', licenceId)
    .executeTakeFirst();
}
