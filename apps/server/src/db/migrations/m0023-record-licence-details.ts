import type { Kysely } from 'kysely';

/**
 * The high risk work licence's issuing state and classes (issue 15): '' and '[]' for the completions
 * recorded before, which named neither.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('completions')
    .addColumn('hrwl_state', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('completions')
    .addColumn('hrwl_classes_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('completions').dropColumn('hrwl_classes_json').execute();
  await db.schema.alterTable('completions').dropColumn('hrwl_state').execute();
}
