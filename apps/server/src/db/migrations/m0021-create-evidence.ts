import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Sealed evidence (issue 14, decision 28): the requests that moved each attempt, the SHA-256 of each
 * signature and uploaded file as stored, and for each completion its evidence record with a seal that
 * chains to the one before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('attempt_requests')
    // On SQLite the rowid, without AUTOINCREMENT: a page move writes one, and AUTOINCREMENT would
    // write sqlite_sequence each time too (decision 12).
    .addColumn('id', postgres ? 'serial' : 'integer', (column) => column.primaryKey())
    .addColumn('progress_id', 'integer', (column) =>
      column.notNull().references('inductee_progress.id').onDelete('cascade'),
    )
    .addColumn('at', 'text', (column) => column.notNull())
    // start, move, signature, quiz or complete.
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('client_address', 'text', (column) => column.notNull())
    .addColumn('user_agent', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_requests_progress_index')
    .on('attempt_requests')
    .columns(['progress_id', 'id'])
    .execute();

  await db.schema.alterTable('page_signatures').addColumn('sha256', 'text').execute();
  await db.schema.alterTable('completion_files').addColumn('sha256', 'text').execute();

  await db.schema
    .createTable('completion_evidence')
    // The order of the chain: 1, 2, … in the order completions were sealed.
    .addColumn('sequence', 'integer', (column) => column.primaryKey())
    .addColumn('completion_id', 'integer', (column) => column.notNull().unique())
    // Canonical JSON of the evidence record (modules/evidence/evidence-record.ts).
    .addColumn('record', 'text', (column) => column.notNull())
    // The seal of the one before ('' for the first), and SHA-256 of it, a newline and the record.
    .addColumn('previous_seal', 'text', (column) => column.notNull())
    .addColumn('seal', 'text', (column) => column.notNull())
    .addColumn('sealed_at', 'text', (column) => column.notNull())
    .execute();

  // The completions made before evidence, which the server seals into the chain when it starts: those up
  // to this id. One written later without a seal was written around the app, and stays unsealed.
  await db.schema
    .createTable('evidence_backlog')
    .addColumn('up_to_completion_id', 'integer', (column) => column.notNull())
    .execute();
  await sql`insert into evidence_backlog (up_to_completion_id)
    select coalesce(max(id), 0) from completions`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('evidence_backlog').execute();
  await db.schema.dropTable('completion_evidence').execute();
  await db.schema.alterTable('completion_files').dropColumn('sha256').execute();
  await db.schema.alterTable('page_signatures').dropColumn('sha256').execute();
  await db.schema.dropTable('attempt_requests').execute();
}
