import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Counts the dashboard shows, kept by the database as rows change (issue 18, decision 42): with a
 * million records, counting every progress record (50 ms on PostgreSQL) or every licence awaiting a
 * check (470 ms) on each visit cost more than the rest of the dashboard. Triggers keep them, so no
 * write path can forget one: `progress`, every progress record; `licences_pending`, the current
 * licences pending verification. On PostgreSQL the triggers are per statement, with the statement's
 * rows, so a bulk insert adds its count once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_counts')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .execute();
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  await sql`insert into record_counts (name, count)
    select 'progress', count(*) from inductee_progress
    union all
    select 'licences_pending', count(*) from licences where is_current = 1 and status = 'pending'`.execute(db);
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = (name: string, change: string) =>
    `update record_counts set count = count + (${change}) where name = '${name}';`;
  const pending = (row: 'new' | 'old') => `(${row}.is_current = 1 and ${row}.status = 'pending')`;
  for (const statement of [
    `create trigger record_counts_progress_insert after insert on inductee_progress begin ${add('progress', '1')} end`,
    `create trigger record_counts_progress_delete after delete on inductee_progress begin ${add('progress', '-1')} end`,
    `create trigger record_counts_licences_insert after insert on licences when ${pending('new')}
      begin ${add('licences_pending', '1')} end`,
    `create trigger record_counts_licences_update after update of is_current, status on licences
      when ${pending('old')} is not ${pending('new')}
      begin ${add('licences_pending', `case when ${pending('new')} then 1 else -1 end`)} end`,
    `create trigger record_counts_licences_delete after delete on licences when ${pending('old')}
      begin ${add('licences_pending', '-1')} end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

const pendingIn = (rows: string) => `(select count(*) from ${rows} where is_current = 1 and status = 'pending')`;

/** PostgreSQL: each counting function, the count it keeps, and the change its statement's rows make to it. */
export const postgresCounters: [name: string, counter: string, change: string][] = [
  ['record_counts_progress_insert', 'progress', '(select count(*) from new_rows)'],
  ['record_counts_progress_delete', 'progress', '-(select count(*) from old_rows)'],
  ['record_counts_licences_insert', 'licences_pending', pendingIn('new_rows')],
  ['record_counts_licences_update', 'licences_pending', `${pendingIn('new_rows')} - ${pendingIn('old_rows')}`],
  ['record_counts_licences_delete', 'licences_pending', `-${pendingIn('old_rows')}`],
];

/** The body of a PostgreSQL counting function as made here: it adds to the count's one row. */
export const addToCountRow = (counter: string, change: string) =>
  `begin
        update record_counts set count = count + (${change}) where name = '${counter}';
        return null;
      end`;

/** Defines (or redefines) the PostgreSQL trigger function `name` with `body`. */
export async function definePostgresFunction(db: Kysely<any>, name: string, body: string): Promise<void> {
  await sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ ${body} $$`).execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  for (const [name, counter, change] of postgresCounters) {
    await definePostgresFunction(db, name, addToCountRow(counter, change));
  }
  const triggers: [string, string, string][] = [
    ['record_counts_progress_insert', 'insert', 'inductee_progress'],
    ['record_counts_progress_delete', 'delete', 'inductee_progress'],
    ['record_counts_licences_insert', 'insert', 'licences'],
    ['record_counts_licences_update', 'update', 'licences'],
    ['record_counts_licences_delete', 'delete', 'licences'],
  ];
  for (const [name, event, table] of triggers) {
    const rows = {
      insert: 'new table as new_rows',
      delete: 'old table as old_rows',
      update: 'old table as old_rows new table as new_rows',
    }[event];
    await sql
      .raw(
        `create trigger ${name} after ${event} on ${table} referencing ${rows}
      for each statement execute function ${name}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const names = [
    ['record_counts_progress_insert', 'inductee_progress'],
    ['record_counts_progress_delete', 'inductee_progress'],
    ['record_counts_licences_insert', 'licences'],
    ['record_counts_licences_update', 'licences'],
    ['record_counts_licences_delete', 'licences'],
  ];
  for (const [name, table] of names) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${name}()`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('record_counts').execute();
}
