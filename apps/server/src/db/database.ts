import type { Generated, Insertable, Selectable } from 'kysely';

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

export type Database = {
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  login_failures: LoginFailuresTable;
};

export type AdminUserRow = Selectable<AdminUsersTable>;
export type NewAdminUserRow = Insertable<AdminUsersTable>;
export type AdminSessionRow = Selectable<AdminSessionsTable>;
