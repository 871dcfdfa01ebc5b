import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Files attached to outgoing mail (decision 25): written with their message in the transaction of its
 * cause, read by the worker when it sends that message, deleted with it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('mail_attachments')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('message_id', 'integer', (column) => column.notNull().references('mail_outbox.id').onDelete('cascade'))
    // The name the recipient sees, as written; nodemailer encodes it for the header.
    .addColumn('file_name', 'text', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('content', postgres ? 'bytea' : 'blob', (column) => column.notNull())
    .execute();
  // The worker reads a message's attachments by it, and a cascading delete finds them by it.
  await db.schema.createIndex('mail_attachments_message_index').on('mail_attachments').column('message_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_attachments').execute();
}
