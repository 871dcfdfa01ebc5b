import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { keptCount } from '../modules/records/records.repository.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest, migrations } from './migrate.ts';

/** The counts the dashboard reads (migration m0032, summed over their rows since m0043) against counting the rows themselves. */
async function countsOf(db: Kysely<Database>) {
  const { rows } = await sql<{ progress: number | string; pending: number | string }>`select
    (select count(*) from inductee_progress) as progress,
    (select count(*) from licences where is_current = 1 and status = 'pending') as pending`.execute(db);
  return {
    kept: { licences_pending: await keptCount(db, 'licences_pending'), progress: await keptCount(db, 'progress') },
    counted: { licences_pending: Number(rows[0]!.pending), progress: Number(rows[0]!.progress) },
  };
}

/** A progress record of induction 1 (as seeded) for `email`, inserted on `client` as the app's start does. */
const insertProgress = (client: pg.Client, email: string) =>
  client.query(
    `insert into inductee_progress (email, induction_id, attempt, version_id, current_page, status, started_at,
      last_accessed_at) values ($1, 1, 1, 1, 0, 'not_started', $2, $2)`,
    [email, '2026-11-26T02:00:00.000Z'],
  );

/** A new connection to the database at `url` whose shard (pid modulo 16, m0043) is not in `taken`. */
async function connectionOutside(url: string, taken: number[]): Promise<{ client: pg.Client; shard: number }> {
  const unused: pg.Client[] = [];
  try {
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ shard: number }>('select pg_backend_pid() % 16 as shard');
      if (!taken.includes(rows[0]!.shard)) return { client, shard: rows[0]!.shard };
      unused.push(client);
    }
  } finally {
    await Promise.all(unused.map((client) => client.end()));
  }
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
  it('keep their sums when m0043 is undone and done again', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0042-webhook-delivery-claims');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const m0043 = migrations['m0043-record-counts-by-connection']!;
    await m0043.up(db);
    await seedCompletions(db, 30, new Date('2026-11-25T01:00:00.000Z'), () => {});
    const expected = { kept: { licences_pending: 27, progress: 30 }, counted: { licences_pending: 27, progress: 30 } };
    expect(await countsOf(db)).toEqual(expected);
    await m0043.down!(db);
    const rows = await db.selectFrom('record_counts').selectAll().orderBy('name').execute();
    expect(rows.map((row) => [row.name, Number(row.count)])).toEqual(
      kind === 'postgres'
        ? [
            ['licences_pending', 27],
            ['progress', 30],
          ]
        : [
            ['completions_out_of_order', 0],
            ['licences_pending', 27],
            ['progress', 30],
          ],
    );
    expect(rows.every((row) => !('shard' in row))).toBe(true);
    await m0043.up(db);
    await seedCompletions(db, 20, new Date('2026-11-26T01:00:00.000Z'), () => {});
    expect(await countsOf(db)).toEqual({
      kept: { licences_pending: 45, progress: 50 },
      counted: { licences_pending: 45, progress: 50 },
    });
  });

  it.runIf(kind === 'postgres')(
    'let two connections add to a count at once, without waiting for each other to commit',
    async () => {
      const opened = await openDatabaseAtMigration(kind, 'm0031-create-webhooks');
      const clients: pg.Client[] = [];
      cleanUp = async () => {
        await Promise.all(clients.map((client) => client.end()));
        await opened.close();
      };
      await seedCompletions(opened.db, 30, new Date('2026-11-25T01:00:00.000Z'), () => {});
      await migrateToLatest(opened.db);
      const first = await connectionOutside(opened.env['DATABASE_URL']!, []);
      const second = await connectionOutside(opened.env['DATABASE_URL']!, [first.shard]);
      clients.push(first.client, second.client);

      // Two workers start at once: the first's transaction is still open when the second inserts. With one
      // row per count the second waited for the first's commit, and fails here when its lock wait ends.
      await first.client.query('begin');
      await insertProgress(first.client, 'first.worker@site.example');
      await second.client.query('begin');
      await second.client.query("set local lock_timeout = '5s'");
      await insertProgress(second.client, 'second.worker@site.example');
      await second.client.query('commit');
      await first.client.query('commit');

      expect(await countsOf(opened.db)).toEqual({
        kept: { licences_pending: 27, progress: 32 },
        counted: { licences_pending: 27, progress: 32 },
      });
      // An update of licences that leaves every count as it was adds no row.
      const before = await opened.db.selectFrom('record_counts').select('shard').execute();
      await second.client.query('update licences set rejection_reason = null where id = 1');
      expect(await opened.db.selectFrom('record_counts').select('shard').execute()).toHaveLength(before.length);
    },
  );
});
