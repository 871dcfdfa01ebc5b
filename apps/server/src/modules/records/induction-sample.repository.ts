import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { estimatedFromSample, keptPerDatabase } from './kept-sample.ts';

/** About how many completions are sampled. */
const sampledRows = 4000;

/**
 * PostgreSQL: about how many of one induction's completions hold a term, from a sample of the
 * completions with their induction (issue 18, decision 42). The planner's sample (pg_stats, which
 * `sampledMatchesOf` reads) holds the search texts alone, and a term is often in one induction only:
 * a seeded name is in one of five, and a company may work on one site. Independence would take a name
 * that every completion of another induction holds as common in this one.
 *
 * About `sampledRows` completions are read from whole pages of the table (`tablesample system`, 4 ms
 * with 1,000,000 completions), kept per database (kept-sample.ts), with how many completions the table
 * held when last analysed (none when it never was; autovacuum soon will).
 */
const sampleOf = keptPerDatabase(
  async (db): Promise<{ rows: { inductionId: number; text: string }[]; completions: number }> => {
    const { rows: counted } = await sql<{ completions: number }>`select reltuples as completions from pg_class
    where oid = to_regclass('completions')`.execute(db);
    const completions = Number(counted[0]?.completions ?? -1);
    if (!(completions > 0)) return { rows: [], completions: 0 };
    const percent = Math.min(100, (100 * sampledRows) / completions);
    const { rows } = await sql<{ induction_id: number; search_text: string }>`select induction_id, search_text
    from completions tablesample system (${percent})`.execute(db);
    return { rows: rows.map((row) => ({ inductionId: row.induction_id, text: row.search_text })), completions };
  },
);

/** About how many completions of the induction hold the term; undefined when too few were sampled. */
export async function sampledMatchesWithin(
  db: Executor,
  term: string,
  inductionId: number,
): Promise<number | undefined> {
  const { rows, completions } = await sampleOf(db);
  return estimatedFromSample(rows, completions, (row) => row.inductionId === inductionId && row.text.includes(term));
}
