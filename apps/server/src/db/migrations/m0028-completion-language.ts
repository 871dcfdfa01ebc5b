import type { Kysely } from 'kysely';

/** The language the worker took the induction in (issue 16 §2): 'en' for the completions before. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('completions')
    .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('completions').dropColumn('language').execute();
}
