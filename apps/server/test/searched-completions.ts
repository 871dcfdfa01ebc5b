import type { Kysely } from 'kysely';
import type { Database } from '../src/db/database.ts';

/** Marks one in 25 of these completions an earlier attempt of its person, which the list leaves out by default. */
export async function markSomeEarlierAttempts(db: Kysely<Database>, seeded: { id: number }[]): Promise<void> {
  await db
    .updateTable('completions')
    .set({ is_latest: 0 })
    .where(
      'id',
      'in',
      seeded.filter((_, index) => index % 25 === 3).map((row) => row.id),
    )
    .execute();
}

/** Every completion with what a search filters and sorts by, for the tests to filter and sort themselves. */
export function readSearchedCompletions(db: Kysely<Database>) {
  return db
    .selectFrom('completions')
    .select(['id', 'induction_id', 'search_text', 'completed_at', 'is_latest'])
    .execute();
}

export type SearchedCompletion = Awaited<ReturnType<typeof readSearchedCompletions>>[number];
