import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The audit log (issue 14, decision 29): one row per administrator action or access to personal
 * documents, append-only. No route changes or deletes a row, and the database refuses it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (column) => column.notNull())
    // No foreign key: an entry outlives anything it names. Null for a sign-in that failed.
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('target_label', 'text')
    .addColumn('client_address', 'text', (column) => column.notNull())
    .addColumn('details', 'text', (column) => column.notNull())
    .execute();
  // The log is read newest first, alone or by actor, action or target.
  await db.schema.createIndex('audit_log_at_index').on('audit_log').columns(['at', 'id']).execute();
  await db.schema.createIndex('audit_log_actor_index').on('audit_log').columns(['actor_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action_index').on('audit_log').columns(['action', 'at']).execute();
  await db.schema
    .createIndex('audit_log_target_index')
    .on('audit_log')
    .columns(['target_type', 'target_id', 'at'])
    .execute();

  if (postgres) {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'The audit log is append-only'; end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
  } else {
    await sql`create trigger audit_log_no_update before update on audit_log
      begin select raise(abort, 'The audit log is append-only'); end`.execute(db);
    await sql`create trigger audit_log_no_delete before delete on audit_log
      begin select raise(abort, 'The audit log is append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (isPostgres(db)) await sql`drop function if exists audit_log_append_only()`.execute(db);
}
