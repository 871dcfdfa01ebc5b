import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The SQLite trigram index of the completions search becomes case-sensitive. The search text and the
 * term are lower-cased in JavaScript (completion-search.ts), so nothing is lost; and its matches are
 * then exactly the rows whose text contains the term, as `instr` finds them row by row, so that a
 * count taken from the index and a page taken by walking the completions agree (decision 13).
 * PostgreSQL's LIKE was exact already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await recreateIndex(db, 'trigram case_sensitive 1');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await recreateIndex(db, 'trigram');
}

/** The triggers of migration 2026-11-25 keep writing to the table by its name. */
async function recreateIndex(db: Kysely<any>, tokenize: string): Promise<void> {
  await sql`drop table completions_search`.execute(db);
  await sql`create virtual table completions_search using fts5(
    search_text, content = 'completions', content_rowid = 'id', tokenize = ${sql.lit(tokenize)}
  )`.execute(db);
  await sql`insert into completions_search (completions_search) values ('rebuild')`.execute(db);
}
