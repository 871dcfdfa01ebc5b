import { createHash, randomBytes } from 'node:crypto';
import { apiTokenPrefix } from '@crane/contract';

/** Characters of the token kept to recognise it in the list: `csi_` and eight more. */
const shownLength = apiTokenPrefix.length + 8;

/** A new token: `csi_` and 32 random bytes (base64url), its hash to keep and the beginning to show. */
export function newTokenSecret(): { secret: string; hash: string; prefix: string } {
  const secret = `${apiTokenPrefix}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashTokenSecret(secret), prefix: secret.slice(0, shownLength) };
}

/** What is stored of a token, and looked up when one is presented. */
export const hashTokenSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether a header's value can be a token at all, before any database is asked. */
export const isTokenShaped = (value: string) =>
  value.startsWith(apiTokenPrefix) && /^[A-Za-z0-9_-]{40,60}$/.test(value.slice(apiTokenPrefix.length));
