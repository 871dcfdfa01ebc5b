import { describe, expect, it } from 'vitest';
import { formatVerificationCode, normaliseVerificationCode, verifyUrl } from './certificates.ts';

describe('verification codes', () => {
  it('groups a stored code in fours for reading', () => {
    expect(formatVerificationCode('7KQ4M2XD9BWT')).toBe('7KQ4-M2XD-9BWT');
    expect(formatVerificationCode('7KQ4-M2XD-9BWT')).toBe('7KQ4-M2XD-9BWT');
  });

  it('reads a code typed in any case, with spaces or dashes anywhere, and I, L, O as 1, 1, 0', () => {
    for (const typed of ['7KQ4-M2XD-9BWT', '7kq4m2xd9bwt', ' 7KQ4 M2XD 9BWT ', '7-K-Q-4-M2XD9BWT']) {
      expect(normaliseVerificationCode(typed), typed).toBe('7KQ4M2XD9BWT');
    }
    expect(normaliseVerificationCode('OIL0-0000-0000')).toBe('011000000000');
  });

  it('refuses what cannot be a code: U, other characters, another length', () => {
    for (const typed of ['UKQ4-M2XD-9BWT', '7KQ4-M2XD-9BW!', '7KQ4-M2XD-9BW', '7KQ4-M2XD-9BWTX', '', 'é'.repeat(12)]) {
      expect(normaliseVerificationCode(typed), typed).toBeNull();
    }
  });

  it('builds the address the QR code opens from the public address, with or without its trailing slash', () => {
    for (const code of ['7KQ4M2XD9BWT', '7KQ4-M2XD-9BWT']) {
      expect(verifyUrl('https://induction.example.com/', code)).toBe(
        'https://induction.example.com/verify/7KQ4-M2XD-9BWT',
      );
    }
  });
});
