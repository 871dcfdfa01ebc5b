import { describe, expect, it } from 'vitest';
import { areLatestFirst } from './completion-search-by-ten-days.repository.ts';

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
