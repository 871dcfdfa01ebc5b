import type { Executor } from '../../db/database.ts';
import * as repository from './outbox.repository.ts';

/** A file sent with an email, e.g. a certificate PDF. */
export type MailAttachment = {
  /** The name the recipient sees, e.g. `certificate-Jane-Rigger.pdf`. */
  fileName: string;
  /** e.g. `application/pdf`. */
  contentType: string;
  content: Uint8Array;
};

/** One email to one recipient. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** Messages without attachments queued in one statement: a "take it again" publish queues one per worker. */
const insertBatchSize = 500;

/**
 * Queues emails for delivery, with their attachments. Call it inside the transaction that records what
 * they report, so a message exists exactly when its cause does; the mail worker delivers it, with retries.
 * Messages go in in their order, as ids are the sending order: those without attachments in batches, one
 * with attachments alone, since its attachments need its id.
 */
export async function enqueueMail(db: Executor, messages: OutgoingMail[], at: Date): Promise<void> {
  const now = at.toISOString();
  const outboxRow = (message: OutgoingMail) => ({
    recipient: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    next_attempt_at: now,
    created_at: now,
  });
  let batch: OutgoingMail[] = [];
  const insertBatch = async () => {
    await repository.insertMessages(db, batch.map(outboxRow));
    batch = [];
  };
  for (const message of messages) {
    const attachments = message.attachments ?? [];
    if (attachments.length === 0) {
      batch.push(message);
      if (batch.length === insertBatchSize) await insertBatch();
      continue;
    }
    await insertBatch();
    const messageId = await repository.insertMessage(db, outboxRow(message));
    await repository.insertAttachments(
      db,
      attachments.map((attachment) => ({
        message_id: messageId,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        content: attachment.content,
      })),
    );
  }
  await insertBatch();
}
