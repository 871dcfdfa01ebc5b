import type { Kysely } from 'kysely';

/**
 * When a super admin deactivated this admin (decision 53): null while the admin may sign in. The row
 * stays, as the audit log, API tokens and webhooks name it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('deactivated_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').dropColumn('deactivated_at').execute();
}
