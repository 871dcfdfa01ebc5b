import { z } from 'zod';

const calendarDaySchema = z.iso.date();

/**
 * Whether `value` is a day of the calendar written YYYY-MM-DD: 2028-02-29 is; 2026-02-29, 2026-04-31
 * and 2026-13-01 are not. A date typed into a form (a licence's expiry, an audit filter's day) is
 * checked with it, so that no record keeps a day that does not exist.
 */
export const isCalendarDay = (value: string) => calendarDaySchema.safeParse(value).success;
