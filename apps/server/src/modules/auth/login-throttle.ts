import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { isoFromNow, nowIso } from '../../lib/time.ts';
import * as repository from './auth.repository.ts';

/** Failed logins allowed per client address and per email within the window. */
export const maxLoginFailures = 10;
export const loginFailureWindowMilliseconds = 15 * 60 * 1000;

const keysFor = (ip: string, email: string) => [`ip:${ip}`, `email:${email}`];

/** Refuses with 429 while the address or the email has too many recent failures. */
export async function assertLoginAllowed(db: Kysely<Database>, ip: string, email: string): Promise<void> {
  const counts = await repository.countFailuresSince(
    db,
    keysFor(ip, email),
    isoFromNow(-loginFailureWindowMilliseconds),
  );
  const worst = Math.max(0, ...counts.values());
  if (worst >= maxLoginFailures) {
    throw tooManyRequests('Too many failed login attempts. Please wait 15 minutes and try again.');
  }
}

/** Counts a failure against the address and the email; old failures of these keys are pruned. */
export async function recordLoginFailure(db: Kysely<Database>, ip: string, email: string): Promise<void> {
  const keys = keysFor(ip, email);
  await repository.deleteFailures(db, keys, isoFromNow(-loginFailureWindowMilliseconds));
  await repository.insertFailures(db, keys, nowIso());
}

/** A successful login clears the email's failures (the address keeps its own). */
export function clearEmailFailures(db: Kysely<Database>, email: string): Promise<void> {
  return repository.deleteFailures(db, [`email:${email}`]);
}
