import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { inductionMarker } from '../modules/records/completion-search.repository.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The ids the trigram index gives for an FTS5 query, in order. */
async function matchesOf(db: Kysely<Database>, match: string): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select rowid as id from completions_search
    where completions_search match ${match} order by rowid`.execute(db);
  return rows.map((row) => row.id);
}

/** The completions of each induction, by their rows and by the index's markers. */
async function byInduction(db: Kysely<Database>) {
  const rows = await db.selectFrom('completions').select(['id', 'induction_id']).orderBy('id').execute();
  const inductions = [...new Set(rows.map((row) => row.induction_id))];
  return Promise.all(
    inductions.map(async (induction) => ({
      rows: rows.filter((row) => row.induction_id === induction).map((row) => row.id),
      marked: await matchesOf(db, inductionMarker(induction)),
    })),
  );
}

/** FTS5 compares the index with what its content (the view of the completions) holds; throws if not. */
const checkIntegrity = (db: Kysely<Database>) =>
  sql`insert into completions_search (completions_search, rank) values ('integrity-check', 1)`.execute(db);

describe.runIf(databaseKinds.includes('sqlite'))(
  "the completions search index marks each completion's induction (migration m0039, SQLite)",
  () => {
    let cleanUp: (() => Promise<void>) | undefined;
    afterEach(async () => {
      await cleanUp?.();
    });

    it('marks every completion, keeps the marks as completions come, change and go, and is as it was when undone', async () => {
      const opened = await openDatabaseAtMigration('sqlite', 'm0038-completions-search-by-induction');
      cleanUp = opened.close;
      const db: Kysely<Database> = opened.db;
      await seedCompletions(db, 60, new Date('2026-11-25T01:00:00.000Z'), () => {});
      const someText = (await db.selectFrom('completions').select('search_text').executeTakeFirstOrThrow()).search_text;
      const term = `search_text : ("${someText.slice(0, 8)}")`;
      const before = await matchesOf(db, `"${someText.slice(0, 8)}"`);
      expect(before.length).toBeGreaterThan(0);

      await migrateToLatest(db);
      await checkIntegrity(db);
      const marked = await byInduction(db);
      expect(marked.length).toBeGreaterThan(1);
      for (const induction of marked) expect(induction.marked).toEqual(induction.rows);
      expect(await matchesOf(db, term)).toEqual(before);

      // New completions are marked; a completion moved to another induction, or whose text changes,
      // is marked and found anew; a deleted one is gone from the index.
      await seedCompletions(db, 20, new Date('2026-11-26T01:00:00.000Z'), () => {});
      const [first, second, third] = await db
        .selectFrom('completions')
        .select(['id', 'induction_id'])
        .orderBy('id')
        .execute();
      const elsewhere = marked.find((induction) => !induction.rows.includes(first!.id))!;
      const otherInduction = (
        await db
          .selectFrom('completions')
          .select('induction_id')
          .where('id', '=', elsewhere.rows[0]!)
          .executeTakeFirstOrThrow()
      ).induction_id;
      await db.updateTable('completions').set({ induction_id: otherInduction }).where('id', '=', first!.id).execute();
      await db.updateTable('completions').set({ search_text: 'zzqqxx moved' }).where('id', '=', second!.id).execute();
      await sql`pragma foreign_keys = off`.execute(db);
      await db.deleteFrom('completions').where('id', '=', third!.id).execute();
      await sql`pragma foreign_keys = on`.execute(db);
      await checkIntegrity(db);
      for (const induction of await byInduction(db)) expect(induction.marked).toEqual(induction.rows);
      expect(await matchesOf(db, inductionMarker(otherInduction))).toContain(first!.id);
      expect(await matchesOf(db, 'search_text : ("zzqqxx")')).toEqual([second!.id]);
      expect(await matchesOf(db, `search_text : ("${someText.slice(0, 8)}")`)).not.toContain(third!.id);

      await migrations['m0039-completions-search-marks-induction']!.down!(db);
      const { rows: columns } = await sql<{ name: string }>`pragma table_info(completions_search)`.execute(db);
      expect(columns.map((column) => column.name)).toEqual(['search_text']);
      const { rows: views } =
        await sql`select name from sqlite_master where name = 'completions_search_content'`.execute(db);
      expect(views).toEqual([]);
      await seedCompletions(db, 5, new Date('2026-11-27T01:00:00.000Z'), () => {});
      await checkIntegrity(db);
      expect(await matchesOf(db, '"zzqqxx"')).toEqual([second!.id]);
    });
  },
);
