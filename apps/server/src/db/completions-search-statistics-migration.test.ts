import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The statistics target PostgreSQL keeps for completions.search_text (-1: the server's default). */
async function searchTextStatisticsTarget(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ target: number }>`select attstattarget as target from pg_attribute
    where attrelid = 'completions'::regclass and attname = 'search_text'`.execute(db);
  return Number(rows[0]?.target);
}

describe.each(databaseKinds)('the statistics of the completions search text on %s (migration m0034)', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('keeps a histogram of 1,000 search texts on PostgreSQL, and back to the default when undone', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0033-completion-order');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    await seedCompletions(db, 40, new Date('2026-11-25T01:00:00.000Z'), () => {});
    if (kind === 'postgres') expect(await searchTextStatisticsTarget(db)).toBe(-1);

    await migrateToLatest(db);
    if (kind === 'sqlite') return;
    expect(await searchTextStatisticsTarget(db)).toBe(1000);
    // ANALYZE ran with it: the planner knows the search texts from the migration on, not from
    // whenever autovacuum next comes by.
    const { rows } = await sql<{ texts: number }>`select cardinality(histogram_bounds::text::text[]) as texts
      from pg_stats where tablename = 'completions' and attname = 'search_text'`.execute(db);
    expect(Number(rows[0]?.texts)).toBeGreaterThan(1);

    await migrations['m0034-completions-search-statistics']!.down!(db);
    expect(await searchTextStatisticsTarget(db)).toBe(-1);
  });
});
