import type { InductionVersions } from '@crane/contract';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  createInduction,
  filePart,
  jpegBytes,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { connectLockSessions } from '../../../test/lock-sessions.ts';
import { createTestApp, logIn, type TestApp } from '../../../test/test-app.ts';

/**
 * A publish asking everyone to take the induction again, at the moment a worker completes or starts it
 * (decision 27): the attempt either completes first, and its completion is superseded, or is ended by
 * the publish, and is never completed on the version withdrawn. PostgreSQL only: SQLite runs one
 * transaction at a time.
 */

describe.runIf(process.env['TEST_DATABASE_URL'])('a retake publish racing a worker, on PostgreSQL', () => {
  let test: TestApp;
  let sessions: Awaited<ReturnType<typeof connectLockSessions>>;
  let holder: pg.Client;
  afterEach(async () => {
    await sessions.end();
    await test.close();
  });

  /** An induction of one signed page, published, with its draft changed so that a publish makes version 2. */
  async function changedInduction() {
    test = await createTestApp('postgres');
    sessions = await connectLockSessions(test);
    holder = sessions.holder;
    const cookie = await logIn(test.app);
    const { inductionId, pageIds } = await createInduction(test.app, cookie, [
      { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
    ]);
    const changeDraft = async () => {
      const edited = await test.app.inject({
        method: 'PUT',
        url: `/api/induction-pages/${pageIds[0]}`,
        headers: { cookie },
        payload: {
          title: 'Exclusion zones',
          minTimeSeconds: 0,
          content: { type: 'richText', content: '<p>The zone is now 10 m</p>', requireSignature: true },
        },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    };
    const publishRetake = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/inductions/${inductionId}/publish`,
        headers: { cookie },
        payload: { completions: 'retake' },
      });
    return { inductionId, pageId: pageIds[0]!, changeDraft, publishRetake };
  }

  const attemptsOf = (email: string) =>
    test.app.db
      .selectFrom('inductee_progress')
      .select(['id', 'attempt', 'status', 'superseded_at'])
      .where('email', '=', email)
      .orderBy('attempt')
      .execute();

  it('supersedes the completion that got there first, and ends no completed attempt', async () => {
    const { inductionId, pageId, changeDraft, publishRetake } = await changedInduction();
    const started = await startInduction(test.app, 'ana@site.example', inductionId);
    const progressId = started.progress.id;
    expect((await sign(test.app, { progressId, pageId }, started.cookie)).statusCode).toBe(200);
    await changeDraft();
    // The completion pauses as it seals its record (the evidence chain's lock, held here), its
    // attempt already claimed ...
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(1414)');
    const completing = complete(
      test.app,
      [...certificationFields(progressId), filePart('identification', jpegBytes)],
      started.cookie,
    );
    await sessions.waitForLockWaits(1);
    // ... while the publish asks everyone to take it again: it waits for the attempt.
    const publishing = publishRetake();
    await sessions.waitForLockWaits(2);
    await holder.query('commit');
    const [completed, published] = await Promise.all([completing, publishing]);

    expect(completed.statusCode, completed.body).toBe(200);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<InductionVersions>()).toMatchObject({ supersededCount: 1, supersededAttemptCount: 0 });
    expect(await attemptsOf('ana@site.example')).toEqual([
      { id: progressId, attempt: 1, status: 'completed', superseded_at: null },
    ]);
    const completion = await test.app.db
      .selectFrom('completions')
      .select('superseded_at')
      .where('progress_id', '=', progressId)
      .executeTakeFirstOrThrow();
    expect(completion.superseded_at).not.toBeNull();
  });

  it('ends the attempt a start makes while the publish waits for it', async () => {
    const { inductionId, changeDraft, publishRetake } = await changedInduction();
    await changeDraft();
    // The start pauses at its insert, behind another transaction inserting the same attempt ...
    await holder.query('begin');
    await holder.query(
      `insert into inductee_progress (email, induction_id, attempt, current_page, status)
       values ('raj@site.example', $1, 1, 0, 'not_started')`,
      [inductionId],
    );
    const starting = startInduction(test.app, 'raj@site.example', inductionId);
    await sessions.waitForLockWaits(1);
    // ... holding the induction against the publish, which waits for the start to end.
    const publishing = publishRetake();
    await sessions.waitForLockWaits(2);
    await holder.query('rollback');
    const [started, published] = await Promise.all([starting, publishing]);

    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<InductionVersions>()).toMatchObject({ publishedVersion: 2, supersededAttemptCount: 1 });
    // The attempt was made on version 1, and the publish ended it: it is never completed on it.
    expect(await attemptsOf('raj@site.example')).toEqual([
      { id: started.progress.id, attempt: 1, status: 'not_started', superseded_at: expect.any(String) },
    ]);
    const moved = await test.app.inject({
      method: 'PUT',
      url: `/api/inductee/progress/${started.progress.id}`,
      headers: { cookie: started.cookie },
      payload: { currentPage: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(410);
  });
});
