import type { AdminSessionRow, AdminUserRow, Executor, NewAdminUserRow } from '../../db/database.ts';
import { withRowLock } from '../../db/dialect.ts';

export function findAdminByEmail(db: Executor, email: string): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findAdminById(db: Executor, id: number): Promise<AdminUserRow | undefined> {
  return db.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listAdmins(db: Executor): Promise<AdminUserRow[]> {
  return db.selectFrom('admin_users').selectAll().orderBy('id').execute();
}

export async function countAdmins(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('admin_users')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts an admin; answers undefined when the email is already taken. */
export async function insertAdmin(db: Executor, admin: NewAdminUserRow): Promise<AdminUserRow | undefined> {
  return db
    .insertInto('admin_users')
    .values(admin)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateAdminPassword(
  db: Executor,
  id: number,
  passwordHash: string,
  updatedAt: string,
): Promise<void> {
  await db
    .updateTable('admin_users')
    .set({ password_hash: passwordHash, updated_at: updatedAt })
    .where('id', '=', id)
    .execute();
}

/** Every super admin, their rows held until the transaction ends (in id order, so holders queue rather than deadlock). */
export function lockSuperAdmins(db: Executor) {
  const query = db
    .selectFrom('admin_users')
    .select(['id', 'deactivated_at'])
    .where('role', '=', 'super_admin')
    .orderBy('id');
  return withRowLock(db, query).execute();
}

/** Sets when the admin was deactivated (null: active again); answers the row as it now is. */
export function setAdminDeactivatedAt(
  db: Executor,
  id: number,
  deactivatedAt: string | null,
  updatedAt: string,
): Promise<AdminUserRow> {
  return db
    .updateTable('admin_users')
    .set({ deactivated_at: deactivatedAt, updated_at: updatedAt })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSession(db: Executor, session: AdminSessionRow): Promise<void> {
  await db.insertInto('admin_sessions').values(session).execute();
}

/** A live session (not past its absolute expiry nor idle since `idleSince`) with its admin, while they are active. */
export function findLiveSession(db: Executor, sessionId: string, now: string, idleSince: string) {
  return db
    .selectFrom('admin_sessions')
    .innerJoin('admin_users', 'admin_users.id', 'admin_sessions.admin_id')
    .select([
      'admin_sessions.id as sessionId',
      'admin_sessions.last_seen_at as lastSeenAt',
      'admin_users.id',
      'admin_users.name',
      'admin_users.email',
      'admin_users.role',
    ])
    .where('admin_sessions.id', '=', sessionId)
    .where('admin_sessions.expires_at', '>', now)
    .where('admin_sessions.last_seen_at', '>', idleSince)
    .where('admin_users.deactivated_at', 'is', null)
    .executeTakeFirst();
}

export async function touchSession(db: Executor, sessionId: string, lastSeenAt: string): Promise<void> {
  await db.updateTable('admin_sessions').set({ last_seen_at: lastSeenAt }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
}

/** Ends every session of an admin except `keepSessionId` (all of them when it is null). */
export async function deleteAdminSessions(db: Executor, adminId: number, keepSessionId: string | null): Promise<void> {
  let query = db.deleteFrom('admin_sessions').where('admin_id', '=', adminId);
  if (keepSessionId !== null) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

export async function deleteDeadSessions(db: Executor, now: string, idleSince: string): Promise<void> {
  await db
    .deleteFrom('admin_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
    .execute();
}

export async function countFailuresSince(db: Executor, keys: string[], since: string) {
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', (eb) => eb.fn.countAll<string | number>().as('count')])
    .where('key', 'in', keys)
    .where('failed_at', '>', since)
    .groupBy('key')
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Inserts one row per key in one autocommitted statement, so that every request sees them at once; answers their ids. */
export async function insertFailures(db: Executor, keys: string[], failedAt: string): Promise<number[]> {
  const rows = await db
    .insertInto('login_failures')
    .values(keys.map((key) => ({ key, failed_at: failedAt })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteFailuresById(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('login_failures').where('id', 'in', ids).execute();
}

/** Failures of every key at or before `before`. */
export async function deleteFailuresBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', before).execute();
}

export async function deleteFailures(db: Executor, keys: string[], before?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('key', 'in', keys);
  if (before !== undefined) query = query.where('failed_at', '<=', before);
  await query.execute();
}
