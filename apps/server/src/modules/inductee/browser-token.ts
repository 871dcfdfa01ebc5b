import { createHash, randomBytes } from 'node:crypto';

/** The cookie that binds a browser to the progress records it started or resumed. */
export const inducteeCookieName = 'inductee_access';

/** How long the cookie, and the browser's binding, last after the browser's latest start. */
export const inducteeCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** 256 random bits, base64url: the only form of token the app makes. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const newBrowserToken = () => randomBytes(32).toString('base64url');

/**
 * The stored id of a browser: the SHA-256 of its cookie token, so a copy of the database yields no
 * usable cookie. Undefined for a missing token or one of a shape the app never makes.
 */
export function browserIdOf(token: string | undefined): string | undefined {
  if (token === undefined || !tokenPattern.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}
