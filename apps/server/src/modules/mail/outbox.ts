import type { Executor } from '../../db/database.ts';
import * as repository from './outbox.repository.ts';

/** One email to one recipient. */
export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

/**
 * Queues emails for delivery. Call it inside the transaction that records what they report, so a
 * message exists exactly when its cause does; the mail worker delivers it, with retries.
 */
export async function enqueueMail(db: Executor, messages: OutgoingMail[], at: Date): Promise<void> {
  if (messages.length === 0) return;
  const now = at.toISOString();
  await repository.insertMessages(
    db,
    messages.map((message) => ({
      recipient: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      next_attempt_at: now,
      created_at: now,
    })),
  );
}
