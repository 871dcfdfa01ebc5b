import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { isoFromNow } from '../../lib/time.ts';
import * as repository from './auth.repository.ts';

/** Failed password checks allowed per client address, per email and per admin (change of password) within the window. */
export const maxLoginFailures = 10;
export const loginFailureWindowMilliseconds = 15 * 60 * 1000;

const loginRefusal = 'Too many failed login attempts. Please wait 15 minutes and try again.';
const passwordChangeRefusal = 'Too many wrong current passwords. Please wait 15 minutes and try again.';

/**
 * An attempt counted before its password is verified: one `login_failures` row per key. A wrong password
 * leaves the rows as the failure; a right one releases them.
 */
export type AttemptReservation = { keys: string[]; ids: number[]; now: Date };

/**
 * Counts a login attempt before its password is verified, so that simultaneous guesses cannot all pass a
 * check made before any of them is recorded. The rows are inserted first, each in its own statement (so
 * other requests and instances see them at once), then counted; the attempt is refused, and its rows
 * deleted, when over the limit:
 * - the address has more than the limit (its own failures and attempts in flight);
 * - the email has more than the limit AND this address has recent failures of its own. An address with
 *   none is still verified, so that guesses from other addresses cannot lock the real admin out
 *   (decision 15).
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  ip: string,
  email: string,
  now: Date,
): Promise<AttemptReservation> {
  const ipKey = `ip:${clientNetwork(ip)}`; // an IPv6 /64 counts as one address
  const emailKey = `email:${email}`;
  const { reservation, counts } = await reserveAndCount(db, [ipKey, emailKey], now);
  const addressAttempts = counts.get(ipKey) ?? 0;
  const emailAttempts = counts.get(emailKey) ?? 0;
  const hasAddressOtherAttempts = addressAttempts > 1;
  if (addressAttempts > maxLoginFailures || (emailAttempts > maxLoginFailures && hasAddressOtherAttempts)) {
    await repository.deleteFailuresById(db, reservation.ids);
    throw tooManyRequests(loginRefusal);
  }
  return reservation;
}

/**
 * Whether this refused login is the first of its client network refused for too many attempts in the
 * window, and marks it so: only that one is written to the audit log. Each refusal wrote a row before,
 * and the log refuses deletes (decision 29), so anyone could fill it with refused requests.
 */
export async function isFirstThrottledInWindow(db: Kysely<Database>, ip: string, now: Date): Promise<boolean> {
  const key = `throttled:${clientNetwork(ip)}`;
  const counts = await repository.countFailuresSince(db, [key], isoFromNow(-loginFailureWindowMilliseconds, now));
  if ((counts.get(key) ?? 0) > 0) return false;
  await repository.insertFailures(db, [key], now.toISOString());
  return true;
}

/** The same reservation for checking an admin's current password before changing it, counted per admin. */
export async function reservePasswordChange(
  db: Kysely<Database>,
  adminId: number,
  now: Date,
): Promise<AttemptReservation> {
  const key = `admin:${adminId}`;
  const { reservation, counts } = await reserveAndCount(db, [key], now);
  if ((counts.get(key) ?? 0) > maxLoginFailures) {
    await repository.deleteFailuresById(db, reservation.ids);
    throw tooManyRequests(passwordChangeRefusal);
  }
  return reservation;
}

async function reserveAndCount(db: Kysely<Database>, keys: string[], now: Date) {
  const ids = await repository.insertFailures(db, keys, now.toISOString());
  const counts = await repository.countFailuresSince(db, keys, isoFromNow(-loginFailureWindowMilliseconds, now));
  return { reservation: { keys, ids, now }, counts };
}

/** The password was wrong: the reservation stays as the failure; failures of these keys older than the window go. */
export function keepAsFailure(db: Kysely<Database>, reservation: AttemptReservation): Promise<void> {
  return repository.deleteFailures(db, reservation.keys, isoFromNow(-loginFailureWindowMilliseconds, reservation.now));
}

/** Removes the failures of every key that no longer count: older than the window (modules/expired-rows). */
export function deleteExpiredFailures(db: Kysely<Database>, now: Date): Promise<void> {
  return repository.deleteFailuresBefore(db, isoFromNow(-loginFailureWindowMilliseconds, now));
}

/** The password was right: the reservation goes (a success is no failure). */
export function releaseReservation(db: Kysely<Database>, reservation: AttemptReservation): Promise<void> {
  return repository.deleteFailuresById(db, reservation.ids);
}

/**
 * A successful login also clears the email's earlier failures; the address keeps its own, so that
 * signing in to one's own account does not reset the count of guesses made from that address.
 */
export function clearEmailFailures(db: Kysely<Database>, email: string, now: Date): Promise<void> {
  return repository.deleteFailures(db, [`email:${email}`], now.toISOString());
}
