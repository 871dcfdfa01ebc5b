import { PostgresAdapter, type QueryExecutor } from 'kysely';

/**
 * Whether this database (or transaction) is PostgreSQL: the one way the code tells the engines apart, for
 * migrations (auto-increment keys are declared differently) and the few queries written for each engine.
 */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
