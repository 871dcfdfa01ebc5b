import type { Kysely } from 'kysely';

/**
 * Personal files (identity documents, signatures) stored before the transaction that records them:
 * each is recorded here before it is stored and removed in that transaction, so a crash in between
 * leaves a row the file sweep finds (modules/file-sweeps) rather than a file nobody knows of.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staged_files')
    .addColumn('storage_key', 'text', (column) => column.primaryKey())
    .addColumn('staged_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staged_files_staged_at_index').on('staged_files').column('staged_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staged_files').execute();
}
