import type { Insertable } from 'kysely';
import type { Executor, MailOutboxRow, MailOutboxTable } from '../../db/database.ts';

export async function insertMessages(db: Executor, messages: Insertable<MailOutboxTable>[]): Promise<void> {
  await db.insertInto('mail_outbox').values(messages).execute();
}

/** Messages not yet sent whose next attempt is due at `now`, oldest first. */
export function findDueMessages(db: Executor, now: string, limit: number): Promise<MailOutboxRow[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many messages wait to be sent, due or not. */
export async function countWaitingMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes one message for one delivery attempt by moving its next attempt to `leaseUntil`, only if nobody
 * changed it since it was read; true when this caller got it. Of several workers that read the same row,
 * exactly one succeeds; if that one dies while sending, the message is due again when the lease ends.
 */
export async function claimMessage(
  db: Executor,
  message: Pick<MailOutboxRow, 'id' | 'next_attempt_at'>,
  leaseUntil: string,
): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: leaseUntil })
    .where('id', '=', message.id)
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '=', message.next_attempt_at)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function markMessageSent(db: Executor, id: number, sentAt: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: sentAt, last_error: null }).where('id', '=', id).execute();
}

export async function recordFailedAttempt(
  db: Executor,
  id: number,
  failure: { attempts: number; lastError: string; nextAttemptAt: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ attempts: failure.attempts, last_error: failure.lastError, next_attempt_at: failure.nextAttemptAt })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
