import {
  expressionBuilder,
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { countStep } from '@crane/contract';
import { countCapFor, totalOf } from '../../lib/capped-count.ts';
import { containsPattern, hasTrigrams } from './completion-search.ts';
import { firstMatchesByTenDays, isCommonTerm } from './completion-search-by-ten-days.repository.ts';
import { trigramPatternFor } from './trigram-pattern.repository.ts';
import { trigramQueryFor, type TrigramQuery } from './trigram-query.repository.ts';
import { keptCount, selectCompletions, type CompletionWithTitle } from './records.repository.ts';

/**
 * A search: the normalised term, the inductions whose title contains it, and the induction the list
 * is filtered to (none: every induction).
 */
export type CompletionSearch = {
  term: string;
  inductionIds: number[];
  filterInductionId?: number;
  /** `latest`: only the latest completed attempt of each person at each induction; `all`: every attempt. */
  history: 'latest' | 'all';
};

/**
 * A search with whether its database is PostgreSQL, for the parts below that differ by engine, what
 * SQLite's trigram index is asked for its term when it answers it (`usesTrigramIndex`), and the LIKE
 * pattern PostgreSQL's is asked for instead of the whole term (`indexPattern`, trigram-pattern.repository.ts).
 */
type EngineSearch = CompletionSearch & { isPostgres: boolean; trigrams?: TrigramQuery; indexPattern?: string };

const onEngineOf = (db: Executor, search: CompletionSearch): EngineSearch => ({
  ...search,
  isPostgres: isPostgres(db),
});

/**
 * The search, with what the trigram index is asked for its term: on SQLite (trigram-query.repository.ts)
 * and on PostgreSQL (trigram-pattern.repository.ts).
 */
async function withTrigramsOf(db: Executor, given: CompletionSearch): Promise<EngineSearch> {
  const search = onEngineOf(db, given);
  if (search.isPostgres) {
    const indexPattern = search.term === '' ? undefined : await trigramPatternFor(db, search.term);
    return indexPattern === undefined ? search : { ...search, indexPattern };
  }
  if (!hasTrigrams(search.term)) return search;
  const within = search.filterInductionId === undefined ? undefined : inductionMarker(search.filterInductionId);
  return { ...search, trigrams: await trigramQueryFor(db, 'completions_search', search.term, { within }) };
}

/**
 * The FTS5 query for the completions of one induction in SQLite's trigram index: the marker its
 * `induction_marker` column holds, the id between two U+0001 characters (migration m0039).
 */
export const inductionMarker = (inductionId: number) => `induction_marker : "\u0001${inductionId}\u0001"`;

/**
 * How many completions a page of SQLite results may scan in completion order, testing each, before
 * it is cheaper to collect the matches from the trigram index and sort them.
 */
const sqliteScanLimit = 5000;

/**
 * The number of completions matching the search, and one page of them, the latest first
 * (docs/decisions/0013-completion-records.md). The count stops a step past the page unless
 * `exactTotal` (decision 42). A page past the end is not queried.
 */
export async function searchCompletions(
  db: Executor,
  given: CompletionSearch,
  offset: number,
  limit: number,
  { exactTotal = false } = {},
): Promise<{ total: number; isTotalExact: boolean; rows: CompletionWithTitle[] }> {
  const search = await withTrigramsOf(db, given);
  const cap = exactTotal ? undefined : countCapFor(offset, limit);
  if (
    cap !== undefined &&
    isCommonOnPostgres(search) &&
    (await isCommonTerm(db, search.term, cap, search.filterInductionId))
  ) {
    const page = await pageByTenDays(db, search, offset, limit, cap);
    if (page) return page;
  }
  // PostgreSQL prices a random read at 4 sequential ones by default (for spinning disks), so for one
  // induction it walked every completion latest first, testing each for the induction, rather than the
  // induction's index (completions_induction_index), which reads only its rows: by induction at page 50
  // with 1,000,000 completions, 46.6 → 26.3 ms at p95. Set for these queries alone (`set local`): on
  // the whole database it made a name at page 50 and the register slower (decision 42).
  if (search.isPostgres && search.filterInductionId !== undefined) {
    return db.transaction().execute(async (transaction) => {
      await sql`set local random_page_cost = 1.1`.execute(transaction);
      return searchPage(transaction, search, offset, limit, cap);
    });
  }
  return searchPage(db, search, offset, limit, cap);
}

/** The count (capped at `cap`, or exact without one) and the page, the usual way. */
async function searchPage(db: Executor, search: EngineSearch, offset: number, limit: number, cap: number | undefined) {
  const counted = cap === undefined ? await countMatches(db, search) : await countMatchesUpTo(db, search, cap);
  const { total, isTotalExact } = totalOf(counted, cap);
  if (offset >= total) return { total, isTotalExact, rows: [] };
  if (isTextOnly(search) && usesTrigramIndex(search) && (await isInCompletionOrder(db))) {
    return { total, isTotalExact, rows: await listThroughTrigramIndex(db, search, offset, limit) };
  }
  let query = db
    .selectFrom('completions')
    .select('completions.id')
    .orderBy('completions.completed_at', 'desc')
    .orderBy('completions.id', 'desc')
    .limit(limit)
    .offset(offset);
  if (search.history === 'latest') query = query.where('completions.is_latest', '=', 1);
  if (search.filterInductionId !== undefined) {
    query = query.where((eb) => inFilteredInduction(eb, search, search.filterInductionId!));
    // A term few of the induction's completions hold: the trigram index gives them at once, where the
    // walk would read every completion of the induction.
    if (isTextOnly(search) && usesTrigramIndex(search) && isTotalExact && total <= countStep) {
      query = query.where(inTrigramIndex(search));
    }
  } else if (search.term !== '') {
    // Many matches: walking the completions latest first finds a page's worth after a few rows each.
    // Few matches: that walk would read nearly every completion, so the index gives them all at once.
    // A count that stopped a step past the page found many.
    const isFew =
      usesTrigramIndex(search) && isTotalExact && ((offset + limit) * (await countAll(db))) / total > sqliteScanLimit;
    const text = isFew ? inTrigramIndex(search) : containsTerm(search);
    query = query.where((eb) =>
      eb.or([
        text,
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    );
  }
  // The page's ids are found first and only its rows read whole and joined: PostgreSQL otherwise
  // joined and sorted every match of a term it collects (a name at page 50 with 100,000 completions:
  // 5.8 → 3.7 ms in the database).
  return { total, isTotalExact, rows: await readInListOrder(db, query) };
}

/** The completions of these ids (a subquery or a list), read whole, latest first. */
function readInListOrder(db: Executor, ids: number[] | SelectQueryBuilder<Database, 'completions', { id: number }>) {
  return selectCompletions(db)
    .where('completions.id', 'in', ids)
    .orderBy('completions.completed_at', 'desc')
    .orderBy('completions.id', 'desc')
    .execute();
}

/**
 * A search that PostgreSQL may answer ten days at a time when its term is common: the term's text alone,
 * over every induction or within the one filtered to (completion-search-by-ten-days.repository.ts).
 */
const isCommonOnPostgres = (search: EngineSearch) => search.isPostgres && isTextOnly(search);

/**
 * The capped count and the page from a common term's first matches, ten days at a time; undefined if
 * the database did not hand them over in order.
 */
async function pageByTenDays(db: Executor, search: EngineSearch, offset: number, limit: number, cap: number) {
  const text =
    search.filterInductionId === undefined
      ? containsTerm(search)
      : inFilteredInduction(expressionBuilder<Database, 'completions'>(), search, search.filterInductionId);
  const ids = await firstMatchesByTenDays(db, text, search.history, cap);
  if (!ids) return undefined;
  const { total, isTotalExact } = totalOf(ids.length, cap);
  // The cap passes the page (countCapFor), so the page holds no match beyond the total.
  const page = ids.slice(offset, offset + limit);
  return { total, isTotalExact, rows: page.length === 0 ? [] : await readInListOrder(db, page) };
}

/**
 * Whether the completions' ids run in the order they were completed, as the app records them (SQLite
 * counts those that do not, migration m0033): then the trigram index, which gives its matches by
 * id, gives them latest first.
 */
async function isInCompletionOrder(db: Executor): Promise<boolean> {
  return (await keptCount(db, 'completions_out_of_order')) === 0;
}

/**
 * A page of a term's matches taken from the trigram index latest first (rowid, the completion's id,
 * descending), which stops once it has the page: a name at page 50 reads its first 500 matches, where
 * the walk in completion order tested every completion before them and collecting every match from
 * the index meant sorting thousands. Only while ids run in completion order (isInCompletionOrder).
 * Filtered to an induction, the index is asked for its marker too (withTrigramsOf), and gives that
 * induction's matches alone.
 */
function listThroughTrigramIndex(db: Executor, search: EngineSearch, offset: number, limit: number) {
  if (readsNoRow(search)) {
    const page = sql`${phraseMatches(search)} order by rowid desc limit ${limit} offset ${offset}`;
    return selectCompletions(db)
      .where(sql<SqlBool>`completions.id in (${page})`)
      .orderBy('completions.id', 'desc')
      .execute();
  }
  let query = selectCompletions(db)
    .innerJoin(sql<{ rowid: number }>`completions_search`.as('completions_search'), (join) =>
      join.onRef('completions_search.rowid', '=', 'completions.id'),
    )
    .where(trigramMatches(search))
    .orderBy(sql`completions_search.rowid`, 'desc')
    .limit(limit)
    .offset(offset);
  if (search.history === 'latest') query = query.where('completions.is_latest', '=', 1);
  return query.execute();
}

/**
 * The number of matches, counting at most `cap + 1` of them: what is counted is read once, in no
 * order. On SQLite the trigram index hands over a term's matches one by one, so that the count stops
 * early (as the trigram index's own count of every match cannot).
 */
async function countMatchesUpTo(db: Executor, search: EngineSearch, cap: number): Promise<number> {
  if (usesTrigramIndex(search) && isTextOnly(search) && readsNoRow(search)) {
    const { rows } = await sql<{ count: number }>`select count(*) as count from (${phraseMatches(search)}
      limit ${cap + 1})`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  if (usesTrigramIndex(search) && isTextOnly(search)) {
    const latest = search.history === 'latest' ? sql`and completions.is_latest = 1` : sql``;
    const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from completions_search
      join completions on completions.id = completions_search.rowid
      where ${trigramMatches(search)} ${latest} limit ${cap + 1})`.execute(db);
    return Number(rows[0]?.count ?? 0);
  }
  let matches = db.selectFrom('completions').select(sql.lit(1).as('one'));
  if (search.history === 'latest') matches = matches.where('completions.is_latest', '=', 1);
  if (search.filterInductionId !== undefined) {
    matches = matches.where((eb) => inFilteredInduction(eb, search, search.filterInductionId!));
  } else if (search.term !== '') {
    matches = matches.where((eb) =>
      eb.or([
        containsTerm(search),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    );
  }
  const { count } = await db
    .selectFrom(matches.limit(cap + 1).as('matches'))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The number of matches: among every attempt, less the earlier attempts among them unless every
 * attempt is shown. Earlier attempts are few and indexed apart (migration m0019), so they are counted
 * row by row, and the count of every attempt keeps its indexes.
 */
async function countMatches(db: Executor, search: EngineSearch): Promise<number> {
  const all = await countAmongAllAttempts(db, search);
  return search.history === 'all' ? all : all - (await countEarlierAttemptMatches(db, search));
}

async function countEarlierAttemptMatches(db: Executor, search: EngineSearch): Promise<number> {
  const { count } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('completions.is_latest', '=', 0)
    .where((eb) => {
      if (search.filterInductionId !== undefined) {
        return inFilteredInduction(eb, search, search.filterInductionId, { throughEarlierAttempts: true });
      }
      if (search.term === '') return eb.lit(true);
      return eb.or([
        containsTerm(search),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]);
    })
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * The number of matches among every attempt. On SQLite with a term of 3 characters or more, the
 * trigram index counts the text matches by itself (joining it to the completions cost ten times as
 * much with 100,000 of them); the completions of inductions whose title matches are added, less those
 * already counted.
 */
async function countAmongAllAttempts(db: Executor, search: EngineSearch): Promise<number> {
  if (search.filterInductionId !== undefined) {
    const { count } = await db
      .selectFrom('completions')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where((eb) => inFilteredInduction(eb, search, search.filterInductionId!))
      .executeTakeFirstOrThrow();
    return Number(count);
  }
  if (search.term === '') return countAll(db);
  if (usesTrigramIndex(search)) {
    const textMatches = search.trigrams!.isExact
      ? await sql<{ count: number }>`select count(*) as count from completions_search
          where completions_search match ${search.trigrams!.match}`.execute(db)
      : await sql<{ count: number }>`select count(*) as count from completions_search
          join completions on completions.id = completions_search.rowid where ${trigramMatches(search)}`.execute(db);
    let total = Number(textMatches.rows[0]?.count ?? 0);
    if (search.inductionIds.length > 0) {
      const { titleMatches } = await db
        .selectFrom('completions')
        .select((eb) => eb.fn.countAll<number>().as('titleMatches'))
        .where('induction_id', 'in', search.inductionIds)
        .executeTakeFirstOrThrow();
      const both = await sql<{ count: number }>`select count(*) as count from completions_search
        join completions on completions.id = completions_search.rowid
        where ${trigramMatches(search)}
          and completions.induction_id in (${sql.join(search.inductionIds)})`.execute(db);
      total += Number(titleMatches) - Number(both.rows[0]?.count ?? 0);
    }
    return total;
  }
  const { count } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where((eb) =>
      eb.or([
        containsTerm(search),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(count);
}

async function countAll(db: Executor): Promise<number> {
  const { count } = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Whether the matches are those of the term alone: no induction whose title holds the term is among
 * those searched (every completion of such an induction matches, whatever its text).
 */
const isTextOnly = (search: EngineSearch) =>
  search.term !== '' &&
  (search.filterInductionId === undefined
    ? search.inductionIds.length === 0
    : !search.inductionIds.includes(search.filterInductionId));

/** FTS5's trigram index (SQLite) answers terms of 3 characters or more. */
const usesTrigramIndex = (search: EngineSearch) => search.trigrams !== undefined;

/** The term's matches in the trigram index, joined to the completions. */
function trigramMatches(search: EngineSearch) {
  return testedForTerm(search, sql<SqlBool>`completions_search match ${search.trigrams!.match}`);
}

/**
 * Whether the trigram index answers the search without reading a completion's row: it is asked for
 * the term as a phrase, so that its matches are exactly the term's (within the induction filtered
 * to, whose marker it is asked for too).
 */
const readsNoRow = (search: EngineSearch) => search.trigrams!.isExact;

/**
 * The ids of the phrase's matches (readsNoRow), the earlier attempts among them left out unless every
 * attempt is shown. Which are earlier attempts is read from their own partial index (m0019), which
 * holds a few rows, instead of each match's row for `is_latest`: a name's capped count at page 50 with
 * 1,000,000 completions 2.9 → 1.2 ms, its page 3.3 → 1.5 (decision 42).
 */
function phraseMatches(search: EngineSearch) {
  const latest =
    search.history === 'latest'
      ? sql`and not exists (select 1 from completions as earlier indexed by completions_earlier_index
          where earlier.id = completions_search.rowid and earlier.is_latest = 0)`
      : sql``;
  return sql`select rowid from completions_search where completions_search match ${search.trigrams!.match} ${latest}`;
}

/** The term's matches collected from the trigram index. */
function inTrigramIndex(search: EngineSearch) {
  const match = search.trigrams!.match;
  return testedForTerm(
    search,
    sql<SqlBool>`completions.id in (select rowid from completions_search where completions_search match ${match})`,
  );
}

/**
 * The trigram index's matches: exactly the term's for a phrase; each tested for the term when the
 * index was asked for the term's rarest trigrams (trigram-query.repository.ts).
 */
function testedForTerm(search: EngineSearch, inIndex: Expression<SqlBool>) {
  if (search.trigrams!.isExact) return inIndex;
  return sql<SqlBool>`(${inIndex} and instr(completions.search_text, ${search.term}) > 0)`;
}

/**
 * Whether the completion's search text contains the term, tested row by row; on PostgreSQL the
 * pg_trgm index serves the LIKE itself (migration 2026-11-25), or a pattern of the term's rarest parts,
 * each row it gives then tested for the term. All are exact and case-sensitive on text lower-cased in
 * JavaScript, as the trigram index is (migration 2026-11-29), so that a count and its page always agree.
 */
function containsTerm(search: EngineSearch) {
  if (!search.isPostgres) return sql<SqlBool>`instr(completions.search_text, ${search.term}) > 0`;
  const like = (pattern: string) => sql<SqlBool>`completions.search_text like ${pattern} escape ${sql.lit('\\')}`;
  if (search.indexPattern === undefined) return like(containsPattern(search.term));
  return sql<SqlBool>`(${like(search.indexPattern)} and strpos(completions.search_text, ${search.term}) > 0)`;
}

/**
 * With the induction filter: that induction's completions, and when a term is given that is not in
 * its title, those whose text contains it, tested row by row. completions_induction_index
 * (induction_id, completed_at) hands over the induction's completions latest first, so the count
 * reads only them and a page stops after its rows; the trigram indexes are left out, as an
 * induction's share of the completions is what a filter is for.
 */
function inFilteredInduction(
  eb: ExpressionBuilder<Database, 'completions'>,
  search: EngineSearch,
  inductionId: number,
  { throughEarlierAttempts = false } = {},
): Expression<SqlBool> {
  // Among earlier attempts (is_latest = 0), the unary plus keeps SQLite from walking the induction's
  // index, a fifth of every completion (230 ms with 1,000,000), where the partial index of earlier
  // attempts holds a few rows (issue 18).
  const ofInduction = throughEarlierAttempts
    ? sql<SqlBool>`+completions.induction_id = ${inductionId}`
    : eb('completions.induction_id', '=', inductionId);
  if (search.term === '' || search.inductionIds.includes(inductionId)) return ofInduction;
  return eb.and([ofInduction, containsTerm(search)]);
}

/** Where a walk through the matches stopped: the last completion it gave. */
export type CompletionCursor = { completedAt: string; id: number };

/** The columns of a completion the CSV export writes. */
export type ExportedCompletion = Awaited<ReturnType<typeof listMatchesAfter>>[number];

/**
 * Up to `limit` completions matching the search, latest first, after the cursor (keyset paging on
 * (completed_at, id), so each batch starts where the last stopped through the completed_at index, or
 * the induction's index when filtered, whatever the depth); for the CSV export, which reads every
 * match in batches. Terms are tested row by row: the walk reads the completions once in all.
 */
export function listMatchesAfter(
  db: Executor,
  given: CompletionSearch,
  after: CompletionCursor | undefined,
  limit: number,
) {
  const search = onEngineOf(db, given);
  let query = db
    .selectFrom('completions')
    .innerJoin('certificates', 'certificates.completion_id', 'completions.id')
    .select([
      'completions.id',
      'completions.first_name',
      'completions.last_name',
      'completions.email',
      'completions.phone',
      'completions.company',
      'completions.emergency_contact_name',
      'completions.emergency_contact_phone',
      'completions.completed_at',
      'completions.attempt',
      'completions.reset_at',
      'completions.superseded_at',
      'certificates.induction_title',
      'certificates.code as verification_code',
      'certificates.revoked_at',
    ])
    .orderBy('completions.completed_at', 'desc')
    .orderBy('completions.id', 'desc')
    .limit(limit);
  if (search.history === 'latest') query = query.where('completions.is_latest', '=', 1);
  if (search.filterInductionId !== undefined) {
    query = query.where((eb) => inFilteredInduction(eb, search, search.filterInductionId!));
  } else if (search.term !== '') {
    query = query.where((eb) =>
      eb.or([
        containsTerm(search),
        ...(search.inductionIds.length > 0 ? [eb('completions.induction_id', 'in', search.inductionIds)] : []),
      ]),
    );
  }
  if (after) {
    // `<=` alone bounds the index range; the tie on completed_at is then broken by id.
    query = query
      .where('completions.completed_at', '<=', after.completedAt)
      .where((eb) =>
        eb.or([eb('completions.completed_at', '<', after.completedAt), eb('completions.id', '<', after.id)]),
      );
  }
  return query.execute();
}
