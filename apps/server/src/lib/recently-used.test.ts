import { describe, expect, it } from 'vitest';
import { keepRecent, takeRecent } from './recently-used.ts';

describe('a map of the most recently used values', () => {
  it('drops the least recently used past its limit, a value read counting as used', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    expect(takeRecent(map, 'a')).toBe(1);
    keepRecent(map, 'c', 3, 2);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(takeRecent(map, 'b')).toBeUndefined();
  });

  it('keeps one value a key, the last kept', () => {
    const map = new Map<string, number>();
    keepRecent(map, 'a', 1, 2);
    keepRecent(map, 'b', 2, 2);
    keepRecent(map, 'a', 3, 2);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['a', 3],
    ]);
  });
});
