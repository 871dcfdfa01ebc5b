import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/**
 * JSON in the canonical form of RFC 8785 (keys sorted, numbers and strings written one way), so the
 * same value always gives the same text, and so the same hash, whoever writes it (decision 28).
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('This value has no JSON form');
  return text;
}

/** SHA-256 of text or bytes, as 64 lower-case hex digits. */
export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
