import { sql, type Kysely } from 'kysely';

/**
 * The attempts a "take it again" publish ended (m0046, decision 27), found at once: the dashboard and
 * the `progress_active` metric leave them out of the inductions being taken (decision 52). A partial
 * index holds only those few rows, so counting them reads nothing else.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('inductee_progress_ended_index')
    .on('inductee_progress')
    .column('status')
    .where(sql.ref('superseded_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inductee_progress_ended_index').execute();
}
