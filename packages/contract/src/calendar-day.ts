import { z } from 'zod';

/** The first and last year any date field takes: years the date arithmetic and ISO timestamps handle alike. */
const firstYear = 1900;
const lastYear = 2999;

/**
 * A day of the calendar written YYYY-MM-DD (zod's ISO date: 2028-02-29 is one; 2026-02-29, 2026-04-31
 * and 2026-13-01 are not), from 1900 to 2999. Outside those years a day would turn into a timestamp
 * that no longer sorts as text (year 10000 is written `+010000-…`) or into the wrong century (`Date.UTC`
 * reads years 0 to 99 as 1900 to 1999), so it is refused with `error` and the range.
 */
export const calendarDay = (error: string) =>
  z.iso.date({ error }).refine(
    (day) => {
      const year = Number(day.slice(0, 4));
      return year >= firstYear && year <= lastYear;
    },
    { error: `${error}, from ${firstYear} to ${lastYear}` },
  );

const calendarDaySchema = calendarDay('Not a day');

/**
 * Whether `value` is a day of the calendar as `calendarDay` takes it, for the server's licence checks
 * (a licence's expiry must be a real day, then not past).
 */
export const isCalendarDay = (value: string) => calendarDaySchema.safeParse(value).success;
