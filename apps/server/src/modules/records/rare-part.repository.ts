import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/**
 * The search texts PostgreSQL sampled for its planner (pg_stats' histogram of completions.search_text,
 * 1,000 of them since migration m0034), kept per database and taken again after `searchesPerSample`
 * searches, so that new completions and a new ANALYZE are seen.
 */
type Sample = { texts: string[]; searchesLeft: number };

/**
 * `searchesPerSample`: searches answered from one sample. `rareAtMost`: sampled texts a rare part is
 * in. `commonAtLeast`: the share of sampled texts another part is in, for the rare part to be worth
 * asking for alone. `sampledAtLeast`: fewer sampled texts tell nothing. Tests pass smaller ones.
 */
export type RarePartLimits = {
  searchesPerSample: number;
  rareAtMost: number;
  commonAtLeast: number;
  sampledAtLeast: number;
};

const limitsAtScale: RarePartLimits = {
  searchesPerSample: 500,
  rareAtMost: 0,
  commonAtLeast: 0.1,
  sampledAtLeast: 100,
};

const samples = new WeakMap<Executor, Sample>();

/**
 * The part of `term` that PostgreSQL's trigram index (pg_trgm) is asked for instead of the whole term,
 * when one is much rarer than the others; undefined to ask for the term. The index answers
 * `LIKE '%term%'` by reading the whole list of rows of each trigram the pattern has: `.77@seed.example`,
 * whose trigrams of "seed" and "example" are in every seeded email, read millions of entries to find
 * one row (100 ms with 1,000,000 completions). `.77@` alone gives 185 rows at once, each then tested
 * for the term (1.7 ms).
 *
 * The parts are each run of letters and digits with the characters either side of it in the term
 * (so that pg_trgm pads a word where the term bounds it); how common each is comes from the planner's
 * sample of the search texts, without a query. A part is taken only when no sampled text holds it and
 * another part is in many: then the whole term's lists are long and the part's are short. Whatever
 * part is taken, every row it gives is tested for the whole term, so the answer is the same.
 */
export async function rarePartOf(
  db: Executor,
  term: string,
  limits: RarePartLimits = limitsAtScale,
): Promise<string | undefined> {
  const parts = partsOf(term);
  if (parts.length < 2) return undefined;
  const texts = await sampledTexts(db, limits);
  if (texts.length < limits.sampledAtLeast) return undefined;
  const counted = parts
    .map((part) => ({ part, texts: texts.filter((text) => text.includes(part)).length }))
    .sort((a, b) => a.texts - b.texts || b.part.length - a.part.length);
  const rarest = counted[0]!;
  const mostCommon = counted.at(-1)!;
  const isWorthIt = rarest.texts <= limits.rareAtMost && mostCommon.texts >= limits.commonAtLeast * texts.length;
  return isWorthIt ? rarest.part : undefined;
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

async function sampledTexts(db: Executor, limits: RarePartLimits): Promise<string[]> {
  let sample = samples.get(db);
  if (!sample || sample.searchesLeft <= 0) {
    const { rows } = await sql<{ texts: string[] | null }>`select histogram_bounds::text::text[] as texts
      from pg_stats
      where schemaname = current_schema() and tablename = 'completions' and attname = 'search_text'`.execute(db);
    sample = { texts: rows[0]?.texts ?? [], searchesLeft: limits.searchesPerSample };
    samples.set(db, sample);
  }
  sample.searchesLeft -= 1;
  return sample.texts;
}
