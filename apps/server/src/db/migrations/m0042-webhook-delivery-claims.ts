import type { Kysely } from 'kysely';

/**
 * When the instance that holds a webhook delivery began its try (decision 40): while it is set and the
 * claim has not run out, the delivery is being sent, and its `next_attempt_at` is the claim's end, no
 * one's next try. The delivery log shows it as being sent, so the screen watches it until it is done.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').addColumn('claimed_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('webhook_deliveries').dropColumn('claimed_at').execute();
}
