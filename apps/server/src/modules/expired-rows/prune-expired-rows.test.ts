import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlClock, createInduction, requestStart, startInduction } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { pruneExpiredRows } from './prune-expired-rows.ts';

const minute = 60;
const hour = 60 * minute;
const day = 24 * hour;

describe.each(databaseKinds)('pruning the rows that expire on %s', (kind) => {
  let test: TestApp;
  let clock: ReturnType<typeof controlClock>;
  beforeEach(async () => {
    test = await createTestApp(kind);
    clock = controlClock(test.app);
    // A fixed morning: the rate limits count in windows aligned to the clock (the day's ends at midnight
    // UTC), so a run started late in the evening would see the day's window close within the test.
    clock.set(new Date('2026-06-01T09:00:00.000Z'));
  });
  afterEach(async () => {
    await test.close();
  });

  const count = async (
    table: 'admin_sessions' | 'login_failures' | 'rate_limits' | 'inductee_binding_codes' | 'inductee_browsers',
  ) => (await test.app.db.selectFrom(table).selectAll().execute()).length;
  const counts = async () => ({
    sessions: await count('admin_sessions'),
    loginFailures: await count('login_failures'),
    rateLimitWindows: await count('rate_limits'),
    bindingCodes: await count('inductee_binding_codes'),
    browsers: await count('inductee_browsers'),
  });
  const prune = () => pruneExpiredRows(test.app.db, clock.now());

  it('deletes each kind of row once it no longer counts, by the app clock, and keeps the live ones', async () => {
    const cookie = await logIn(test.app);
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: firstAdmin.email, password: 'not the password' },
      remoteAddress: '203.0.113.9',
    });
    expect(wrong.statusCode).toBe(401);
    const { inductionId } = await createInduction(test.app, cookie, [{ title: 'Welcome' }]);
    // One browser starts (a browser row, a rate-limit window); a second one asks for the same progress (a code).
    await startInduction(test.app, 'jane.rigger@example.com', inductionId);
    expect((await requestStart(test.app, 'jane.rigger@example.com', inductionId)).statusCode).toBe(202);
    const before = await counts();
    expect(before).toEqual({ sessions: 1, loginFailures: 2, rateLimitWindows: 2, bindingCodes: 1, browsers: 1 });

    await prune();
    expect(await counts()).toEqual(before);

    // The login failures' 15 minutes and the start limit's minute have passed; the day's count of
    // emailed codes goes on.
    clock.advanceSeconds(16 * minute);
    await prune();
    expect(await counts()).toEqual({ ...before, loginFailures: 0, rateLimitWindows: 1 });

    // The session has been idle for 12 hours.
    clock.advanceSeconds(12 * hour);
    await prune();
    expect(await counts()).toMatchObject({ sessions: 0, bindingCodes: 1, browsers: 1 });

    // The code expired more than a day ago; the browser's 30 days have passed.
    clock.advanceSeconds(30 * day);
    await prune();
    expect(await counts()).toEqual({
      sessions: 0,
      loginFailures: 0,
      rateLimitWindows: 0,
      bindingCodes: 0,
      browsers: 0,
    });
  });
});
