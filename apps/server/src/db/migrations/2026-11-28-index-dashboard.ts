import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * What the dashboard needs to answer at once with 100,000 progress records (decision 13):
 * - counts by status: an index on `status`, so the few not completed are counted from it and the
 *   completed ones are the rest;
 * - the latest activity: `last_active_on`, the UTC day of `last_accessed_at`, indexed. Indexing
 *   `last_accessed_at` itself would rewrite an index entry on every page move (issue 4's hot path);
 *   the day changes once a day per progress at most, and only then is its index entry rewritten.
 *   The database keeps it: a stored generated column on PostgreSQL (an update that leaves the day as
 *   it was does not touch the index), triggers on SQLite (whose generated columns rewrite their index
 *   entries on every update).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('inductee_progress_status_index').on('inductee_progress').column('status').execute();
  if (isPostgres(db)) {
    await sql`alter table inductee_progress
      add column last_active_on text generated always as (substr(last_accessed_at, 1, 10)) stored`.execute(db);
  } else {
    await db.schema.alterTable('inductee_progress').addColumn('last_active_on', 'text').execute();
    await sql`update inductee_progress set last_active_on = substr(last_accessed_at, 1, 10)`.execute(db);
    await sql`create trigger inductee_progress_active_on_insert after insert on inductee_progress
      when new.last_accessed_at is not null begin
        update inductee_progress set last_active_on = substr(new.last_accessed_at, 1, 10) where id = new.id;
      end`.execute(db);
    await sql`create trigger inductee_progress_active_on_update after update of last_accessed_at on inductee_progress
      when substr(new.last_accessed_at, 1, 10) is not new.last_active_on begin
        update inductee_progress set last_active_on = substr(new.last_accessed_at, 1, 10) where id = new.id;
      end`.execute(db);
  }
  await db.schema
    .createIndex('inductee_progress_active_on_index')
    .on('inductee_progress')
    .column('last_active_on')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inductee_progress_active_on_index').execute();
  if (!isPostgres(db)) {
    await sql`drop trigger if exists inductee_progress_active_on_insert`.execute(db);
    await sql`drop trigger if exists inductee_progress_active_on_update`.execute(db);
  }
  await db.schema.alterTable('inductee_progress').dropColumn('last_active_on').execute();
  await db.schema.dropIndex('inductee_progress_status_index').execute();
}
