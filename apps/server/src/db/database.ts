import type { Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

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

export type Database = {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
  inductions: InductionsTable;
  induction_pages: InductionPagesTable;
  mail_outbox: MailOutboxTable;
};

export type InductionRow = Selectable<InductionsTable>;
export type InductionPageRow = Selectable<InductionPagesTable>;
export type NewInductionPageRow = Insertable<InductionPagesTable>;

export type MailOutboxRow = Selectable<MailOutboxTable>;

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUserRow = Insertable<AdminUsersTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;

/** What repository functions take first: the database, or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;
