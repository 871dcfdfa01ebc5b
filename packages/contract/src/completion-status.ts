/**
 * Where a completion stands (issue 14): valid, expiring and expired by its date (spec §4), revoked
 * while its certificate is withdrawn, reset by an administrator, or superseded by a new version of the
 * induction that everyone must take again. Only a valid or expiring one is current.
 *
 * Without zod, so the worker's portal can read it and stay within its download (decision 33); the
 * schema is in completion-status-schema.ts.
 */
export const completionStatuses = ['valid', 'expiring', 'expired', 'revoked', 'reset', 'superseded'] as const;
export type CompletionStatus = (typeof completionStatuses)[number];

/**
 * Whether a completion still stands (valid or expiring): starting the induction then resumes it for
 * review; otherwise starting begins a new attempt.
 */
export const isCompletionCurrent = (status: CompletionStatus) => status === 'valid' || status === 'expiring';

/**
 * Whether starting after a person's latest attempt begins a new one (issue 14, decision 27): its
 * completion no longer stands (`completionStatus`, null for an unfinished attempt), or a version
 * asking everyone to take the induction again ended it unfinished (`isSuperseded`). Otherwise starting
 * resumes it, for review once completed. The server starts by it; the portal's card shows by it the
 * induction as a start will take it.
 */
export const startsNewAttempt = (attempt: { isSuperseded: boolean; completionStatus: CompletionStatus | null }) =>
  attempt.isSuperseded || (attempt.completionStatus !== null && !isCompletionCurrent(attempt.completionStatus));
