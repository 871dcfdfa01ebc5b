import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The definition of licences_status_index as the database gives it. */
async function statusIndexDefinition(db: Kysely<Database>, kind: string): Promise<string> {
  const { rows } =
    kind === 'postgres'
      ? await sql<{ definition: string }>`select indexdef as definition from pg_indexes
          where tablename = 'licences' and indexname = 'licences_status_index'`.execute(db)
      : await sql<{ definition: string }>`select sql as definition from sqlite_master
          where type = 'index' and name = 'licences_status_index'`.execute(db);
  return rows[0]!.definition;
}

describe.each(databaseKinds)('the licences status index on %s (migration m0036)', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('holds the search text on PostgreSQL, is unchanged on SQLite, and is as it was when undone', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0035-licence-classes-in-register-order');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const before = await statusIndexDefinition(db, kind);
    expect(before).toContain('is_current');
    expect(before).not.toContain('search_text');

    await migrateToLatest(db);
    const after = await statusIndexDefinition(db, kind);
    if (kind === 'sqlite') {
      expect(after).toBe(before);
      return;
    }
    expect(after).toContain('(is_current, status, expiry_sort, id) INCLUDE (search_text)');

    await migrations['m0036-licences-status-index-with-text']!.down!(db);
    expect(await statusIndexDefinition(db, kind)).toBe(before);
  });
});
