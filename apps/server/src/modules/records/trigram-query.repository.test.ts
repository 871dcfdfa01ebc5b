import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { inductionMarker, searchCompletions } from './completion-search.repository.ts';
import { trigramQueryFor, trigramsOf } from './trigram-query.repository.ts';

describe('the trigrams of a term', () => {
  it('are its distinct runs of three characters, as FTS5 makes them, accented letters as one', () => {
    expect(trigramsOf('abcd')).toEqual(['abc', 'bcd']);
    expect(trigramsOf('aaaaa')).toEqual(['aaa']);
    expect(trigramsOf('zoë w')).toEqual(['zoë', 'oë ', 'ë w']);
    expect(trigramsOf('ab')).toEqual([]);
  });
});

/**
 * A SQLite test app with 40 completions, each id with its induction. Every row holds "qqq" and "www";
 * the first holds the term "qqqwww", the third each of its trigrams apart, and the second some of them.
 */
async function appWithTerms(): Promise<{ test: TestApp; rows: { id: number; induction_id: number }[] }> {
  const test = await createTestApp('sqlite');
  await seedCompletions(test.app.db, 40, test.app.clock.now(), () => {});
  const rows = await test.app.db.selectFrom('completions').select(['id', 'induction_id']).orderBy('id').execute();
  const texts = ['qqqwww kxz', 'qqq www qqw kxz', 'qqq qqw qww www'];
  for (const [index, { id }] of rows.entries()) {
    const text = texts[index] ?? `qqq www filler ${index}`;
    await test.app.db.updateTable('completions').set({ search_text: text }).where('id', '=', id).execute();
  }
  return { test, rows };
}

describe('what the trigram index is asked for a term (SQLite)', () => {
  let test: TestApp;
  const ids: number[] = [];

  beforeAll(async () => {
    const made = await appWithTerms();
    test = made.test;
    ids.push(...made.rows.map((row) => row.id));
  });
  afterAll(async () => {
    await test.close();
  });

  const limits = { rareBelow: 10, candidatesBelow: 5 };

  it('asks for the rarest trigrams together, rarest first, when few rows hold them all', async () => {
    // "qqq" and "www" are in every row: only "qqw" (3 rows) and "qww" (2) are rare.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', limits)).toEqual({
      match: 'search_text : ("qww" AND "qqw")',
      isExact: false,
    });
  });

  it('asks for a trigram no row holds alone, as nothing can match', async () => {
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqzzz', limits)).toEqual({
      match: 'search_text : ("qqz")',
      isExact: false,
    });
    const found = await searchCompletions(test.app.db, { term: 'qqqzzz', inductionIds: [], history: 'all' }, 0, 10);
    expect(found).toEqual({ total: 0, isTotalExact: true, rows: [] });
    // Once rows hold it, it is counted afresh, not kept at 0: the term is then asked for by its rare
    // trigrams (in one row each, they tie: the last, then the middle), and found.
    await test.app.db.updateTable('completions').set({ search_text: 'qqqzzz' }).where('id', '=', ids[5]!).execute();
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqzzz', limits)).toEqual({
      match: 'search_text : ("zzz" AND "qqz" AND "qzz")',
      isExact: false,
    });
    const later = await searchCompletions(test.app.db, { term: 'qqqzzz', inductionIds: [], history: 'all' }, 0, 10);
    expect(later.rows.map((row) => row.id)).toEqual([ids[5]]);
  });

  it('asks for the phrase when every trigram is common, or the rare ones together are many', async () => {
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqq www', limits)).toEqual({
      match: 'search_text : ("qqq www")',
      isExact: true,
    });
    expect(
      await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', { ...limits, candidatesBelow: 2 }),
    ).toEqual({ match: 'search_text : ("qqqwww")', isExact: true });
    // One trigram is its own phrase.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'kxz', limits)).toEqual({
      match: 'search_text : ("kxz")',
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
    const rareTogether = { match: 'search_text : ("qww" AND "qqw")', isExact: false };
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

describe('what the trigram index is asked for a term within one induction (SQLite)', () => {
  let test: TestApp;
  let ids: number[];
  let inductionOf: Map<number, number>;

  beforeAll(async () => {
    const made = await appWithTerms();
    test = made.test;
    ids = made.rows.map((row) => row.id);
    inductionOf = new Map(made.rows.map((row) => [row.id, row.induction_id]));
  });
  afterAll(async () => {
    await test.close();
  });

  it('asks for the least common trigrams and the marker together, rare or not, when few rows hold them', async () => {
    const limits = { rareBelow: 2, candidatesBelow: 5 };
    // No trigram of "qqqwww" is in fewer than 2 rows: without an induction, the phrase.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', limits)).toEqual({
      match: 'search_text : ("qqqwww")',
      isExact: true,
    });
    // Within an induction, three are asked for with its marker. Each is counted up to `rareBelow`, so
    // all four tie here, and the three that span the term are taken: the first, the last, the middle.
    const within = inductionMarker(inductionOf.get(ids[0]!)!);
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'qqqwww', { ...limits, within })).toEqual({
      match: `search_text : ("qqq" AND "www" AND "qqw") AND ${within}`,
      isExact: false,
    });
    // Every query within the induction is narrowed by its marker, the phrase too.
    expect(await trigramQueryFor(test.app.db, 'completions_search', 'kxz', { ...limits, within })).toEqual({
      match: `search_text : ("kxz") AND ${within}`,
      isExact: true,
    });
  });

  it('finds a term in the induction filtered to alone, the marker never matched as text', async () => {
    const first = ids[0]!;
    const search = (term: string, filterInductionId?: number) =>
      searchCompletions(test.app.db, { term, inductionIds: [], history: 'all', filterInductionId }, 0, 10);
    expect((await search('qqqwww', inductionOf.get(first))).rows.map((row) => row.id)).toEqual([first]);
    const other = [...inductionOf.values()].find((induction) => induction !== inductionOf.get(first))!;
    expect(await search('qqqwww', other)).toEqual({ total: 0, isTotalExact: true, rows: [] });
    // An induction whose id has the digits of a term: the term is in no completion's text, so none
    // matches, in or out of the induction.
    const copied = await test.app.db
      .selectFrom('inductions')
      .selectAll()
      .where('id', '=', inductionOf.get(first)!)
      .executeTakeFirstOrThrow();
    await test.app.db
      .insertInto('inductions')
      .values({ ...copied, id: 7_070_707 })
      .execute();
    await test.app.db.updateTable('completions').set({ induction_id: 7_070_707 }).where('id', '=', first).execute();
    expect((await search('qqqwww', 7_070_707)).rows.map((row) => row.id)).toEqual([first]);
    for (const term of ['070707', '707']) {
      expect(await search(term)).toEqual({ total: 0, isTotalExact: true, rows: [] });
      expect(await search(term, 7_070_707)).toEqual({ total: 0, isTotalExact: true, rows: [] });
    }
  });
});
