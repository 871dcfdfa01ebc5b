import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database, Executor } from './database.ts';

/** The SQLite handle behind a Kysely instance, with its statements compiled by template. */
type DirectSqlite = {
  sqlite: SqliteDatabase.Database;
  statements: WeakMap<TemplateStringsArray, SqliteDatabase.Statement>;
};

/** What a hot statement's parameters may be: plain values, never nested SQL. */
export type SqlValue = string | number | null;

const handles = new WeakMap<Executor, DirectSqlite>();

/** Lets `hotSql` reach the SQLite handle behind `db` (create-database.ts, SQLite only). */
export function registerDirectSqlite(db: Kysely<Database>, sqlite: SqliteDatabase.Database): void {
  handles.set(db, { sqlite, statements: new WeakMap() });
}

/**
 * SQL for the hottest path, a page move (docs/decisions/0012-page-move-performance.md), written as
 * a tagged template like Kysely's `sql`: `await hotSql<Row>(db)\`select … where id = ${id}\``.
 * On PostgreSQL, or inside a transaction, Kysely runs it as usual. On SQLite outside a transaction it
 * runs at once on the connection's handle, compiled once per template, and skips the query executor,
 * whose lock, promises and query compiling cost more than a small indexed statement.
 *
 * Why that is safe: Kysely has one SQLite connection and queues every query behind a lock on it. A
 * statement run beside that queue while no transaction is open (the handle's `inTransaction`) commits
 * on its own, exactly as a query Kysely runs outside a transaction; and being synchronous, nothing
 * runs in between. While a transaction is open it would join a transaction it does not belong to, so
 * then Kysely queues it behind that transaction instead. A Transaction is never registered, so
 * `hotSql(trx)` always goes through Kysely.
 */
export function hotSql<Row>(db: Executor) {
  return async (strings: TemplateStringsArray, ...values: SqlValue[]): Promise<Row[]> => {
    const direct = handles.get(db);
    if (!direct || direct.sqlite.inTransaction) return (await sql<Row>(strings, ...values).execute(db)).rows;
    let statement = direct.statements.get(strings);
    if (!statement) {
      statement = direct.sqlite.prepare(strings.join('?'));
      direct.statements.set(strings, statement);
    }
    if (!statement.reader) {
      statement.run(values);
      return [];
    }
    return statement.all(values) as Row[];
  };
}
