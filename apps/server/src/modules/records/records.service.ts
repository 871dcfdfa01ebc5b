import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  CompletionAttempts,
  CompletionRecord,
  CompletionsFilter,
  CompletionsPage,
  CompletionsQuery,
  Dashboard,
} from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { normaliseSearch, normaliseSearchTerm } from './completion-search.ts';
import { searchCompletions, type CompletionSearch } from './completion-search.repository.ts';
import { toCompletionRecord } from './completion-record.ts';
import * as repository from './records.repository.ts';
import { listLicencesOfCompletions } from '../licences/licences.repository.ts';
import { licenceFigures } from '../licences/licence-register.ts';
import { withdrawCertificateOfReset } from '../certificates/certificates.service.ts';
import { queueCompletionEvent } from '../webhooks/webhook-events.ts';
import { lastIntegrityReport } from '../evidence/integrity-checks.ts';

/** Rows of Recent Induction Activity on the dashboard. */
const recentActivityLimit = 10;

/**
 * Spec §3 Dashboard response; entries missing a shown field are dropped (spec §3). The company's
 * time zone goes with it, for the screen to show the times in, and the last check of the sealed records.
 */
export async function getDashboard(db: Kysely<Database>, timeZone: string, now: Date): Promise<Dashboard> {
  const counts = await repository.countProgressByStatus(db);
  const licences = await licenceFigures(db, now, timeZone);
  const rows = await repository.listRecentActivity(db, recentActivityLimit);
  const integrity = await lastIntegrityReport(db);
  return {
    stats: { totalInductions: counts.total, inProgressCount: counts.inProgress, completedCount: counts.completed },
    licences,
    recentActivity: rows.flatMap((row) => {
      if (!row.email || !row.title || !row.status || !row.last_accessed_at) return [];
      const name = row.first_name ? `${row.first_name} ${row.last_name ?? ''}`.trim() : row.email;
      return [
        {
          inductee: { name, email: row.email },
          induction: { title: row.title },
          progress: { status: row.status, lastAccessedAt: row.last_accessed_at },
        },
      ];
    }),
    integrity,
    timeZone,
  };
}

/**
 * The search and filter of the Completed Inductions list as the repository takes them: the term
 * normalised, and the inductions whose title contains it (matched here, as titles change and there
 * are few inductions).
 */
export async function toCompletionSearch(db: Kysely<Database>, filter: CompletionsFilter): Promise<CompletionSearch> {
  const term = normaliseSearchTerm(filter.q);
  const inductionIds =
    term === ''
      ? []
      : (await repository.listInductionTitles(db))
          .filter((induction) => normaliseSearch(induction.title).includes(term))
          .map((induction) => induction.id);
  return { term, inductionIds, filterInductionId: filter.inductionId, history: filter.history };
}

/**
 * One page of completions matching the search and filter (server-side, docs/decisions/0013-completion-records.md),
 * with the company's time zone for the screen to show the dates in.
 */
export async function listCompletions(
  db: Kysely<Database>,
  query: CompletionsQuery,
  timeZone: string,
  now: Date,
): Promise<CompletionsPage> {
  const search = await toCompletionSearch(db, query);
  const offset = (query.page - 1) * query.pageSize;
  const { total, isTotalExact, rows } = await searchCompletions(db, search, offset, query.pageSize, {
    exactTotal: query.exactTotal,
  });
  const items = await withFiles(db, rows, now);
  return { items, total, isTotalExact, page: query.page, pageSize: query.pageSize, timeZone };
}

/** The completion of this progress in this induction, or 404. */
export async function getCompletion(
  db: Kysely<Database>,
  inductionId: number,
  progressId: number,
  now: Date,
): Promise<CompletionRecord> {
  const row = await repository.findCompletion(db, inductionId, progressId);
  if (!row) throw notFound('Completion not found');
  const [record] = await withFiles(db, [row], now);
  return record!;
}

/** A completion by its id, or 404. */
export async function getCompletionById(
  db: Kysely<Database>,
  completionId: number,
  now: Date,
): Promise<CompletionRecord> {
  const row = await repository.findCompletionById(db, completionId);
  if (!row) throw notFound('Completion not found');
  const [record] = await withFiles(db, [row], now);
  return record!;
}

/**
 * Every attempt of the person of this completion at its induction, the first first (the History
 * action, issue 14), or 404.
 */
export async function listAttempts(
  db: Kysely<Database>,
  completionId: number,
  timeZone: string,
  now: Date,
): Promise<CompletionAttempts> {
  const completion = await repository.findCompletionById(db, completionId);
  if (!completion) throw notFound('Completion not found');
  const rows = await repository.listCompletionsOfPerson(db, completion.email, completion.induction_id);
  return { items: await withFiles(db, rows, now), timeZone };
}

async function withFiles(
  db: Kysely<Database>,
  rows: repository.CompletionWithTitle[],
  now: Date,
): Promise<CompletionRecord[]> {
  const files = await repository.listCompletionFiles(
    db,
    rows.map((row) => row.id),
  );
  const signatures = await repository.listSignatures(
    db,
    rows.map((row) => row.progress_id),
  );
  const licences = await listLicencesOfCompletions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCompletionRecord(row, files, signatures, licences, now));
}

/** Who resets, and why (empty when the dialog's reason was left blank). */
export type Reset = { adminName: string; reason: string; now: Date };

/**
 * Resets a progress so the person can take the induction again (spec §4 Reset, as issue 14 changed
 * it, decision 26). A completed attempt is kept as evidence: its completion is marked reset with who,
 * when and why, and its certificate answers the public check as revoked by the reset; its documents
 * can still be downloaded, and the next start begins a new attempt. An unfinished attempt is what
 * the confirmation says is lost: it is deleted with its page records and signatures, then their files.
 */
export async function resetProgress(
  {
    db,
    storage,
    log,
    publicUrl,
  }: { db: Kysely<Database>; storage: FileStorage; log: FastifyBaseLogger; publicUrl: string },
  progressId: number,
  reset: Reset,
): Promise<void> {
  const keys = await db.transaction().execute(async (transaction) => {
    const progress = await repository.lockProgress(transaction, progressId);
    if (!progress) throw notFound('Progress not found');
    if (progress.status === 'completed') {
      const completionId = await repository.markCompletionReset(transaction, progressId, {
        reset_at: reset.now.toISOString(),
        reset_by: reset.adminName,
        reset_reason: reset.reason,
      });
      if (completionId === undefined) throw conflict('This induction has already been reset');
      // Told while the certificate still names the completion; the event marks it withdrawn.
      await queueCompletionEvent(transaction, 'completion.reset', completionId, { publicUrl, now: reset.now });
      await withdrawCertificateOfReset(transaction, progressId, reset.now);
      return [];
    }
    const owned = await repository.listSignatureKeys(transaction, progressId);
    await repository.deleteUnfinishedProgress(transaction, progressId);
    return owned;
  });
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'could not delete a file of a reset progress; it is no longer referenced');
    }
  }
}
