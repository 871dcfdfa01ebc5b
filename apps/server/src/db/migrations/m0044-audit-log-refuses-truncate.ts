import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The audit log is append-only (m0022, decision 29); on PostgreSQL its row triggers do not fire for
 * `truncate`, which emptied it. A statement trigger refuses that too. SQLite has no `truncate`: a
 * `delete` without a condition runs the row trigger that refuses it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger if exists audit_log_no_truncate on audit_log`.execute(db);
}
