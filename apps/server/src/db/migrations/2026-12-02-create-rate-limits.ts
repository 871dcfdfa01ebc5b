import type { Kysely } from 'kysely';

/**
 * Fixed-window counters shared by every instance (modules/rate-limits): one row per key and window,
 * incremented by one atomic upsert; rows of ended windows are pruned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    // What is limited and for whom, e.g. `inductee-start:203.0.113.7`.
    .addColumn('key', 'text', (column) => column.notNull())
    // ISO time the window began (a multiple of its length since the epoch).
    .addColumn('window_start', 'text', (column) => column.notNull())
    .addColumn('window_end', 'text', (column) => column.notNull())
    .addColumn('hits', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('rate_limits_primary_key', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limits_window_end_index').on('rate_limits').column('window_end').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limits').execute();
}
