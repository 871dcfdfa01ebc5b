import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LicenceRow } from '../../db/database.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { searchRegister, type RegisterSearch } from './licences.repository.ts';

// Enough licences (1.5 a seeded completion) that a common filter has more matches than a count step
// (1,000): its count stops and its page is walked in order, while a rare one is collected through the
// indexes (decision 42). Every way must give exactly what a plain filter and sort of every row gives.
describe.each(databaseKinds)('the licence register search on %s', (kind) => {
  let test: TestApp;
  let everyLicence: LicenceRow[];
  const today = '2026-11-25';

  beforeAll(async () => {
    test = await createTestApp(kind);
    await seedCompletions(test.app.db, 1_400, new Date(`${today}T01:00:00.000Z`), () => {});
    // Licences that changed after they were recorded: their class rows' copies (migrations m0035 and
    // m0037) must follow.
    const ids = (await test.app.db.selectFrom('licences').select('id').orderBy('id').execute()).map((row) => row.id);
    const every = (step: number, from: number) => ids.filter((_, index) => index % step === from);
    await test.app.db.updateTable('licences').set({ expiry_sort: today }).where('id', 'in', every(17, 3)).execute();
    await test.app.db
      .updateTable('licences')
      .set({ expiry_sort: '2026-12-20' })
      .where('id', 'in', every(23, 5))
      .execute();
    await test.app.db.updateTable('licences').set({ is_current: 0 }).where('id', 'in', every(19, 7)).execute();
    await test.app.db.updateTable('licences').set({ status: 'verified' }).where('id', 'in', every(13, 2)).execute();
    await test.app.db.updateTable('licences').set({ status: 'rejected' }).where('id', 'in', every(29, 11)).execute();
    everyLicence = await test.app.db.selectFrom('licences').selectAll().where('is_current', '=', 1).execute();
  }, 120_000);
  afterAll(() => test?.close());

  const expected = (search: RegisterSearch) =>
    everyLicence
      .filter((row) => search.status === undefined || row.status === search.status)
      .filter((row) => !search.expired || row.expiry_sort < today)
      .filter(
        (row) => search.expiresBy === undefined || (row.expiry_sort >= today && row.expiry_sort <= search.expiresBy),
      )
      .filter(
        (row) =>
          search.classCode === undefined || (JSON.parse(row.classes_json) as string[]).includes(search.classCode),
      )
      .filter((row) => row.search_text.includes(search.term))
      .sort((a, b) => (a.expiry_sort < b.expiry_sort ? -1 : a.expiry_sort > b.expiry_sort ? 1 : a.id - b.id))
      .map((row) => row.id);

  it('finds the same licences, counted exactly or up to a step past the page, by any filter', async () => {
    const searches: Partial<RegisterSearch>[] = [
      {},
      { status: 'pending' },
      { classCode: 'C6' },
      { classCode: 'LF', status: 'verified' },
      // A class and a status, counted and paged from the class rows alone (migration m0037).
      { classCode: 'LF', status: 'pending' },
      { classCode: 'C6', status: 'rejected' },
      { term: 'acme' },
      { term: 'hrwl-12' },
      { term: 'ri' },
      { classCode: 'DG', term: 'rigger' },
      { expired: true },
      { expiresBy: '2027-02-25', status: 'pending' },
      // A class within an expiry range, read in order from its class rows (migration m0035).
      { classCode: 'DG', expiresBy: '2027-02-25' },
      { classCode: 'C6', expiresBy: '2026-12-31', status: 'verified' },
      { classCode: 'LF', expired: true },
      { term: 'no-such-person' },
      // Every licence holds these: more than a step of matches, yet few enough to be collected (SQLite).
      { term: '@seed.example' },
      { term: '@seed', status: 'pending' },
    ];
    for (const given of searches) {
      const search: RegisterSearch = { term: '', expired: false, today, ...given };
      const ids = expected(search);
      for (const offset of [0, 25, 975, Math.max(0, ids.length - 5), ids.length + 10]) {
        const label = `${JSON.stringify(given)} from ${offset}`;
        const exact = await searchRegister(test.app.db, search, offset, 25, { exactTotal: true });
        expect({ total: exact.total, ids: exact.rows.map((row) => row.id) }, label).toEqual({
          total: ids.length,
          ids: ids.slice(offset, offset + 25),
        });
        const capped = await searchRegister(test.app.db, search, offset, 25);
        const cap = Math.ceil((offset + 26) / 1000) * 1000;
        expect({ ...capped, rows: capped.rows.map((row) => row.id) }, label).toEqual(
          ids.length <= cap
            ? { total: ids.length, isTotalExact: true, rows: ids.slice(offset, offset + 25) }
            : { total: cap, isTotalExact: false, rows: ids.slice(offset, offset + 25) },
        );
      }
    }
    // The common filters have more matches than a step, and the rare ones fewer.
    expect(expected({ term: '', expired: false, today, status: 'pending' }).length).toBeGreaterThan(1000);
    expect(expected({ term: 'hrwl-12', expired: false, today }).length).toBeLessThan(1000);
  });
});
