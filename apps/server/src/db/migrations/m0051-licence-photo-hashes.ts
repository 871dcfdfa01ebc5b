import { sql, type Kysely } from 'kysely';

/**
 * The SHA-256 (hex) of each licence photo as stored (decision 31's addendum), so that a verdict names
 * the bytes it was given on and a photo replaced in the store is found. A licence given at completion
 * takes the hash its completion file has; one uploaded through a link before this migration has none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('licences').addColumn('front_sha256', 'text').execute();
  await db.schema.alterTable('licences').addColumn('back_sha256', 'text').execute();
  // completion_files.storage_key is unique, so each lookup is one index probe.
  for (const side of ['front', 'back'] as const) {
    await sql`
      update licences set ${sql.ref(`${side}_sha256`)} = (
        select completion_files.sha256 from completion_files
        where completion_files.storage_key = ${sql.ref(`licences.${side}_key`)}
      )
      where ${sql.ref(`${side}_key`)} is not null
    `.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('licences').dropColumn('back_sha256').execute();
  await db.schema.alterTable('licences').dropColumn('front_sha256').execute();
}
