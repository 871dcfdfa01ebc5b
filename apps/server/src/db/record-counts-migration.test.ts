import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** The counts the dashboard reads (migration m0032) against counting the rows themselves. */
async function countsOf(db: Kysely<Database>) {
  const kept = await db
    .selectFrom('record_counts')
    .select(['name', 'count'])
    .where('name', 'in', ['progress', 'licences_pending'])
    .orderBy('name')
    .execute();
  const { rows } = await sql<{ progress: number | string; pending: number | string }>`select
    (select count(*) from inductee_progress) as progress,
    (select count(*) from licences where is_current = 1 and status = 'pending') as pending`.execute(db);
  return {
    kept: Object.fromEntries(kept.map((row) => [row.name, Number(row.count)])),
    counted: { licences_pending: Number(rows[0]!.pending), progress: Number(rows[0]!.progress) },
  };
}

describe.each(databaseKinds)('the counts the database keeps on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('start from the rows there were, and follow every insert, update and delete, one or many at once', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0031-create-webhooks');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    await seedCompletions(db, 30, new Date('2026-11-25T01:00:00.000Z'), () => {});
    await migrateToLatest(db);
    const expectAgree = async (progress: number, pending: number) => {
      const { kept, counted } = await countsOf(db);
      expect(counted).toEqual({ licences_pending: pending, progress });
      expect(kept).toEqual(counted);
    };
    // 30 completions, 1.5 licences each, three in five pending (seed-completions.ts).
    await expectAgree(30, 27);

    // A bulk insert of many rows in one statement, then single changes of every kind.
    await seedCompletions(db, 20, new Date('2026-11-26T01:00:00.000Z'), () => {});
    await expectAgree(50, 45);
    const pending = await db
      .selectFrom('licences')
      .select('id')
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
    await db.updateTable('licences').set({ status: 'verified' }).where('id', '=', pending[0]!.id).execute();
    await db.updateTable('licences').set({ is_current: 0 }).where('id', '=', pending[1]!.id).execute();
    await expectAgree(50, 43);
    await db.updateTable('licences').set({ status: 'pending' }).where('id', '=', pending[0]!.id).execute();
    // An update that leaves a licence pending, and one of many rows at once.
    await db.updateTable('licences').set({ rejection_reason: null }).where('id', '=', pending[2]!.id).execute();
    await expectAgree(50, 44);
    await db
      .updateTable('licences')
      .set({ status: 'rejected' })
      .where(
        'id',
        'in',
        pending.slice(3, 13).map((row) => row.id),
      )
      .execute();
    await expectAgree(50, 34);
    await db.deleteFrom('licence_classes').where('licence_id', '=', pending[20]!.id).execute();
    await db.deleteFrom('licences').where('id', '=', pending[20]!.id).execute();
    await expectAgree(50, 33);
    const progress = await db
      .insertInto('inductee_progress')
      .values({
        email: 'new.worker@site.example',
        induction_id: 1,
        version_id: 1,
        current_page: 0,
        status: 'not_started',
        started_at: '2026-11-26T02:00:00.000Z',
        last_accessed_at: '2026-11-26T02:00:00.000Z',
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectAgree(51, 33);
    await db.deleteFrom('inductee_progress').where('id', '=', progress.id).execute();
    await expectAgree(50, 33);
  });
});
