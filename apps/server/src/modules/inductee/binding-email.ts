import { bindingCodeLifetimeMinutes, type StoredProgressStatus } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export type BindingEmail = {
  to: string;
  inductionTitle: string;
  status: StoredProgressStatus;
  code: string;
  token: string;
  publicUrl: string;
};

/**
 * The email with the code and the link that bind another browser to this person's progress. The
 * token goes after `#`, so it never reaches a server log or a Referer header; the page it opens sends
 * it with a POST, so a mail scanner that follows links binds nothing.
 */
export function bindingEmail(email: BindingEmail): OutgoingMail {
  const title = oneLine(email.inductionTitle);
  const isCompleted = email.status === 'completed';
  const action = isCompleted ? 'review' : 'continue';
  const text = [
    `Someone asked to ${action} the induction "${title}" for ${email.to} on a device that is not yet linked to it.`,
    '',
    `Your code: ${email.code}`,
    '',
    `Enter it in the induction portal within ${bindingCodeLifetimeMinutes} minutes, or open this link on that device:`,
    `${email.publicUrl}/inductee/link#${email.token}`,
    '',
    'The code and the link work once. If this was not you, ignore this email: without the code nobody can',
    `${action} your induction on another device.`,
    '',
  ].join('\n');
  return { to: email.to, subject: `Your code to ${action} ${title}`, text };
}
