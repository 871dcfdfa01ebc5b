import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import type { Database, Executor } from './database.ts';
import { isSqlFragment, toKyselySql, type SqlFragment, type SqlValue } from './sql-fragment.ts';

/** The SQLite handle behind a Kysely instance, with its statements compiled by template. */
type DirectSqlite = {
  sqlite: SqliteDatabase.Database;
  statements: WeakMap<TemplateStringsArray, SqliteDatabase.Statement>;
  /** Runs prepared statements as one transaction; made once, as making it costs more than a statement. */
  runInTransaction: (statements: [SqliteDatabase.Statement, unknown[]][]) => void;
};

const handles = new WeakMap<Executor, DirectSqlite>();

/** The PostgreSQL pool behind a Kysely instance, and the name of each statement prepared, by text. */
type DirectPostgres = { pool: pg.Pool; names: Map<string, string> };

const pools = new WeakMap<Executor, DirectPostgres>();

/**
 * Lets `hotSql` and `hotWrite` run their statements on PostgreSQL as prepared statements (create-
 * database.ts). Kysely sends every query unnamed, so PostgreSQL plans it anew each time: planning
 * the page move's five-table read cost more than running it (issue 18, decision 42).
 */
export function registerDirectPostgres(db: Kysely<Database>, pool: pg.Pool): void {
  pools.set(db, { pool, names: new Map() });
}

/** Lets `hotSql` reach the SQLite handle behind `db` (create-database.ts, SQLite only). */
export function registerDirectSqlite(db: Kysely<Database>, sqlite: SqliteDatabase.Database): void {
  const runInTransaction = sqlite.transaction((statements: [SqliteDatabase.Statement, unknown[]][]) => {
    for (const [statement, parameters] of statements) statement.run(parameters);
  });
  handles.set(db, { sqlite, statements: new WeakMap(), runInTransaction });
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
    const direct = directHandle(db);
    if (!direct) return runPrepared<Row>(db, { strings, values });
    const statement = prepared(direct, { strings, values });
    const parameters = parametersOf(values);
    if (!statement.reader) {
      statement.run(parameters);
      return [];
    }
    return statement.all(parameters) as Row[];
  };
}

/** A statement written for hotWrite: `hotStatement\`insert into … values (${a}, ${b})\``. */
export type HotStatement = { strings: TemplateStringsArray; values: (SqlValue | SqlFragment)[] };

export const hotStatement = (strings: TemplateStringsArray, ...values: (SqlValue | SqlFragment)[]): HotStatement => ({
  strings,
  values,
});

/** A statement of plain values used inside another (as `with … as (${fragment})`); nested SQL is refused. */
export function asFragment(statement: HotStatement): SqlFragment {
  const values = statement.values.map((value) => {
    if (isSqlFragment(value)) throw new Error('a statement used inside another must have plain values');
    return value;
  });
  return { strings: statement.strings, values };
}

/**
 * Writes these statements as one transaction: on SQLite outside a transaction at once on the handle
 * (one commit, nothing in between, as hotSql); inside a transaction as part of it; otherwise in a new
 * Kysely transaction. For a hot path that writes to two tables (a page move and the request that made
 * it, decision 28), where two commits or a Kysely transaction would cost a third of its speed.
 */
export async function hotWrite(db: Executor, statements: HotStatement[]): Promise<void> {
  const direct = directHandle(db);
  if (direct) {
    const runs = statements.map((statement): [SqliteDatabase.Statement, unknown[]] => [
      prepared(direct, statement),
      parametersOf(statement.values),
    ]);
    if (runs.length === 1) runs[0]![0].run(runs[0]![1]);
    else direct.runInTransaction(runs);
    return;
  }
  const runAll = async (executor: Executor) => {
    for (const statement of statements) await runThroughKysely(executor, statement);
  };
  if (statements.length === 1) await runPrepared(db, statements[0]!);
  else if (db.isTransaction) await runAll(db);
  else await db.transaction().execute(runAll);
}

/** The handle when a statement may run on it at once: SQLite, registered, and no transaction open. */
function directHandle(db: Executor): DirectSqlite | undefined {
  const direct = handles.get(db);
  return direct && !direct.sqlite.inTransaction ? direct : undefined;
}

/**
 * On PostgreSQL outside a transaction, the statement as a prepared statement of the pool's connection
 * that runs it, named by its text (each connection prepares it on first use); otherwise through Kysely.
 * Any connection of the pool will do, as a statement outside a transaction commits on its own.
 */
async function runPrepared<Row>(db: Executor, statement: HotStatement): Promise<Row[]> {
  const direct = pools.get(db);
  if (!direct || db.isTransaction) return runThroughKysely<Row>(db, statement);
  const text = postgresText(statement);
  let name = direct.names.get(text);
  if (!name) {
    name = `hot_${direct.names.size + 1}`;
    direct.names.set(text, name);
  }
  const result = await direct.pool.query<Row & pg.QueryResultRow>({
    name,
    text,
    values: parametersOf(statement.values),
  });
  return result.rows;
}

/** The statement's text with PostgreSQL's `$1`, `$2`… for its values and its fragments' values, in order. */
function postgresText({ strings, values }: HotStatement): string {
  let count = 0;
  const placeholders = (parts: readonly string[]) => parts.reduce((text, part) => `${text}$${++count}${part}`);
  return strings.reduce((text, part, index) => {
    const value = values[index - 1];
    const placeholder = value !== undefined && isSqlFragment(value) ? placeholders(value.strings) : `$${++count}`;
    return `${text}${placeholder}${part}`;
  });
}

async function runThroughKysely<Row>(db: Executor, { strings, values }: HotStatement): Promise<Row[]> {
  const parameters = values.map((value) => (isSqlFragment(value) ? toKyselySql(value) : value));
  return (await sql<Row>(strings, ...parameters).execute(db)).rows;
}

/** The statement compiled once per template. */
function prepared(direct: DirectSqlite, { strings, values }: HotStatement): SqliteDatabase.Statement {
  let statement = direct.statements.get(strings);
  if (!statement) {
    statement = direct.sqlite.prepare(statementText(strings, values));
    direct.statements.set(strings, statement);
  }
  return statement;
}

const parametersOf = (values: (SqlValue | SqlFragment)[]) =>
  values.some(isSqlFragment) ? values.flatMap((value) => (isSqlFragment(value) ? value.values : [value])) : values;

/** The statement's text with `?` for each value, and each fragment's own text and `?`s in its place. */
function statementText(strings: TemplateStringsArray, values: (SqlValue | SqlFragment)[]): string {
  return strings.reduce((text, part, index) => {
    const value = values[index - 1];
    const placeholder = value !== undefined && isSqlFragment(value) ? value.strings.join('?') : '?';
    return `${text}${placeholder}${part}`;
  });
}
