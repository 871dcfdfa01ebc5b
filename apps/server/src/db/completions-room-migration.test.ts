import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import { supersedeCompletions } from '../modules/versions/versions.repository.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The completions table's storage options on PostgreSQL, as `fillfactor=80`, or null when none. */
async function completionsOptions(db: Kysely<Database>): Promise<string[] | null> {
  const { rows } = await sql<{
    reloptions: string[] | null;
  }>`select reloptions from pg_class where oid = 'completions'::regclass`.execute(db);
  return rows[0]!.reloptions;
}

/**
 * A "take it again" publish marks every completion of the induction superseded. On PostgreSQL each
 * page of completions keeps room for the new versions of its rows (m0055), so that they are written in
 * place (HOT) rather than with new entries in every index of the table (decision 42's session-57
 * addendum).
 */
describe.runIf(databaseKinds.includes('postgres'))('room in the completions’ pages (migration m0055)', () => {
  let test: TestApp | undefined;
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await test?.close();
    await cleanUp?.();
  });

  it('fills the pages to 80 %, and is as it was when undone', async () => {
    const opened = await openDatabaseAtMigration('postgres', 'm0054-search-index-small-pending-list');
    cleanUp = opened.close;
    expect(await completionsOptions(opened.db)).toBeNull();

    await migrateToLatest(opened.db);
    expect(await completionsOptions(opened.db)).toEqual(['fillfactor=80']);

    await migrations['m0055-completions-room-to-supersede']!.down!(opened.db);
    expect(await completionsOptions(opened.db)).toBeNull();
  });

  it('supersedes an induction’s completions in their pages, without new index entries', async () => {
    test = await createTestApp('postgres');
    const db = test.app.db;
    // Five inductions taken in turn: a fifth of each page is one induction's.
    await seedCompletions(db, 500, test.app.clock.now(), () => {});
    const { induction_id: inductionId } = await db
      .selectFrom('completions')
      .select('induction_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();

    const counts = await db.transaction().execute(async (transaction) => {
      const { completionIds } = await supersedeCompletions(
        transaction,
        inductionId,
        test!.app.clock.now().toISOString(),
      );
      // This transaction's own counts, up to date within it.
      const { rows } = await sql<{ updated: string; inPlace: string }>`
        select n_tup_upd as "updated", n_tup_hot_upd as "inPlace"
        from pg_stat_xact_user_tables where relid = 'completions'::regclass`.execute(transaction);
      return { superseded: completionIds.length, ...rows[0]! };
    });
    expect(counts).toEqual({ superseded: 100, updated: '100', inPlace: '100' });
  });
});
