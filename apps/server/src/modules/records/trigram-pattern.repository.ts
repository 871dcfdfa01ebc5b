import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { containsPattern } from './completion-search.ts';
import { estimatedFromSample, keptPerDatabase, sampledAtLeast } from './kept-sample.ts';

/**
 * The search texts PostgreSQL sampled for its planner (pg_stats' histogram of completions.search_text,
 * 1,000 of them since migration m0034) and the number of completions it counted then, kept per
 * database (kept-sample.ts), so that new completions and a new ANALYZE are seen.
 */
const sampleOf = keptPerDatabase(async (db): Promise<{ texts: string[]; rows: number }> => {
  const { rows } = await sql<{ texts: string[] | null; rows: number | null }>`select
      histogram_bounds::text::text[] as texts, pg_class.reltuples as rows
    from pg_stats
    join pg_class on pg_class.relname = pg_stats.tablename
      and pg_class.relnamespace = to_regnamespace(pg_stats.schemaname)
    where schemaname = current_schema() and tablename = 'completions' and attname = 'search_text'`.execute(db);
  return { texts: rows[0]?.texts ?? [], rows: Math.max(0, Number(rows[0]?.rows ?? 0)) };
});

/** The share of sampled texts a common part is in. */
const commonShare = 0.1;
/** The share of every completion that may hold a term's rarest fragments without holding the term. */
const extraCandidates = 0.002;

/** At most this many of a term's fragments are asked for together. */
const fragmentsTaken = 3;

/**
 * The LIKE pattern that PostgreSQL's trigram index (pg_trgm) is asked for instead of the whole term, each
 * row it gives then tested for the term; undefined to ask for the term. The index answers a pattern by
 * reading the whole list of rows of each trigram the pattern has, so a term whose trigrams are all in
 * many rows costs the same however few rows hold the term, and however many trigrams it has:
 *
 * - `.77@seed.example`, whose "seed" and "example" are in every seeded email, read millions of
 *   entries to find one row (100 ms with 1,000,000 completions). Its rare part `.77@` alone gives 185
 *   rows at once (1.7 ms): a run of letters or digits with the characters either side of it in the
 *   term, that no sampled text holds, where another part is in many (`rarePart`).
 * - `priya singh` (8,333 of the million) read the lists of its ten trigrams, 19 ms before its first
 *   row. Its two rarest fragments of three letters, `%riy%ngh%`, give nearly the same rows after 5 ms.
 *   They are taken when about as many sampled texts hold them as hold the term (`rarestFragments`).
 *
 * How common each is comes from the planner's sample of the search texts, without a query. Whatever
 * is asked for, every row it gives is tested for the whole term, so the answer is the same.
 */
export async function trigramPatternFor(db: Executor, term: string): Promise<string | undefined> {
  const { texts } = await sampleOf(db);
  if (texts.length < sampledAtLeast) return undefined;
  const part = rarePart(term, texts);
  if (part !== undefined) return containsPattern(part);
  const fragments = rarestFragments(term, texts);
  return fragments && `%${fragments.join('%')}%`;
}

const shareHolding = (texts: string[], parts: string[]) =>
  texts.filter((text) => parts.every((part) => text.includes(part))).length / texts.length;

/** The rarest part of the term when no sampled text holds it and another part is in many. */
function rarePart(term: string, texts: string[]): string | undefined {
  const counted = partsOf(term)
    .map((part) => ({ part, share: shareHolding(texts, [part]) }))
    .sort((a, b) => a.share - b.share || b.part.length - a.part.length);
  if (counted.length < 2) return undefined;
  const isWorthIt = counted[0]!.share === 0 && counted.at(-1)!.share >= commonShare;
  return isWorthIt ? counted[0]!.part : undefined;
}

/**
 * Two or three of the term's fragments of three letters or digits, the rarest that do not overlap, in
 * the term's order (so that `%a%b%` holds wherever the term does), when hardly more sampled texts hold
 * them than hold the term; undefined when the term has fewer than four fragments (its own trigrams are
 * then few) or its rarest fragments are in too many texts beside it.
 */
function rarestFragments(term: string, texts: string[]): string[] | undefined {
  const fragments = fragmentsOf(term);
  if (fragments.length < 4) return undefined;
  const byRarity = fragments
    .map((fragment) => ({ ...fragment, share: shareHolding(texts, [fragment.text]) }))
    .sort((a, b) => a.share - b.share);
  const termShare = shareHolding(texts, [term]);
  const taken: typeof byRarity = [];
  for (const fragment of byRarity) {
    if (taken.some((other) => Math.abs(other.at - fragment.at) < 3)) continue;
    taken.push(fragment);
    if (taken.length < 2) continue;
    const inOrder = taken.toSorted((a, b) => a.at - b.at).map((other) => other.text);
    if (shareHolding(texts, inOrder) <= termShare + extraCandidates) return inOrder;
    if (taken.length === fragmentsTaken) return undefined;
  }
  return undefined;
}

/**
 * The term's fragments of three ASCII letters or digits and where each starts: each is one trigram of
 * pg_trgm's in `%abc%`. (pg_trgm may not take other letters for letters, and a pattern of which it
 * makes no trigram would read the whole index.)
 */
export function fragmentsOf(term: string): { text: string; at: number }[] {
  const fragments: { text: string; at: number }[] = [];
  for (let at = 0; at + 3 <= term.length; at += 1) {
    const text = term.slice(at, at + 3);
    if (/^[a-z0-9]{3}$/.test(text)) fragments.push({ text, at });
  }
  return fragments;
}

/**
 * Each run of letters and digits in the term with the character either side of it, when pg_trgm can
 * make a trigram of it: it pads a word with two spaces where the pattern bounds its start and one where
 * it bounds its end, and a run at the term's start or end is unbounded there.
 */
export function partsOf(term: string): string[] {
  const parts: string[] = [];
  for (const match of term.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    const isStartBounded = start > 0;
    const isEndBounded = end < term.length;
    const padded = [...match[0]].length + (isStartBounded ? 2 : 0) + (isEndBounded ? 1 : 0);
    if (padded < 3) continue;
    parts.push(term.slice(isStartBounded ? start - 1 : start, isEndBounded ? end + 1 : end));
  }
  return parts;
}

/**
 * About how many completions hold the term, from the planner's sample: the share of sampled texts that
 * hold it times the completions counted then; undefined when too few texts were sampled to tell.
 */
export async function sampledMatchesOf(db: Executor, term: string): Promise<number | undefined> {
  const { texts, rows } = await sampleOf(db);
  return estimatedFromSample(texts, rows, (text) => text.includes(term));
}
