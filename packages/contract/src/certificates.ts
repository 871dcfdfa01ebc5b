import { z } from 'zod';
import { idParam } from './ids.ts';

/**
 * Verification codes (issue 13): 12 characters of Crockford's base32, 60 random bits, shown in groups
 * of four (`7KQ4-M2XD-9BWT`). The alphabet has no I, L, O or U, so a code read aloud or typed from a
 * printed certificate cannot be mistaken.
 */
export const verificationCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters of a code: 12 × 5 = 60 bits. */
export const verificationCodeLength = 12;

/** `7KQ4M2XD9BWT` (as stored), or a code already grouped → `7KQ4-M2XD-9BWT` (as shown and printed). */
export function formatVerificationCode(code: string): string {
  const compact = code.replace(/[\s-]+/g, '');
  return compact.match(/.{1,4}/g)?.join('-') ?? compact;
}

/**
 * A code as someone typed or scanned it → the stored form, or null when it cannot be a code. Case,
 * spaces and dashes are ignored; as Crockford's base32 says, I and L read as 1 and O as 0.
 */
export function normaliseVerificationCode(input: string): string | null {
  const code = input
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== verificationCodeLength) return null;
  for (const character of code) if (!verificationCodeAlphabet.includes(character)) return null;
  return code;
}

/** The public check page of a certificate: what its QR code opens (`{PUBLIC_URL}/verify/7KQ4-M2XD-9BWT`). */
export const verifyUrl = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${formatVerificationCode(code)}`;

/** The answer of the check for an unknown or malformed code: the same for both, so it tells nothing. */
export const certificateNotFoundMessage = 'Certificate not found';

/** The reason a reset certificate answers with (issue 13): a reset withdraws the certificate it replaces. */
export const resetRevocationReason = 'Induction reset by an administrator';

/**
 * What the public check says of a certificate. Valid, expiring and expired follow `completionValidity`;
 * superseded: a new version of the induction asked everyone to take it again (issue 14).
 */
export const CertificateStatusSchema = z.enum(['valid', 'expiring', 'expired', 'revoked', 'superseded']);
export type CertificateStatus = z.infer<typeof CertificateStatusSchema>;

/**
 * Answer of GET /api/verify/{code}: the status and what a gate needs to match the person in front of
 * it, and nothing else about them (no email, phone, contact, licence, image or id).
 */
export const CertificateCheckSchema = z.object({
  status: CertificateStatusSchema,
  name: z.string(),
  company: z.string(),
  induction: z.object({ title: z.string() }),
  completedAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().optional(),
  revokedReason: z.string().optional(),
  /** When a new version of the induction asked everyone to take it again. */
  supersededAt: z.string().optional(),
});
export type CertificateCheck = z.infer<typeof CertificateCheckSchema>;

/** Path of GET /api/verify/{code}: any text; what is not a code is answered as an unknown one. */
export const VerifyParamsSchema = z.object({ code: z.string() });

/** Public check requests one client address may make per minute (then 429 with Retry-After). */
export const certificateChecksPerMinute = 30;

/** Body of POST /api/admin/completions/{id}/revoke. */
export const RevokeCompletionSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, { error: 'The reason must be at least 3 characters' })
    .max(500, { error: 'The reason must be at most 500 characters' }),
});
export type RevokeCompletion = z.infer<typeof RevokeCompletionSchema>;

export const CompletionIdParamsSchema = z.object({ id: idParam('Invalid completion id') });

/** A worker's own certificate, as the completion screen and the portal card show it. */
export const OwnCertificateSchema = z.object({
  /** Grouped for reading, e.g. `7KQ4-M2XD-9BWT`. */
  verificationCode: z.string(),
  /** What the QR code encodes: `{PUBLIC_URL}/verify/{code}`. */
  verifyUrl: z.string(),
});
export type OwnCertificate = z.infer<typeof OwnCertificateSchema>;
