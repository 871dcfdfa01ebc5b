import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type {
  AuditAction,
  AuditTargetType,
  IntegrityCheckStatus,
  Language,
  SignatureMethod,
  TranslationLanguage,
} from '@crane/contract';

/** Timestamps are stored as ISO-8601 UTC text on both SQLite and PostgreSQL. */
type Timestamp = string;

export type AdminUsersTable = {
  id: Generated<number>;
  name: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  password_hash: string;
  role: 'admin' | 'super_admin';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When a super admin deactivated the admin (decision 53); null while they may sign in. */
  deactivated_at: Generated<Timestamp | null>;
};

export type AdminSessionsTable = {
  /** SHA-256 of the cookie token (hex); the token itself is never stored. */
  id: string;
  admin_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  /** Absolute expiry, fixed at login. */
  expires_at: Timestamp;
};

export type LoginFailuresTable = {
  id: Generated<number>;
  /** `ip:<address>` or `email:<address>`. */
  key: string;
  failed_at: Timestamp;
};

export type InductionsTable = {
  id: Generated<number>;
  title: string;
  description: string;
  total_min_time_minutes: number;
  status: 'draft' | 'active' | 'archived';
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The version workers are given; null until first published (decision 27). */
  published_version_id: Generated<number | null>;
  /** 1 while the draft (this row and its pages) differs from the published version. */
  has_unpublished_changes: Generated<number>;
  /** JSON of the contract's RequiredLicencesSchema: what the draft requires (issue 15). */
  required_licences_json: Generated<string>;
  /** JSON of the contract's InductionTranslationsSchema: title and description per language (decision 37). */
  translations_json: Generated<string>;
  /** 1, then one more on each change of the row: details, status, publish (m0050, decision 54). */
  revision: Generated<number>;
};

/** A draft page in another language (decision 37): its words, its text, its PDF. */
export type InductionPageTranslationsTable = {
  page_id: number;
  language: TranslationLanguage;
  title: string;
  content_html: string;
  /** JSON `{ questions: [{ question, options }] }`: the quiz's words, its answer key the English one's. */
  quiz_json: string;
  pdf_url: string | null;
  pdf_name: string | null;
  updated_at: Timestamp;
};

/** A translated page of a version, as a page snapshot of its own (decision 37). */
export type InductionVersionPageTranslationsTable = {
  version_id: number;
  page_id: number;
  language: TranslationLanguage;
  snapshot_hash: string;
};

export type InductionPagesTable = {
  id: Generated<number>;
  induction_id: number;
  title: string;
  /** Position from 1 (named so because ORDER is a keyword). */
  page_order: number;
  min_time_seconds: number;
  content_type: 'richText' | 'quiz';
  /** Sanitised HTML. */
  content_html: string;
  pdf_url: string | null;
  /** The uploaded PDF's original file name. */
  pdf_name: string | null;
  /** 0 or 1 on both databases. */
  require_signature: number;
  /** JSON text `{ "questions": [...] }`, already normalised to the limits. */
  quiz_json: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set when deleted from the draft; the row stays, as published versions and attempts point at it. */
  deleted_at: Generated<Timestamp | null>;
  /** 1, then one more on each save and each move of the page (m0049, decision 54). */
  revision: Generated<number>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Delivery attempts made so far. */
  attempts: Generated<number>;
  /** When the worker may try (again); backoff grows with each failed attempt. */
  next_attempt_at: Timestamp;
  last_error: string | null;
  /** Set once delivered; never sent twice. */
  sent_at: Timestamp | null;
  created_at: Timestamp;
};

/** A file attached to an outgoing message; deleted with its message. */
export type MailAttachmentsTable = {
  id: Generated<number>;
  message_id: number;
  file_name: string;
  content_type: string;
  /** BLOB on SQLite, bytea on PostgreSQL; both drivers answer a Buffer. */
  content: Uint8Array;
};

/** Email settings saved from the Settings tab (one row, id 1); they override the SMTP_* variables. */
export type EmailSettingsTable = {
  id: number;
  host: string;
  port: number;
  /** 0 or 1 on both databases. */
  secure: number;
  username: string;
  /** AES-256-GCM under a key derived from the app secret (settings/password-encryption.ts); null: none. */
  encrypted_password: string | null;
  from_address: string;
  updated_by: number | null;
  updated_at: Timestamp;
};

export type InducteeProgressTable = {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique with induction_id and attempt. */
  email: string;
  induction_id: number;
  /** This person's attempt at this induction: 1, 2, … (issue 14). */
  attempt: Generated<number>;
  /** The version it was started on, kept to the end (decision 27). */
  version_id: Generated<number | null>;
  /** Zero-based index of the page the inductee is on, in the induction's page order. */
  current_page: number;
  status: 'not_started' | 'in_progress' | 'completed';
  started_at: Timestamp | null;
  last_accessed_at: Timestamp | null;
  completed_at: Timestamp | null;
  /**
   * When a version asking everyone to take the induction again was published while this attempt was
   * unfinished: it can no longer be continued or completed, and starting begins a new attempt.
   */
  superseded_at: Generated<Timestamp | null>;
  /**
   * The day (YYYY-MM-DD, UTC) of last_accessed_at, kept by the database itself (migration 2026-11-28)
   * and indexed, to find the latest activity without indexing last_accessed_at. Never written by the app.
   */
  last_active_on: Generated<string | null>;
};

/** The server's record of one page for one progress (docs/decisions/0010-inductee-progress-rules.md). */
export type InducteePageProgressTable = {
  progress_id: number;
  page_id: number;
  first_shown_at: Timestamp;
  /** When the page was found done (minimum time passed, signed if required); it stays done. */
  satisfied_at: Timestamp | null;
};

/** A browser holding an inductee cookie. */
export type InducteeBrowsersTable = {
  /** SHA-256 of the cookie token (hex); the token itself is never stored. */
  id: string;
  created_at: Timestamp;
  /** Extended to 30 days from each start; the cookie lasts as long. */
  expires_at: Timestamp;
};

/** Which progress records a browser may read and change. */
export type InducteeBrowserProgressTable = {
  browser_id: string;
  progress_id: number;
  created_at: Timestamp;
  /** When this browser proved the worker's inbox (code or link); null: bound by starting the attempt. */
  proven_at: Timestamp | null;
};

/**
 * The code and link emailed to bind another browser to an existing progress (decision 16): one live
 * per progress, hashes only.
 */
export type InducteeBindingCodesTable = {
  progress_id: number;
  /** HMAC-SHA256 (hex) of the progress id and the code under a key derived from the app secret. */
  code_hash: string;
  /** SHA-256 (hex) of the link's token. */
  token_hash: string;
  /** Wrong codes so far; at 5 a new code is needed. */
  failed_attempts: Generated<number>;
  /** When the code was emailed. */
  created_at: Timestamp;
  expires_at: Timestamp;
};

/** One fixed window of one rate limit (modules/rate-limits). */
export type RateLimitsTable = {
  /** What is limited and for whom, e.g. `inductee-start:203.0.113.7`. */
  key: string;
  window_start: Timestamp;
  window_end: Timestamp;
  /** Requests counted in this window, the refused ones included. */
  hits: number;
};

/** The answers of one quiz page as last checked (Check Answers); each check replaces the one before. */
export type InducteeQuizAnswersTable = {
  progress_id: number;
  page_id: number;
  /** JSON text: every question with its texts as they were, the answer given and whether it was right. */
  answers_json: string;
  answered_at: Timestamp;
};

export type PageSignaturesTable = {
  id: Generated<number>;
  progress_id: number;
  page_id: number;
  /** `signatures/<uuid>.png` */
  storage_key: string;
  created_at: Timestamp;
  /** SHA-256 (hex) of the PNG as stored; null for signatures stored before evidence (decision 28). */
  sha256: Generated<string | null>;
  /** 'drawn' or 'typed' (issue 16); 'drawn' for the signatures stored before. */
  method: Generated<SignatureMethod>;
};

export type CompletionsTable = {
  id: Generated<number>;
  /** Unique: one completion per progress. */
  progress_id: number;
  induction_id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  emergency_contact_relationship: string;
  /** The optional licence fields are '' when not given. */
  drivers_license_number: string;
  drivers_license_expiry: string;
  hrwl_number: string;
  hrwl_expiry: string;
  /** The issuing state or territory ('' when not given) and the classes held (JSON list of codes). */
  hrwl_state: Generated<string>;
  hrwl_classes_json: Generated<string>;
  /** JSON text: `[{ name, number, expiry }]`. */
  other_licenses_json: string;
  /** Lower-cased `first last email company`, for the completions search (modules/records). */
  search_text: string;
  completed_at: Timestamp;
  /** The attempt of the progress it completes. */
  attempt: Generated<number>;
  /** 1 for the latest completed attempt of its person and induction, else 0: what the records list by default. */
  is_latest: Generated<number>;
  /** A reset keeps the completion and marks it: when, by whom (their name then) and why ('' when not said). */
  reset_at: Generated<Timestamp | null>;
  reset_by: Generated<string | null>;
  reset_reason: Generated<string | null>;
  /** When a new version of the induction asked everyone to take it again. */
  superseded_at: Generated<Timestamp | null>;
  /** The language the worker took it in (issue 16 §2): 'en' for the completions before. */
  language: Generated<Language>;
};

export type CompletionFilesTable = {
  id: Generated<number>;
  completion_id: number;
  /** identification, driversLicenseFront, … otherLicense_0_back. */
  field_name: string;
  /** `identity/<uuid>.<jpg|png|webp|heic|pdf>` */
  storage_key: string;
  content_type: string;
  original_name: string;
  size_bytes: number;
  /** SHA-256 (hex) of the file as stored; null for files stored before evidence (decision 28). */
  sha256: Generated<string | null>;
};

/** A file stored only for a download link, deleted with its row after delete_after (modules/expiring-files). */
export type ExpiringFilesTable = {
  storage_key: string;
  delete_after: Timestamp;
};

/**
 * A personal file stored but not yet referenced by its record (modules/file-sweeps): the row goes in
 * the transaction that records the file; one left an hour later is a crash's orphan, deleted by the sweep.
 */
export type StagedFilesTable = {
  storage_key: string;
  staged_at: Timestamp;
};

/**
 * A certificate anyone can check (modules/certificates): its code and what the check shows, written
 * at completion and kept after a reset of the completion (then revoked, completion_id null).
 */
export type CertificatesTable = {
  id: Generated<number>;
  /** 12 characters of Crockford's base32, upper case, no dashes. */
  code: string;
  completion_id: number | null;
  full_name: string;
  company: string;
  induction_title: string;
  completed_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  /** The revoking administrator's name then; null for a reset. */
  revoked_by: string | null;
};

/** A page's content as published, stored once by the SHA-256 of its canonical JSON (decision 27). */
export type PageSnapshotsTable = {
  hash: string;
  /** Canonical JSON of PageSnapshot (modules/versions/page-snapshot.ts). */
  snapshot: string;
  pdf_url: string | null;
};

/** A published version of an induction: what workers were shown, never changed. */
export type InductionVersionsTable = {
  id: Generated<number>;
  induction_id: number;
  /** 1, 2, … per induction. */
  version: number;
  title: string;
  description: string;
  total_min_time_minutes: number;
  published_at: Timestamp;
  published_by_id: number | null;
  published_by: string | null;
  completions_choice: 'stayValid' | 'retake';
  /** JSON of the required licences as published: an attempt is held to its version's. */
  required_licences_json: Generated<string>;
  /** JSON of the title and description per language as published (decision 37). */
  translations_json: Generated<string>;
};

/** The pages of a version in order, each by its snapshot, with the rules a page move reads. */
export type InductionVersionPagesTable = {
  version_id: number;
  page_id: number;
  page_order: number;
  title: string;
  min_time_seconds: number;
  require_signature: number;
  snapshot_hash: string;
};

/** A request that moved an attempt: who asked, from where, when (decision 28). */
export type AttemptRequestsTable = {
  id: Generated<number>;
  progress_id: number;
  at: Timestamp;
  action: 'start' | 'move' | 'signature' | 'quiz' | 'complete';
  client_address: string;
  user_agent: string;
};

/** A completion's sealed evidence record, one link of the chain (decision 28). */
export type CompletionEvidenceTable = {
  sequence: number;
  completion_id: number;
  record: string;
  previous_seal: string;
  seal: string;
  sealed_at: Timestamp;
};

/** The completions made before evidence, up to this id, which the server seals when it starts. */
export type EvidenceBacklogTable = {
  up_to_completion_id: number;
};

/** A check of the whole chain run in the background (m0052). */
export type IntegrityChecksTable = {
  id: Generated<number>;
  started_at: Timestamp;
  /** Null for the nightly check. */
  started_by_id: number | null;
  started_by: string;
  status: IntegrityCheckStatus;
  checked: number;
  total: number;
  updated_at: Timestamp;
  /** The IntegrityReport as JSON, once finished. */
  report: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: AuditAction;
  target_type: AuditTargetType | null;
  target_id: string | null;
  target_label: string | null;
  client_address: string;
  /** JSON object. */
  details: string;
};

/** A licence a completion gave, or one uploaded since through a one-time link (issue 15, decision 31). */
export type LicencesTable = {
  id: Generated<number>;
  completion_id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  kind: 'drivers' | 'hrwl' | 'other';
  name: Generated<string>;
  /** The name lower-cased and trimmed: with the email and kind, which licence of a person it is. */
  name_key: Generated<string>;
  number: string;
  state: Generated<string>;
  classes_json: Generated<string>;
  /** '' or YYYY-MM-DD. */
  expiry: string;
  /** The expiry, or 9999-12-31 when none was given: the register's order. */
  expiry_sort: string;
  front_key: string | null;
  back_key: string | null;
  /** SHA-256 (hex) of each photo as stored (m0051); null without a photo, or for one uploaded before. */
  front_sha256: Generated<string | null>;
  back_sha256: Generated<string | null>;
  status: Generated<'pending' | 'verified' | 'rejected'>;
  reviewed_by_id: number | null;
  reviewed_by: string | null;
  reviewed_at: Timestamp | null;
  rejection_reason: string | null;
  replaces_id: number | null;
  /** 1 for the latest licence of its person, kind and name. */
  is_current: Generated<number>;
  created_at: Timestamp;
  /** Name, email, company, number and licence name, lower-cased in JavaScript: what the register searches. */
  search_text: Generated<string>;
};

/**
 * A class a licence holds, with copies of the licence's `is_current`, `expiry_sort` (migration m0035)
 * and `status` (m0037) that triggers keep, so that the register reads a class, or a class and a
 * status, in expiry order from one index.
 */
export type LicenceClassesTable = {
  licence_id: number;
  class_code: string;
  is_current: Generated<number>;
  expiry_sort: Generated<string>;
  status: LicencesTable['status'];
};

/** A one-time link to upload a corrected or renewed licence: only the token's SHA-256 is kept. */
export type LicenceUploadLinksTable = {
  id: Generated<number>;
  licence_id: number;
  token_hash: string;
  purpose: 'correct' | 'renew';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

/** Settings → Reminders: the one row (id 1). */
export type ReminderSettingsTable = {
  id: number;
  induction_reminders: number;
  /** JSON list of the days before an induction's expiry that a reminder goes. */
  induction_days_json: string;
  licence_reminders: number;
  licence_days: number;
  digest: number;
  /** 0 (Sunday) to 6. */
  digest_weekday: number;
};

/** Each reminder sent, once per kind, subject and day. */
export type RemindersSentTable = {
  id: Generated<number>;
  kind: 'induction' | 'licence' | 'digest';
  subject_id: number;
  due_on: string;
  sent_at: Timestamp;
};

/** A periodic job that one instance runs at a time: who holds it, until when, and its last run's day. */
export type SchedulerLeasesTable = { name: string; holder: string; lease_until: string; last_run_on: string };

/** A token another system reads the API with (issue 17 §2, decision 39); only its hash is kept. */
export type ApiTokensTable = {
  id: Generated<number>;
  name: string;
  prefix: string;
  token_hash: string;
  /** JSON list of ApiTokenScope. */
  scopes: string;
  created_by_id: number;
  created_at: Timestamp;
  expires_on: string | null;
  expires_at: Timestamp | null;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by_id: number | null;
};

/** An endpoint another system registered for events (issue 17 §3, decision 40). */
export type WebhookEndpointsTable = {
  id: Generated<number>;
  url: string;
  description: string;
  /** JSON list of WebhookEventType. */
  events: string;
  /** The signing secret, sealed by the app secret (lib/sealed-text.ts). */
  sealed_secret: string;
  created_by_id: number;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
};

/** One event for one endpoint: the webhook outbox. */
export type WebhookDeliveriesTable = {
  id: Generated<number>;
  endpoint_id: number;
  message_id: string;
  event: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  /** When the instance holding it began its try (m0042); null when no one holds it. */
  claimed_at: Timestamp | null;
  retry_until: Timestamp;
  last_status_code: number | null;
  last_error: string | null;
  delivered_at: Timestamp | null;
  created_at: Timestamp;
};

/**
 * Counts the database keeps as rows change (migration m0032): `progress`, `licences_pending`; and on
 * SQLite `completions_out_of_order` (m0033).
 */
export type RecordCountsTable = {
  name: 'progress' | 'licences_pending' | 'completions_out_of_order';
  /** The connection's own row on PostgreSQL (migration m0043); always 0 on SQLite. A count is the sum. */
  shard: number;
  count: number;
};

/**
 * How many completions each induction has, by the version their attempts were taken on (0: before
 * versions), kept by triggers (migration m0040); the rows of an induction and version add up.
 */
export type CompletionCountsTable = {
  induction_id: number;
  version_id: number;
  /** Rows of one induction and version add up: on PostgreSQL each connection adds to its own. */
  shard: number;
  count: number;
};

export type Database = {
  record_counts: RecordCountsTable;
  completion_counts: CompletionCountsTable;
  admin_users: AdminUsersTable;
  api_tokens: ApiTokensTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
  inductions: InductionsTable;
  induction_pages: InductionPagesTable;
  mail_outbox: MailOutboxTable;
  mail_attachments: MailAttachmentsTable;
  email_settings: EmailSettingsTable;
  inductee_progress: InducteeProgressTable;
  inductee_page_progress: InducteePageProgressTable;
  inductee_browsers: InducteeBrowsersTable;
  inductee_browser_progress: InducteeBrowserProgressTable;
  inductee_quiz_answers: InducteeQuizAnswersTable;
  inductee_binding_codes: InducteeBindingCodesTable;
  rate_limits: RateLimitsTable;
  page_signatures: PageSignaturesTable;
  completions: CompletionsTable;
  expiring_files: ExpiringFilesTable;
  staged_files: StagedFilesTable;
  completion_files: CompletionFilesTable;
  certificates: CertificatesTable;
  page_snapshots: PageSnapshotsTable;
  induction_versions: InductionVersionsTable;
  induction_version_pages: InductionVersionPagesTable;
  induction_page_translations: InductionPageTranslationsTable;
  induction_version_page_translations: InductionVersionPageTranslationsTable;
  attempt_requests: AttemptRequestsTable;
  completion_evidence: CompletionEvidenceTable;
  evidence_backlog: EvidenceBacklogTable;
  integrity_checks: IntegrityChecksTable;
  audit_log: AuditLogTable;
  licences: LicencesTable;
  licence_classes: LicenceClassesTable;
  licence_upload_links: LicenceUploadLinksTable;
  reminder_settings: ReminderSettingsTable;
  reminders_sent: RemindersSentTable;
  scheduler_leases: SchedulerLeasesTable;
};

export type InductionRow = Selectable<InductionsTable>;
export type InductionPageRow = Selectable<InductionPagesTable>;
export type NewInductionPageRow = Insertable<InductionPagesTable>;
export type InductionPageTranslationRow = Selectable<InductionPageTranslationsTable>;

export type MailOutboxRow = Selectable<MailOutboxTable>;
export type MailAttachmentRow = Selectable<MailAttachmentsTable>;
export type EmailSettingsRow = Selectable<EmailSettingsTable>;

/** A progress as the app reads it; last_active_on serves only the recent-activity query. */
export type InducteeProgressRow = Omit<Selectable<InducteeProgressTable>, 'last_active_on'>;
export type PageSignatureRow = Selectable<PageSignaturesTable>;
export type InducteeQuizAnswersRow = Selectable<InducteeQuizAnswersTable>;
export type CompletionRow = Selectable<CompletionsTable>;
export type CertificateRow = Selectable<CertificatesTable>;
export type NewCompletionRow = Insertable<CompletionsTable>;
export type NewCompletionFileRow = Insertable<CompletionFilesTable>;

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUserRow = Insertable<AdminUsersTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;

/** What repository functions take first: the database, or a transaction on it. */
export type LicenceRow = Selectable<LicencesTable>;
export type NewLicenceRow = Insertable<LicencesTable>;

export type Executor = Kysely<Database> | Transaction<Database>;
