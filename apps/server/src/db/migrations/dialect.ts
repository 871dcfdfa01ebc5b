import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a migration runs on PostgreSQL (auto-increment keys are declared differently). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
