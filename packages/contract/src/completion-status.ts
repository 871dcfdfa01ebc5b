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
