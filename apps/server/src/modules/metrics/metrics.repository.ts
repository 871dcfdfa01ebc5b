import type { Executor } from '../../db/database.ts';

/** Every completion recorded, reset or superseded ones included (they stay as evidence). */
export async function countCompletions(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('completions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
