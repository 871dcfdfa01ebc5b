import { formatLongDate } from '@crane/contract';

/** Whether `expiry` (a timestamp or YYYY-MM-DD) was already past when the document was made. */
export function hasExpired(expiry: string, generatedAt: string): boolean {
  return Date.parse(expiry) < Date.parse(generatedAt);
}

/**
 * "Valid until March 01, 2027" or "Expired on March 01, 2027" (the day in the company's zone),
 * judged at the document's own generation time rather than the clock, so a document always says the
 * same about itself.
 */
export function describeValidity(expiresAt: string, generatedAt: string, timeZone: string): string {
  return hasExpired(expiresAt, generatedAt)
    ? `Expired on ${formatLongDate(expiresAt, timeZone)}`
    : `Valid until ${formatLongDate(expiresAt, timeZone)}`;
}
