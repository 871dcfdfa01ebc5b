import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  completionExpiry,
  completionStatus,
  formatIsoDay,
  formatVerificationCode,
  type CompletionsFilter,
  type CompletionStatus,
} from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { csvByteOrderMark, csvRecord } from '../../lib/csv.ts';
import { listMatchesAfter, type CompletionSearch, type ExportedCompletion } from './completion-search.repository.ts';
import { toCompletionSearch } from './records.service.ts';

/** Completions read per query: a batch is a few hundred KB of CSV, whatever the number of matches. */
export const exportBatchSize = 1000;

const header = [
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'Company',
  'Emergency Contact',
  'Emergency Phone',
  'Induction',
  'Completed',
  'Expires',
  'Validity',
  'Verification Code',
  'Attempt',
];

const statusWords: Record<CompletionStatus, string> = {
  valid: 'Valid',
  expiring: 'Expiring',
  expired: 'Expired',
  revoked: 'Revoked',
  reset: 'Reset',
  superseded: 'Superseded',
};

/** `completions-YYYY-MM-DD.csv`, the day of the export in the company's time zone. */
export const exportFileName = (now: Date, timeZone: string) =>
  `completions-${formatIsoDay(now.toISOString(), timeZone)}.csv`;

/**
 * A completion's fields in the order of the header; dates as days in the company's time zone (as the
 * list and the documents show them), validity as the records compute it (Revoked once withdrawn, Reset,
 * Superseded), and which attempt of the person it was.
 */
export function toExportFields(row: ExportedCompletion, now: Date, timeZone: string): string[] {
  return [
    row.first_name,
    row.last_name,
    row.email,
    row.phone,
    row.company,
    row.emergency_contact_name,
    row.emergency_contact_phone,
    row.induction_title,
    formatIsoDay(row.completed_at, timeZone),
    formatIsoDay(completionExpiry(row.completed_at).toISOString(), timeZone),
    statusWords[
      completionStatus(
        {
          completedAt: row.completed_at,
          revokedAt: row.revoked_at,
          resetAt: row.reset_at,
          supersededAt: row.superseded_at,
        },
        now,
      )
    ],
    formatVerificationCode(row.verification_code),
    String(row.attempt),
  ];
}

/**
 * Every completion matching the search and filter, latest first, as a CSV stream (the export of the
 * Completed Inductions list, decision 13). The first batch is read before the stream is made, so a
 * failing database answers an error rather than a truncated file; the rest is read a batch at a time
 * as the client takes the data, so memory stays at one batch however many completions match.
 */
export async function exportCompletions(
  db: Kysely<Database>,
  filter: CompletionsFilter,
  now: Date,
  timeZone: string,
  batchSize = exportBatchSize,
): Promise<Readable> {
  const search = await toCompletionSearch(db, filter);
  const first = await listMatchesAfter(db, search, undefined, batchSize);
  return Readable.from(csvChunks(db, search, first, { now, timeZone }, batchSize), { objectMode: false });
}

async function* csvChunks(
  db: Kysely<Database>,
  search: CompletionSearch,
  first: ExportedCompletion[],
  { now, timeZone }: { now: Date; timeZone: string },
  batchSize: number,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRecord(header);
  let batch = first;
  while (batch.length > 0) {
    yield batch.map((row) => csvRecord(toExportFields(row, now, timeZone))).join('');
    const last = batch.at(-1)!;
    if (batch.length < batchSize) return;
    batch = await listMatchesAfter(db, search, { completedAt: last.completed_at, id: last.id }, batchSize);
  }
}
