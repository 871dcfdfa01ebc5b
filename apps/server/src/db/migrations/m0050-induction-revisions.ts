import type { Kysely } from 'kysely';

/**
 * How many times an induction's row was changed (its details, its status, a publish; decision 54): the
 * details form sends the revision it opened, and a save of an induction changed since is refused.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inductions')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductions').dropColumn('revision').execute();
}
