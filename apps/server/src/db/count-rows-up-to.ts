import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Executor } from './database.ts';

/**
 * How many rows the query gives, reading at most `cap + 1` of them: the count of a paged search a step
 * past its page (lib/capped-count.ts, decision 42).
 */
export async function countRowsUpTo<T extends keyof Database, O>(
  db: Executor,
  matches: SelectQueryBuilder<Database, T, O>,
  cap: number,
): Promise<number> {
  const { rows } = await sql<{ count: number | string }>`select count(*) as count
    from (${matches.limit(cap + 1)}) as matches`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
