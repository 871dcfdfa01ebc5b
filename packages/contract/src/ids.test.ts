import { describe, expect, it } from 'vitest';
import { idParam, largestId } from './ids.ts';
import { pagingQuery } from './paging.ts';

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(largestId), largestId],
  ])('reads %s as %d', (text, id) => {
    expect(idParam().parse(text)).toBe(id);
  });

  it.each([
    '0x10',
    '1e3',
    '01',
    '007',
    ' 7',
    '7 ',
    '+7',
    '-7',
    '7.0',
    '7.5',
    '',
    '0',
    String(largestId + 1),
    '1'.repeat(17),
  ])('refuses %j with its message', (text) => {
    const result = idParam('Invalid licence id').safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid licence id']);
  });
});

describe('pagingQuery', () => {
  const { page, pageSize } = pagingQuery(25);

  it('reads decimal pages and takes the defaults when absent', () => {
    expect(page.parse('3')).toBe(3);
    expect(page.parse(undefined)).toBe(1);
    expect(pageSize.parse(undefined)).toBe(25);
  });

  it.each([
    ['1e2', 'page must be a number'],
    ['0x2', 'page must be a number'],
    ['', 'page must be a number'],
    ['0', 'page starts at 1'],
  ])('refuses page %j: %s', (text, message) => {
    expect(page.safeParse(text).error?.issues[0]?.message).toBe(message);
  });
});
