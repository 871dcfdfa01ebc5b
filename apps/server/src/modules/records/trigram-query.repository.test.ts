import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { searchCompletions } from './completion-search.repository.ts';
import { trigramQueryFor, trigramsOf } from './trigram-query.repository.ts';

describe('the trigrams of a term', () => {
  it('are its distinct runs of three characters, as FTS5 makes them, accented letters as one', () => {
    expect(trigramsOf('abcd')).toEqual(['abc', 'bcd']);
    expect(trigramsOf('aaaaa')).toEqual(['aaa']);
    expect(trigramsOf('zoë w')).toEqual(['zoë', 'oë ', 'ë w']);
    expect(trigramsOf('ab')).toEqual([]);
  });
});

describe('what the trigram index is asked for a term (SQLite)', () => {
  let test: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    test = await createTestApp('sqlite');
    await seedCompletions(test.app.db, 40, test.app.clock.now(), () => {});
    const rows = await test.app.db.selectFrom('completions').select('id').orderBy('id').execute();
    ids.push(...rows.map((row) => row.id));
    // Every row holds "qqq" and "www"; the first holds the term "qqqwww", the third each of its
    // trigrams apart, and the second some of them.
    const texts = ['qqqwww kxz', 'qqq www qqw kxz', 'qqq qqw qww www'];
    for (const [index, id] of ids.entries()) {
      const text = texts[index] ?? `qqq www filler ${index}`;
      await test.app.db.updateTable('completions').set({ search_text: text }).where('id', '=', id).execute();
    }
  });
  afterAll(async () => {
    await test.close();
  });

  const limits = { rareBelow: 10, candidatesBelow: 5 };

  it('asks for the rarest trigrams together, rarest first, when few rows hold them all', async () => {
    // "qqq" and "www" are in every row: only "qqw" (3 rows) and "qww" (2) are rare.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', limits)).toEqual({
      match: '"qww" AND "qqw"',
      isExact: false,
    });
  });

  it('asks for a trigram no row holds alone, as nothing can match', async () => {
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqzzz', limits)).toEqual({
      match: '"qqz"',
      isExact: false,
    });
    const found = await searchCompletions(test.app.db, { term: 'qqqzzz', inductionIds: [], history: 'all' }, 0, 10);
    expect(found).toEqual({ total: 0, isTotalExact: true, rows: [] });
    // Once rows hold it, it is counted afresh, not kept at 0: the term is then asked for by its rare
    // trigrams, and found.
    await test.app.db.updateTable('completions').set({ search_text: 'qqqzzz' }).where('id', '=', ids[5]!).execute();
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqzzz', limits)).toEqual({
      match: '"qqz" AND "qzz" AND "zzz"',
      isExact: false,
    });
    const later = await searchCompletions(test.app.db, { term: 'qqqzzz', inductionIds: [], history: 'all' }, 0, 10);
    expect(later.rows.map((row) => row.id)).toEqual([ids[5]]);
  });

  it('asks for the phrase when every trigram is common, or the rare ones together are many', async () => {
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqq www', limits)).toEqual({
      match: '"qqq www"',
      isExact: true,
    });
    expect(
      await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', { ...limits, candidatesBelow: 2 }),
    ).toEqual({ match: '"qqqwww"', isExact: true });
    // One trigram is its own phrase.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'kxz', limits)).toEqual({
      match: '"kxz"',
      isExact: true,
    });
  });

  it('finds only the rows that hold the term, where the rarest trigrams are also in rows that do not', async () => {
    const search = { term: 'qqqwww', inductionIds: [], history: 'all' as const };
    for (const exactTotal of [false, true]) {
      const found = await searchCompletions(test.app.db, search, 0, 10, { exactTotal });
      expect(found.total).toBe(1);
      expect(found.rows.map((row) => row.id)).toEqual([ids[0]]);
    }
    // Its rare trigrams are asked for at scale: no row of 40 is common there.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww')).toMatchObject({ isExact: false });
  });

  it('keeps how many rows hold the rare trigrams together: grown stale, a search is slower, never wrong', async () => {
    const rareTogether = { match: '"qww" AND "qqw"', isExact: false };
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', limits)).toEqual(rareTogether);
    // Ten more rows now hold both rare trigrams but not the term: counted afresh, they would be too
    // many candidates (12 of at most 5) and the phrase would be asked for.
    for (const id of ids.slice(10, 20)) {
      await test.app.db
        .updateTable('completions')
        .set({ search_text: `qqw qww ${id}` })
        .where('id', '=', id)
        .execute();
    }
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', limits)).toEqual(rareTogether);
    const found = await searchCompletions(test.app.db, { term: 'qqqwww', inductionIds: [], history: 'all' }, 0, 10);
    expect(found.rows.map((row) => row.id)).toEqual([ids[0]]);
  });
});
