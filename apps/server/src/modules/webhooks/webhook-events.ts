import { randomUUID } from 'node:crypto';
import {
  formatVerificationCode,
  verifyUrl,
  type CompletionEventData,
  type IntegrityEventData,
  type IntegrityReport,
  type LicenceEventData,
  type WebhookEventType,
} from '@crane/contract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseHrwlClasses } from '../records/completion-record.ts';
import * as repository from './webhooks.repository.ts';

/** Tries of one delivery go on for this long after the event (or a resend). */
export const retryWindowMilliseconds = 24 * 60 * 60_000;

/**
 * An event as its endpoints receive it (Standard Webhooks: `type`, `timestamp`, `data`); each type's
 * `data` is the contract's (webhook-payloads.ts), which the OpenAPI document's `webhooks` section shows.
 */
export type WebhookPayload = { type: string; timestamp: string; data: Record<string, unknown> };

/** Completions read per query, and deliveries written per statement, when one change queues many events. */
const batchSize = 500;

/** The deliveries of one event, one per endpoint, each with its own `webhook-id`. */
function deliveriesOf(endpointIds: number[], payload: WebhookPayload, now: Date) {
  const body = JSON.stringify(payload);
  return endpointIds.map((endpointId) => ({
    endpointId,
    messageId: `msg_${randomUUID()}`,
    event: payload.type,
    payload: body,
    now: now.toISOString(),
    retryUntil: new Date(now.getTime() + retryWindowMilliseconds).toISOString(),
  }));
}

/**
 * Queues an event for every endpoint that subscribes to it (or for one endpoint: a test event), in the
 * caller's transaction: the event and its deliveries are written together or not at all, and the
 * webhook worker sends them after the commit (decision 40). Answers how many were queued.
 */
export async function queueWebhookEvent(
  db: Executor,
  payload: WebhookPayload,
  now: Date,
  onlyEndpointId?: number,
): Promise<number> {
  const endpointIds =
    onlyEndpointId === undefined ? await repository.listSubscribers(db, payload.type) : [onlyEndpointId];
  await repository.insertDeliveries(db, deliveriesOf(endpointIds, payload, now));
  return endpointIds.length;
}

type CompletionEventType = Extract<WebhookEventType, `completion.${string}`>;

/**
 * What a completion event tells of its completion: the person (no identity documents), the induction
 * and version, the attempt, the certificate's public check, what became of it, and links to the
 * certificate PDF and the record in the API (read with a token) rather than any file itself.
 */
function completionEventData(row: repository.CompletionForEvent, publicUrl: string): CompletionEventData {
  const api = `${publicUrl}/api`;
  return {
    completion: {
      id: row.id,
      progressId: row.progress_id,
      attempt: row.attempt,
      completedAt: row.completed_at,
      language: row.language,
      person: {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        phone: row.phone,
        company: row.company,
      },
      induction: { id: row.induction_id, title: row.induction_title, version: row.version },
      certificate:
        row.code === null
          ? null
          : {
              // Written as everywhere else it is shown (7KQ4-M2XD-9BWT), so that a receiver can match it.
              verificationCode: formatVerificationCode(row.code),
              verifyUrl: verifyUrl(publicUrl, row.code),
              isRevoked: row.revoked_at !== null || row.reset_at !== null,
            },
      revocation:
        row.revoked_at === null ? null : { at: row.revoked_at, reason: row.revoked_reason, by: row.revoked_by },
      reset: row.reset_at === null ? null : { at: row.reset_at, reason: row.reset_reason, by: row.reset_by },
      // When a version asking everyone to take the induction again was published (null while it stands).
      supersededAt: row.superseded_at,
      // The seal, sent out of the database: a receiver that keeps it witnesses the record (decision 28).
      evidence: row.sequence === null || row.seal === null ? null : { sequence: row.sequence, seal: row.seal },
      links: {
        certificatePdf: `${api}/inductions/${row.induction_id}/progress/${row.progress_id}/certificate`,
        attempts: `${api}/admin/completions/${row.id}/attempts`,
        evidence: `${api}/admin/completions/${row.id}/evidence`,
      },
    },
  };
}

/**
 * Queues a completion event for each of these completions, as they stand in the caller's transaction,
 * for every endpoint that subscribes to it; nothing is read when none does. Answers how many deliveries
 * were queued.
 */
export async function queueCompletionEvents(
  db: Executor,
  type: CompletionEventType,
  completionIds: number[],
  context: { publicUrl: string; now: Date },
): Promise<number> {
  const endpointIds = await repository.listSubscribers(db, type);
  if (endpointIds.length === 0) return 0;
  const timestamp = context.now.toISOString();
  let queued = 0;
  for (let start = 0; start < completionIds.length; start += batchSize) {
    const batch = completionIds.slice(start, start + batchSize);
    const rows = await repository.findCompletionsForEvent(db, batch);
    if (rows.length !== batch.length) throw notFound('Completion not found');
    const deliveries = rows.flatMap((row) =>
      deliveriesOf(endpointIds, { type, timestamp, data: completionEventData(row, context.publicUrl) }, context.now),
    );
    for (let first = 0; first < deliveries.length; first += batchSize) {
      await repository.insertDeliveries(db, deliveries.slice(first, first + batchSize));
    }
    queued += deliveries.length;
  }
  return queued;
}

/** Queues a completion event for one completion (see `queueCompletionEvents`). */
export function queueCompletionEvent(
  db: Executor,
  type: CompletionEventType,
  completionId: number,
  context: { publicUrl: string; now: Date },
): Promise<number> {
  return queueCompletionEvents(db, type, [completionId], context);
}

/**
 * Queues a licence event with what an integrator needs of the licence: its holder, kind, number, state,
 * classes, expiry and review, the SHA-256 of each photo a verdict is on, and a link to the register in the
 * API (read with a token); never a photo nor its address.
 */
export async function queueLicenceEvent(
  db: Executor,
  type: Extract<WebhookEventType, `licence.${string}`>,
  licenceId: number,
  context: { publicUrl: string; now: Date },
): Promise<number> {
  const row = await repository.findLicenceForEvent(db, licenceId);
  if (!row) throw notFound('Licence not found');
  const data: LicenceEventData = {
    licence: {
      id: row.id,
      completionId: row.completion_id,
      person: { firstName: row.first_name, lastName: row.last_name, email: row.email, company: row.company },
      kind: row.kind,
      name: row.name,
      number: row.number,
      state: row.state,
      classes: parseHrwlClasses(row.classes_json),
      expiry: row.expiry || null,
      status: row.status,
      reviewedBy: row.reviewed_by,
      reviewedAt: row.reviewed_at,
      rejectionReason: row.rejection_reason,
      frontSha256: row.front_sha256,
      backSha256: row.back_sha256,
      links: { register: `${context.publicUrl}/api/admin/licences?q=${encodeURIComponent(row.email)}` },
    },
  };
  return queueWebhookEvent(db, { type, timestamp: context.now.toISOString(), data }, context.now);
}

/**
 * Queues `integrity.broken` (decision 28): a check found the sealed records altered, where the last
 * check did not. What was found and where; the record itself is read through the API.
 */
export function queueIntegrityEvent(
  db: Executor,
  check: { id: number; startedBy: string; startedAt: string },
  report: IntegrityReport & { firstBrokenCompletionId: number; problem: string },
  context: { publicUrl: string; now: Date },
): Promise<number> {
  const data: IntegrityEventData = {
    check: {
      ...check,
      checkedAt: report.checkedAt,
      checked: report.checked,
      firstBrokenCompletionId: report.firstBrokenCompletionId,
      problem: report.problem,
      links: {
        evidence: `${context.publicUrl}/api/admin/completions/${report.firstBrokenCompletionId}/evidence`,
        integrity: `${context.publicUrl}/admin/settings?tab=integrity`,
      },
    },
  };
  return queueWebhookEvent(db, { type: 'integrity.broken', timestamp: context.now.toISOString(), data }, context.now);
}
