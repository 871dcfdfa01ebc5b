import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { keepRecent, takeRecent } from '../../lib/recently-used.ts';
import { trigramPhrase } from './completion-search.ts';

/** The SQLite FTS5 trigram indexes a term is looked up in. */
export type TrigramIndex = 'completions_search' | 'licences_search';

/**
 * What an FTS5 trigram index is asked for a term: the term as a phrase, whose matches are exactly the
 * rows that hold it (`isExact`), or its rarest trigrams, whose matches hold them all and must each be
 * tested for the term (`instr`).
 */
export type TrigramQuery = { match: string; isExact: boolean };

/**
 * `rareBelow`: a trigram in fewer rows than this is rare, and counting its rows stops there.
 * `candidatesBelow`: rare trigrams are asked for when the rows holding them all are fewer than this;
 * the phrase otherwise. Tests pass smaller ones.
 */
export type TrigramLimits = { rareBelow: number; candidatesBelow: number };

const limitsAtScale: TrigramLimits = { rareBelow: 20_000, candidatesBelow: 5_000 };
/** At most this many rare trigrams are asked for together. */
const rarestTaken = 3;
/**
 * At most this many of a term's trigrams are counted, its first: a term of 200 characters (the most a
 * search takes) would otherwise count 198 trigrams it has never seen, and fill the kept counts.
 */
const trigramsCounted = 32;
/** Counts of trigrams and of rare trigrams together, kept per database and index, most recently used last. */
const keptCounts = 10_000;

const countsByDatabase = new WeakMap<Executor, Map<string, number>>();

/**
 * How a term is asked for: `within`, an FTS5 query every match must also answer (the completions
 * search's induction marker, migration m0039); and smaller limits in tests.
 */
export type TrigramOptions = Partial<TrigramLimits> & { within?: string };

/**
 * What to ask the trigram index for `term` (3 characters or more), in its `search_text` column alone.
 * FTS5 evaluates a phrase by reading the whole list of rows of each of its trigrams: a term that few
 * rows hold but whose trigrams many do ("999999@seed", whose "@se", "see" and "eed" are in every
 * seeded email) read three million entries to find one row (13 ms with 1,000,000 completions). Its
 * rarest trigrams alone, asked for together, give about a thousand rows at once (0.4 ms), which are
 * then tested for the term.
 *
 * How many rows hold each trigram (up to `rareBelow`), and how many hold the rare ones together (up to
 * `candidatesBelow`), are counted once per process and kept: a count grown stale makes a search slower,
 * never wrong, as every candidate is tested. Counting the rare ones together on every search cost
 * 0.4 ms of its 2 (decision 42). The rare trigrams are
 * used only when their rows together are few, so that testing them costs less than the phrase; a term
 * whose trigrams are all common is asked for as a phrase, and has many matches or none. A trigram no
 * row holds answers at once: nothing matches.
 *
 * `within` narrows every query, and the count of the rare trigrams together. There even a term's
 * commonest trigrams may be few together: a name that 8,334 completions hold, searched within an
 * induction that holds none of them, has no rare trigram, and as a phrase was tested in all 8,334 rows
 * (9 ms); its least common three and the marker find none in 3. So within, the least common are taken
 * whether rare or not.
 */
export async function trigramQueryFor(
  db: Executor,
  index: TrigramIndex,
  term: string,
  { within, rareBelow = limitsAtScale.rareBelow, candidatesBelow = limitsAtScale.candidatesBelow }: TrigramOptions = {},
): Promise<TrigramQuery> {
  const asked = (match: string) => (within === undefined ? inText(match) : `${inText(match)} AND ${within}`);
  const phrase = { match: asked(trigramPhrase(term)), isExact: true };
  const trigrams = trigramsOf(term);
  if (trigrams.length < 2) return phrase;
  const counted: { trigram: string; rows: number }[] = [];
  for (const trigram of trigrams.slice(0, trigramsCounted)) {
    const rows = await keptCountOf(db, index, inText(trigramPhrase(trigram)), rareBelow);
    if (rows === 0) return { match: asked(trigramPhrase(trigram)), isExact: false };
    counted.push({ trigram, rows });
  }
  const rarest = spreadOver(counted)
    .filter(({ rows }) => within !== undefined || rows < rareBelow)
    .sort((a, b) => a.rows - b.rows)
    .slice(0, rarestTaken);
  if (rarest.length === 0) return phrase;
  const together = asked(rarest.map(({ trigram }) => trigramPhrase(trigram)).join(' AND '));
  const candidates = await keptCountOf(db, index, together, candidatesBelow);
  return candidates < candidatesBelow ? { match: together, isExact: false } : phrase;
}

/**
 * An FTS5 query asked of the text column alone: the completions' index also holds each completion's
 * induction marker (migration m0039), whose digits a term must not match.
 */
const inText = (match: string) => `search_text : (${match})`;

/**
 * The trigrams in the order they are taken among equals (the sort above keeps it): the first, the
 * last, the middle one, then the others. Counted up to `rareBelow`, common trigrams tie; the three
 * that span the term then narrow it most, where its first three are often one word ("jan", "ane" and
 * "ne " of "jane rigger" are in 16,000 completions of an induction that holds no "jane rigger"; with
 * "jan", "ger" and " ri", 4).
 */
function spreadOver<T>(trigrams: T[]): T[] {
  if (trigrams.length < 3) return trigrams;
  const middle = Math.floor((trigrams.length - 1) / 2);
  const ends = [0, trigrams.length - 1, middle];
  return [...ends.map((at) => trigrams[at]!), ...trigrams.filter((_, at) => !ends.includes(at))];
}

/** The distinct trigrams of a term, as FTS5's trigram tokenizer makes them: three characters each. */
export function trigramsOf(term: string): string[] {
  const characters = [...term];
  const trigrams = new Set<string>();
  for (let start = 0; start + 3 <= characters.length; start += 1) {
    trigrams.add(characters.slice(start, start + 3).join(''));
  }
  return [...trigrams];
}

/** How many rows of the index match `match` (an FTS5 query), up to `cap`: counted once, then kept. */
async function keptCountOf(db: Executor, index: TrigramIndex, match: string, cap: number): Promise<number> {
  let counts = countsByDatabase.get(db);
  if (!counts) countsByDatabase.set(db, (counts = new Map<string, number>()));
  const key = `${index} ${cap} ${match}`;
  const kept = takeRecent(counts, key);
  if (kept !== undefined) return kept;
  const rows = await countIndexMatchesUpTo(db, index, match, cap);
  // What no row matches is counted again next time (at once, as it has no rows): the next completion
  // may hold it, and a kept 0 would have a trigram asked for alone however many rows then hold it.
  if (rows === 0) return rows;
  keepRecent(counts, key, rows, keptCounts);
  return rows;
}

/** How many rows of the index match `match` (an FTS5 query), counting at most `cap`. */
export async function countIndexMatchesUpTo(
  db: Executor,
  index: TrigramIndex,
  match: string,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*) as count from (select 1 from ${sql.table(index)}
    where ${sql.table(index)} match ${match} limit ${cap})`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
