import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { moveProgress } from '../inductee/inductee.repository.ts';
import { seedCompletions } from '../seed/seed-completions.ts';
import { withAttemptRequest } from './evidence.service.ts';

const origin = { clientAddress: '203.0.113.9', userAgent: 'statement test' };

// A page move and the record of the request that made it commit as one (decisions 12 and 28); the
// record is never added to an attempt completed by then, whose sealed record must not change.
describe.each(databaseKinds)('a page move with its request on %s', (kind) => {
  let test: TestApp;
  let progressIds: number[];

  beforeAll(async () => {
    test = await createTestApp(kind);
    await seedCompletions(test.app.db, 3, test.app.clock.now(), () => {});
    progressIds = (await test.app.db.selectFrom('inductee_progress').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );
    await test.app.db
      .updateTable('inductee_progress')
      .set({ status: 'in_progress', completed_at: null })
      .where('id', 'in', progressIds.slice(0, 2))
      .execute();
  });
  afterAll(() => test?.close());

  const requestsOf = async (progressId: number) =>
    test.app.db.selectFrom('attempt_requests').selectAll().where('progress_id', '=', progressId).execute();
  const move = (progressId: number, toPage: number) =>
    moveProgress(
      test.app.db,
      { progressId, toPage, now: test.app.clock.now().toISOString(), isFirstMove: false },
      withAttemptRequest(test.app.db, progressId, 'move', origin, test.app.clock.now()),
    );

  it('records the request with the move of an unfinished attempt', async () => {
    await move(progressIds[0]!, 3);
    const progress = await test.app.db
      .selectFrom('inductee_progress')
      .select('current_page')
      .where('id', '=', progressIds[0]!)
      .executeTakeFirstOrThrow();
    expect(progress.current_page).toBe(3);
    expect(await requestsOf(progressIds[0]!)).toMatchObject([
      { action: 'move', client_address: origin.clientAddress, user_agent: origin.userAgent },
    ]);
  });

  it('moves a completed attempt (a review) without adding to its record', async () => {
    await move(progressIds[2]!, 1);
    expect(await requestsOf(progressIds[2]!)).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'reads the status as it stands after waiting for a completion that held the attempt',
    async () => {
      const progressId = progressIds[1]!;
      let moving: Promise<void> | undefined;
      await test.app.db.transaction().execute(async (completing) => {
        await completing
          .updateTable('inductee_progress')
          .set({ status: 'completed', completed_at: test.app.clock.now().toISOString() })
          .where('id', '=', progressId)
          .execute();
        moving = move(progressId, 2);
        // The move waits for this transaction's row lock before the completion commits.
        for (;;) {
          const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(test.app.db);
          if (rows[0]!.waiting > 0) break;
        }
      });
      await moving;
      expect(await requestsOf(progressId)).toEqual([]);
    },
  );
});
