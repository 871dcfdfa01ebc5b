import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './app-secret.ts';

const version = 'v1';

/**
 * What a sealed text is for: the key is derived from the app secret under `purpose`, and `binding` is
 * authenticated with it, so a value sealed for one use cannot be passed off as another's.
 */
export type SealUse = { purpose: string; binding: string };

/**
 * Seals a secret to keep in the database (the SMTP password, a webhook's signing secret) with
 * AES-256-GCM under a key derived from the app secret, which lives outside the database (APP_SECRET or
 * DATA_DIR/app-secret): `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealText(appSecret: string, use: SealUse, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(appSecret, use.purpose), iv);
  cipher.setAAD(Buffer.from(use.binding));
  const ciphertext = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The text back; undefined when the key differs (the app secret changed) or the value was altered. */
export function openSealedText(appSecret: string, use: SealUse, stored: string): string | undefined {
  const [storedVersion, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (storedVersion !== version || iv === undefined || tag === undefined || ciphertext === undefined || rest.length) {
    return undefined;
  }
  const authTag = Buffer.from(tag, 'base64url');
  if (authTag.length !== 16) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(appSecret, use.purpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(use.binding));
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
