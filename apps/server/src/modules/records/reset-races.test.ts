import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  createInduction,
  filePart,
  jpegBytes,
  pngBytes,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { heldStorage } from '../../../test/held-storage.ts';
import { connectLockSessions } from '../../../test/lock-sessions.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

/**
 * An administrator resets an unfinished attempt at the moment its worker completes or signs it: the
 * reset and the worker's change take turns on the attempt (records.repository lockProgress,
 * progress-state claimOwnUnfinishedProgress), so a completed attempt keeps everything it was completed
 * with, and a worker whose attempt was reset gets the 404 of an unknown progress, never a 500.
 */

const documentParts = [
  filePart('identification', jpegBytes, 'passport.jpg'),
  filePart('driversLicenseFront', pngBytes, 'licence.png', 'image/png'),
];

describe.runIf(process.env['TEST_DATABASE_URL'])('a reset racing a completion, on PostgreSQL', () => {
  let test: TestApp;
  let sessions: Awaited<ReturnType<typeof connectLockSessions>>;
  let holder: pg.Client;
  afterEach(async () => {
    await sessions.end();
    await test.close();
  });

  async function signedAttempt() {
    test = await createTestApp('postgres');
    sessions = await connectLockSessions(test);
    holder = sessions.holder;
    const adminCookie = await logIn(test.app);
    const { inductionId, pageIds } = await createInduction(test.app, adminCookie, [
      { title: 'Sign here', minTimeSeconds: 0, requireSignature: true },
    ]);
    const start = await startInduction(test.app, 'jane@example.com', inductionId);
    const progressId = start.progress.id;
    expect((await sign(test.app, { progressId, pageId: pageIds[0]! }, start.cookie)).statusCode).toBe(200);
    const reset = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/inductee/progress/${progressId}/reset`,
        headers: { cookie: adminCookie },
        payload: {},
      });
    const integrity = async () =>
      (await test.app.inject({ method: 'GET', url: '/api/admin/integrity', headers: { cookie: adminCookie } })).json<{
        ok: boolean;
      }>();
    return { progressId, cookie: start.cookie, reset, integrity };
  }

  const signaturesOf = (progressId: number) =>
    test.app.db.selectFrom('page_signatures').select('storage_key').where('progress_id', '=', progressId).execute();

  it('resets the completed attempt, keeping its signature, when the completion got there first', async () => {
    const { progressId, cookie, reset, integrity } = await signedAttempt();
    // The completion pauses as it seals its record (the evidence chain's lock, held here) ...
    await holder.query('begin');
    await holder.query('select pg_advisory_xact_lock(1414)');
    const completing = complete(test.app, [...certificationFields(progressId), ...documentParts], cookie);
    await sessions.waitForLockWaits(1, 'advisory');
    // ... while the administrator resets the attempt, which still reads as unfinished to others.
    const resetting = reset();
    await sessions.waitForLockWaits(1, 'transactionid');
    await holder.query('commit');
    const [completed, wasReset] = await Promise.all([completing, resetting]);

    expect(completed.statusCode).toBe(200);
    expect(wasReset.statusCode).toBe(200);
    const progress = await test.app.db
      .selectFrom('inductee_progress')
      .select('status')
      .where('id', '=', progressId)
      .executeTakeFirst();
    expect(progress?.status).toBe('completed');
    const completion = await test.app.db
      .selectFrom('completions')
      .select('reset_at')
      .where('progress_id', '=', progressId)
      .executeTakeFirstOrThrow();
    expect(completion.reset_at).not.toBeNull();
    const signatures = await signaturesOf(progressId);
    expect(signatures).toHaveLength(1);
    expect(await test.app.storage.size(signatures[0]!.storage_key)).toBeGreaterThan(0);
    expect(await integrity()).toMatchObject({ ok: true });
  });

  it('answers the completion 404 when the reset got there first, and stores nothing of it', async () => {
    const { progressId, cookie, reset, integrity } = await signedAttempt();
    const [signature] = await signaturesOf(progressId);
    // The reset pauses as it deletes the signatures (their row held here), the attempt locked ...
    await holder.query('begin');
    await holder.query('select id from page_signatures where progress_id = $1 for update', [progressId]);
    const resetting = reset();
    await sessions.waitForLockWaits(1, 'transactionid');
    // ... when the worker completes.
    const completing = complete(test.app, [...certificationFields(progressId), ...documentParts], cookie);
    await sessions.waitForLockWaits(2, 'transactionid');
    await holder.query('commit');
    const [wasReset, completed] = await Promise.all([resetting, completing]);

    expect(wasReset.statusCode).toBe(200);
    expect([completed.statusCode, completed.json()]).toEqual([404, { message: 'Progress not found' }]);
    expect(await test.app.db.selectFrom('completions').select('id').execute()).toEqual([]);
    expect(await signaturesOf(progressId)).toEqual([]);
    expect(await test.app.storage.size(signature!.storage_key)).toBeUndefined();
    expect(await test.app.db.selectFrom('staged_files').select('storage_key').execute()).toEqual([]);
    expect(await integrity()).toMatchObject({ ok: true });
  });
});

describe.each(databaseKinds)('a signature racing a reset, on %s', (kind) => {
  let test: TestApp;
  let files: ReturnType<typeof heldStorage>;
  afterEach(async () => {
    await test.close();
    files.remove();
  });

  it('answers the worker 404 when the attempt was reset while the signature was being stored', async () => {
    // A slow upload to the bucket.
    files = heldStorage('put');
    test = await createTestApp(kind, {}, { storage: files.storage });
    const adminCookie = await logIn(test.app);
    const { inductionId, pageIds } = await createInduction(test.app, adminCookie, [
      { minTimeSeconds: 0, requireSignature: true },
    ]);
    const start = await startInduction(test.app, 'jane@example.com', inductionId);
    const upload = files.hold();
    const signing = sign(test.app, { progressId: start.progress.id, pageId: pageIds[0]! }, start.cookie);
    await upload.reached;
    const reset = await test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${start.progress.id}/reset`,
      headers: { cookie: adminCookie },
      payload: {},
    });
    upload.release();
    const signed = await signing;

    expect(reset.statusCode).toBe(200);
    expect([signed.statusCode, signed.json()]).toEqual([404, { message: 'Progress not found' }]);
    expect(await test.app.db.selectFrom('page_signatures').select('id').execute()).toEqual([]);
    expect(await test.app.db.selectFrom('staged_files').select('storage_key').execute()).toEqual([]);
    expect(fs.readdirSync(path.join(files.dataDir, 'uploads', 'signatures'))).toEqual([]);
  });
});
