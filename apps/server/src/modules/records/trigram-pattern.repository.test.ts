import { describe, expect, it } from 'vitest';
import { fragmentsOf, partsOf } from './trigram-pattern.repository.ts';

describe('the parts of a search term that pg_trgm can look up alone', () => {
  it('are each run of letters and digits with the characters either side of it in the term', () => {
    expect(partsOf('.77@seed.example')).toEqual(['.77@', '@seed.', '.example']);
    expect(partsOf('priya singh')).toEqual(['priya ', ' singh']);
    expect(partsOf('4242@seed')).toEqual(['4242@', '@seed']);
    expect(partsOf('łukasz o’brien')).toEqual(['łukasz ', ' o’', '’brien']);
  });

  it('leave out a run of which pg_trgm makes no trigram: short, and unbounded where the term starts or ends', () => {
    // "77" at the start has one space of padding behind it ("77 "); "ab" at the end, two before it.
    expect(partsOf('77@seed')).toEqual(['77@', '@seed']);
    expect(partsOf('x.ab')).toEqual(['.ab']);
    expect(partsOf('ab')).toEqual([]);
    expect(partsOf('a b')).toEqual([' b']);
    expect(partsOf('@@@')).toEqual([]);
  });
});

describe('the fragments of a search term, each one trigram of pg_trgm in %abc%', () => {
  it('are its three ASCII letters or digits in a row, where each starts', () => {
    expect(fragmentsOf('priya singh').map((fragment) => fragment.text)).toEqual([
      'pri',
      'riy',
      'iya',
      'sin',
      'ing',
      'ngh',
    ]);
    expect(fragmentsOf('jo.77@x').map((fragment) => fragment.at)).toEqual([]);
    expect(fragmentsOf('zoë walker')).toEqual([
      { text: 'wal', at: 4 },
      { text: 'alk', at: 5 },
      { text: 'lke', at: 6 },
      { text: 'ker', at: 7 },
    ]);
  });
});
