import type SqliteDatabase from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database, Executor } from './database.ts';
import { isSqlFragment, toKyselySql, type SqlFragment, type SqlValue } from './sql-fragment.ts';

/** The SQLite handle behind a Kysely instance, with its statements compiled by template. */
type DirectSqlite = {
  sqlite: SqliteDatabase.Database;
  statements: WeakMap<TemplateStringsArray, SqliteDatabase.Statement>;
};

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
 *
 * A value may also be a SqlFragment (a rule written once, such as which browser may read a progress):
 * its text goes into the statement, its values among the others.
 */
export function hotSql<Row>(db: Executor) {
  return async (strings: TemplateStringsArray, ...values: (SqlValue | SqlFragment)[]): Promise<Row[]> => {
    const direct = handles.get(db);
    if (!direct || direct.sqlite.inTransaction) {
      const parameters = values.map((value) => (isSqlFragment(value) ? toKyselySql(value) : value));
      return (await sql<Row>(strings, ...parameters).execute(db)).rows;
    }
    let statement = direct.statements.get(strings);
    if (!statement) {
      statement = direct.sqlite.prepare(statementText(strings, values));
      direct.statements.set(strings, statement);
    }
    const parameters = values.some(isSqlFragment)
      ? values.flatMap((value) => (isSqlFragment(value) ? value.values : [value]))
      : values;
    if (!statement.reader) {
      statement.run(parameters);
      return [];
    }
    return statement.all(parameters) as Row[];
  };
}

/** The statement's text with `?` for each value, and each fragment's own text and `?`s in its place. */
function statementText(strings: TemplateStringsArray, values: (SqlValue | SqlFragment)[]): string {
  return strings.reduce((text, part, index) => {
    const value = values[index - 1];
    const placeholder = value !== undefined && isSqlFragment(value) ? value.strings.join('?') : '?';
    return `${text}${placeholder}${part}`;
  });
}
