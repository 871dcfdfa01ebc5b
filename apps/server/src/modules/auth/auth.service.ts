import type { Kysely } from 'kysely';
import type { AdminRole, AdminUser, ChangePassword, CurrentAdmin, Login, RegisterAdmin } from '@crane/contract';
import type { AdminUserRow, Database, Executor } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import * as repository from './auth.repository.ts';
import {
  clearEmailFailures,
  keepAsFailure,
  releaseReservation,
  reserveLoginAttempt,
  reservePasswordChange,
} from './login-throttle.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { createSession, deleteSession } from './sessions.ts';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
  deactivatedAt: row.deactivated_at,
});

const toCurrentAdmin = (row: AdminUserRow): CurrentAdmin => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});

/**
 * Checks the credentials; the same answer, in similar time, whether or not the email exists. The attempt
 * is counted by the throttle before the password is verified (login-throttle.ts). A deactivated admin
 * is told so (403) only once the password is right, so the answer tells a guesser nothing more.
 */
export async function logIn(db: Kysely<Database>, credentials: Login, ip: string, now: Date) {
  const email = normaliseEmail(credentials.email);
  const reservation = await reserveLoginAttempt(db, ip, email, now);
  const admin = await repository.findAdminByEmail(db, email);
  const isValid = admin
    ? await verifyPassword(admin.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!admin || !isValid) {
    await keepAsFailure(db, reservation);
    throw unauthorized('Invalid email or password');
  }
  await releaseReservation(db, reservation);
  await clearEmailFailures(db, email, now);
  if (admin.deactivated_at !== null) throw forbidden(deactivatedMessage);
  const session = await createSession(db, admin.id, now);
  return { user: toCurrentAdmin(admin), session };
}

export const deactivatedMessage = 'This admin account is deactivated. Ask a super admin to reactivate it.';

/** The id of the admin with this email, if there is one: the audit log names whose sign-in failed. */
export async function findAdminIdByEmail(db: Kysely<Database>, email: string): Promise<number | undefined> {
  return (await repository.findAdminByEmail(db, normaliseEmail(email)))?.id;
}

export function logOut(db: Kysely<Database>, sessionId: string): Promise<void> {
  return deleteSession(db, sessionId);
}

export async function listAdminUsers(db: Kysely<Database>): Promise<AdminUser[]> {
  return (await repository.listAdmins(db)).map(toAdminUser);
}

/** Who may grant which role: only a super_admin can create another super_admin. */
/** One admin as the list shows them; 404 `Admin not found` for no such admin. */
export async function getAdminUser(db: Kysely<Database>, adminId: number): Promise<AdminUser> {
  const admin = await repository.findAdminById(db, adminId);
  if (!admin) throw notFound('Admin not found');
  return toAdminUser(admin);
}

export function canCreateRole(creator: CurrentAdmin, role: AdminRole): boolean {
  return role === 'admin' || creator.role === 'super_admin';
}

export async function registerAdmin(
  db: Kysely<Database>,
  creator: CurrentAdmin,
  input: RegisterAdmin,
  now: Date,
): Promise<AdminUser> {
  if (!canCreateRole(creator, input.role)) {
    throw forbidden('Only a super admin can create another super admin');
  }
  return createAdmin(db, input, now);
}

/** Creates an admin with a hashed password; 409 when the email is taken. */
export async function createAdmin(db: Kysely<Database>, input: RegisterAdmin, now: Date): Promise<AdminUser> {
  const row = await repository.insertAdmin(db, {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    password_hash: await hashPassword(input.password),
    role: input.role,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  });
  if (!row) throw conflict('An admin with this email already exists');
  return toAdminUser(row);
}

/**
 * Changes one's own password after checking the current one, throttled per admin like a login; the
 * admin's other sessions end.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  admin: CurrentAdmin,
  sessionId: string,
  input: ChangePassword,
  now: Date,
): Promise<void> {
  const row = await repository.findAdminById(db, admin.id);
  if (!row) throw unauthorized();
  const reservation = await reservePasswordChange(db, admin.id, now);
  if (!(await verifyPassword(row.password_hash, input.currentPassword))) {
    await keepAsFailure(db, reservation);
    throw badRequest('Current password is incorrect');
  }
  await releaseReservation(db, reservation);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (transaction) => {
    await repository.updateAdminPassword(transaction, admin.id, passwordHash, now.toISOString());
    await repository.deleteAdminSessions(transaction, admin.id, sessionId);
  });
}

/** Sets a password without the old one (command line); every session of the admin ends. */
export async function setPasswordByEmail(
  db: Kysely<Database>,
  email: string,
  password: string,
  now: Date,
): Promise<{ id: number; email: string }> {
  const row = await repository.findAdminByEmail(db, normaliseEmail(email));
  if (!row) throw notFound(`No admin with the email ${normaliseEmail(email)}`);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (transaction) => {
    await repository.updateAdminPassword(transaction, row.id, passwordHash, now.toISOString());
    await repository.deleteAdminSessions(transaction, row.id, null);
  });
  return { id: row.id, email: row.email };
}

/**
 * Deactivates another admin (decision 53): from this moment they cannot sign in, each of their
 * sessions has ended, and the app emails them nothing. Their row stays, as the audit log, API tokens
 * and webhooks name it. A super admin's own account cannot be deactivated, so one always stays.
 */
export function deactivateAdmin(db: Kysely<Database>, actor: CurrentAdmin, adminId: number, now: Date) {
  if (adminId === actor.id) throw conflict('You cannot deactivate your own account');
  return changeAdminActivity(db, actor, adminId, async (transaction, admin) => {
    if (admin.deactivated_at !== null) return undefined;
    await repository.deleteAdminSessions(transaction, adminId, null);
    return repository.setAdminDeactivatedAt(transaction, adminId, now.toISOString(), now.toISOString());
  });
}

/** Lets a deactivated admin sign in again, with the password they had (decision 53). */
export function reactivateAdmin(db: Kysely<Database>, actor: CurrentAdmin, adminId: number, now: Date) {
  return changeAdminActivity(db, actor, adminId, async (transaction, admin) => {
    if (admin.deactivated_at === null) return undefined;
    return repository.setAdminDeactivatedAt(transaction, adminId, null, now.toISOString());
  });
}

/**
 * Runs a change of whether an admin may sign in, holding every super admin's row first (in id order,
 * so two such changes wait for each other rather than deadlock): two super admins deactivating each
 * other at once cannot both succeed, as the second finds itself deactivated. Answers the admin and
 * whether anything changed (asking twice changes nothing the second time).
 */
async function changeAdminActivity(
  db: Kysely<Database>,
  actor: CurrentAdmin,
  adminId: number,
  change: (transaction: Executor, admin: AdminUserRow) => Promise<AdminUserRow | undefined>,
): Promise<{ admin: AdminUser; isChanged: boolean }> {
  return db.transaction().execute(async (transaction) => {
    const superAdmins = await repository.lockSuperAdmins(transaction);
    const stillActive = superAdmins.some((row) => row.id === actor.id && row.deactivated_at === null);
    if (!stillActive) throw unauthorized();
    const admin = await repository.findAdminById(transaction, adminId);
    if (!admin) throw notFound('Admin not found');
    const changed = await change(transaction, admin);
    return { admin: toAdminUser(changed ?? admin), isChanged: changed !== undefined };
  });
}
