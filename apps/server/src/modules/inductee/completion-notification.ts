import type { OutgoingMail } from '../mail/outbox.ts';
import { monthNames, twoDigits } from '../../lib/utc-dates.ts';

export type CompletionNotice = {
  adminEmails: string[];
  person: { firstName: string; lastName: string; email: string; company: string };
  inductionTitle: string;
  completedAt: Date;
  publicUrl: string;
};

/** Control characters (a line break in a name) never reach a mail header or break a line. */
// eslint-disable-next-line no-control-regex
const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** `Tuesday 24 November 2026 at 09:05 UTC`, the same whatever the server's locale data. */
export function readableUtc(date: Date): string {
  return (
    `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${monthNames[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `at ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`
  );
}

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
    `Completed: ${readableUtc(notice.completedAt)} (${notice.completedAt.toISOString()})`,
    '',
    `See the record in Completed Inductions: ${notice.publicUrl}/admin/completions`,
    '',
  ].join('\n');
  return notice.adminEmails.map((to) => ({ to, subject, text }));
}
