import type { DatabaseStatus } from '@crane/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { migrations } from '../../db/migrate.ts';
import * as repository from './database-status.repository.ts';

/** Where the database is, without the user name or password of a PostgreSQL URL. */
export function describeDatabaseLocation(database: Config['database']): string {
  if (database.kind === 'sqlite') return `SQLite file ${database.file}`;
  // The credentials go first, so that they can reach neither the answer nor an error message.
  const url = new URL(database.url.replace(/^(postgres(?:ql)?:\/\/)[^@/?#]*@/, '$1'));
  // A Unix socket may be given as ?host=/var/run/postgresql instead of a host name.
  const host = decodeURIComponent(url.hostname) || url.searchParams.get('host') || 'localhost';
  const port = url.port || '5432';
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || url.searchParams.get('dbname') || 'postgres';
  return `PostgreSQL server ${host}:${port}, database ${name}`;
}

/** GET /api/admin/database/status: engine, where it is, its version and the migrations applied. */
export async function getDatabaseStatus(db: Executor, database: Config['database']): Promise<DatabaseStatus> {
  const engine = isPostgres(db) ? 'postgresql' : 'sqlite';
  const [version, applied] = await Promise.all([
    repository.findDatabaseVersion(db),
    repository.findAppliedMigrations(db),
  ]);
  return {
    engine,
    location: describeDatabaseLocation(database),
    version,
    migrationsApplied: applied.length,
    migrationsKnown: Object.keys(migrations).length,
    latestMigration: applied.at(-1) ?? null,
  };
}
