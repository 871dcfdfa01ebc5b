import type { Executor } from '../../db/database.ts';

/**
 * Takes the turn of job `name` for `holder` until `until`, if no instance holds it at `now`: the row is
 * made the first time, then one conditional update decides, so two instances asking at once cannot both
 * get it.
 */
export async function takeTurn(
  db: Executor,
  turn: { name: string; holder: string; now: string; until: string },
): Promise<boolean> {
  await db
    .insertInto('scheduler_leases')
    .values({ name: turn.name, holder: '', lease_until: '', last_run_on: '' })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('scheduler_leases')
    .set({ holder: turn.holder, lease_until: turn.until })
    .where('name', '=', turn.name)
    .where('lease_until', '<=', turn.now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
