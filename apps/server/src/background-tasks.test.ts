import { describe, expect, it } from 'vitest';
import { controlClock } from '../test/inductee-journey.ts';
import { createTestApp, databaseKinds } from '../test/test-app.ts';
import { startBackgroundTasks } from './background-tasks.ts';
import { nightlyCheckStarter } from './modules/evidence/nightly-integrity-check.ts';

describe.each(databaseKinds)('the background tasks on %s', (kind) => {
  it('start the nightly check of the records when it is due, at start', async () => {
    const test = await createTestApp(kind);
    try {
      // 03:00 in the test app's zone (UTC): the night's check is due, and none has run.
      controlClock(test.app).set(new Date('2026-03-10T03:00:00.000Z'));
      const tasks = startBackgroundTasks(test.app);
      // Each task's first run is under way; stopping waits for it.
      await tasks.stop();
      await test.app.integrityChecks.idle();
      expect(await test.app.integrityChecks.latest()).toMatchObject({
        startedBy: nightlyCheckStarter,
        startedAt: '2026-03-10T03:00:00.000Z',
        status: 'finished',
        report: { ok: true, checked: 0 },
      });
    } finally {
      await test.close();
    }
  });
});
