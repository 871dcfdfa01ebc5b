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

/**
 * Queues emails for delivery, with their attachments. Call it inside the transaction that records what
 * they report, so a message exists exactly when its cause does; the mail worker delivers it, with retries.
 */
export async function enqueueMail(db: Executor, messages: OutgoingMail[], at: Date): Promise<void> {
  const now = at.toISOString();
  // One at a time, in order: each message's id is needed for its attachments, and ids are the sending order.
  for (const message of messages) {
    const messageId = await repository.insertMessage(db, {
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      next_attempt_at: now,
      created_at: now,
    });
    await repository.insertAttachments(
      db,
      (message.attachments ?? []).map((attachment) => ({
        message_id: messageId,
        file_name: attachment.fileName,
        content_type: attachment.contentType,
        content: attachment.content,
      })),
    );
  }
}
