import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import { keptCount } from '../modules/records/records.repository.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** The completions recorded out of completion order (migration m0033), counted from the rows. */
async function countedOutOfOrder(db: Kysely<Database>): Promise<number> {
  const rows = await db.selectFrom('completions').select(['completed_at']).orderBy('id').execute();
  let latest = '';
  let count = 0;
  for (const { completed_at } of rows) {
    if (completed_at < latest) count += 1;
    if (completed_at > latest) latest = completed_at;
  }
  return count;
}

describe('the count of completions recorded out of completion order (SQLite)', () => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  const open = async () => {
    const opened = await openDatabaseAtMigration('sqlite', 'm0032-record-counts');
    cleanUp = opened.close;
    return opened.db;
  };

  it('starts at 0 for completions recorded as they were completed, and stays 0 as more come', async () => {
    const db = await open();
    await seedCompletions(db, 40, new Date('2026-11-25T01:00:00.000Z'), () => {});
    await migrateToLatest(db);
    expect(await keptCount(db, 'completions_out_of_order')).toBe(0);

    await seedCompletions(db, 30, new Date('2026-11-26T01:00:00.000Z'), () => {});
    expect(await countedOutOfOrder(db)).toBe(0);
    expect(await keptCount(db, 'completions_out_of_order')).toBe(0);
  });

  it('counts those there were, then every completion inserted before the latest or whose time or id changes', async () => {
    const db = await open();
    await seedCompletions(db, 40, new Date('2026-11-25T01:00:00.000Z'), () => {});
    const ids = (await db.selectFrom('completions').select('id').orderBy('id').execute()).map((row) => row.id);
    // Two completions moved back in time before the migration: each is now before an earlier id's.
    await db
      .updateTable('completions')
      .set({ completed_at: '2025-01-01T00:00:00.000Z' })
      .where('id', 'in', [ids[10]!, ids[20]!])
      .execute();
    await migrateToLatest(db);
    expect(await countedOutOfOrder(db)).toBe(2);
    expect(await keptCount(db, 'completions_out_of_order')).toBe(2);

    // Seeded later, in order: nothing more is out of order.
    await seedCompletions(db, 10, new Date('2026-11-26T01:00:00.000Z'), () => {});
    expect(await keptCount(db, 'completions_out_of_order')).toBe(2);
    // A completion recorded with a time before the latest one's.
    await seedCompletions(db, 1, new Date('2026-11-25T12:00:00.000Z'), () => {});
    expect(await keptCount(db, 'completions_out_of_order')).toBe(3);
    // Any change of a completion's time counts, even one that keeps the order.
    await db
      .updateTable('completions')
      .set({ completed_at: '2026-11-26T01:00:00.000Z' })
      .where('id', '=', ids[39]!)
      .execute();
    expect(await keptCount(db, 'completions_out_of_order')).toBe(4);
    // Deleting completions cannot put the others out of order.
    await db.deleteFrom('certificates').where('completion_id', '=', ids[5]!).execute();
    await db.deleteFrom('licence_classes').execute();
    await db.deleteFrom('licences').where('completion_id', '=', ids[5]!).execute();
    await db.deleteFrom('completions').where('id', '=', ids[5]!).execute();
    expect(await keptCount(db, 'completions_out_of_order')).toBe(4);
  });
});
