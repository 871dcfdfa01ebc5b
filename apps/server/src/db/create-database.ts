import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Database } from './database.ts';
import { registerDirectPostgres, registerDirectSqlite } from './direct-sqlite.ts';
import { keepRecent, takeRecent } from '../lib/recently-used.ts';
import { requiredOnFirstUse } from '../lib/required-on-first-use.ts';

/** `pg`, loaded only when the database is PostgreSQL: a SQLite server spent 40 ms of its start loading it. */
const loadPg = requiredOnFirstUse<typeof pg>('pg');

export type DatabaseHandle = {
  db: Kysely<Database>;
};

/** Opens SQLite (WAL, foreign keys, busy timeout) or a PostgreSQL pool, from the configuration. */
export function createDatabase(database: Config['database']): DatabaseHandle {
  if (database.kind === 'postgres') {
    const pool = new (loadPg().Pool)({ connectionString: database.url, max: 10 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    registerDirectPostgres(db, pool);
    return { db };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SqliteDatabase(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // 64 MB of pages (2 MB by default): a search of a million completions reads the trigram index and
  // the rows it names; with the default, each one read them from the OS again (decision 42).
  sqlite.pragma('cache_size = -65536');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  registerDirectSqlite(db, sqlite);
  return { db };
}

/** Most distinct statements kept compiled; the app has a few hundred query shapes. */
const statementCacheSize = 500;

/**
 * Kysely prepares every query anew, and compiling a statement costs better-sqlite3 several times what
 * running a small one does; so compiled statements are kept by their SQL text (least recently used
 * out first). SQLite recompiles a kept statement by itself when the schema changes.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const kept = takeRecent(statements, sql);
      if (kept) return kept;
      const statement = sqlite.prepare(sql);
      keepRecent(statements, sql, statement, statementCacheSize);
      return statement;
    },
  };
}
