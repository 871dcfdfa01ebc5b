import { describe, expect, it } from 'vitest';
import { areLatestFirst, isWorthTenDays, isWorthTenDaysWithin } from './completion-search-by-ten-days.repository.ts';

describe('the check of the order the ten days are handed over in', () => {
  const row = (id: number, completed_at: string) => ({ id, completed_at });

  it('accepts completions latest first, ties by id falling, across ten days', () => {
    expect(areLatestFirst([])).toBe(true);
    expect(
      areLatestFirst([
        row(9, '2026-11-21T10:00:00.000Z'),
        row(7, '2026-11-21T10:00:00.000Z'),
        row(8, '2026-11-19T23:59:59.999Z'),
        row(3, '2026-10-31T08:00:00.000Z'),
      ]),
    ).toBe(true);
  });

  it('refuses a later completion after an earlier one, a tie by id rising, and a repeat', () => {
    // Ten days handed over in the wrong order: the 10th to the 19th before the 20th to the 29th.
    expect(areLatestFirst([row(8, '2026-11-19T23:59:59.999Z'), row(9, '2026-11-21T10:00:00.000Z')])).toBe(false);
    expect(areLatestFirst([row(7, '2026-11-21T10:00:00.000Z'), row(9, '2026-11-21T10:00:00.000Z')])).toBe(false);
    expect(areLatestFirst([row(7, '2026-11-21T10:00:00.000Z'), row(7, '2026-11-21T10:00:00.000Z')])).toBe(false);
  });
});

describe('whether a term is collected ten days at a time', () => {
  it('takes a term that passes the cap twice over and fills no ten days with more than twice the cap', () => {
    // A name in 8,333 of a million completions over 18 months (55 ten days): 152 a ten days.
    expect(isWorthTenDays({ matches: 8_333, tenDays: 55, cap: 1000 })).toBe(true);
    // A surname in 83,000: 1,509 a ten days.
    expect(isWorthTenDays({ matches: 83_000, tenDays: 55, cap: 1000 })).toBe(true);
  });

  it('leaves a term that few completions hold, or that fills each ten days, to the usual way', () => {
    expect(isWorthTenDays({ matches: 2_000, tenDays: 55, cap: 1000 })).toBe(false);
    // A company in 1 of 8: 2,273 a ten days, more than the page needs.
    expect(isWorthTenDays({ matches: 125_000, tenDays: 55, cap: 1000 })).toBe(false);
    // Every completion recorded within one ten days.
    expect(isWorthTenDays({ matches: 5_000, tenDays: 1, cap: 1000 })).toBe(false);
    // Deeper pages count further, and a company's ten days then hold less than twice their cap.
    expect(isWorthTenDays({ matches: 125_000, tenDays: 55, cap: 2000 })).toBe(true);
  });
});

describe('whether a term is collected ten days at a time within one induction', () => {
  it('takes a term whose cap the induction reaches within ten ten days', () => {
    // A name in 8,333 of an induction's completions over 55 ten days: 7 of them for the cap.
    expect(isWorthTenDaysWithin({ matches: 8_333, tenDays: 55, cap: 1000 })).toBe(true);
    // A surname in 16,667: 4 ten days.
    expect(isWorthTenDaysWithin({ matches: 16_667, tenDays: 55, cap: 1000 })).toBe(true);
  });

  it('leaves a term the induction holds too seldom, or in every completion, to the usual way', () => {
    // 4,000 matches: 14 ten days for the cap, each an index scan of the induction's entries.
    expect(isWorthTenDays({ matches: 4_000, tenDays: 55, cap: 1000 })).toBe(true);
    expect(isWorthTenDaysWithin({ matches: 4_000, tenDays: 55, cap: 1000 })).toBe(false);
    expect(isWorthTenDaysWithin({ matches: 1_500, tenDays: 1, cap: 1000 })).toBe(false);
    // Every one of an induction's 200,000 completions: 3,636 a ten days.
    expect(isWorthTenDaysWithin({ matches: 200_000, tenDays: 55, cap: 1000 })).toBe(false);
  });
});
