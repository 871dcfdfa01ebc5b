import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { consumeRateLimit } from './rate-limits.ts';

describe.each(databaseKinds)('the rate limiter on %s', (kind) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  const start = new Date('2026-12-02T10:00:00.000Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
  const consume = (key: string, now: Date, limit = 3) =>
    consumeRateLimit(test.app.db, { key, limit, windowMs: 60_000, now });

  it('allows the limit within a window, then answers when the window ends', async () => {
    const answers = [];
    for (const second of [0, 10, 20, 45]) answers.push(await consume('start:10.0.0.1', at(second)));
    expect(answers).toEqual([
      { isAllowed: true, retryAfterSeconds: 0 },
      { isAllowed: true, retryAfterSeconds: 0 },
      { isAllowed: true, retryAfterSeconds: 0 },
      { isAllowed: false, retryAfterSeconds: 15 },
    ]);
    // Another key has its own count; the next window starts afresh.
    expect(await consume('start:10.0.0.2', at(46))).toEqual({ isAllowed: true, retryAfterSeconds: 0 });
    expect(await consume('start:10.0.0.1', at(59.5))).toEqual({ isAllowed: false, retryAfterSeconds: 1 });
    expect(await consume('start:10.0.0.1', at(60))).toEqual({ isAllowed: true, retryAfterSeconds: 0 });
  });

  it('never allows more than the limit to requests that arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 25 }, () => consume('burst', at(1), 10)));
    expect(answers.filter((answer) => answer.isAllowed)).toHaveLength(10);
  });

  it('prunes the windows that have ended', async () => {
    await consume('old-a', at(0));
    await consume('old-b', at(30));
    await consume('new', at(61));
    const rows = await test.app.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.map((row) => row.key)).toEqual(['new']);
  });
});
