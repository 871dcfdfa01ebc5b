import { completionValidity, type CompletionValidity } from '@crane/contract';

export type Validity = { kind: CompletionValidity['kind']; label: string; expiresAt: Date };

const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** The validity badge of a completion (spec §4); the rule itself is the contract's, shared with the export. */
export function validityOf(completedAt: string, now: Date = new Date()): Validity {
  const { kind, monthsLeft, expiresAt } = completionValidity(completedAt, now);
  if (kind === 'expired') return { kind, label: 'Expired', expiresAt };
  return { kind, label: `${kind === 'valid' ? 'Valid' : 'Expiring'} (${monthsText(monthsLeft)})`, expiresAt };
}
