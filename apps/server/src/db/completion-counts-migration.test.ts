import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

type Count = { induction_id: number; version_id: number; count: number };
const inOrder = (counts: Count[]) =>
  counts
    .map((row) => ({
      induction_id: Number(row.induction_id),
      version_id: Number(row.version_id),
      count: Number(row.count),
    }))
    .filter((row) => row.count !== 0)
    .sort((a, b) => a.induction_id - b.induction_id || a.version_id - b.version_id);

/** The completions counted afresh, by induction and by the version of their attempt (0: none). */
async function countedAfresh(db: Kysely<Database>): Promise<Count[]> {
  const { rows } =
    await sql<Count>`select completions.induction_id, coalesce(inductee_progress.version_id, 0) as version_id,
      count(*) as count
    from completions left join inductee_progress on inductee_progress.id = completions.progress_id
    group by completions.induction_id, coalesce(inductee_progress.version_id, 0)`.execute(db);
  return inOrder(rows);
}

/** The kept counts, the rows of each induction and version (one a connection on PostgreSQL) added up. */
const kept = async (db: Kysely<Database>) =>
  inOrder(
    await db
      .selectFrom('completion_counts')
      .select(['induction_id', 'version_id'])
      .select((eb) => eb.fn.sum<number>('count').as('count'))
      .groupBy(['induction_id', 'version_id'])
      .execute(),
  );

describe.each(databaseKinds)('the completion counts on %s (migration m0040)', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('counts the completions of each induction and version, and keeps the counts as rows come, change and go', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0039-completions-search-marks-induction');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    await seedCompletions(db, 60, new Date('2026-11-25T01:00:00.000Z'), () => {});
    // Some attempts were made before versions.
    const [first, second, third] = await db
      .selectFrom('completions')
      .select(['id', 'progress_id', 'induction_id'])
      .orderBy('id')
      .execute();
    const versionOfFirst = (
      await db
        .selectFrom('inductee_progress')
        .select('version_id')
        .where('id', '=', first!.progress_id)
        .executeTakeFirstOrThrow()
    ).version_id!;
    await db
      .updateTable('inductee_progress')
      .set({ version_id: null })
      .where('id', 'in', [first!.progress_id, second!.progress_id])
      .execute();

    await migrateToLatest(db);
    const migrated = await kept(db);
    expect(migrated).toEqual(await countedAfresh(db));
    expect(migrated.some((row) => row.version_id === 0)).toBe(true);
    expect(migrated.length).toBeGreaterThan(2);

    // More completions (a bulk insert on PostgreSQL counts them once), an attempt given its version,
    // a completion moved to another induction, and one deleted.
    await seedCompletions(db, 25, new Date('2026-11-26T01:00:00.000Z'), () => {});
    await db
      .updateTable('inductee_progress')
      .set({ version_id: versionOfFirst })
      .where('id', '=', first!.progress_id)
      .execute();
    const elsewhere = (
      await db
        .selectFrom('completions')
        .select('induction_id')
        .where('induction_id', '!=', third!.induction_id)
        .executeTakeFirstOrThrow()
    ).induction_id;
    await db.updateTable('completions').set({ induction_id: elsewhere }).where('id', '=', third!.id).execute();
    // Updates that change neither the induction nor the attempt leave the counts alone.
    await db
      .updateTable('completions')
      .set({ is_latest: 0 })
      .where('id', '<', third!.id + 10)
      .execute();
    const changed = await kept(db);
    expect(changed).toEqual(await countedAfresh(db));
    expect(changed.reduce((total, row) => total + row.count, 0)).toBe(85);

    // A completion without certificate or files, of a new attempt before versions, can be deleted.
    // last_active_on is generated from last_accessed_at on PostgreSQL.
    const {
      id: _progressId,
      last_active_on: _activeOn,
      ...attempt
    } = await db
      .selectFrom('inductee_progress')
      .selectAll()
      .where('id', '=', second!.progress_id)
      .executeTakeFirstOrThrow();
    const progress = await db
      .insertInto('inductee_progress')
      .values({ ...attempt, attempt: attempt.attempt + 100 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _completionId, ...completion } = await db
      .selectFrom('completions')
      .selectAll()
      .where('id', '=', second!.id)
      .executeTakeFirstOrThrow();
    const added = await db
      .insertInto('completions')
      .values({ ...completion, progress_id: progress.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (await kept(db)).find((row) => row.induction_id === completion.induction_id && row.version_id === 0),
    ).toEqual({ induction_id: completion.induction_id, version_id: 0, count: 2 });
    await db.deleteFrom('completions').where('id', '=', added.id).execute();
    expect(await kept(db)).toEqual(changed);

    await migrations['m0040-completion-counts']!.down!(db);
    const tables =
      kind === 'sqlite'
        ? sql`select name from sqlite_master where name = 'completion_counts'`
        : sql`select to_regclass('completion_counts') as name`;
    const { rows } = await tables.execute(db);
    expect(rows.filter((row) => (row as { name: string | null }).name !== null)).toEqual([]);
    // Completions are still written without the triggers.
    await seedCompletions(db, 3, new Date('2026-11-27T01:00:00.000Z'), () => {});
  });
});
