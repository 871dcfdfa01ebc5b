import type { Kysely } from 'kysely';

/** Whether a signature was drawn on the pad or typed as a name (issue 16): 'drawn' for those before. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('page_signatures')
    .addColumn('method', 'text', (column) => column.notNull().defaultTo('drawn'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('page_signatures').dropColumn('method').execute();
}
