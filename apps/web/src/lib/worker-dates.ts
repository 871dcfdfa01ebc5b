import type { I18n } from '@lingui/core';

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const longDate: Intl.DateTimeFormatOptions = { month: 'long', day: '2-digit', year: 'numeric' };

/**
 * A day as the worker's screens write it, in the language of `i18n` (decision 36): `January 05, 2025`
 * in English, as the contract's formatLongDate writes it for the documents. A moment is its day in
 * this phone's time zone, a calendar date (YYYY-MM-DD) the day it names; text that is not a date is
 * returned as it is, rather than failing a screen.
 */
export function formatWorkerLongDate(i18n: I18n, value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return i18n.date(new Date(time), calendarDate.test(value) ? { ...longDate, timeZone: 'UTC' } : longDate);
}
