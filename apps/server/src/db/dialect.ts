import { PostgresAdapter, type QueryExecutor, type SelectQueryBuilder } from 'kysely';

/**
 * Whether this database (or transaction) is PostgreSQL: the one way the code tells the engines apart, for
 * migrations (auto-increment keys are declared differently) and the few queries written for each engine.
 */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The query with the rows it reads locked until the transaction ends: `for update` on PostgreSQL; SQLite
 * runs one transaction at a time, so the query reads as it is. The one home of that rule for the locks
 * that make two requests on one record take turns.
 */
export function withRowLock<DB, TB extends keyof DB, O>(
  db: { getExecutor(): QueryExecutor },
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forUpdate() : query;
}

/**
 * The query with the rows it reads held against `withRowLock` until the transaction ends: `for share`
 * on PostgreSQL, which many such readers hold at once; SQLite runs one transaction at a time. For a
 * change that must not interleave with another's `withRowLock` on the same row.
 */
export function withSharedRowLock<DB, TB extends keyof DB, O>(
  db: { getExecutor(): QueryExecutor },
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isPostgres(db) ? query.forShare() : query;
}
