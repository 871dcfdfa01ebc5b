import { completionExpiry } from '@crane/contract';

/** Spec §4: within the last 2 months of its 12 a completion is expiring. */
const expiringWithinMonths = 2;

export type Validity = { kind: 'valid' | 'expiring' | 'expired'; label: string; expiresAt: Date };

/** Whole months from `from` until `to` (0 when less than one). */
function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The validity badge of a completion (spec §4). */
export function validityOf(completedAt: string, now: Date = new Date()): Validity {
  const expiresAt = completionExpiry(completedAt);
  if (expiresAt.getTime() <= now.getTime()) return { kind: 'expired', label: 'Expired', expiresAt };
  const left = monthsBetween(now, expiresAt);
  if (left < expiringWithinMonths) return { kind: 'expiring', label: `Expiring (${monthsText(left)})`, expiresAt };
  return { kind: 'valid', label: `Valid (${monthsText(left)})`, expiresAt };
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** `Jan 05, 2025` (the list) and `January 05, 2025` (the details), as spec §2 shows them. */
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
