import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Checks of the whole chain run in the background (decision 28's addendum, session 49): who started each
 * (an admin's Check now, or the nightly check), how far it is, and its report once finished, so that any
 * instance can say how a check goes and a check of a million completions is not one request a proxy
 * may cut.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('integrity_checks')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('started_at', 'text', (column) => column.notNull())
    /** The admin who started it; null for the nightly check, which the server starts. */
    .addColumn('started_by_id', 'integer', (column) => column.references('admin_users.id'))
    /** The admin's email, or `the nightly check`. */
    .addColumn('started_by', 'text', (column) => column.notNull())
    /** running, finished or stopped. */
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('checked', 'integer', (column) => column.notNull())
    .addColumn('total', 'integer', (column) => column.notNull())
    /** When the instance running it last said how far it is; a running check silent for long has stopped. */
    .addColumn('updated_at', 'text', (column) => column.notNull())
    /** The report as JSON, once finished. */
    .addColumn('report', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('integrity_checks').execute();
}
