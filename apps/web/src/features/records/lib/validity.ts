import { completionValidity, type CompletionValidity } from '@crane/contract';

export type Validity = { kind: CompletionValidity['kind']; label: string; expiresAt: Date };

const dayMilliseconds = 24 * 60 * 60 * 1000;
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * The time left as the badge says it: whole months (spec §4), or under a month the days left, started
 * days counted, since "0 months" read as if it had already expired.
 */
function timeLeftText(monthsLeft: number, expiresAt: Date, now: Date): string {
  if (monthsLeft > 0) return plural(monthsLeft, 'month');
  return plural(Math.ceil((expiresAt.getTime() - now.getTime()) / dayMilliseconds), 'day');
}

/** The validity badge of a completion (spec §4); the rule itself is the contract's, shared with the export. */
export function validityOf(completedAt: string, now: Date = new Date()): Validity {
  const { kind, monthsLeft, expiresAt } = completionValidity(completedAt, now);
  if (kind === 'expired') return { kind, label: 'Expired', expiresAt };
  const timeLeft = timeLeftText(monthsLeft, expiresAt, now);
  return { kind, label: `${kind === 'valid' ? 'Valid' : 'Expiring'} (${timeLeft})`, expiresAt };
}
