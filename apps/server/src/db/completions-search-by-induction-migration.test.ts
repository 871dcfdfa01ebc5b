import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The definition of PostgreSQL's search index. */
async function searchIndexDefinition(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ definition: string }>`select indexdef as definition from pg_indexes
    where tablename = 'completions' and indexname = 'completions_search_trigram_index'`.execute(db);
  return rows[0]!.definition;
}

describe.runIf(databaseKinds.includes('postgres'))(
  'the completions search index by induction (migration m0038)',
  () => {
    let cleanUp: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await cleanUp?.();
    });

    it('holds the induction beside the trigrams, without a pending list, and is as it was when undone', async () => {
      const opened = await openDatabaseAtMigration('postgres', 'm0037-licence-classes-status');
      cleanUp = opened.close;
      const db: Kysely<Database> = opened.db;
      const before = await searchIndexDefinition(db);
      expect(before).toContain('gin (search_text gin_trgm_ops)');

      await migrateToLatest(db);
      const after = await searchIndexDefinition(db);
      expect(after).toContain('gin (induction_id, search_text gin_trgm_ops)');
      expect(after).toContain('fastupdate=off');
      await migrations['m0038-completions-search-by-induction']!.down!(db);
      expect(await searchIndexDefinition(db)).toBe(before);
    });
  },
);
