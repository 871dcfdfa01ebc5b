import type { Kysely } from 'kysely';
import {
  evidenceRecordFormat,
  EvidenceRecordSchema,
  type CompletionEvidence,
  type EvidenceRecord,
  type IntegrityReport,
} from '@crane/contract';
import type { AttemptRequestsTable, Database, Executor } from '../../db/database.ts';
import { certificateName } from '../certificates/certificates.service.ts';
import { canonicalJson, sha256Hex } from '../../lib/canonical-json.ts';
import { giveWay } from '../../lib/give-way.ts';
import { notFound } from '../../lib/app-error.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { buildEvidenceRecords } from './evidence-record.ts';
import * as repository from './evidence.repository.ts';

/** Completions read per query when sealing old ones or checking the chain. */
const batchSize = 500;

/** A seal: SHA-256 of the previous seal, a newline and the record's canonical JSON. */
export const sealOf = (previousSeal: string, record: string) => sha256Hex(`${previousSeal}\n${record}`);

const attemptRequestRow = (
  progressId: number,
  action: AttemptRequestsTable['action'],
  origin: RequestOrigin,
  now: Date,
) => ({
  progress_id: progressId,
  action,
  at: now.toISOString(),
  client_address: origin.clientAddress,
  user_agent: origin.userAgent,
});

/** Records a request that moved an attempt (start, signature, quiz, completion). */
export async function recordAttemptRequest(
  db: Executor,
  progressId: number,
  action: AttemptRequestsTable['action'],
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  await repository.insertAttemptRequest(db, attemptRequestRow(progressId, action, origin, now));
}

/**
 * The statements that make `update` (of the attempt `progressId`, e.g. a page move) and record the
 * request that made it, to commit as one (decision 12).
 */
export const withAttemptRequest =
  (db: Executor, progressId: number, action: AttemptRequestsTable['action'], origin: RequestOrigin, now: Date) =>
  (update: repository.AttemptUpdate) =>
    repository.withAttemptRequestStatements(db, update, attemptRequestRow(progressId, action, origin, now));

/**
 * Seals these completions, in order, as the next links of the chain; call it in the transaction that
 * records them (the completion's), so a completion never exists unsealed.
 */
export async function sealCompletions(db: Executor, completionIds: number[], now: Date): Promise<void> {
  if (completionIds.length === 0) return;
  await repository.lockChain(db);
  const gathered = await repository.gatherEvidence(db, completionIds);
  if (!gathered) return;
  const sealedAt = now.toISOString();
  const records = buildEvidenceRecords(gathered, () => sealedAt);
  const last = await repository.findLastEvidence(db);
  let sequence = last?.sequence ?? 0;
  let previousSeal = last?.seal ?? '';
  for (const completionId of completionIds) {
    const record = records.get(completionId);
    if (!record) throw new Error(`Completion ${completionId} cannot be sealed: it is not there`);
    const text = canonicalJson(record);
    const seal = sealOf(previousSeal, text);
    sequence += 1;
    await repository.insertEvidence(db, {
      sequence,
      completion_id: completionId,
      record: text,
      previous_seal: previousSeal,
      seal,
      sealed_at: sealedAt,
    });
    previousSeal = seal;
  }
}

/**
 * Seals the completions made before evidence (those up to the id the migration noted) that have no
 * evidence yet, the first first, a batch per transaction; run at start. One written around the app
 * later is not sealed here: the integrity check finds it. Answers how many were sealed.
 */
export async function sealUnsealedCompletions(db: Kysely<Database>, now: Date): Promise<number> {
  const upToId = await repository.findBacklogEnd(db);
  let sealed = 0;
  for (;;) {
    const ids = await repository.listUnsealedCompletionIds(db, batchSize, upToId);
    if (ids.length === 0) return sealed;
    await db.transaction().execute((transaction) => sealCompletions(transaction, ids, now));
    sealed += ids.length;
  }
}

/** A completion's evidence record and seal, or 404. */
export async function getEvidence(db: Kysely<Database>, completionId: number): Promise<CompletionEvidence> {
  const row = await repository.findEvidence(db, completionId);
  if (!row) throw notFound('Completion not found');
  const parsed = EvidenceRecordSchema.safeParse(JSON.parse(row.record));
  if (!parsed.success) throw new Error(`The evidence record of completion ${completionId} cannot be read`);
  const record = parsed.data;
  return { record, seal: row.seal, previousSeal: row.previous_seal, sequence: row.sequence };
}

/**
 * Whether the certificate shows what the completion says (it has just matched its sealed record): the
 * name, company and time the public check shows are copies, outside the record. Its induction title
 * is not compared: for certificates issued before versions it is the title of that day.
 */
function isCertificateAsCompleted(completion: repository.GatheredEvidence['completions'][number]): boolean {
  if (completion.verification_code === null) return true;
  return (
    completion.certificate_name ===
      certificateName({ firstName: completion.first_name, lastName: completion.last_name }) &&
    completion.certificate_company === completion.company &&
    completion.certificate_completed_at === completion.completed_at
  );
}

/**
 * The format a link's record was sealed in, to build the record again the same way; the current one
 * for a record that cannot be read (it then matches nothing, and the check says so).
 */
function sealedFormat(record: string): EvidenceRecord['format'] {
  try {
    const { format } = JSON.parse(record) as { format?: unknown };
    return format === 1 ? 1 : evidenceRecordFormat;
  } catch {
    return evidenceRecordFormat;
  }
}

/** How a check run in the background (integrity-checks.ts) follows one and stops it. */
export type IntegrityCheckProgress = {
  /** Told how many completions have matched so far, after each batch. */
  onBatch(checked: number): Promise<void>;
  /** Once aborted, the check throws its reason before the next batch. */
  signal: AbortSignal;
};

/**
 * Walks the chain from its start (decision 28): each link must follow the one before, its record
 * must be what the completion's rows say now, and its seal what the record and the previous seal
 * give. A completion without a link is one written around the app. The first problem is answered.
 */
export async function checkIntegrity(
  db: Kysely<Database>,
  now: Date,
  timeZone: string,
  progress?: IntegrityCheckProgress,
): Promise<IntegrityReport> {
  const checkedAt = now.toISOString();
  let checked = 0;
  let sequence = 0;
  let previousSeal = '';
  const broken = (completionId: number, problem: string): IntegrityReport => ({
    ok: false,
    checked,
    firstBrokenCompletionId: completionId,
    problem,
    checkedAt,
    timeZone,
  });
  for (;;) {
    progress?.signal.throwIfAborted();
    const links = await repository.listEvidenceAfter(db, sequence, batchSize);
    if (links.length === 0) break;
    const gathered = await repository.gatherEvidence(
      db,
      links.map((link) => link.completion_id),
    );
    const sealedAt = new Map(links.map((link) => [link.completion_id, link.sealed_at]));
    const formats = new Map(links.map((link) => [link.completion_id, sealedFormat(link.record)]));
    const records = gathered
      ? buildEvidenceRecords(
          gathered,
          (id) => sealedAt.get(id)!,
          (id) => formats.get(id)!,
        )
      : new Map<number, EvidenceRecord>();
    const completions = new Map(gathered?.completions.map((row) => [row.id, row]));
    for (const link of links) {
      if (link.sequence !== sequence + 1 || link.previous_seal !== previousSeal) {
        return broken(link.completion_id, 'The chain is broken before this completion: one was removed or inserted');
      }
      const record = records.get(link.completion_id);
      const completion = completions.get(link.completion_id);
      if (!record || !completion) return broken(link.completion_id, 'This completion was deleted');
      if (canonicalJson(record) !== link.record) {
        return broken(link.completion_id, 'This completion no longer matches its sealed record');
      }
      if (sealOf(previousSeal, link.record) !== link.seal) {
        return broken(link.completion_id, 'The seal of this completion does not match its record');
      }
      if (!isCertificateAsCompleted(completion)) {
        return broken(link.completion_id, 'The certificate of this completion no longer says what its record says');
      }
      checked += 1;
      sequence = link.sequence;
      previousSeal = link.seal;
    }
    await progress?.onBatch(checked);
    // Without this the whole check would run on SQLite before the server read another request, and
    // every worker's save would wait a minute a million completions.
    await giveWay();
  }
  const [unsealed] = await repository.listUnsealedCompletionIds(db, 1);
  if (unsealed !== undefined)
    return broken(unsealed, 'This completion has no sealed record: it was added around the app');
  return { ok: true, checked, checkedAt, timeZone };
}
