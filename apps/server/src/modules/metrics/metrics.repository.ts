import type { Executor } from '../../db/database.ts';

/** Every completion recorded, reset or superseded ones included (they stay as evidence). */
export async function countCompletions(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Progress records being taken: moved past the first page and not completed, as the dashboard counts
 * them (records.repository.ts); counted through the status index.
 */
export async function countActiveProgress(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('inductee_progress')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'in_progress')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
