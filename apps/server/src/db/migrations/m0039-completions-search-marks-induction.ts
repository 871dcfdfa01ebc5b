import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import {
  createSqliteSearchTable,
  createSqliteSearchTriggers,
  dropSqliteSearchTriggers,
  rebuildSqliteSearchIndex,
} from './2026-11-25-index-completions-search.ts';

/**
 * SQLite's trigram index of the completions search also holds each completion's induction, as a
 * marker in a second column (`induction_marker`: the id between two U+0001 characters, which no
 * trigram of another id matches), so that a term within one induction is found by the index alone
 * (issue 18, decision 42; PostgreSQL's index holds the induction since m0038). A name in an induction
 * that holds none of its 8,334 matches (1,000,000 completions) had each match read for its induction
 * (27 ms at p95); its rarest trigrams and the marker, asked for together, answer in 3. The text is
 * searched in its own column (`search_text : …`, trigram-query.repository.ts), so that a term of digits
 * never matches a marker.
 *
 * The index reads its columns from a view of the completions (FTS5's external content may be a view),
 * so the completions keep no copy of the marker. Rebuilding the index takes about 25 s with a million
 * completions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSqliteSearchTriggers(db);
  await sql`drop table completions_search`.execute(db);
  await sql`create view completions_search_content as
    select id, search_text, char(1) || induction_id || char(1) as induction_marker from completions`.execute(db);
  await sql`create virtual table completions_search using fts5(
    search_text, induction_marker, content = 'completions_search_content', content_rowid = 'id',
    tokenize = 'trigram case_sensitive 1'
  )`.execute(db);
  const marker = (row: 'new' | 'old') => sql.raw(`char(1) || ${row}.induction_id || char(1)`);
  await sql`create trigger completions_search_insert after insert on completions begin
    insert into completions_search (rowid, search_text, induction_marker)
      values (new.id, new.search_text, ${marker('new')});
  end`.execute(db);
  await sql`create trigger completions_search_delete after delete on completions begin
    insert into completions_search (completions_search, rowid, search_text, induction_marker)
      values ('delete', old.id, old.search_text, ${marker('old')});
  end`.execute(db);
  await sql`create trigger completions_search_update after update of search_text, induction_id on completions begin
    insert into completions_search (completions_search, rowid, search_text, induction_marker)
      values ('delete', old.id, old.search_text, ${marker('old')});
    insert into completions_search (rowid, search_text, induction_marker)
      values (new.id, new.search_text, ${marker('new')});
  end`.execute(db);
  await rebuildSqliteSearchIndex(db);
}

/** The index of migrations 2026-11-25 and 2026-11-29 again: the text alone, read from the completions. */
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await dropSqliteSearchTriggers(db);
  await sql`drop table completions_search`.execute(db);
  await sql`drop view completions_search_content`.execute(db);
  await createSqliteSearchTable(db, 'trigram case_sensitive 1');
  await createSqliteSearchTriggers(db);
  await rebuildSqliteSearchIndex(db);
}
