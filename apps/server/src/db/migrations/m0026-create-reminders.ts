import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Reminders (issue 15 §4, decision 31): their settings (one row), each reminder sent (once per kind,
 * subject and date, so that a restart or a second instance never sends it again), and the lease by
 * which exactly one instance does the daily run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('reminder_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('induction_reminders', 'integer', (column) => column.notNull())
    .addColumn('induction_days_json', 'text', (column) => column.notNull())
    .addColumn('licence_reminders', 'integer', (column) => column.notNull())
    .addColumn('licence_days', 'integer', (column) => column.notNull())
    .addColumn('digest', 'integer', (column) => column.notNull())
    .addColumn('digest_weekday', 'integer', (column) => column.notNull())
    .execute();
  await db
    .insertInto('reminder_settings')
    .values({
      id: 1,
      induction_reminders: 1,
      induction_days_json: '[30,7]',
      licence_reminders: 1,
      licence_days: 30,
      digest: 1,
      digest_weekday: 1,
    })
    .execute();

  await db.schema
    .createTable('reminders_sent')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    // induction (a completion's expiry), licence (a licence's expiry) or digest (the weekly digest).
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('induction', 'licence', 'digest')`))
    // The completion's or licence's id; 0 for the digest.
    .addColumn('subject_id', 'integer', (column) => column.notNull())
    // The company's day the reminder is for.
    .addColumn('due_on', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('reminders_sent_once', ['kind', 'subject_id', 'due_on'])
    .execute();

  await db.schema
    .createTable('scheduler_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    // Which instance holds the lease, and until when ('' when free).
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('lease_until', 'text', (column) => column.notNull())
    // The company's day of the last complete run ('' before the first).
    .addColumn('last_run_on', 'text', (column) => column.notNull())
    .execute();
  await db
    .insertInto('scheduler_leases')
    .values({ name: 'daily-reminders', holder: '', lease_until: '', last_run_on: '' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scheduler_leases').execute();
  await db.schema.dropTable('reminders_sent').execute();
  await db.schema.dropTable('reminder_settings').execute();
}
