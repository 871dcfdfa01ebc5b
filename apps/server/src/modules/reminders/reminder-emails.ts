import { formatLongDate, hrwlClassLabel, type Licence } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

/** An induction about to expire, or expiring today: what, when, and where to renew it. */
export function inductionReminderEmail(reminder: {
  to: string;
  firstName: string;
  inductionTitle: string;
  expiresOn: string;
  daysBefore: number;
  publicUrl: string;
}): OutgoingMail {
  const title = oneLine(reminder.inductionTitle);
  const when = formatLongDate(reminder.expiresOn, 'UTC');
  const subject =
    reminder.daysBefore === 0
      ? `Your induction "${title}" expires today`
      : `Your induction "${title}" expires on ${when}`;
  const text = [
    `Hello ${oneLine(reminder.firstName)},`,
    '',
    reminder.daysBefore === 0
      ? `Your induction "${title}" expires today, ${when}. From tomorrow you are no longer inducted for this site.`
      : `Your induction "${title}" expires on ${when}, in ${reminder.daysBefore} days.`,
    '',
    `Renew it here, with this email address (${reminder.to}), and press Renew on the induction:`,
    `${reminder.publicUrl}/inductee?email=${encodeURIComponent(reminder.to)}`,
    '',
  ].join('\n');
  return { to: reminder.to, subject, text };
}

/** A licence expiring soon: which one, when, and a one-time link to upload the renewed licence. */
export function licenceReminderEmail(reminder: {
  to: string;
  firstName: string;
  licenceName: string;
  number: string;
  expiresOn: string;
  link: string;
  linkExpiresOn: string;
}): OutgoingMail {
  const name = oneLine(reminder.licenceName);
  const when = formatLongDate(reminder.expiresOn, 'UTC');
  const text = [
    `Hello ${oneLine(reminder.firstName)},`,
    '',
    `Your ${name}${reminder.number ? ` (number ${reminder.number})` : ''} expires on ${when}.`,
    '',
    'When you have renewed it, upload the new licence, with photos of its front and back, here (no account needed):',
    reminder.link,
    '',
    `The link works once, until ${formatLongDate(reminder.linkExpiresOn, 'UTC')}.`,
    '',
  ].join('\n');
  return { to: reminder.to, subject: `Your ${name} expires on ${when}`, text };
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
