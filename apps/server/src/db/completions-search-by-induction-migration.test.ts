import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrations } from './migrate.ts';
import { searchIndexDefinition } from './search-index.ts';

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

      // Up to m0038 alone, in a transaction as the migrator runs it (m0041 adds to this index).
      await db
        .transaction()
        .execute((transaction) => migrations['m0038-completions-search-by-induction']!.up(transaction));
      const after = await searchIndexDefinition(db);
      expect(after).toContain('gin (induction_id, search_text gin_trgm_ops)');
      expect(after).toContain('fastupdate=off');
      await migrations['m0038-completions-search-by-induction']!.down!(db);
      expect(await searchIndexDefinition(db)).toBe(before);
    });
  },
);
