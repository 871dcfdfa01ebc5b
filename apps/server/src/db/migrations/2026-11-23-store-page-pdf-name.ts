import type { Kysely } from 'kysely';

/** The PDF's original file name, so the builder can show it instead of a random storage key. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('induction_pages').addColumn('pdf_name', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('induction_pages').dropColumn('pdf_name').execute();
}
