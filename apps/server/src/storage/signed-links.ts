import { createHmac, timingSafeEqual } from 'node:crypto';
import { isValidDownloadName } from '../lib/file-name.ts';
import { deriveKey } from '../lib/app-secret.ts';
import { assertValidKey } from './keys.ts';

/** The longest life of a signed link: Google's limit for v4 signed URLs, kept for every driver. */
export const maximumLinkSeconds = 7 * 24 * 60 * 60;

/** Where the app serves the local driver's signed links (modules/files). */
export const signedFilePath = '/api/files/signed/';

export type SignedUrlOptions = {
  /** How long the link works, in whole seconds (1 to seven days). */
  expiresInSeconds: number;
  /** The name the download suggests (Content-Disposition inline; filename=…). */
  fileName?: string;
  /** When the link is made (the app's clock): its life counts from here. */
  now: Date;
};

/** What a local signed link says: the file, until when (Unix seconds), and under what name. */
export type LocalLink = { key: string; expires: number; fileName: string | undefined };

/** Refuses, before anything is signed, a key the app did not make or options no driver accepts. */
export function assertValidSignedUrlRequest(key: string, options: SignedUrlOptions): void {
  assertValidKey(key);
  const seconds = options.expiresInSeconds;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > maximumLinkSeconds) {
    throw new Error(`A signed link must expire after 1 to ${maximumLinkSeconds} whole seconds, not ${seconds}`);
  }
  if (options.fileName !== undefined && !isValidDownloadName(options.fileName)) {
    throw new Error('A signed link file name must be 1 to 200 characters, without control characters or slashes');
  }
}

/** Hex HMAC-SHA256 of the link's key, expiry and file name, under a key derived from the app secret. */
export function signLocalLink(secret: string, link: LocalLink): string {
  // JSON keeps the three parts apart, and "no name" distinct from any name.
  const message = JSON.stringify([link.key, link.expires, link.fileName ?? null]);
  return createHmac('sha256', deriveKey(secret, 'signed-file-links')).update(message).digest('hex');
}

/** The app-relative address of a local signed link. */
export function localSignedUrl(secret: string, link: LocalLink): string {
  const query = new URLSearchParams({ expires: String(link.expires), signature: signLocalLink(secret, link) });
  if (link.fileName !== undefined) query.set('fileName', link.fileName);
  return `${signedFilePath}${link.key}?${query.toString()}`;
}

/** Whether `signature` is the link's own, compared in constant time. */
export function hasValidSignature(secret: string, link: LocalLink, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(signLocalLink(secret, link), 'hex'));
}
