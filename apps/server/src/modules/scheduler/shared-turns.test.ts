import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { sharedTurns } from './shared-turns.ts';

/** The periodic jobs run once per interval among the instances on one database (issue 17 §4). */
describe.each(databaseKinds)('shared turns on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test.close();
  });

  it('gives a job to one instance for its interval, then to whichever asks first', async () => {
    const one = sharedTurns(test.app.db, 'instance-one');
    const two = sharedTurns(test.app.db, 'instance-two');
    const start = new Date('2026-03-02T10:00:00.000Z');
    const hour = 3_600_000;
    expect(await one('file-sweep', start, hour)).toBe(true);
    expect(await two('file-sweep', new Date(start.getTime() + 1000), hour)).toBe(false);
    expect(await one('file-sweep', new Date(start.getTime() + hour - 1), hour)).toBe(false);
    // Another job is not held by this one.
    expect(await two('row-pruning', start, hour)).toBe(true);
    expect(await two('file-sweep', new Date(start.getTime() + hour), hour)).toBe(true);
  });

  it('gives a turn to exactly one of many instances asking at the same moment', async () => {
    const now = new Date('2026-03-03T10:00:00.000Z');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => sharedTurns(test.app.db, `instance-${index}`)('busy-job', now, 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
  });
});
