import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { exactTotalQuery, pagingQuery, totalFields } from './paging.ts';

/**
 * Everything the audit log records (issue 14, decision 29): each administrator action and each access
 * to personal documents. The labels are what the Audit Log tab and its CSV export show.
 */
export const auditActionLabels = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
  'sign-in-throttled': 'Sign-in throttled',
  'sign-out': 'Signed out',
  'admin-created': 'Admin created',
  'admin-deactivated': 'Admin deactivated',
  'admin-reactivated': 'Admin reactivated',
  'password-changed': 'Password changed',
  'induction-created': 'Induction created',
  'induction-edited': 'Induction edited',
  'induction-published': 'Induction published',
  'induction-disabled': 'Induction disabled',
  'induction-duplicated': 'Induction duplicated',
  'pages-changed': 'Pages changed',
  'completion-reset': 'Completion reset',
  'certificate-revoked': 'Certificate revoked',
  'certificate-reinstated': 'Certificate reinstated',
  'document-viewed': 'Personal document viewed',
  'document-downloaded': 'Document downloaded',
  'completions-exported': 'Completions exported',
  'audit-exported': 'Audit log exported',
  'settings-changed': 'Settings changed',
  'test-email-sent': 'Test email sent',
  'reminder-digest-sent': 'Reminder digest sent',
  'integrity-checked': 'Integrity checked',
  'licence-verified': 'Licence verified',
  'licence-rejected': 'Licence rejected',
  'licences-exported': 'Licences exported',
  'api-token-created': 'API token created',
  'api-token-revoked': 'API token revoked',
  'webhook-created': 'Webhook registered',
  'webhook-deleted': 'Webhook deleted',
  'webhook-tested': 'Webhook test sent',
  'webhook-delivery-resent': 'Webhook delivery sent again',
} as const;

export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];
export const AuditActionSchema = z.enum(auditActions, { error: 'Unknown action' });

/** What an entry is about. */
export const auditTargetTypes = [
  'admin',
  'induction',
  'completion',
  'progress',
  'settings',
  'records',
  'licence',
  'api-token',
  'webhook',
] as const;
export const AuditTargetTypeSchema = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof AuditTargetTypeSchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The admin who acted; null for a sign-in that failed (the email tried is in actorEmail). */
  actorId: z.number().int().nullable(),
  actorEmail: z.string(),
  action: AuditActionSchema,
  target: z.object({ type: AuditTargetTypeSchema, id: z.string().nullable(), label: z.string() }).nullable(),
  clientAddress: z.string(),
  /** A small JSON object of what else matters (never a secret's value). */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * Filters of the audit log. `actor`: an admin's id or part of their email; `target`: part of the
 * target's label, or `type:id` (e.g. `completion:41`); `from` and `to`: days (YYYY-MM-DD) in the
 * company's time zone, both included.
 */
export const AuditFilterSchema = z.object({
  actor: z.string().trim().max(200, { error: 'actor must be at most 200 characters' }).default(''),
  action: AuditActionSchema.optional(),
  target: z.string().trim().max(200, { error: 'target must be at most 200 characters' }).default(''),
  from: calendarDay('from must be a date (YYYY-MM-DD)').optional(),
  to: calendarDay('to must be a date (YYYY-MM-DD)').optional(),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const auditPageSize = 50;

export const AuditQuerySchema = AuditFilterSchema.extend({ ...pagingQuery(auditPageSize), ...exactTotalQuery });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/** `total` counts the matching entries up to a step past the page unless `exactTotal` (see totalFields). */
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  ...totalFields,
  page: z.number().int(),
  pageSize: z.number().int(),
  timeZone: z.string(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
