import type { Kysely } from 'kysely';

/**
 * How many times a draft page was saved or moved (decision 54): the editor sends the revision it
 * opened, and a save of a page changed since is refused instead of undoing another admin's change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('induction_pages')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('induction_pages').dropColumn('revision').execute();
}
