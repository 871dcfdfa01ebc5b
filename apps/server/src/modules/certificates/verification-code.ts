import { randomBytes } from 'node:crypto';
import { verificationCodeAlphabet, verificationCodeLength } from '@crane/contract';

/**
 * A new verification code: 12 characters of Crockford's base32 from the operating system's CSPRNG,
 * 5 bits each (60 bits), as stored (`7KQ4M2XD9BWT`). Uniqueness is the database's: the column is
 * unique, and at 60 bits a collision is a retry that will practically never happen.
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(verificationCodeLength);
  let code = '';
  // 256 is a multiple of 32, so the low 5 bits of a random byte are uniform.
  for (const byte of bytes) code += verificationCodeAlphabet[byte & 31];
  return code;
}
