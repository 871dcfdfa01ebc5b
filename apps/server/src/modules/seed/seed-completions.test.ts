import type { CompletionsPage, Dashboard, LicenceRegisterPage } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { seedCompletions } from './seed-completions.ts';

describe.each(databaseKinds)('seeding completions on %s', (kind) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  it('adds realistic completions that the records screens find, twice without clashing', async () => {
    const lines: string[] = [];
    await seedCompletions(test.app.db, 1_100, test.app.clock.now(), (line) => lines.push(line));
    await seedCompletions(test.app.db, 20, test.app.clock.now(), (line) => lines.push(line));
    expect(lines.at(-1)).toBe('seeded 20 completions');
    const cookie = await logIn(test.app);
    const get = async <T>(url: string) =>
      (await test.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();

    // More than a count step (decision 42): counted exactly on demand.
    expect(await get<CompletionsPage>('/api/admin/completions')).toMatchObject({ total: 1_000, isTotalExact: false });
    const all = await get<CompletionsPage>('/api/admin/completions?exactTotal=true');
    expect(all).toMatchObject({ total: 1_120, isTotalExact: true });
    expect(all.items[0]!.inductee.company).not.toBe('');
    const search = await get<CompletionsPage>('/api/admin/completions?q=%C3%98RSTED');
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((item) => `${item.inductee.lastName} ${item.inductee.company}`.includes('Ørsted'))).toBe(
      true,
    );
    const dashboard = await get<Dashboard>('/api/admin/dashboard');
    expect(dashboard.stats).toEqual({ totalInductions: 1_120, inProgressCount: 0, completedCount: 1_120 });
    expect(dashboard.recentActivity).toHaveLength(10);

    // Each person's driver's licence and, for every second one, a high risk work licence with classes.
    const register = await get<LicenceRegisterPage>('/api/admin/licences?exactTotal=true');
    expect(register.total).toBe(1_100 + 550 + 20 + 10);
    for (const query of ['status=pending', 'status=verified', 'class=C6', 'expiresWithinDays=30', 'expired=true']) {
      expect((await get<LicenceRegisterPage>(`/api/admin/licences?${query}`)).total, query).toBeGreaterThan(0);
    }
    expect(dashboard.licences.pendingVerification).toBe(
      (await get<LicenceRegisterPage>('/api/admin/licences?status=pending&exactTotal=true')).total,
    );
  });
});
