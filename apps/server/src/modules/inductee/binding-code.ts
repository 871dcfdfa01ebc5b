import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { bindingCodeLifetimeMinutes } from '@crane/contract';
import { deriveKey } from '../../lib/app-secret.ts';

/** How long an emailed code and its link can be used. */
export const bindingCodeLifetimeMilliseconds = bindingCodeLifetimeMinutes * 60 * 1000;

/** Wrong codes allowed; then the code is dead and a new one must be emailed. */
export const bindingCodeMaxTries = 5;

/** The shortest time between two code emails for one progress, so repeated starts cannot flood a mailbox. */
export const bindingCodeResendMilliseconds = 60 * 1000;

/** The most code emails for one progress in a day (with 5 tries each, at most 50 guesses a day). */
export const bindingCodesPerDay = 10;

/** Six digits from the operating system's CSPRNG, leading zeros kept. */
export const newBindingCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The link's token: 256 random bits, base64url, the form of every other token of the app. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/** The key that code hashes are made with, derived from the app secret. */
export const bindingCodeKey = (secret: string) => deriveKey(secret, 'inductee-binding-code');

/**
 * The stored form of a code: an HMAC of the progress id and the code, so that a copy of the database
 * alone cannot give the code back (a plain hash of one of a million codes could be reversed at once).
 */
export const hashBindingCode = (key: Buffer, progressId: number, code: string) =>
  createHmac('sha256', key).update(`${progressId}:${code}`).digest('hex');

/** Compares two hex hashes in constant time. */
export const isSameHash = (left: string, right: string) =>
  left.length === right.length && timingSafeEqual(Buffer.from(left, 'hex'), Buffer.from(right, 'hex'));

/** The stored form of a link token (it has 256 random bits: a plain hash is enough). */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Codes and links one client address may try a minute, whichever progress they are for. */
export const bindingTriesPerMinute = 10;
