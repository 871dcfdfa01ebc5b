import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Trigram indexes for the completions search (`search_text LIKE '%term%'`, decision 13), which
 * otherwise reads every completion: FTS5's trigram tokenizer on SQLite, pg_trgm on PostgreSQL.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. Where even that
    // is refused, the search still works, by reading every row.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index completions_search_trigram_index on completions using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
      await sql`release savepoint pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
    }
    return;
  }
  await createSqliteSearchTable(db, 'trigram');
  await createSqliteSearchTriggers(db);
  await rebuildSqliteSearchIndex(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists completions_search_trigram_index`.execute(db);
    return;
  }
  await dropSqliteSearchTriggers(db);
  await sql`drop table if exists completions_search`.execute(db);
}

// SQLite's index as this migration made it; later migrations that change it, or undo their change,
// build it again from these (2026-11-29, m0039).

/** The trigram index of the search text, read from the completions, with FTS5's `tokenize` option. */
export async function createSqliteSearchTable(db: Kysely<any>, tokenize: string): Promise<void> {
  await sql`create virtual table completions_search using fts5(
    search_text, content = 'completions', content_rowid = 'id', tokenize = ${sql.lit(tokenize)}
  )`.execute(db);
}

/** The triggers that keep the index of the search text in step with the completions. */
export async function createSqliteSearchTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger completions_search_insert after insert on completions begin
    insert into completions_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger completions_search_delete after delete on completions begin
    insert into completions_search (completions_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger completions_search_update after update of search_text on completions begin
    insert into completions_search (completions_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into completions_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

/** Drops the index's triggers (these, or m0039's of the same names). */
export async function dropSqliteSearchTriggers(db: Kysely<any>): Promise<void> {
  for (const trigger of ['completions_search_insert', 'completions_search_delete', 'completions_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
}

/** Fills the index again from its content. */
export async function rebuildSqliteSearchIndex(db: Kysely<any>): Promise<void> {
  await sql`insert into completions_search (completions_search) values ('rebuild')`.execute(db);
}
