import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';
import { searchIndexDefinition } from './search-index.ts';

/**
 * Searches that find completions just recorded (records.routes.test.ts and others, on PostgreSQL) read
 * their entries from the pending list this migration turns on.
 */
describe.runIf(databaseKinds.includes('postgres'))('the search index’s pending list (migration m0054)', () => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('queues new entries in a list of at most 64 kB, and is as it was when undone', async () => {
    const opened = await openDatabaseAtMigration('postgres', 'm0053-outbox-due-order');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const before = await searchIndexDefinition(db);
    expect(before).toContain('fastupdate=off');

    await migrateToLatest(db);
    const after = await searchIndexDefinition(db);
    expect(after).toContain("WITH (fastupdate='on', gin_pending_list_limit='64')");

    await migrations['m0054-search-index-small-pending-list']!.down!(db);
    // Options set by ALTER INDEX are listed quoted, those of CREATE INDEX (2026-12-01, m0041) are not.
    expect((await searchIndexDefinition(db))?.replaceAll("'", '')).toBe(before);
  });
});
