import type { Kysely } from 'kysely';

/**
 * The code and link emailed to bind another browser to an existing progress (decision 16): at most
 * one live per progress, stored as hashes only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inductee_binding_codes')
    .addColumn('progress_id', 'integer', (column) =>
      column.primaryKey().references('inductee_progress.id').onDelete('cascade'),
    )
    // HMAC-SHA256 of the progress id and the 6-digit code under a key derived from the app secret:
    // a plain hash of a 6-digit code would be reversed from a copy of the database in a moment.
    .addColumn('code_hash', 'text', (column) => column.notNull())
    // SHA-256 of the link's 256-bit token.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    // Wrong codes so far; the code is dead at 5.
    .addColumn('failed_attempts', 'integer', (column) => column.notNull().defaultTo(0))
    // When this code was emailed: a new one at most once a minute.
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inductee_binding_codes').execute();
}
