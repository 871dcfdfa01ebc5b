import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { auditActionLabels, formatDateTime, formatIsoDay, type AuditFilter } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { csvByteOrderMark, csvRecord } from '../../lib/csv.ts';
import { listAuditEntriesAfter, type AuditRow, type AuditSearch } from './audit.repository.ts';
import { toAuditSearch } from './audit.service.ts';

/** Entries read per query: memory stays at one batch however long the log. */
export const auditExportBatchSize = 1000;

const header = [
  'When',
  'When (UTC)',
  'Admin ID',
  'Admin Email',
  'Action',
  'Target Type',
  'Target ID',
  'Target',
  'Client Address',
  'Details',
];

/** `audit-log-YYYY-MM-DD.csv`, the day of the export in the company's time zone. */
export const auditExportFileName = (now: Date, timeZone: string) =>
  `audit-log-${formatIsoDay(now.toISOString(), timeZone)}.csv`;

const toFields = (row: AuditRow, timeZone: string): string[] => [
  formatDateTime(row.at, timeZone),
  row.at,
  row.actor_id === null ? '' : String(row.actor_id),
  row.actor_email,
  auditActionLabels[row.action],
  row.target_type ?? '',
  row.target_id ?? '',
  row.target_label ?? '',
  row.client_address,
  row.details,
];

/**
 * The entries matching the filters, newest first, as a CSV stream, like the completions export
 * (decision 13): the first batch is read before the stream is made, the rest by keyset as the client
 * takes the data.
 */
export async function exportAudit(
  db: Kysely<Database>,
  filter: AuditFilter,
  timeZone: string,
  batchSize = auditExportBatchSize,
): Promise<Readable> {
  const search = toAuditSearch(filter, timeZone);
  const first = await listAuditEntriesAfter(db, search, undefined, batchSize);
  return Readable.from(csvChunks(db, search, first, timeZone, batchSize), { objectMode: false });
}

async function* csvChunks(
  db: Kysely<Database>,
  search: AuditSearch,
  first: AuditRow[],
  timeZone: string,
  batchSize: number,
): AsyncGenerator<string> {
  yield csvByteOrderMark + csvRecord(header);
  let batch = first;
  while (batch.length > 0) {
    yield batch.map((row) => csvRecord(toFields(row, timeZone))).join('');
    const last = batch.at(-1)!;
    if (batch.length < batchSize) return;
    batch = await listAuditEntriesAfter(db, search, { at: last.at, id: last.id }, batchSize);
  }
}
