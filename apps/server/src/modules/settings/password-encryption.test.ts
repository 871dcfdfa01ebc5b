import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword, PasswordDecryptionError } from './password-encryption.ts';

const secret = 'the-app-secret-of-at-least-32-characters';

describe('SMTP password encryption', () => {
  it('gives the password back under the same secret, never storing it readable', () => {
    const stored = encryptPassword(secret, 'pässwörd with spaces');
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(stored).not.toContain('pässwörd');
    expect(decryptPassword(secret, stored)).toBe('pässwörd with spaces');
  });

  it('encrypts the same password differently each time', () => {
    expect(encryptPassword(secret, 'same')).not.toBe(encryptPassword(secret, 'same'));
  });

  it('refuses another secret, an altered value and a value of another shape', () => {
    const stored = encryptPassword(secret, 'password');
    expect(() => decryptPassword('another-secret-of-at-least-32-characters', stored)).toThrow(PasswordDecryptionError);
    const [version, iv, tag, ciphertext] = stored.split('.');
    const flipped = Buffer.from(ciphertext!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => decryptPassword(secret, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow(
      PasswordDecryptionError,
    );
    expect(() => decryptPassword(secret, [version, iv, 'AAAA', ciphertext].join('.'))).toThrow(PasswordDecryptionError);
    expect(() => decryptPassword(secret, 'password')).toThrow(PasswordDecryptionError);
    expect(() => decryptPassword(secret, `v2.${stored.slice(3)}`)).toThrow(/APP_SECRET/);
  });
});
