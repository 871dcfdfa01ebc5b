import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Attempts (issue 14, decision 26): a person may take an induction again and again, each attempt its
 * own progress numbered from 1, and a reset keeps the completion it marks. Existing progress is
 * attempt 1, and each existing completion the latest of its person and induction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inductee_progress')
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  if (isPostgres(db)) {
    await sql`alter table inductee_progress drop constraint inductee_progress_email_induction_unique`.execute(db);
    await sql`alter table inductee_progress add constraint inductee_progress_email_induction_unique
      unique (email, induction_id, attempt)`.execute(db);
  } else {
    await replaceSqliteUniqueConstraint(db, narrowUnique, wideUnique);
  }

  await db.schema
    .alterTable('completions')
    .addColumn('attempt', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  // 1 for the latest completed attempt of a person at an induction, which the records list by default.
  await db.schema
    .alterTable('completions')
    .addColumn('is_latest', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('completions').addColumn('reset_at', 'text').execute();
  await db.schema.alterTable('completions').addColumn('reset_by', 'text').execute();
  await db.schema.alterTable('completions').addColumn('reset_reason', 'text').execute();
  await db.schema.alterTable('completions').addColumn('superseded_at', 'text').execute();
  // History lists a person's attempts at an induction; a completion marks the earlier ones not latest.
  await db.schema
    .createIndex('completions_attempts_index')
    .on('completions')
    .columns(['email', 'induction_id', 'attempt'])
    .execute();
  // Earlier attempts are few: the SQLite search count finds those matching through this partial index.
  await sql`create index completions_earlier_index on completions (id) where is_latest = 0`.execute(db);
}

/**
 * One attempt per person and induction again. Refused while anyone has taken an induction again: their
 * later attempts would have to go, and with them the record of what they were told.
 */
export async function down(db: Kysely<any>): Promise<void> {
  const retaken = await db
    .selectFrom('inductee_progress')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('attempt', '>', 1)
    .executeTakeFirstOrThrow();
  if (Number(retaken.count) > 0) {
    throw new Error(`m0019-record-attempts cannot be undone: ${retaken.count} later attempts would be lost`);
  }
  await sql`drop index completions_earlier_index`.execute(db);
  await db.schema.dropIndex('completions_attempts_index').execute();
  for (const column of ['superseded_at', 'reset_reason', 'reset_by', 'reset_at', 'is_latest', 'attempt']) {
    await db.schema.alterTable('completions').dropColumn(column).execute();
  }
  if (isPostgres(db)) {
    await sql`alter table inductee_progress drop constraint inductee_progress_email_induction_unique`.execute(db);
    await sql`alter table inductee_progress add constraint inductee_progress_email_induction_unique
      unique (email, induction_id)`.execute(db);
  } else {
    await replaceSqliteUniqueConstraint(db, wideUnique, narrowUnique);
  }
  await db.schema.alterTable('inductee_progress').dropColumn('attempt').execute();
}

/** The progress's unique constraint before this migration, and from it on. */
const narrowUnique = 'unique ("email", "induction_id")';
const wideUnique = 'unique ("email", "induction_id", "attempt")';

/**
 * SQLite cannot drop a table's constraint, so the table is rebuilt as SQLite documents it ("Making
 * Other Kinds Of Table Schema Changes"): foreign keys off, a copy with the `to` constraint in place of
 * `from`, the rows moved, the old table dropped and the copy renamed, then its indexes and triggers
 * made again. Kysely runs SQLite migrations outside a transaction, so the pragma takes effect; the
 * rebuild itself is one transaction.
 */
async function replaceSqliteUniqueConstraint(db: Kysely<any>, from: string, to: string): Promise<void> {
  const schema = await sql<{ type: string; name: string; sql: string }>`select type, name, sql from sqlite_master
    where tbl_name = 'inductee_progress' and sql is not null`.execute(db);
  const table = schema.rows.find((row) => row.type === 'table');
  if (!table?.sql.includes(from)) throw new Error(`inductee_progress has no constraint ${from}`);
  const copy = table.sql
    .replace(/^create table "inductee_progress"/i, 'create table "inductee_progress_copy"')
    .replace(from, to);
  const others = schema.rows.filter((row) => row.type !== 'table');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (transaction) => {
      await sql.raw(copy).execute(transaction);
      await sql`insert into inductee_progress_copy select * from inductee_progress`.execute(transaction);
      await sql`drop table inductee_progress`.execute(transaction);
      await sql`alter table inductee_progress_copy rename to inductee_progress`.execute(transaction);
      for (const row of others) await sql.raw(row.sql).execute(transaction);
      const broken = await sql`pragma foreign_key_check`.execute(transaction);
      if (broken.rows.length > 0) throw new Error('Rebuilding inductee_progress broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
