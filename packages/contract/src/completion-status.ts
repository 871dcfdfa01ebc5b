import { z } from 'zod';

/**
 * Where a completion stands (issue 14): valid, expiring and expired by its date (spec §4), revoked
 * while its certificate is withdrawn, reset by an administrator, or superseded by a new version of the
 * induction that everyone must take again. Only a valid or expiring one is current.
 */
export const completionStatuses = ['valid', 'expiring', 'expired', 'revoked', 'reset', 'superseded'] as const;
export const CompletionStatusSchema = z.enum(completionStatuses);
export type CompletionStatus = z.infer<typeof CompletionStatusSchema>;
