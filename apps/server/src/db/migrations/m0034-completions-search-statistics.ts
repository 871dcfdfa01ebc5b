import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * PostgreSQL keeps a histogram of 1,000 search texts rather than 100 (issue 18, decision 42), so that
 * the planner can tell how many completions a term matches. With 100, a name that 8,333 of 1,000,000
 * completions hold ('%priya singh%') was estimated at 100 rows: the page then collected and sorted all
 * 8,333 from the trigram index (62 ms) where walking the completions latest first finds its 25 after
 * 3,000 rows (1 ms). The larger histogram makes ANALYZE sample 300,000 rows and adds a few tenths of a
 * millisecond to the planning of a search; SQLite is unaffected (its searches choose their own way).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table completions alter column search_text set statistics 1000`.execute(db);
  await sql`analyze completions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table completions alter column search_text set statistics -1`.execute(db);
}
