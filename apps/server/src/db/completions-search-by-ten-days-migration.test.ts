import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrations } from './migrate.ts';
import { searchIndexDefinition } from './search-index.ts';

describe.runIf(databaseKinds.includes('postgres'))('the completions search index by ten days (migration m0041)', () => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('holds the ten days between the induction and the trigrams, and is as it was when undone', async () => {
    const opened = await openDatabaseAtMigration('postgres', 'm0040-completion-counts');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const before = await searchIndexDefinition(db);
    expect(before).toContain('gin (induction_id, search_text gin_trgm_ops)');

    // Up to m0041 alone, in a transaction as the migrator runs it (m0054 changes this index's options).
    await db
      .transaction()
      .execute((transaction) => migrations['m0041-completions-search-by-ten-days']!.up(transaction));
    const after = await searchIndexDefinition(db);
    expect(after).toContain('gin (induction_id, "left"(completed_at, 9), search_text gin_trgm_ops)');
    expect(after).toContain('fastupdate=off');
    await migrations['m0041-completions-search-by-ten-days']!.down!(db);
    expect(await searchIndexDefinition(db)).toBe(before);
  });
});
