/**
 * How dates and times are written wherever people read them: admin screens, the documents, the
 * completion email and the CSV export (decision 22). Moments are written in the company's time zone
 * (the server's TIME_ZONE), so that a list, a certificate and an email give the same day; a calendar
 * date someone typed (a licence expiry, YYYY-MM-DD) has no zone and stays the day it names.
 */

/** A date as typed into a date field: no time, no zone. */
const calendarDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar date (YYYY-MM-DD) rather than a moment. */
const isCalendarDate = (value: string) => calendarDatePattern.test(value);

// Building a formatter costs far more than using one, and an export formats every row.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The canonical name of an IANA time zone (`australia/sydney` → `Australia/Sydney`), or undefined
 * when the runtime does not know it.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.trim() === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A moment, or a calendar date read as that day in UTC (so the zone cannot move it); undefined if neither. */
function parse(value: string): { date: Date; timeZone?: string } | undefined {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return isCalendarDate(value) ? { date: new Date(time), timeZone: 'UTC' } : { date: new Date(time) };
}

function formatDay(value: string, timeZone: string, month: 'long' | 'short'): string {
  const parsed = parse(value);
  if (!parsed) return value;
  return formatter('en-US', { month, day: '2-digit', year: 'numeric', timeZone: parsed.timeZone ?? timeZone }).format(
    parsed.date,
  );
}

/**
 * `January 05, 2025` (spec §2, the details and the documents): a moment's day in `timeZone`, a
 * calendar date as typed. Text that is not a date is returned as it is, rather than failing a screen
 * or a document.
 */
export const formatLongDate = (value: string, timeZone: string) => formatDay(value, timeZone, 'long');

/** `Jan 05, 2025` (spec §2, the Completed Inductions list), by the same rules as formatLongDate. */
export const formatShortDate = (value: string, timeZone: string) => formatDay(value, timeZone, 'short');

/**
 * The zone's short name at that moment, as Australians write it (`AEDT`, `AWST`, `NZDT`), or its
 * offset from GMT where English has no abbreviation (`GMT+5:30`); `UTC` for UTC.
 */
export function timeZoneName(date: Date, timeZone: string): string {
  const parts = formatter('en-AU', { timeZone, timeZoneName: 'short', hour: 'numeric' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** `January 05, 2025 at 09:30 AEDT`: a moment in `timeZone`, 24-hour, naming the zone. */
export function formatDateTime(value: string, timeZone: string): string {
  const parsed = parse(value);
  if (!parsed || parsed.timeZone) return formatLongDate(value, timeZone);
  const time = formatter('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    parsed.date,
  );
  return `${formatLongDate(value, timeZone)} at ${time} ${timeZoneName(parsed.date, timeZone)}`;
}

/** `2025-01-05`: the day of a moment in `timeZone` (the export's columns and file name); a calendar date as typed. */
export function formatIsoDay(value: string, timeZone: string): string {
  const parsed = parse(value);
  if (!parsed) return value;
  const parts = formatter('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: parsed.timeZone ?? timeZone,
  }).formatToParts(parsed.date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function zoneOffset(at: number, timeZone: string): number {
  const parts = formatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)!.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The moment a calendar day (YYYY-MM-DD) begins in `timeZone`, as ISO-8601 UTC: for filters by day in
 * the company's time zone. The offset is read again at the result, for a day on which it changes.
 */
export function startOfDayIn(day: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  const guess = midnightUtc - zoneOffset(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffset(guess, timeZone)).toISOString();
}
