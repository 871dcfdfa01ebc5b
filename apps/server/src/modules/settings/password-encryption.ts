import { openSealedText, sealText, type SealUse } from '../../lib/sealed-text.ts';

/** The key serves nothing else, and a value sealed for another use cannot be passed off as a password. */
const passwordUse: SealUse = { purpose: 'smtp-password-encryption', binding: 'email_settings.encrypted_password' };

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
 * outside the database (APP_SECRET or DATA_DIR/app-secret): lib/sealed-text.ts.
 */
export function encryptPassword(secret: string, password: string): string {
  return sealText(secret, passwordUse, password);
}

/** The password back; throws PasswordDecryptionError when the key differs or the value was changed. */
export function decryptPassword(secret: string, stored: string): string {
  const password = openSealedText(secret, passwordUse, stored);
  if (password === undefined) throw new PasswordDecryptionError();
  return password;
}
