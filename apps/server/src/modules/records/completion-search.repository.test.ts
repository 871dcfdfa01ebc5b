import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { normaliseSearch } from './completion-search.ts';
import { searchCompletions } from './completion-search.repository.ts';

// Enough completions that a rare term takes the trigram index's way on SQLite and a common one the
// walk in completion order; both must give exactly what a plain filter and sort of every row gives.
describe.each(databaseKinds)('the completions search on %s', (kind) => {
  let test: TestApp;
  let everyRow: { id: number; induction_id: number; search_text: string; completed_at: string }[];
  let titles: { id: number; title: string }[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    await seedCompletions(test.app.db, 6_000, () => {});
    everyRow = await test.app.db
      .selectFrom('completions')
      .select(['id', 'induction_id', 'search_text', 'completed_at'])
      .execute();
    titles = await test.app.db.selectFrom('inductions').select(['id', 'title']).execute();
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  const expected = (term: string) => {
    const inductionIds = titles.filter((row) => normaliseSearch(row.title).includes(term)).map((row) => row.id);
    const matches = everyRow
      .filter((row) => row.search_text.includes(term) || inductionIds.includes(row.induction_id))
      .sort((a, b) => b.completed_at.localeCompare(a.completed_at) || b.id - a.id);
    return { inductionIds, ids: matches.map((row) => row.id) };
  };

  const search = async (term: string, offset: number) => {
    const { inductionIds } = expected(term);
    const found = await searchCompletions(test.app.db, { term, inductionIds, engine: kind }, offset, 10);
    return { total: found.total, ids: found.rows.map((row) => row.id) };
  };

  it('finds rare, common, short, title and missing terms alike, page by page', async () => {
    const someone = everyRow[1234]!.search_text.split(' ').find((word) => word.includes('@'))!;
    const terms = [someone, someone.slice(0, 12), 'acme', 'rigger', 'nguy', 'ri', 'ø', 'tower', 'no-such-person', 'zq'];
    for (const term of terms) {
      const { ids } = expected(term);
      for (const offset of [0, 10, Math.max(0, ids.length - 5), ids.length + 10]) {
        expect(await search(term, offset), `${term} from ${offset}`).toEqual({
          total: ids.length,
          ids: ids.slice(offset, offset + 10),
        });
      }
    }
  });
});
