import type { Insertable } from 'kysely';
import type {
  Executor,
  MailAttachmentRow,
  MailAttachmentsTable,
  MailOutboxRow,
  MailOutboxTable,
} from '../../db/database.ts';

/** Queues messages in one statement, in their order (ids are the sending order). */
export async function insertMessages(db: Executor, messages: Insertable<MailOutboxTable>[]): Promise<void> {
  if (messages.length === 0) return;
  await db.insertInto('mail_outbox').values(messages).execute();
}

/** Queues one message; answers its id. */
export async function insertMessage(db: Executor, message: Insertable<MailOutboxTable>): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAttachments(db: Executor, attachments: Insertable<MailAttachmentsTable>[]): Promise<void> {
  if (attachments.length === 0) return;
  await db
    .insertInto('mail_attachments')
    .values(attachments.map((attachment) => ({ ...attachment, content: asBuffer(attachment.content) })))
    .execute();
}

/** Bytes as both drivers bind a BLOB or bytea: a Buffer (sharing the memory of the array given). */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A message's attachments, in the order they were queued. */
export function listAttachments(db: Executor, messageId: number): Promise<MailAttachmentRow[]> {
  return db.selectFrom('mail_attachments').selectAll().where('message_id', '=', messageId).orderBy('id').execute();
}

/** Messages not yet sent whose next attempt is due at `now`, first due first (the due index's order, m0053). */
export function dueMessagesQuery(db: Executor, now: string, limit: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('sent_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit);
}

export const findDueMessages = (db: Executor, now: string, limit: number): Promise<MailOutboxRow[]> =>
  dueMessagesQuery(db, now, limit).execute();

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
 * How many messages wait to be sent after a failed attempt (their last error is kept until one
 * succeeds). The worker never gives up on a message (decision 11): these are retried with backoff.
 */
export async function countFailingMessages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('sent_at', 'is', null)
    .where('last_error', 'is not', null)
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

export async function deleteAttachments(db: Executor, messageId: number): Promise<void> {
  await db.deleteFrom('mail_attachments').where('message_id', '=', messageId).execute();
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
