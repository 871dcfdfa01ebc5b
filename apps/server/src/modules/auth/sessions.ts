import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CurrentAdmin } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { isoFromNow } from '../../lib/time.ts';
import * as repository from './auth.repository.ts';

export const sessionCookieName = 'admin_session';
/** A session unused for this long ends. */
export const sessionIdleMilliseconds = 12 * 60 * 60 * 1000;
/** A session ends this long after login, used or not. */
export const sessionAbsoluteMilliseconds = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, to keep reads cheap. */
const touchIntervalMilliseconds = 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session: 256 random bits in the cookie, only their hash in the database. */
export async function createSession(db: Kysely<Database>, adminId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = isoFromNow(sessionAbsoluteMilliseconds, now);
  await repository.insertSession(db, {
    id: hashToken(token),
    admin_id: adminId,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresAt,
  });
  return { token, expiresAt: new Date(expiresAt) };
}

/** The admin behind a cookie token, or undefined when the session is unknown, idle or expired. */
export async function findSessionAdmin(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ sessionId: string; admin: CurrentAdmin } | undefined> {
  const sessionId = hashToken(token);
  const row = await repository.findLiveSession(
    db,
    sessionId,
    now.toISOString(),
    isoFromNow(-sessionIdleMilliseconds, now),
  );
  if (!row) return undefined;
  if (now.getTime() - Date.parse(row.lastSeenAt) > touchIntervalMilliseconds) {
    await repository.touchSession(db, sessionId, now.toISOString());
  }
  return { sessionId, admin: { id: row.id, name: row.name, email: row.email, role: row.role } };
}

export function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  return repository.deleteSession(db, sessionId);
}

/** Removes sessions that can no longer be used (modules/expired-rows, at start and hourly). */
export function deleteDeadSessions(db: Kysely<Database>, now: Date): Promise<void> {
  return repository.deleteDeadSessions(db, now.toISOString(), isoFromNow(-sessionIdleMilliseconds, now));
}
