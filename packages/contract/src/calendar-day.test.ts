import { describe, expect, it } from 'vitest';
import { isCalendarDay } from './calendar-day.ts';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '2026-12-31', '2026-04-30', '1900-01-01', '2999-12-31'])(
    'takes %s',
    (day) => {
      expect(isCalendarDay(day)).toBe(true);
    },
  );

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '',
    ' 2026-01-05',
    '1899-12-31',
    '0050-01-01',
    '3000-01-01',
    '9999-12-31',
  ])('refuses %j', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});
