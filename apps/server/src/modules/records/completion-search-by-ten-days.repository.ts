import { sql, type Expression, type SqlBool } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { searchIndexDefinition } from '../../db/search-index.ts';
import { sampledMatchesWithin } from './induction-sample.repository.ts';
import { sampledMatchesOf } from './trigram-pattern.repository.ts';

/**
 * PostgreSQL: a common term's matches, ten days at a time, latest first (issue 18, decision 42).
 *
 * The trigram index also holds the ten days each completion was completed in, `left(completed_at, 9)`
 * ("2026-11-2" for the 20th to the 29th; migration m0041). Completion times are ISO texts, so the ten
 * days follow one another in the list's order (completed_at, then id, latest first). The index gives
 * one ten days' matches of a term at once, and they are sorted; the days are taken latest first until
 * the count's cap is passed. A name that 8,333 of 1,000,000 completions hold is in about 115 of each
 * ten days: its capped count and page 50 read 9 of them, 5 to 10 ms, where the walk latest first tested
 * 60,000 completions and the count intersected trigram lists of 100,000 entries (25 to 30 ms).
 *
 * A rare term would ask for every ten days (70 with 18 months), one index scan each, where asking the
 * index once is cheap: it takes this way only when the planner's sample says it passes the cap many
 * times over (`commonBeyond`). A term in a large share of the completions fills ten days with more
 * matches than the page needs, each read and sorted (a company in 1 of 8 of a million: 2,300 a ten
 * days), where the walk latest first finds them at once: it takes this way only when ten days hold
 * at most twice the cap (`mostInTenDays`), the term's matches spread over the time from the first
 * completion to the last.
 */

/** How many times the cap the sample must say a term passes to be collected ten days at a time. */
const commonBeyond = 2;
/** How many times the cap one ten days may hold of the term's matches, spread evenly. */
const mostInTenDays = 2;
/**
 * Within one induction, how many ten days the cap may need at most: each ten days' index scan also
 * reads the induction's entries (about 0.85 ms with 200,000 of a million). A name in 8,333 of an
 * induction's 200,000 completions needs 7: 16 to 19 ms at page 1 and 13 to 17 at page 50, where the usual
 * way took 21 to 25 and 38 to 47 (decision 42).
 */
const tenDaysWithinAtMost = 10;
const tenDaysInMs = 10 * 24 * 60 * 60 * 1000;

const indexes = new WeakMap<Executor, Promise<boolean>>();

/** Whether PostgreSQL's search index holds the ten days (m0041; not where btree_gin is missing). */
function holdsTenDays(db: Executor): Promise<boolean> {
  let holds = indexes.get(db);
  if (!holds) {
    holds = searchIndexDefinition(db).then((definition) => definition?.includes('"left"(completed_at, 9)') ?? false);
    indexes.set(db, holds);
  }
  return holds;
}

/**
 * Whether a term's matches (within the induction filtered to, if any) are best collected ten days at a
 * time for a count capped at `cap`.
 */
export async function isCommonTerm(
  db: Executor,
  term: string,
  cap: number,
  inductionId: number | undefined,
): Promise<boolean> {
  if (!(await holdsTenDays(db))) return false;
  const matches =
    inductionId === undefined ? await sampledMatchesOf(db, term) : await sampledMatchesWithin(db, term, inductionId);
  // The span of the ten days is read only for a term common enough to need it.
  if (matches === undefined || !passesCapOften(matches, cap)) return false;
  const spread = { matches, tenDays: await tenDaysSpanned(db), cap };
  return inductionId === undefined ? isWorthTenDays(spread) : isWorthTenDaysWithin(spread);
}

/** Whether `matches` pass the cap twice over (`commonBeyond`). */
const passesCapOften = (matches: number, cap: number) => matches > commonBeyond * cap;

/**
 * Whether `matches` spread over `tenDays` pass the cap twice over and fill no ten days with more than
 * twice the cap (`mostInTenDays`).
 */
export const isWorthTenDays = ({ matches, tenDays, cap }: { matches: number; tenDays: number; cap: number }) =>
  passesCapOften(matches, cap) && matches / tenDays <= mostInTenDays * cap;

/**
 * Whether `matches` of one induction spread over `tenDays` pass the cap twice over, fill no ten days
 * with more than twice the cap, and reach the cap within `tenDaysWithinAtMost` ten days.
 */
export const isWorthTenDaysWithin = (spread: { matches: number; tenDays: number; cap: number }) =>
  isWorthTenDays(spread) && spread.matches / spread.tenDays >= spread.cap / tenDaysWithinAtMost;

/**
 * How many ten days there are from the first completion to the last, at least one; one when their
 * times cannot be read as dates. Both ends come from the completed_at index.
 */
async function tenDaysSpanned(db: Executor): Promise<number> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`select
      min(completed_at) as first, max(completed_at) as last from completions`.execute(db);
  const span = Date.parse(rows[0]?.last ?? '') - Date.parse(rows[0]?.first ?? '');
  return Number.isFinite(span) ? Math.max(1, span / tenDaysInMs) : 1;
}

/**
 * The ids of the first `cap + 1` matches of `text` (a condition on `completions`), latest first: each
 * ten days' matches found through the index and sorted, the ten days latest first, each found from the
 * one after it through the completed_at index. The database hands the rows over in that order (a nested
 * loop over the ten days); they are checked, and undefined is returned if they were not.
 */
export async function firstMatchesByTenDays(
  db: Executor,
  text: Expression<SqlBool>,
  history: 'latest' | 'all',
  cap: number,
): Promise<number[] | undefined> {
  const latest = history === 'latest' ? sql`and completions.is_latest = 1` : sql``;
  const { rows } = await sql<{ id: number; completed_at: string }>`with recursive days (day) as (
      select left(max(completed_at), 9) from completions
      union all
      select (select left(max(earlier.completed_at), 9) from completions as earlier
        where earlier.completed_at < days.day)
      from days where days.day is not null)
    select matches.id, matches.completed_at from days cross join lateral (
      select completions.id, completions.completed_at from completions
      where left(completions.completed_at, 9) = days.day and ${text} ${latest}
      order by completions.completed_at desc, completions.id desc) as matches
    limit ${cap + 1}`.execute(db);
  return areLatestFirst(rows) ? rows.map((row) => row.id) : undefined;
}

/** Whether completions are in the list's order: completed_at falling, then id falling. */
export const areLatestFirst = (rows: { id: number; completed_at: string }[]) =>
  rows.every((row, index) => {
    const before = rows[index - 1];
    return (
      !before ||
      before.completed_at > row.completed_at ||
      (before.completed_at === row.completed_at && before.id > row.id)
    );
  });
