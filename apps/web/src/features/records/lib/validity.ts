import { completionValidity, type CompletionValidity } from '@crane/contract';

export type Validity = { kind: CompletionValidity['kind']; label: string; expiresAt: Date };

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The validity badge of a completion (spec §4); the rule itself is the contract's, shared with the export. */
export function validityOf(completedAt: string, now: Date = new Date()): Validity {
  const { kind, monthsLeft, expiresAt } = completionValidity(completedAt, now);
  if (kind === 'expired') return { kind, label: 'Expired', expiresAt };
  return { kind, label: `${kind === 'valid' ? 'Valid' : 'Expiring'} (${monthsText(monthsLeft)})`, expiresAt };
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
