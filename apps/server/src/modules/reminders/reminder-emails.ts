import { formatLongDate, hrwlClassLabel, type Language, type Licence, type LicenceKind } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { licenceWords, workerEmailTexts } from '../mail/worker-email-texts.ts';

/**
 * An induction about to expire, or expiring today: what, when, and where to renew it; in the language
 * the worker took it in (decision 36).
 */
export function inductionReminderEmail(reminder: {
  to: string;
  firstName: string;
  inductionTitle: string;
  expiresOn: string;
  daysBefore: number;
  publicUrl: string;
  language: Language;
}): OutgoingMail {
  const { text: say, longDate } = workerEmailTexts(reminder.language);
  const title = oneLine(reminder.inductionTitle);
  const date = longDate(reminder.expiresOn, 'UTC');
  const isToday = reminder.daysBefore === 0;
  const text = [
    say('hello', { name: oneLine(reminder.firstName) }),
    '',
    isToday
      ? say('inductionExpiresToday', { title, date })
      : say('inductionExpiresIn', { title, date, days: reminder.daysBefore }),
    '',
    say('inductionRenew', { email: reminder.to }),
    `${reminder.publicUrl}/inductee?email=${encodeURIComponent(reminder.to)}`,
    '',
  ].join('\n');
  const subject = isToday
    ? say('inductionExpiresTodaySubject', { title })
    : say('inductionExpiresSubject', { title, date });
  return { to: reminder.to, subject, text };
}

/**
 * A licence expiring soon: which one, when, and a one-time link to upload the renewed licence; in the
 * language of the completion that declared it (decision 36).
 */
export function licenceReminderEmail(reminder: {
  to: string;
  firstName: string;
  licence: { kind: LicenceKind; name: string };
  number: string;
  expiresOn: string;
  link: string;
  linkExpiresOn: string;
  language: Language;
}): OutgoingMail {
  const texts = workerEmailTexts(reminder.language);
  const { text: say, longDate } = texts;
  const licence = licenceWords(texts, reminder.licence);
  const date = longDate(reminder.expiresOn, 'UTC');
  const number = reminder.number;
  const text = [
    say('hello', { name: oneLine(reminder.firstName) }),
    '',
    number ? say('licenceWithNumberExpires', { licence, number, date }) : say('licenceExpires', { licence, date }),
    '',
    say('licenceUploadRenewed'),
    reminder.link,
    '',
    say('linkWorksOnce', { date: longDate(reminder.linkExpiresOn, 'UTC') }),
    '',
  ].join('\n');
  return { to: reminder.to, subject: say('licenceExpiresSubject', { licence, date }), text };
}

export type DigestInduction = { name: string; email: string; title: string; expiresOn: string };
export type DigestLicence = Pick<Licence, 'kind' | 'name' | 'number' | 'expiry' | 'classes'> & {
  person: string;
  licenceName: string;
};
export type Digest = {
  today: string;
  inductionsExpired: DigestInduction[];
  inductionsExpiring: DigestInduction[];
  licencesExpired: DigestLicence[];
  licencesExpiring: DigestLicence[];
  licencesPending: DigestLicence[];
  /** Lists are cut at this many lines; more says so. */
  listLimit: number;
};

const inductionLine = (item: DigestInduction) =>
  `- ${oneLine(item.name)} (${item.email}), ${oneLine(item.title)}: ${formatLongDate(item.expiresOn, 'UTC')}`;
const licenceLine = (item: DigestLicence) =>
  `- ${oneLine(item.person)}, ${oneLine(item.licenceName)}${item.number ? ` ${item.number}` : ''}` +
  `${item.classes.length > 0 ? ` (${item.classes.map(hrwlClassLabel).join(', ')})` : ''}` +
  `${item.expiry ? `: ${formatLongDate(item.expiry, 'UTC')}` : ''}`;

function section<T>(title: string, items: T[], line: (item: T) => string, limit: number): string[] {
  if (items.length === 0) return [`${title}: none.`, ''];
  const shown = items.slice(0, limit).map(line);
  const more = items.length > limit ? [`  …and more: see the admin portal.`] : [];
  return [`${title} (${items.length > limit ? `more than ${limit}` : items.length}):`, ...shown, ...more, ''];
}

/**
 * The administrators' weekly digest: inductions and licences that expired in the last week or expire
 * in the next 30 days, and licences waiting for verification, with links to the admin portal.
 */
export function digestEmail(to: string, digest: Digest, publicUrl: string): OutgoingMail {
  const limit = digest.listLimit;
  const text = [
    `Inductions and licences, week of ${formatLongDate(digest.today, 'UTC')}`,
    '',
    ...section('Inductions expired in the last 7 days', digest.inductionsExpired, inductionLine, limit),
    ...section('Inductions expiring in the next 30 days', digest.inductionsExpiring, inductionLine, limit),
    ...section('Licences expired in the last 7 days', digest.licencesExpired, licenceLine, limit),
    ...section('Licences expiring in the next 30 days', digest.licencesExpiring, licenceLine, limit),
    ...section('Licences waiting for verification', digest.licencesPending, licenceLine, limit),
    `Completed inductions: ${publicUrl}/admin/completions`,
    `Licences: ${publicUrl}/admin/licences`,
    '',
  ].join('\n');
  return { to, subject: `Weekly digest: inductions and licences expiring, licences to verify`, text };
}
