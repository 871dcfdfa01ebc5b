import { formatDateTime } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

export type CompletionNotice = {
  adminEmails: string[];
  person: { firstName: string; lastName: string; email: string; company: string };
  inductionTitle: string;
  completedAt: Date;
  publicUrl: string;
  /** The company's time zone (TIME_ZONE), in which the time of completion is written. */
  timeZone: string;
};

/** One email per administrator: who completed which induction, when, and where to see it. */
export function completionNotifications(notice: CompletionNotice): OutgoingMail[] {
  const name = oneLine(`${notice.person.firstName} ${notice.person.lastName}`);
  const title = oneLine(notice.inductionTitle);
  const subject = `Induction completed: ${name} - ${title}`;
  const text = [
    `${name} has completed the induction "${title}".`,
    '',
    `Name: ${name}`,
    `Email: ${oneLine(notice.person.email)}`,
    `Company: ${oneLine(notice.person.company)}`,
    `Induction: ${title}`,
    // In the company's zone like the documents, with the exact moment beside it.
    `Completed: ${formatDateTime(notice.completedAt.toISOString(), notice.timeZone)} (${notice.completedAt.toISOString()})`,
    '',
    `See the record in Completed Inductions: ${notice.publicUrl}/admin/completions`,
    '',
  ].join('\n');
  return notice.adminEmails.map((to) => ({ to, subject, text }));
}
