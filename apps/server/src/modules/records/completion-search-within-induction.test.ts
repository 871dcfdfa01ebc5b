import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import {
  markSomeEarlierAttempts,
  readSearchedCompletions,
  type SearchedCompletion,
} from '../../../test/searched-completions.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { firstMatchesByTenDays, isCommonTerm } from './completion-search-by-ten-days.repository.ts';
import { searchCompletions } from './completion-search.repository.ts';
import { sampledMatchesWithin } from './induction-sample.repository.ts';

type History = 'latest' | 'all';

/**
 * PostgreSQL collects a term common within the induction filtered to ten days at a time (decision 42),
 * and tells how common it is there from a sample of the completions with their inductions: a term that
 * every completion of another induction holds is not common in this one.
 */
describe.runIf(databaseKinds.includes('postgres'))('the completions search within one induction on postgres', () => {
  let test: TestApp;
  let busy: number;
  let quiet: number;
  let everyRow: SearchedCompletion[];

  beforeAll(async () => {
    test = await createTestApp('postgres');
    const now = test.app.clock.now();
    // 6,000 completions over the last 25 days (three or four ten days), most of them in one induction.
    await seedCompletions(test.app.db, 1, new Date(now.getTime() - 25 * 86_400_000), () => {});
    await seedCompletions(test.app.db, 6_000, now, () => {});
    const seeded = await test.app.db.selectFrom('completions').select(['id', 'induction_id']).orderBy('id').execute();
    // The seed takes its five inductions in turn: those of three of them move to the first one's.
    busy = seeded[0]!.induction_id;
    quiet = seeded[2]!.induction_id;
    await test.app.db
      .updateTable('completions')
      .set({ induction_id: busy })
      .where('induction_id', 'not in', [busy, quiet])
      .execute();
    await markSomeEarlierAttempts(test.app.db, seeded);
    await sql`analyze completions`.execute(test.app.db);
    everyRow = await readSearchedCompletions(test.app.db);
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  const expected = (term: string, inductionId: number, history: History) =>
    everyRow
      .filter((row) => row.induction_id === inductionId && row.search_text.includes(term))
      .filter((row) => history === 'all' || row.is_latest === 1)
      .sort((a, b) => b.completed_at.localeCompare(a.completed_at) || b.id - a.id)
      .map((row) => row.id);

  it('tells how many of one induction’s completions hold a term from a sample with their inductions', async () => {
    const holding = (inductionId: number, term: string) => expected(term, inductionId, 'all').length;
    expect(holding(busy, 'seed.example')).toBeGreaterThan(4_000);
    expect(holding(quiet, 'seed.example')).toBeLessThan(1_300);
    for (const [inductionId, term] of [
      [busy, 'seed.example'],
      [quiet, 'seed.example'],
    ] as const) {
      const estimate = (await sampledMatchesWithin(test.app.db, term, inductionId))!;
      expect(Math.abs(estimate - holding(inductionId, term)) / holding(inductionId, term)).toBeLessThan(0.25);
    }
    expect(await sampledMatchesWithin(test.app.db, 'no-such-person', busy)).toBe(0);
  });

  it('collects a term common in the induction ten days at a time, and leaves it to the usual way elsewhere', async () => {
    expect(new Set(everyRow.map((row) => row.completed_at.slice(0, 9))).size).toBeGreaterThan(1);
    expect(await isCommonTerm(test.app.db, 'seed.example', 1000, busy)).toBe(true);
    // Every seeded email holds it, but the other induction has too few completions to pass the cap often.
    expect(await isCommonTerm(test.app.db, 'seed.example', 1000, quiet)).toBe(false);
    expect(await isCommonTerm(test.app.db, 'no-such-person', 1000, busy)).toBe(false);

    // The ten days hand over the induction's first matches in the list's order.
    const within = sql<boolean>`(completions.induction_id = ${busy} and completions.search_text like '%seed.example%')`;
    expect(await firstMatchesByTenDays(test.app.db, within, 'latest', 1000)).toEqual(
      expected('seed.example', busy, 'latest').slice(0, 1001),
    );

    for (const history of ['latest', 'all'] as const) {
      for (const inductionId of [busy, quiet]) {
        const ids = expected('seed.example', inductionId, history);
        for (const offset of [0, 10, 495, 990, 1000, 2995]) {
          const given = { term: 'seed.example', inductionIds: [], filterInductionId: inductionId, history };
          const exact = await searchCompletions(test.app.db, given, offset, 10, { exactTotal: true });
          const capped = await searchCompletions(test.app.db, given, offset, 10);
          const cap = Math.ceil((offset + 11) / 1000) * 1000;
          const label = `${inductionId} (${history}) from ${offset}`;
          expect({ total: exact.total, ids: exact.rows.map((row) => row.id) }, label).toEqual({
            total: ids.length,
            ids: ids.slice(offset, offset + 10),
          });
          expect(capped, label).toEqual(
            ids.length <= cap ? exact : { total: cap, isTotalExact: false, rows: offset < cap ? exact.rows : [] },
          );
        }
      }
    }
  });
});
