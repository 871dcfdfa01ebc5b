import { z } from 'zod';

const calendarDaySchema = z.iso.date();

/**
 * Whether `value` is a day of the calendar written YYYY-MM-DD: 2028-02-29 is; 2026-02-29, 2026-04-31
 * and 2026-13-01 are not: zod's ISO date, which the contract's own date fields use, for the server's
 * licence checks (a licence's expiry must be a real day, then not past).
 */
export const isCalendarDay = (value: string) => calendarDaySchema.safeParse(value).success;
