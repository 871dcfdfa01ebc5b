import { monthNames, twoDigits } from '../../lib/utc-dates.ts';

/** A timestamp, or a bare YYYY-MM-DD (which Date.parse reads as UTC midnight); undefined if neither. */
function parseDate(value: string): Date | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time);
}

/**
 * "January 05, 2025". In UTC, so that a document says the same whoever makes it and wherever the
 * server runs; a licence expiry entered as a date stays that date. Text that is not a date is shown
 * as it is rather than failing the document.
 */
export function formatDate(value: string): string {
  const date = parseDate(value);
  if (!date) return value;
  return `${monthNames[date.getUTCMonth()]} ${twoDigits(date.getUTCDate())}, ${date.getUTCFullYear()}`;
}

/** "January 05, 2025 at 09:30 UTC": a moment, with its zone said, since readers are anywhere. */
export function formatDateTime(value: string): string {
  const date = parseDate(value);
  if (!date) return value;
  return `${formatDate(value)} at ${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())} UTC`;
}
