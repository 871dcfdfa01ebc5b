import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * PostgreSQL fills the completions' pages to 80 %, leaving room in each page for a new version of its
 * rows (decision 42's session-57 addendum). A "take it again" publish marks every completion of the
 * induction superseded; on pages filled to the brim each new version went to another page, with new
 * entries in all eight indexes (the trigram index costing most): 3.2 and 3.4 s for 20,000 of 100,000
 * seeded completions. With the room, 19,991 of the 20,000 were updated in place (HOT: no indexed column
 * changes), in 0.10 and 0.12 s; the table takes 43 MB where it took 34. Pages written before this
 * migration keep no room until rewritten (`vacuum full completions`). SQLite updates a row in its page
 * and has no such setting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table completions set (fillfactor = 80)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table completions reset (fillfactor)`.execute(db);
}
