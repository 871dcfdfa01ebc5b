import type { Kysely } from 'kysely';

/**
 * The licences an induction requires (issue 15): JSON of the contract's RequiredLicencesSchema, on the
 * draft and frozen with each version, so that an attempt keeps its version's requirement. '[]' before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['inductions', 'induction_versions']) {
    await db.schema
      .alterTable(table)
      .addColumn('required_licences_json', 'text', (column) => column.notNull().defaultTo('[]'))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['induction_versions', 'inductions']) {
    await db.schema.alterTable(table).dropColumn('required_licences_json').execute();
  }
}
