import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import {
  addDays,
  formatIsoDay,
  licenceExpiringDays,
  licenceExpiryLabels,
  licenceExpiryState,
  licenceKindLabels,
  licenceStatusLabels,
  type LicenceRegisterFilter,
  type LicenceRegisterPage,
  type LicenceRegisterQuery,
  type RegisterLicence,
} from '@crane/contract';
import type { Database, LicenceRow } from '../../db/database.ts';
import { csvByteOrderMark, csvRecord } from '../../lib/csv.ts';
import { normaliseSearch } from '../records/completion-search.ts';
import { toLicence } from './licence-rows.ts';
import * as repository from './licences.repository.ts';

/** The filter as the queries read it, its days measured from today in the company's time zone. */
export function toRegisterSearch(
  filter: LicenceRegisterFilter,
  now: Date,
  timeZone: string,
): repository.RegisterSearch {
  const today = formatIsoDay(now.toISOString(), timeZone);
  return {
    term: normaliseSearch(filter.q),
    classCode: filter.class,
    status: filter.status,
    expiresBy: filter.expiresWithinDays === undefined ? undefined : addDays(today, filter.expiresWithinDays),
    expired: filter.expired === true,
    today,
  };
}

const toRegisterLicence = (row: LicenceRow): RegisterLicence => ({
  ...toLicence(row),
  person: { firstName: row.first_name, lastName: row.last_name, email: row.email, company: row.company },
});

/** One page of the licence register (issue 15 §3): the current licence of each person and kind. */
export async function listRegister(
  db: Kysely<Database>,
  query: LicenceRegisterQuery,
  now: Date,
  timeZone: string,
): Promise<LicenceRegisterPage> {
  const search = toRegisterSearch(query, now, timeZone);
  const { total, isTotalExact, rows } = await repository.searchRegister(
    db,
    search,
    (query.page - 1) * query.pageSize,
    query.pageSize,
    { exactTotal: query.exactTotal },
  );
  return {
    items: rows.map(toRegisterLicence),
    total,
    isTotalExact,
    page: query.page,
    pageSize: query.pageSize,
    timeZone,
    today: search.today,
  };
}

/** The dashboard's two licence figures (issue 15 §3). */
export async function licenceFigures(db: Kysely<Database>, now: Date, timeZone: string) {
  const today = formatIsoDay(now.toISOString(), timeZone);
  return repository.countLicenceFigures(db, today, addDays(today, licenceExpiringDays));
}

/** Licences read per query of the export: a few hundred KB of CSV whatever the number of matches. */
export const registerExportBatchSize = 1000;

const header = [
  'First Name',
  'Last Name',
  'Email',
  'Company',
  'Licence',
  'Classes',
  'Number',
  'State',
  'Expiry',
  'Expiry Status',
  'Status',
  'Checked By',
  'Checked At',
  'Rejection Reason',
];

/** `licences-YYYY-MM-DD.csv`, the day of the export in the company's time zone. */
export const registerExportFileName = (now: Date, timeZone: string) =>
  `licences-${formatIsoDay(now.toISOString(), timeZone)}.csv`;

function toExportFields(row: LicenceRow, today: string, timeZone: string): string[] {
  const licence = toLicence(row);
  return [
    row.first_name,
    row.last_name,
    row.email,
    row.company,
    licence.kind === 'other' ? licence.name : licenceKindLabels[licence.kind],
    licence.classes.join(' '),
    licence.number,
    licence.state,
    licence.expiry,
    licenceExpiryLabels[licenceExpiryState(licence.expiry, today)],
    licenceStatusLabels[licence.status],
    licence.reviewedBy ?? '',
    licence.reviewedAt === null ? '' : formatIsoDay(licence.reviewedAt, timeZone),
    licence.rejectionReason ?? '',
  ];
}

/**
 * Every licence of the register matching the filter, in its order, as a CSV stream: the first batch is
 * read before the stream is made (a failing database answers an error, not a cut file), the rest a
 * batch at a time as the client takes it, so memory stays at one batch. Fields are neutralised against
 * spreadsheet formulas by csvRecord, as the completions export is.
 */
export async function exportRegister(
  db: Kysely<Database>,
  filter: LicenceRegisterFilter,
  now: Date,
  timeZone: string,
  batchSize = registerExportBatchSize,
): Promise<Readable> {
  const search = toRegisterSearch(filter, now, timeZone);
  const first = await repository.listRegisterAfter(db, search, undefined, batchSize);
  async function* chunks(): AsyncGenerator<string> {
    yield csvByteOrderMark + csvRecord(header);
    let batch = first;
    while (batch.length > 0) {
      yield batch.map((row) => csvRecord(toExportFields(row, search.today, timeZone))).join('');
      if (batch.length < batchSize) return;
      const last = batch.at(-1)!;
      batch = await repository.listRegisterAfter(db, search, { expirySort: last.expiry_sort, id: last.id }, batchSize);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
