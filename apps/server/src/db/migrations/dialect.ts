import { PostgresAdapter, type Kysely } from 'kysely';

/** Whether a migration (or the seed) runs on PostgreSQL (auto-increment keys are declared differently). */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
