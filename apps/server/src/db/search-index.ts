import { sql } from 'kysely';
import type { Executor } from './database.ts';

/**
 * The definition of PostgreSQL's completions search index as `pg_indexes` gives it (migrations
 * 2026-11-25, m0038, m0041), or undefined where there is none (pg_trgm missing, or SQLite).
 */
export async function searchIndexDefinition(db: Executor): Promise<string | undefined> {
  const { rows } = await sql<{ definition: string }>`select indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename = 'completions'
      and indexname = 'completions_search_trigram_index'`.execute(db);
  return rows[0]?.definition;
}
