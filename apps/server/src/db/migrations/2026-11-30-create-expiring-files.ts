import type { Kysely } from 'kysely';

/**
 * Files stored only for a link that expires (a cloud download of a certificate, report or summary):
 * each is recorded before it is stored, and deleted with its row once its link has expired
 * (modules/expiring-files), also when the server restarted in between.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('expiring_files')
    .addColumn('storage_key', 'text', (column) => column.primaryKey())
    .addColumn('delete_after', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('expiring_files_due_index').on('expiring_files').column('delete_after').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('expiring_files').execute();
}
