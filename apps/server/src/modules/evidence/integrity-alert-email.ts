import { alteredRecordsAdvice, formatDateTime, matchedBeforeBreak, type IntegrityReport } from '@crane/contract';
import type { OutgoingMail } from '../mail/outbox.ts';

/**
 * Tells an administrator that a check of the chain (an admin's or the nightly one) found the completion
 * records altered: the first broken completion, what was found, and what to do. Admins read English.
 */
export function integrityAlertEmail(to: string, report: IntegrityReport, publicUrl: string): OutgoingMail {
  const text = [
    'The check of the sealed completion records found a record changed, added or deleted outside the app.',
    '',
    `First broken completion: #${report.firstBrokenCompletionId}`,
    `${report.problem}.`,
    `${matchedBeforeBreak(report.checked)} (checked on ${formatDateTime(report.checkedAt, report.timeZone)}).`,
    '',
    alteredRecordsAdvice,
    `Record integrity: ${publicUrl}/admin/settings?tab=integrity`,
    '',
  ].join('\n');
  return { to, subject: 'The completion records have been altered', text };
}
