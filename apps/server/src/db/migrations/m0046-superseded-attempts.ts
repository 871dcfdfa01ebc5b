import type { Kysely } from 'kysely';

/**
 * When a version asking everyone to take the induction again was published while this attempt was
 * unfinished (decision 27): the attempt can no longer be completed, and starting begins a new one on
 * the new version. Null for every attempt until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductee_progress').addColumn('superseded_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductee_progress').dropColumn('superseded_at').execute();
}
