import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** Each class row with its copies, and what its licence holds. */
async function classRowsWithLicence(db: Kysely<Database>) {
  return db
    .selectFrom('licence_classes')
    .innerJoin('licences', 'licences.id', 'licence_classes.licence_id')
    .select([
      'licence_classes.is_current as copiedIsCurrent',
      'licence_classes.expiry_sort as copiedExpirySort',
      'licence_classes.status as copiedStatus',
      'licences.is_current',
      'licences.expiry_sort',
      'licences.status',
    ])
    .execute();
}

describe.each(databaseKinds)('the licence classes in register order on %s (migrations m0035 and m0037)', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it("copies each licence's is_current, expiry_sort and status to its class rows, then keeps them as licences change", async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0034-completions-search-statistics');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    await seedCompletions(db, 60, new Date('2026-11-25T01:00:00.000Z'), () => {});
    await db.updateTable('licences').set({ is_current: 0 }).where('id', '<', 10).execute();
    await db.updateTable('licences').set({ status: 'verified' }).where('id', '>', 30).execute();

    await migrateToLatest(db);
    const same = (rows: Awaited<ReturnType<typeof classRowsWithLicence>>) =>
      rows.every(
        (row) =>
          row.copiedIsCurrent === row.is_current &&
          row.copiedExpirySort === row.expiry_sort &&
          row.copiedStatus === row.status,
      );
    const migrated = await classRowsWithLicence(db);
    expect(migrated.length).toBeGreaterThan(20);
    expect(migrated.some((row) => row.is_current === 0)).toBe(true);
    expect(migrated.some((row) => row.status === 'verified')).toBe(true);
    expect(migrated.some((row) => row.status === 'pending')).toBe(true);
    // The planner knows the new index (m0037 ran ANALYZE): on SQLite, with statistics for the class
    // index and none for it, it took it for a class without a status and sorted the whole class.
    const analyzed =
      kind === 'sqlite'
        ? sql`select count(*) as count from sqlite_stat1 where idx = 'licence_classes_status_index'`
        : sql`select count(*) as count from pg_stat_user_tables
            where relname = 'licence_classes' and last_analyze is not null`;
    const { rows: statistics } = await analyzed.execute(db);
    expect(Number((statistics[0] as { count: number | string }).count)).toBe(1);
    expect(same(migrated)).toBe(true);

    // A licence's new expiry, currency or status goes to its class rows.
    const licence = await db
      .selectFrom('licences')
      .innerJoin('licence_classes', 'licence_classes.licence_id', 'licences.id')
      .select('licences.id')
      .where('licences.is_current', '=', 1)
      .executeTakeFirstOrThrow();
    await db.updateTable('licences').set({ expiry_sort: '2031-01-01' }).where('id', '=', licence.id).execute();
    await db.updateTable('licences').set({ status: 'rejected' }).where('id', '=', licence.id).execute();
    await db
      .updateTable('licences')
      .set({ is_current: 0 })
      .where('id', '>', licence.id + 5)
      .execute();
    const changed = await classRowsWithLicence(db);
    expect(changed.some((row) => row.copiedExpirySort === '2031-01-01')).toBe(true);
    expect(changed.some((row) => row.copiedStatus === 'rejected')).toBe(true);
    expect(same(changed)).toBe(true);

    // A class row takes its licence's values as it is inserted, whatever it is given.
    await db.deleteFrom('licence_classes').where('licence_id', '=', licence.id).execute();
    await db.insertInto('licence_classes').values({ licence_id: licence.id, class_code: 'WP' }).execute();
    const inserted = await db
      .selectFrom('licence_classes')
      .select(['is_current', 'expiry_sort', 'status'])
      .where('licence_id', '=', licence.id)
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ is_current: 1, expiry_sort: '2031-01-01', status: 'rejected' });

    // Undone, m0037 leaves m0035's copies kept as they were.
    await migrations['m0037-licence-classes-status']!.down!(db);
    await db.updateTable('licences').set({ expiry_sort: '2032-02-02' }).where('id', '=', licence.id).execute();
    const undone = await db
      .selectFrom('licence_classes')
      .selectAll()
      .where('licence_id', '=', licence.id)
      .executeTakeFirstOrThrow();
    expect(undone).toEqual({ licence_id: licence.id, class_code: 'WP', is_current: 1, expiry_sort: '2032-02-02' });
  });
});
