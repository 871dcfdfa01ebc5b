import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import {
  markSomeEarlierAttempts,
  readSearchedCompletions,
  type SearchedCompletion,
} from '../../../test/searched-completions.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { normaliseSearch } from './completion-search.ts';
import { keptCount } from './records.repository.ts';
import { isCommonTerm } from './completion-search-by-ten-days.repository.ts';
import { trigramPatternFor } from './trigram-pattern.repository.ts';
import { listMatchesAfter, searchCompletions, type CompletionCursor } from './completion-search.repository.ts';

type History = 'latest' | 'all';

// Enough completions that a rare term takes the trigram index's way on SQLite and a common one the
// walk in completion order; both must give exactly what a plain filter and sort of every row gives.
// Recorded in completion order, as the app records them, SQLite pages through the trigram index by id
// (migration m0033); out of that order, it may not.
const orders = ['in completion order', 'out of completion order'] as const;
const cases = databaseKinds.flatMap((kind) => orders.map((order) => [kind, order] as const));

describe.each(cases)('the completions search on %s, %s', (kind, order) => {
  let test: TestApp;
  let everyRow: SearchedCompletion[];
  let titles: { id: number; title: string }[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    const now = test.app.clock.now();
    if (order === 'in completion order') {
      // The last 300 within 50 ms: completions made in the same millisecond are ordered by id.
      await seedCompletions(test.app.db, 5_700, now, () => {});
      await seedCompletions(test.app.db, 300, new Date(now.getTime() + 50), () => {});
    } else {
      await seedCompletions(test.app.db, 6_000, now, () => {});
    }
    const seeded = await test.app.db.selectFrom('completions').select(['id', 'completed_at']).orderBy('id').execute();
    if (order === 'out of completion order') {
      // 150 completions recorded at one time, earlier than most of those recorded before them.
      await test.app.db
        .updateTable('completions')
        .set({ completed_at: seeded[100]!.completed_at })
        .where(
          'id',
          'in',
          seeded.filter((_, index) => index % 40 === 7).map((row) => row.id),
        )
        .execute();
    }
    await markSomeEarlierAttempts(test.app.db, seeded);
    everyRow = await readSearchedCompletions(test.app.db);
    titles = await test.app.db.selectFrom('inductions').select(['id', 'title']).execute();
    // PostgreSQL's planner samples the search texts (rare-part.repository.ts), as autovacuum would.
    if (kind === 'postgres') await sql`analyze completions`.execute(test.app.db);
    const times = everyRow.map((row) => row.completed_at);
    expect(new Set(times).size).toBeLessThan(6_000 - 100);
    if (kind === 'sqlite') {
      const outOfOrder = await keptCount(test.app.db, 'completions_out_of_order');
      expect(outOfOrder > 0).toBe(order === 'out of completion order');
    }
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  const expected = (term: string, filterInductionId?: number, history: History = 'latest') => {
    const inductionIds = titles.filter((row) => normaliseSearch(row.title).includes(term)).map((row) => row.id);
    const matches = everyRow
      .filter((row) => history === 'all' || row.is_latest === 1)
      .filter((row) => filterInductionId === undefined || row.induction_id === filterInductionId)
      .filter((row) => row.search_text.includes(term) || inductionIds.includes(row.induction_id))
      .sort((a, b) => b.completed_at.localeCompare(a.completed_at) || b.id - a.id);
    return { inductionIds, ids: matches.map((row) => row.id) };
  };

  const searchOf = (term: string, filterInductionId?: number, history: History = 'latest') => ({
    term,
    inductionIds: expected(term).inductionIds,
    filterInductionId,
    history,
  });

  /**
   * A page found both ways, each checked against the other: counted exactly (exactTotal), and counted up
   * to the next thousand past the page (decision 42), whose total is a floor beyond that.
   */
  const search = async (term: string, offset: number, filterInductionId?: number, history: History = 'latest') => {
    const given = searchOf(term, filterInductionId, history);
    const exact = await searchCompletions(test.app.db, given, offset, 10, { exactTotal: true });
    const capped = await searchCompletions(test.app.db, given, offset, 10);
    const cap = Math.ceil((offset + 11) / 1000) * 1000;
    expect(exact.isTotalExact).toBe(true);
    expect(capped).toEqual(
      exact.total <= cap ? exact : { total: cap, isTotalExact: false, rows: offset < cap ? exact.rows : [] },
    );
    return { total: exact.total, ids: exact.rows.map((row) => row.id) };
  };

  /** Every match through the export's batches, each starting after the last row of the one before. */
  const walk = async (term: string, batchSize: number, filterInductionId?: number) => {
    const ids: number[] = [];
    let after: CompletionCursor | undefined;
    for (;;) {
      const batch = await listMatchesAfter(test.app.db, searchOf(term, filterInductionId), after, batchSize);
      ids.push(...batch.map((row) => row.id));
      if (batch.length < batchSize) return ids;
      after = { completedAt: batch.at(-1)!.completed_at, id: batch.at(-1)!.id };
    }
  };

  const someone = () => everyRow[1234]!.search_text.split(' ').find((word) => word.includes('@'))!;

  it('finds rare, common, short, title and missing terms alike, page by page', async () => {
    const terms = [
      someone(),
      someone().slice(0, 12),
      'acme',
      'rigger',
      'nguy',
      // One trigram, which SQLite asks its index for as a phrase: the earlier attempts among its
      // matches are told apart without reading their rows.
      'gge',
      'ri',
      'ø',
      'tower',
      'no-such-person',
      'zq',
    ];
    for (const history of ['latest', 'all'] as const) {
      for (const term of terms) {
        const { ids } = expected(term, undefined, history);
        for (const offset of [0, 10, Math.max(0, ids.length - 5), ids.length + 10]) {
          expect(await search(term, offset, undefined, history), `${term} (${history}) from ${offset}`).toEqual({
            total: ids.length,
            ids: ids.slice(offset, offset + 10),
          });
        }
      }
    }
    expect(expected('', undefined, 'all').ids.length - expected('').ids.length).toBe(240);
  });

  it.runIf(kind === 'postgres')(
    'on PostgreSQL, asks the trigram index for the rare part of a term and tests each row it gives for the term',
    async () => {
      const { rows } = await sql<{ texts: string[] }>`select histogram_bounds::text::text[] as texts from pg_stats
        where tablename = 'completions' and attname = 'search_text'`.execute(test.app.db);
      const sampled = rows[0]!.texts;
      expect(sampled.length).toBeGreaterThan(100);
      // Someone whose email's number (4 digits or more) no sampled text holds: ".1234@" is rare, "@seed."
      // and ".example" are in every text.
      const numberOf = (email: string) => email.split('@')[0]!.split('.').at(-1)!;
      const email = everyRow
        .map((row) => row.search_text.split(' ').find((word) => word.includes('@'))!)
        .find((word) => numberOf(word).length >= 4 && !sampled.some((text) => text.includes(`.${numberOf(word)}@`)))!;
      const number = numberOf(email);
      const terms = [email, `.${number}@seed.example`, `${number}@seed`, `.${number}@seed.ex.`];
      for (const term of terms) {
        const part = `${term.startsWith('.') || term === email ? '.' : ''}${number}@`;
        expect(await trigramPatternFor(test.app.db, term), term).toBe(`%${part}%`);
      }
      // The last holds the rare part but is in no text: the rows the index gives are each tested.
      expect(expected(terms[3]!).ids).toEqual([]);
      for (const history of ['latest', 'all'] as const) {
        for (const term of terms) {
          const { ids } = expected(term, undefined, history);
          for (const offset of [0, ids.length + 10]) {
            expect(await search(term, offset, undefined, history), `${term} (${history}) from ${offset}`).toEqual({
              total: ids.length,
              ids: ids.slice(offset, offset + 10),
            });
          }
        }
      }
      for (const induction of titles) {
        const { ids } = expected(email, induction.id);
        expect(await search(email, 0, induction.id), `${email} in ${induction.title}`).toEqual({
          total: ids.length,
          ids: ids.slice(0, 10),
        });
      }
      expect(expected(email).ids.length + expected(email, undefined, 'all').ids.length).toBeGreaterThan(0);
    },
  );

  it.runIf(kind === 'postgres')(
    "on PostgreSQL, asks the trigram index for a name's rarest fragments and tests each row they give for the name",
    async () => {
      // Names as people are written, and the other way round, which few or none are.
      const names = everyRow.slice(0, 400).flatMap((row) => {
        const [first, last] = row.search_text.split(' ');
        return [`${first} ${last}`, `${last} ${first}`];
      });
      const patterns = await Promise.all(names.map((name) => trigramPatternFor(test.app.db, name)));
      const byFragments = names.filter((_, index) => /^%[a-z0-9]{3}(%[a-z0-9]{3}){1,2}%$/.test(patterns[index] ?? ''));
      expect(byFragments.length).toBeGreaterThan(10);
      for (const name of new Set(byFragments.slice(0, 40))) {
        for (const history of ['latest', 'all'] as const) {
          const { ids } = expected(name, undefined, history);
          for (const offset of [0, Math.max(0, ids.length - 5)]) {
            expect(await search(name, offset, undefined, history), `${name} (${history}) from ${offset}`).toEqual({
              total: ids.length,
              ids: ids.slice(offset, offset + 10),
            });
          }
        }
      }
      // Some of them hold the fragments without the name, reversed ("singh priya" holds "riy" then "ngh").
      const candidates = (name: string, pattern: string) => {
        const fragments = pattern.split('%').filter(Boolean);
        return everyRow.filter((row) => fragments.every((fragment) => row.search_text.includes(fragment))).length;
      };
      expect(
        byFragments.some(
          (name) => candidates(name, patterns[names.indexOf(name)]!) > expected(name, undefined, 'all').ids.length,
        ),
      ).toBe(true);
    },
  );

  it.runIf(kind === 'postgres')(
    'on PostgreSQL, collects a common term ten days at a time, latest first, across days, times and attempts',
    async () => {
      // Terms that the planner's sample says pass the count's cap many times over: every seeded email
      // holds the first two, nearly every text the letter. A rare one goes the usual way.
      const terms = ['seed.example', '@seed.ex', 'a'];
      for (const term of terms) expect(await isCommonTerm(test.app.db, term, 1000, undefined), term).toBe(true);
      expect(await isCommonTerm(test.app.db, someone(), 1000, undefined)).toBe(false);
      expect(new Set(everyRow.map((row) => row.completed_at.slice(0, 9))).size).toBeGreaterThan(20);
      for (const history of ['latest', 'all'] as const) {
        for (const term of terms) {
          const { ids } = expected(term, undefined, history);
          expect(ids.length).toBeGreaterThan(3000);
          // Pages within the first ten days, across their ends, up to the cap and past it.
          for (const offset of [0, 10, 95, 495, 985, 990, 1000, 2995]) {
            expect(await search(term, offset, undefined, history), `${term} (${history}) from ${offset}`).toEqual({
              total: ids.length,
              ids: ids.slice(offset, offset + 10),
            });
          }
        }
      }
    },
  );

  it('filtered to one induction, finds only its completions, with or without a term, title matches included', async () => {
    const tower = titles.find((row) => row.title === 'Tower Crane Operations')!.id;
    // With the term "tower" every completion of the Tower Crane induction matches by its title, and
    // in any other induction only those whose own text contains it (none here).
    const terms = ['', someone(), 'acme', 'rigger', 'ri', 'ø', 'tower', 'crane', 'no-such-person'];
    for (const induction of titles) {
      for (const term of terms) {
        const { ids } = expected(term, induction.id);
        for (const offset of [0, 10, Math.max(0, ids.length - 5), ids.length + 10]) {
          expect(await search(term, offset, induction.id), `${term} in ${induction.title} from ${offset}`).toEqual({
            total: ids.length,
            ids: ids.slice(offset, offset + 10),
          });
        }
      }
    }
    expect(expected('tower', tower).ids.length).toBe(everyRow.filter((row) => row.induction_id === tower).length);
    expect(expected('', tower).ids.length).toBeGreaterThan(1000);
    // An induction without completions, or one that does not exist, has none.
    expect(await search('', 0, 999_999)).toEqual({ total: 0, ids: [] });
  });

  it.runIf(kind === 'postgres')(
    'on PostgreSQL, prices random reads lower for a search filtered to one induction, and for it alone',
    async () => {
      const induction = titles[0]!.id;
      const settings = async () =>
        Promise.all(
          Array.from({ length: 12 }, () =>
            sql<{ random_page_cost: string }>`show random_page_cost`
              .execute(test.app.db)
              .then((result) => result.rows[0]!.random_page_cost),
          ),
        );
      const before = await settings();
      await Promise.all(Array.from({ length: 12 }, (_, offset) => search('rigger', offset, induction)));
      expect(await settings()).toEqual(before);
      expect(before.every((setting) => setting !== '1.1')).toBe(true);
    },
  );

  it('walks every match in batches for the export, latest first, across completions of the same time', async () => {
    const heights = titles.find((row) => row.title === 'Working at Heights')!.id;
    const cases: [string, number | undefined][] = [
      ['', undefined],
      ['acme', undefined],
      ['tower', undefined],
      [someone(), undefined],
      ['', heights],
      ['ri', heights],
      ['heights', heights],
      ['no-such-person', undefined],
    ];
    for (const [term, induction] of cases) {
      const { ids } = expected(term, induction);
      for (const batchSize of [1000, 97]) {
        expect(await walk(term, batchSize, induction), `${term} in ${induction} by ${batchSize}`).toEqual(ids);
      }
    }
    expect(await walk('', 10)).toHaveLength(6000 - 240);
  });
});
