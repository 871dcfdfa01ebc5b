import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';

/** The engine's own version: `sqlite_version()` on SQLite, `server_version` on PostgreSQL. */
export async function findDatabaseVersion(db: Executor): Promise<string> {
  const query = isPostgres(db)
    ? sql<{ version: string }>`select current_setting('server_version') as version`
    : sql<{ version: string }>`select sqlite_version() as version`;
  const { rows } = await query.execute(db);
  return rows[0]?.version ?? 'unknown';
}

/** Names of the migrations applied, in the order they ran (Kysely's own bookkeeping table). */
export async function findAppliedMigrations(db: Executor): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name);
}
