import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { countStep, type Language } from '@crane/contract';
import type { Executor, LicenceRow } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { containsPattern, hasTrigrams, trigramPhrase } from '../records/completion-search.ts';
import { countRowsUpTo } from '../../db/count-rows-up-to.ts';
import { countCapFor, totalOf } from '../../lib/capped-count.ts';
import { keptCount } from '../records/records.repository.ts';
import { countIndexMatchesUpTo } from '../records/trigram-query.repository.ts';
import { registerFields, type NewLicence } from './licence-rows.ts';

/**
 * Records licences with one row per class they hold, and makes each the current licence of its
 * person, kind and name: the ones before it of the same person stop being current.
 */
export async function insertLicences(db: Executor, licences: readonly NewLicence[]) {
  const inserted: LicenceRow[] = [];
  for (const licence of licences) {
    const row = await db
      .insertInto('licences')
      .values({ ...licence.row, ...registerFields(licence.row) })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (licence.classes.length > 0) {
      await db
        .insertInto('licence_classes')
        .values(licence.classes.map((code) => ({ licence_id: row.id, class_code: code })))
        .execute();
    }
    await db
      .updateTable('licences')
      .set({ is_current: 0 })
      .where('email', '=', row.email)
      .where('kind', '=', row.kind)
      .where('name_key', '=', row.name_key)
      .where('id', '<', row.id)
      .where('is_current', '=', 1)
      .execute();
    inserted.push(row);
  }
  return inserted;
}

export function findLicence(db: Executor, id: number) {
  return db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The licences of these completions, in the order they were recorded. */
export function listLicencesOfCompletions(db: Executor, completionIds: readonly number[]) {
  if (completionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('licences')
    .selectAll()
    .where('completion_id', 'in', completionIds)
    .orderBy('completion_id')
    .orderBy('id')
    .execute();
}

/** Sets an administrator's verdict on a licence whose status is still `from`; false when it had changed. */
export async function setLicenceStatus(
  db: Executor,
  id: number,
  from: LicenceRow['status'],
  verdict: Pick<LicenceRow, 'status' | 'reviewed_by_id' | 'reviewed_by' | 'reviewed_at' | 'rejection_reason'>,
): Promise<boolean> {
  const result = await db
    .updateTable('licences')
    .set(verdict)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertUploadLink(
  db: Executor,
  link: {
    licence_id: number;
    token_hash: string;
    purpose: 'correct' | 'renew';
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('licence_upload_links').values(link).execute();
}

/** A one-time link by its token's hash, with the licence it is for. */
export function findUploadLink(db: Executor, tokenHash: string) {
  return db
    .selectFrom('licence_upload_links')
    .innerJoin('licences', 'licences.id', 'licence_upload_links.licence_id')
    .selectAll('licences')
    .select([
      'licence_upload_links.id as link_id',
      'licence_upload_links.purpose',
      'licence_upload_links.expires_at',
      'licence_upload_links.used_at',
    ])
    .where('licence_upload_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a link used, once: false when it was used already (a second request at the same time). */
export async function useUploadLink(db: Executor, linkId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('licence_upload_links')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A register search: the normalised term and the filters, with the days they are measured from. */
export type RegisterSearch = {
  term: string;
  classCode?: string | undefined;
  status?: LicenceRow['status'] | undefined;
  /** Expiry from `today` to this day, both included. */
  expiresBy?: string | undefined;
  expired: boolean;
  today: string;
};

/**
 * How a register query finds the licences of a class or with a term: through the class's rows and the
 * term's index, which give every match at once (`indexes`: few matches, or all of them); or by testing
 * each licence in turn (`walk`: many matches, walked in the register's order, so a page stops after
 * its rows). Both give the same licences: a licence's classes never change, so `classes_json` holds
 * what `licence_classes` does.
 */
type RegisterWay = 'indexes' | 'walk';

/** The register's rows: current licences matching the search (licences_register_index orders them). */
function registerQuery(db: Executor, search: RegisterSearch, way: RegisterWay = 'indexes') {
  let query = db.selectFrom('licences').where((eb) => eb.and(currentInRange('licences', search)));
  if (search.classCode !== undefined) {
    const classCode = search.classCode;
    query = query.where(
      way === 'walk'
        ? textContains(db, sql.ref('licences.classes_json'), JSON.stringify(classCode))
        : (eb) => eb('licences.id', 'in', classRows(db, classCode, search).select('licence_classes.licence_id')),
    );
  }
  if (search.term !== '') {
    query = query.where(
      way === 'walk' ? textContains(db, sql.ref('licences.search_text'), search.term) : matchesTerm(db, search.term),
    );
  }
  return query;
}

/**
 * The rows of a class among current licences in the search's expiry range and status, which
 * licence_classes_register_index (or licence_classes_status_index, with a status) holds in the
 * register's order: the licence's `is_current`, `expiry_sort` and `status` are copied to its class rows
 * by triggers (migrations m0035 and m0037).
 */
function classRows(db: Executor, classCode: string, search: RegisterSearch) {
  return db
    .selectFrom('licence_classes')
    .where('licence_classes.class_code', '=', classCode)
    .where((eb) => eb.and(currentInRange('licence_classes', search)));
}

/**
 * The search's currency, status and expiry range, tested on the licences or on their class rows, which
 * hold copies of those columns (migrations m0035 and m0037).
 */
function currentInRange(table: 'licences' | 'licence_classes', search: RegisterSearch): RawBuilder<SqlBool>[] {
  const column = (name: 'is_current' | 'status' | 'expiry_sort') => sql.ref(`${table}.${name}`);
  const conditions = [sql<SqlBool>`${column('is_current')} = ${1}`];
  if (search.status !== undefined) conditions.push(sql<SqlBool>`${column('status')} = ${search.status}`);
  if (search.expired) conditions.push(sql<SqlBool>`${column('expiry_sort')} < ${search.today}`);
  if (search.expiresBy !== undefined) {
    conditions.push(
      sql<SqlBool>`${column('expiry_sort')} >= ${search.today}`,
      sql<SqlBool>`${column('expiry_sort')} <= ${search.expiresBy}`,
    );
  }
  return conditions;
}

/** Whether the text contains `part` exactly, tested row by row. */
function textContains(db: Executor, text: RawBuilder<unknown>, part: string) {
  if (isPostgres(db)) return sql<SqlBool>`${text} like ${containsPattern(part)} escape ${sql.lit('\\')}`;
  return sql<SqlBool>`instr(${text}, ${part}) > 0`;
}

/**
 * The search term in the licence's search text: through the FTS5 trigram index on SQLite for a term
 * of 3 characters or more (row by row for a shorter one), through pg_trgm's index of the LIKE on
 * PostgreSQL. Exact and case-sensitive on text lower-cased in JavaScript (decision 13).
 */
function matchesTerm(db: Executor, term: string) {
  if (isPostgres(db) || !hasTrigrams(term)) return textContains(db, sql.ref('licences.search_text'), term);
  return sql<SqlBool>`licences.id in (select rowid from licences_search
    where licences_search match ${trigramPhrase(term)})`;
}

/** How many current licences match, every one counted. */
async function countRegister(db: Executor, search: RegisterSearch): Promise<number> {
  const { count } = await registerQuery(db, search)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * How many current licences match, counting at most `cap + 1`: driven by the class's rows or the term's
 * index when the search has one, joined so that they are read one by one and the count stops early
 * (as `in (…)` would collect every one first), and the other filters tested on each.
 */
async function countRegisterUpTo(db: Executor, search: RegisterSearch, cap: number): Promise<number> {
  if (search.classCode !== undefined && search.term === '') {
    // The class's rows hold every other filter: the count reads no licence.
    return countRowsUpTo(db, classRows(db, search.classCode, search).select(sql.lit(1).as('one')), cap);
  }
  let matches;
  if (search.classCode !== undefined) {
    matches = registerQuery(db, { ...search, classCode: undefined }, 'walk').innerJoin(
      classRows(db, search.classCode, search).select('licence_classes.licence_id').as('class_rows'),
      'class_rows.licence_id',
      'licences.id',
    );
  } else if (!isPostgres(db) && hasTrigrams(search.term)) {
    const phrase = trigramPhrase(search.term);
    matches = registerQuery(db, { ...search, term: '' }).innerJoin(
      sql<{ id: number }>`(select rowid as id from licences_search where licences_search match ${phrase})`.as(
        'term_matches',
      ),
      'term_matches.id',
      'licences.id',
    );
  } else {
    matches = registerQuery(db, search, 'walk');
  }
  return countRowsUpTo(db, matches.select(sql.lit(1).as('one')), cap);
}

/**
 * How many current licences match (up to a step past the page unless `exactTotal`, decision 42), and
 * one page of them, by expiry (none last), then as recorded. Few matches are collected through the
 * indexes and sorted; many are walked in order.
 */
export async function searchRegister(
  db: Executor,
  search: RegisterSearch,
  offset: number,
  limit: number,
  { exactTotal = false } = {},
) {
  const cap = exactTotal ? undefined : countCapFor(offset, limit);
  const counted = cap === undefined ? await countRegister(db, search) : await countRegisterUpTo(db, search, cap);
  const { total, isTotalExact } = totalOf(counted, cap);
  if (offset >= total) return { total, isTotalExact, rows: [] };
  if (search.classCode !== undefined && search.term === '') {
    return {
      total,
      isTotalExact,
      rows: await classPage(db, search.classCode, search, offset, limit),
    };
  }
  const isFew = (isTotalExact && total <= countStep) || (await hasFewTermMatches(db, search));
  const rows = await registerQuery(db, search, isFew ? 'indexes' : 'walk')
    .selectAll('licences')
    .orderBy('licences.expiry_sort')
    .orderBy('licences.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return { total, isTotalExact, rows };
}

/**
 * A page of a class's licences (without a term): its class rows in the expiry range and status are
 * walked in their index, which is in the register's order (their `expiry_sort` and `licence_id` are
 * the licence's), and each is a match, so the page stops after its rows however many the class has.
 * Collecting the 987 licences of `class=DG&expiresWithinDays=90` (100,000 completions) and sorting them
 * took 6 ms.
 */
function classPage(db: Executor, classCode: string, search: RegisterSearch, offset: number, limit: number) {
  return registerQuery(db, { ...search, classCode: undefined }, 'walk')
    .innerJoin(
      classRows(db, classCode, search)
        .select(['licence_classes.licence_id', 'licence_classes.expiry_sort'])
        .as('class_rows'),
      'class_rows.licence_id',
      'licences.id',
    )
    .selectAll('licences')
    .orderBy('class_rows.expiry_sort')
    .orderBy('class_rows.licence_id')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Below this many licences holding a term, a page collects and sorts them all (hasFewTermMatches). */
const termMatchesCollected = 10_000;

/**
 * Whether so few licences hold the search's term (SQLite, without a class) that collecting them from
 * the trigram index and sorting them costs less than walking the register until a page of them: the
 * sort costs under a microsecond a match, but a walk's cost depends on where the matches lie in
 * expiry order. Licence numbers issued together expire together: with 1,500,000 licences, the 5,556
 * holding "hrwl-12" took 16 ms to walk to 25 of them and 4.6 ms to collect (issue 18).
 */
async function hasFewTermMatches(db: Executor, search: RegisterSearch): Promise<boolean> {
  if (isPostgres(db) || !hasTrigrams(search.term) || search.classCode !== undefined) return false;
  const matches = await countIndexMatchesUpTo(db, 'licences_search', trigramPhrase(search.term), termMatchesCollected);
  return matches < termMatchesCollected;
}

/** The matches after `after` in the register's order, for the export a batch at a time. */
export function listRegisterAfter(
  db: Executor,
  search: RegisterSearch,
  after: { expirySort: string; id: number } | undefined,
  limit: number,
) {
  let query = registerQuery(db, search).selectAll('licences');
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('licences.expiry_sort', '>', after.expirySort),
        eb.and([eb('licences.expiry_sort', '=', after.expirySort), eb('licences.id', '>', after.id)]),
      ]),
    );
  }
  return query.orderBy('licences.expiry_sort').orderBy('licences.id').limit(limit).execute();
}

/** The dashboard's figures: current licences expiring from today to `by`, and those waiting for a check. */
export async function countLicenceFigures(db: Executor, today: string, by: string) {
  const count = async (search: Partial<RegisterSearch>) => {
    const { count: value } = await registerQuery(db, { term: '', expired: false, today, ...search })
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(value);
  };
  // Pending verification: the count the database keeps (migration m0032), as there may be a million.
  return { expiringSoon: await count({ expiresBy: by }), pendingVerification: await keptCount(db, 'licences_pending') };
}

/** The language of the completion a licence was declared at, for the emails to its worker (decision 36). */
export async function findCompletionLanguage(db: Executor, completionId: number): Promise<Language> {
  const row = await db.selectFrom('completions').select('language').where('id', '=', completionId).executeTakeFirst();
  return row?.language ?? 'en';
}
