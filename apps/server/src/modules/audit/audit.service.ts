import type { Kysely } from 'kysely';
import {
  addDays,
  auditTargetTypes,
  startOfDayIn,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
  type AuditTargetType,
  type CompletionRecord,
} from '@crane/contract';
import type { Database, Executor } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { countCapFor, totalOf } from '../../lib/capped-count.ts';
import * as repository from './audit.repository.ts';

/** Who acted, from where, when. */
export type AuditActor = { id: number | null; email: string; clientAddress: string; now: Date };

/** An actor outside any request, named by `source`: the command line, or the server as it starts. */
export const localActor = (source: string, now: Date): AuditActor => ({
  id: null,
  email: source,
  clientAddress: 'local',
  now,
});

export type AuditTarget = { type: AuditTargetType; id: string | number | null; label: string };

/** What was done, to what, and what else matters (never a secret's value). */
export type AuditEvent = { action: AuditAction; target?: AuditTarget; details?: Record<string, unknown> };

/** Appends an entry to the audit log. */
export async function recordAudit(db: Executor, actor: AuditActor, event: AuditEvent): Promise<void> {
  await repository.insertAuditEntry(db, {
    at: actor.now.toISOString(),
    actor_id: actor.id,
    actor_email: actor.email,
    action: event.action,
    target_type: event.target?.type ?? null,
    target_id: event.target?.id === undefined || event.target.id === null ? null : String(event.target.id),
    target_label: event.target?.label ?? null,
    client_address: actor.clientAddress,
    details: JSON.stringify(event.details ?? {}),
  });
}

const fullName = (row: { first_name: string | null; last_name: string | null }) =>
  `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();

/** A completion as an entry's target: "Jane Rigger, Tower Crane Operations". */
export const completionRecordTarget = (record: CompletionRecord): AuditTarget => ({
  type: 'completion',
  id: record.id,
  label: `${record.inductee.firstName} ${record.inductee.lastName}, ${record.induction.title}`,
});

/** The same target, from a completion's row (`title`: its induction's) or, when it has none, its id. */
export const completionRowTarget = (
  completionId: number,
  row: { first_name: string | null; last_name: string | null; title: string } | undefined,
): AuditTarget => ({
  type: 'completion',
  id: completionId,
  label: row ? `${fullName(row)}, ${row.title}` : `#${completionId}`,
});

/** The same target, for a route that has only the completion's id. */
export async function completionTarget(db: Executor, completionId: number): Promise<AuditTarget> {
  return completionRowTarget(completionId, await repository.findCompletionLabel(db, completionId));
}

/** A progress as an entry's target: the person's name once completed, else their email, and the induction. */
export async function progressTarget(db: Executor, progressId: number): Promise<AuditTarget> {
  const row = await repository.findProgressLabel(db, progressId);
  if (!row) return { type: 'progress', id: progressId, label: `#${progressId}` };
  return { type: 'progress', id: progressId, label: `${fullName(row) || row.email}, ${row.title}` };
}

/** The target of a personal file an admin opened: its completion, and which document it is. */
export async function personalFileTarget(
  db: Executor,
  key: string,
): Promise<{ target: AuditTarget; document: string } | undefined> {
  if (key.startsWith('identity/')) {
    const file = await repository.findIdentityFileOwner(db, key);
    if (file) {
      return { target: { type: 'completion', id: file.id, label: fullName(file) }, document: file.field_name };
    }
    const licence = await repository.findLicenceFileOwner(db, key);
    if (!licence) return undefined;
    const side = licence.front_key === key ? 'front' : 'back';
    return {
      target: { type: 'completion', id: licence.completion_id, label: fullName(licence) },
      document: `licence_${licence.id}_${side}`,
    };
  }
  const signature = await repository.findSignatureOwner(db, key);
  if (!signature) return undefined;
  const target: AuditTarget =
    signature.completion_id === null
      ? { type: 'progress', id: signature.progress_id, label: signature.email }
      : { type: 'completion', id: signature.completion_id, label: fullName(signature) };
  return { target, document: 'signature' };
}

const targetPattern = new RegExp(`^(${auditTargetTypes.join('|')}):(\\S+)$`);

/** The filter as the query reads it: an id or part of an email, `type:id` or part of a label, moments for days. */
export function toAuditSearch(filter: AuditFilter, timeZone: string): repository.AuditSearch {
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('from must not be after to');
  const search: repository.AuditSearch = { action: filter.action };
  if (/^\d{1,9}$/.test(filter.actor)) search.actorId = Number(filter.actor);
  else if (filter.actor !== '') search.actorEmail = filter.actor.toLowerCase();
  const target = targetPattern.exec(filter.target);
  if (target) {
    search.targetType = target[1] as AuditTargetType;
    search.targetId = target[2];
  } else if (filter.target !== '') search.targetLabel = filter.target.toLowerCase();
  if (filter.from) search.fromAt = startOfDayIn(filter.from, timeZone);
  if (filter.to) search.beforeAt = startOfDayIn(addDays(filter.to, 1), timeZone);
  return search;
}

export function toAuditEntry(row: repository.AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    target:
      row.target_type === null ? null : { type: row.target_type, id: row.target_id, label: row.target_label ?? '' },
    clientAddress: row.client_address,
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

/**
 * A page of the audit log, newest first, with how many entries match the filters: up to a step past the
 * page unless `exactTotal` (decision 42).
 */
export async function listAudit(db: Kysely<Database>, query: AuditQuery, timeZone: string): Promise<AuditPage> {
  const search = toAuditSearch(query, timeZone);
  const offset = (query.page - 1) * query.pageSize;
  const cap = query.exactTotal ? undefined : countCapFor(offset, query.pageSize);
  const [counted, rows] = await Promise.all([
    repository.countAuditEntries(db, search, cap),
    repository.listAuditEntries(db, search, offset, query.pageSize),
  ]);
  const { total, isTotalExact } = totalOf(counted, cap);
  return { items: rows.map(toAuditEntry), total, isTotalExact, page: query.page, pageSize: query.pageSize, timeZone };
}
