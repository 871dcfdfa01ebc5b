import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from '../../lib/app-secret.ts';

/** The purpose under which the key is derived from the app secret, so it serves nothing else. */
const keyPurpose = 'smtp-password-encryption';
/** Bound into every ciphertext, so a value encrypted for another use cannot be passed off as a password. */
const additionalData = Buffer.from('email_settings.encrypted_password');
const version = 'v1';

/** Raised when a stored password cannot be decrypted: the app secret changed, or the value was altered. */
export class PasswordDecryptionError extends Error {
  constructor() {
    super(
      'The saved SMTP password cannot be decrypted: APP_SECRET (or DATA_DIR/app-secret) has changed since it ' +
        'was saved. Save the email settings again with the password.',
    );
    this.name = 'PasswordDecryptionError';
  }
}

/**
 * Encrypts the SMTP password with AES-256-GCM under a key derived from the app secret, which lives
 * outside the database (APP_SECRET or DATA_DIR/app-secret): `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function encryptPassword(secret: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secret, keyPurpose), iv);
  cipher.setAAD(additionalData);
  const ciphertext = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.');
}

/** The password back; throws PasswordDecryptionError when the key differs or the value was changed. */
export function decryptPassword(secret: string, stored: string): string {
  const [storedVersion, iv, tag, ciphertext, ...rest] = stored.split('.');
  if (storedVersion !== version || iv === undefined || tag === undefined || ciphertext === undefined || rest.length) {
    throw new PasswordDecryptionError();
  }
  const authTag = Buffer.from(tag, 'base64url');
  if (authTag.length !== 16) throw new PasswordDecryptionError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(secret, keyPurpose), Buffer.from(iv, 'base64url'));
    decipher.setAAD(additionalData);
    decipher.setAuthTag(authTag);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new PasswordDecryptionError();
  }
}
