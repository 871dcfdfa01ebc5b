import type { Kysely } from 'kysely';

/**
 * When a browser proved the worker's inbox for a progress (the emailed code or link); null for the
 * browser that started the attempt with the email alone. A proof removes the unproven bindings of that
 * progress (decision 16).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductee_browser_progress').addColumn('proven_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductee_browser_progress').dropColumn('proven_at').execute();
}
