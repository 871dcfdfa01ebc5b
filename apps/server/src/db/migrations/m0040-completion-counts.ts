import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The number of completions of each induction and version, kept by the database as rows change (issue
 * 18, decision 42), as record_counts keeps the dashboard's totals (m0032). The inductions list counted
 * every completion of each induction on each visit, and an induction's versions every completion joined
 * to its attempt: with a million completions, 46 and 216 ms on PostgreSQL (30 and 107 on SQLite).
 *
 * Rows per induction and version its attempts were taken on, which add up: `version_id` is 0 for
 * attempts made before versions, until the induction's first publication gives them that version (the
 * trigger on `inductee_progress.version_id` moves their count). Triggers keep the counts, so no write
 * path can forget one. On PostgreSQL the insert trigger is per statement, with the statement's rows,
 * so a bulk insert adds its counts once; the others, for rows that rarely change, are per row.
 *
 * On PostgreSQL each connection adds to its own row (`shard`: its backend's pid modulo 16): a count is
 * locked from the completion's insert to its transaction's commit, and with one row per induction and
 * version every completion of an induction waited for the one before (a Monday morning of 1,000
 * workers logged 956 waits of 10 ms or more for it). SQLite writes one transaction at a time: shard 0.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('completion_counts')
    .addColumn('induction_id', 'integer', (column) => column.notNull())
    .addColumn('version_id', 'integer', (column) => column.notNull())
    .addColumn('shard', 'integer', (column) => column.notNull())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('completion_counts_primary_key', ['induction_id', 'version_id', 'shard'])
    .execute();
  await db.schema.createIndex('completion_counts_version_index').on('completion_counts').column('version_id').execute();
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
  await sql`insert into completion_counts (induction_id, version_id, shard, count)
    select completions.induction_id, coalesce(inductee_progress.version_id, 0), 0, count(*)
    from completions left join inductee_progress on inductee_progress.id = completions.progress_id
    group by completions.induction_id, coalesce(inductee_progress.version_id, 0)`.execute(db);
}

/** The shard a change is added to: the connection's own on PostgreSQL (also record_counts, m0043). */
export const shardOf = (db: Kysely<any>) => (isPostgres(db) ? 'pg_backend_pid() % 16' : '0');

const addedOnConflict =
  'on conflict (induction_id, version_id, shard) do update set count = completion_counts.count + excluded.count;';

/** Adds `change` to the count of a completion (`new` or `old`), starting it at 0. */
const addForCompletion = (row: 'new' | 'old', shard: string, change: string) =>
  `insert into completion_counts (induction_id, version_id, shard, count)
    values (${row}.induction_id, coalesce((select version_id from inductee_progress where id = ${row}.progress_id), 0),
      ${shard}, ${change})
    ${addedOnConflict}`;

/** The count of a completion moved from its old induction and attempt to its new ones. */
const moveForCompletion = (shard: string) =>
  `${addForCompletion('old', shard, '-1')} ${addForCompletion('new', shard, '1')}`;

/** Adds `change` to the count of the completion of the progress `new`, if it has one, for `version`. */
const addForProgress = (version: string, shard: string, change: string) =>
  `insert into completion_counts (induction_id, version_id, shard, count)
    select induction_id, ${version}, ${shard}, ${change} from completions where progress_id = new.id
    ${addedOnConflict}`;

/** The count of a progress's completion moved from its old version to its new one. */
const moveForProgress = (shard: string) =>
  `${addForProgress('coalesce(old.version_id, 0)', shard, '-1')}
    ${addForProgress('coalesce(new.version_id, 0)', shard, '1')}`;

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const shard = shardOf(db);
  for (const statement of [
    `create trigger completion_counts_insert after insert on completions
      begin ${addForCompletion('new', shard, '1')} end`,
    `create trigger completion_counts_delete after delete on completions
      begin ${addForCompletion('old', shard, '-1')} end`,
    `create trigger completion_counts_update after update of induction_id, progress_id on completions
      when old.induction_id is not new.induction_id or old.progress_id is not new.progress_id
      begin ${moveForCompletion(shard)} end`,
    `create trigger completion_counts_progress_version after update of version_id on inductee_progress
      when old.version_id is not new.version_id
      begin ${moveForProgress(shard)} end`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  const shard = shardOf(db);
  const addRows = (rows: string, sign: '' | '-') =>
    `insert into completion_counts (induction_id, version_id, shard, count)
      select changed.induction_id, coalesce(inductee_progress.version_id, 0), ${shard}, ${sign}count(*)
      from ${rows} as changed left join inductee_progress on inductee_progress.id = changed.progress_id
      group by 1, 2
      ${addedOnConflict}`;
  const functions: [name: string, body: string][] = [
    ['completion_counts_insert', addRows('new_rows', '')],
    ['completion_counts_delete', addRows('old_rows', '-')],
    ['completion_counts_update', moveForCompletion(shard)],
    ['completion_counts_progress_version', moveForProgress(shard)],
  ];
  for (const [name, body] of functions) {
    await sql
      .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`)
      .execute(db);
  }
  for (const statement of [
    `create trigger completion_counts_insert after insert on completions referencing new table as new_rows
      for each statement execute function completion_counts_insert()`,
    `create trigger completion_counts_delete after delete on completions referencing old table as old_rows
      for each statement execute function completion_counts_delete()`,
    `create trigger completion_counts_update after update of induction_id, progress_id on completions for each row
      when (old.induction_id is distinct from new.induction_id or old.progress_id is distinct from new.progress_id)
      execute function completion_counts_update()`,
    `create trigger completion_counts_progress_version after update of version_id on inductee_progress for each row
      when (old.version_id is distinct from new.version_id)
      execute function completion_counts_progress_version()`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const triggers = [
    ['completion_counts_insert', 'completions'],
    ['completion_counts_delete', 'completions'],
    ['completion_counts_update', 'completions'],
    ['completion_counts_progress_version', 'inductee_progress'],
  ];
  for (const [name, table] of triggers) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
      await sql.raw(`drop function ${name}()`).execute(db);
    } else {
      await sql.raw(`drop trigger ${name}`).execute(db);
    }
  }
  await db.schema.dropTable('completion_counts').execute();
}
