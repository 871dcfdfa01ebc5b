import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Webhooks (issue 17 §3, decision 40): the endpoints administrators register, with their signing secret
 * sealed by the app secret, and an outbox of deliveries written in the transaction of each event, tried
 * with backoff for 24 hours, claimed by one instance at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );
  await id(db.schema.createTable('webhook_endpoints'))
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    /** JSON list of event types. */
    .addColumn('events', 'text', (column) => column.notNull())
    .addColumn('sealed_secret', 'text', (column) => column.notNull())
    .addColumn('created_by_id', 'integer', (column) => column.notNull().references('admin_users.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    /** A deleted endpoint gets no more deliveries; its log stays. */
    .addColumn('deleted_at', 'text')
    .execute();
  await id(db.schema.createTable('webhook_deliveries'))
    .addColumn('endpoint_id', 'integer', (column) => column.notNull().references('webhook_endpoints.id'))
    .addColumn('message_id', 'text', (column) => column.notNull().unique())
    .addColumn('event', 'text', (column) => column.notNull())
    /** The body exactly as signed and sent. */
    .addColumn('payload', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    /** When it is due; while an instance sends it, the end of that instance's claim. */
    .addColumn('next_attempt_at', 'text')
    /** Tries stop after this moment (24 hours after the event or a resend). */
    .addColumn('retry_until', 'text', (column) => column.notNull())
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_due_index')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_index')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').execute();
  await db.schema.dropTable('webhook_endpoints').execute();
}
