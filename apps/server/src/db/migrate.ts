import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database.ts';
import * as createAdminTables from './migrations/2026-11-22-create-admin-tables.ts';
import * as createInductionTables from './migrations/2026-11-23-create-induction-tables.ts';
import * as storePagePdfName from './migrations/2026-11-23-store-page-pdf-name.ts';
import * as createMailOutbox from './migrations/2026-11-24-create-mail-outbox.ts';
import * as createProgressTables from './migrations/2026-11-24-create-progress-tables.ts';
import * as indexCompletionsSearch from './migrations/2026-11-25-index-completions-search.ts';
import * as recordQuizAnswers from './migrations/2026-11-26-record-quiz-answers.ts';
import * as createEmailSettings from './migrations/2026-11-27-create-email-settings.ts';
import * as indexDashboard from './migrations/2026-11-28-index-dashboard.ts';
import * as exactCompletionsSearch from './migrations/2026-11-29-exact-completions-search.ts';
import * as createExpiringFiles from './migrations/2026-11-30-create-expiring-files.ts';
import * as searchIndexWithoutPendingList from './migrations/2026-12-01-search-index-without-pending-list.ts';
import * as createRateLimits from './migrations/2026-12-02-create-rate-limits.ts';
import * as createBindingCodes from './migrations/2026-12-02-create-binding-codes.ts';
import * as neverMovedProgressNotStarted from './migrations/2026-12-02-never-moved-progress-not-started.ts';
import * as createStagedFiles from './migrations/2026-12-03-create-staged-files.ts';
import * as createCertificates from './migrations/m0017-create-certificates.ts';
import * as createMailAttachments from './migrations/m0018-create-mail-attachments.ts';
import * as recordAttempts from './migrations/m0019-record-attempts.ts';
import * as createInductionVersions from './migrations/m0020-create-induction-versions.ts';
import * as createEvidence from './migrations/m0021-create-evidence.ts';
import * as createAuditLog from './migrations/m0022-create-audit-log.ts';
import * as recordLicenceDetails from './migrations/m0023-record-licence-details.ts';
import * as requireLicences from './migrations/m0024-require-licences.ts';
import * as createLicences from './migrations/m0025-create-licences.ts';
import * as createReminders from './migrations/m0026-create-reminders.ts';
import * as signatureMethod from './migrations/m0027-signature-method.ts';
import * as completionLanguage from './migrations/m0028-completion-language.ts';
import * as contentTranslations from './migrations/m0029-content-translations.ts';
import * as createApiTokens from './migrations/m0030-create-api-tokens.ts';
import * as createWebhooks from './migrations/m0031-create-webhooks.ts';
import * as recordCounts from './migrations/m0032-record-counts.ts';
import * as completionOrder from './migrations/m0033-completion-order.ts';
import * as completionsSearchStatistics from './migrations/m0034-completions-search-statistics.ts';
import * as licenceClassesInRegisterOrder from './migrations/m0035-licence-classes-in-register-order.ts';
import * as licencesStatusIndexWithText from './migrations/m0036-licences-status-index-with-text.ts';
import * as licenceClassesStatus from './migrations/m0037-licence-classes-status.ts';
import * as completionsSearchByInduction from './migrations/m0038-completions-search-by-induction.ts';
import * as completionsSearchMarksInduction from './migrations/m0039-completions-search-marks-induction.ts';
import * as completionCounts from './migrations/m0040-completion-counts.ts';
import * as completionsSearchByTenDays from './migrations/m0041-completions-search-by-ten-days.ts';
import * as webhookDeliveryClaims from './migrations/m0042-webhook-delivery-claims.ts';
import * as recordCountsByConnection from './migrations/m0043-record-counts-by-connection.ts';
import * as auditLogRefusesTruncate from './migrations/m0044-audit-log-refuses-truncate.ts';
import * as provenBrowserBindings from './migrations/m0045-proven-browser-bindings.ts';
import * as supersededAttempts from './migrations/m0046-superseded-attempts.ts';
import * as endedAttemptsIndex from './migrations/m0047-ended-attempts-index.ts';
import * as deactivatedAdmins from './migrations/m0048-deactivated-admins.ts';
import * as pageRevisions from './migrations/m0049-page-revisions.ts';
import * as inductionRevisions from './migrations/m0050-induction-revisions.ts';
import * as licencePhotoHashes from './migrations/m0051-licence-photo-hashes.ts';
import * as integrityChecks from './migrations/m0052-integrity-checks.ts';
import * as outboxDueOrder from './migrations/m0053-outbox-due-order.ts';
import * as searchIndexSmallPendingList from './migrations/m0054-search-index-small-pending-list.ts';
import * as completionsRoomToSupersede from './migrations/m0055-completions-room-to-supersede.ts';

/**
 * Every migration; bundled with the server rather than read from disk. Kysely runs them in the order
 * of their names (plain string order) and refuses to start when an applied one sorts after a pending
 * one. The first sixteen are named by the date they were written, and those dates run ahead of the
 * calendar, so a new name must not be a date: new migrations are `m` and the next number of the
 * sequence, zero-padded (`m0017-create-…`, `m0018-…`). A letter sorts after every digit, so each new
 * name sorts after every dated one and after the one before it (decision 20).
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22-create-admin-tables': createAdminTables,
  '2026-11-23-create-induction-tables': createInductionTables,
  '2026-11-23-store-page-pdf-name': storePagePdfName,
  '2026-11-24-create-mail-outbox': createMailOutbox,
  '2026-11-24-create-progress-tables': createProgressTables,
  '2026-11-25-index-completions-search': indexCompletionsSearch,
  '2026-11-26-record-quiz-answers': recordQuizAnswers,
  '2026-11-27-create-email-settings': createEmailSettings,
  '2026-11-28-index-dashboard': indexDashboard,
  '2026-11-29-exact-completions-search': exactCompletionsSearch,
  '2026-11-30-create-expiring-files': createExpiringFiles,
  '2026-12-01-search-index-without-pending-list': searchIndexWithoutPendingList,
  '2026-12-02-create-binding-codes': createBindingCodes,
  '2026-12-02-create-rate-limits': createRateLimits,
  '2026-12-02-never-moved-progress-not-started': neverMovedProgressNotStarted,
  '2026-12-03-create-staged-files': createStagedFiles,
  'm0017-create-certificates': createCertificates,
  'm0018-create-mail-attachments': createMailAttachments,
  'm0019-record-attempts': recordAttempts,
  'm0020-create-induction-versions': createInductionVersions,
  'm0021-create-evidence': createEvidence,
  'm0022-create-audit-log': createAuditLog,
  'm0023-record-licence-details': recordLicenceDetails,
  'm0024-require-licences': requireLicences,
  'm0025-create-licences': createLicences,
  'm0026-create-reminders': createReminders,
  'm0027-signature-method': signatureMethod,
  'm0028-completion-language': completionLanguage,
  'm0029-content-translations': contentTranslations,
  'm0030-create-api-tokens': createApiTokens,
  'm0031-create-webhooks': createWebhooks,
  'm0032-record-counts': recordCounts,
  'm0033-completion-order': completionOrder,
  'm0034-completions-search-statistics': completionsSearchStatistics,
  'm0035-licence-classes-in-register-order': licenceClassesInRegisterOrder,
  'm0036-licences-status-index-with-text': licencesStatusIndexWithText,
  'm0037-licence-classes-status': licenceClassesStatus,
  'm0038-completions-search-by-induction': completionsSearchByInduction,
  'm0039-completions-search-marks-induction': completionsSearchMarksInduction,
  'm0040-completion-counts': completionCounts,
  'm0041-completions-search-by-ten-days': completionsSearchByTenDays,
  'm0042-webhook-delivery-claims': webhookDeliveryClaims,
  'm0043-record-counts-by-connection': recordCountsByConnection,
  'm0044-audit-log-refuses-truncate': auditLogRefusesTruncate,
  'm0045-proven-browser-bindings': provenBrowserBindings,
  'm0046-superseded-attempts': supersededAttempts,
  'm0047-ended-attempts-index': endedAttemptsIndex,
  'm0048-deactivated-admins': deactivatedAdmins,
  'm0049-page-revisions': pageRevisions,
  'm0050-induction-revisions': inductionRevisions,
  'm0051-licence-photo-hashes': licencePhotoHashes,
  'm0052-integrity-checks': integrityChecks,
  'm0053-outbox-due-order': outboxDueOrder,
  'm0054-search-index-small-pending-list': searchIndexSmallPendingList,
  'm0055-completions-room-to-supersede': completionsRoomToSupersede,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}
