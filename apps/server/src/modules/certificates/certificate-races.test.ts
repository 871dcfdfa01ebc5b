import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook } from '../../../test/webhook-receiver.ts';

/**
 * Two administrators acting on one certificate at once: a revoke, a reinstatement and a reset of the
 * completion take turns on it (certificates.repository lockCertificateOfCompletion), each deciding on
 * what the one before left, so the record and the public check never disagree with what was answered.
 */
describe.each(databaseKinds)('certificate changes at the same moment, on %s', (kind) => {
  let test: TestApp;
  let holder: pg.Client | undefined;
  afterEach(async () => {
    await holder?.end();
    holder = undefined;
    await test.close();
  });

  async function completed() {
    test = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    const cookie = await logIn(test.app);
    // Nothing listens there: only the deliveries queued are counted.
    await registerWebhook(test.app, cookie, { url: 'http://127.0.0.1:9/hooks', events: ['completion.revoked'] });
    const { inductionId, pageIds } = await createInduction(test.app, cookie, [{ requireSignature: true }]);
    const taken = await takeInduction(test.app, inductionId, pageIds[0]!, {
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Rigger',
    });
    const post = (url: string, payload?: object) =>
      test.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
    const revoke = (reason: string) => post(`/api/admin/completions/${taken.completionId}/revoke`, { reason });
    const revokedEvents = () =>
      test.app.db.selectFrom('webhook_deliveries').select('event').where('event', '=', 'completion.revoked').execute();
    const certificate = () =>
      test.app.db
        .selectFrom('certificates')
        .innerJoin('completions', 'completions.id', 'certificates.completion_id')
        .select(['certificates.code', 'certificates.revoked_at', 'certificates.revoked_reason', 'completions.reset_at'])
        .where('completions.id', '=', taken.completionId)
        .executeTakeFirstOrThrow();
    return { ...taken, post, revoke, revokedEvents, certificate };
  }

  /** A second session holding the certificate's row, as a slow transaction of another request would. */
  async function holdCertificate(completionId: number) {
    const database = test.config.database;
    if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select id from certificates where completion_id = $1 for update', [completionId]);
    const client = holder;
    return {
      waiting: async () =>
        (
          await client.query<{ waiting: number }>(
            // A second waiter for one row waits for the first (a tuple lock), so every kind counts.
            'select count(*)::int as waiting from pg_locks where not granted',
          )
        ).rows[0]!.waiting,
      release: () => client.query('commit'),
    };
  }

  async function until(condition: () => Promise<boolean>) {
    for (let tries = 0; tries < 500; tries += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('The requests did not reach the point the test waits for');
  }

  it('revokes once when Revoke is sent twice: one 200, one 409, one event, the first reason', async () => {
    const { revoke, revokedEvents, certificate } = await completed();
    const answers = await Promise.all([revoke('Licence was forged'), revoke('Wrong person')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await revokedEvents()).toHaveLength(1);
    const first = answers.find((answer) => answer.statusCode === 200)!;
    expect((await certificate()).revoked_reason).toBe(first.json<{ revokedReason: string }>().revokedReason);
  });

  it.runIf(kind === 'postgres')('revokes once when two revokes have both started before either writes', async () => {
    const { completionId, revoke, revokedEvents } = await completed();
    const held = await holdCertificate(completionId);
    const answers = Promise.all([revoke('Licence was forged'), revoke('Wrong person')]);
    await until(async () => (await held.waiting()) >= 2);
    await held.release();
    expect((await answers).map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await revokedEvents()).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')(
    'never leaves a reset completion with a standing certificate when a reinstatement meets the reset',
    async () => {
      const { completionId, progressId, post, revoke, certificate } = await completed();
      expect((await revoke('Checking the licence')).statusCode).toBe(200);
      const held = await holdCertificate(completionId);
      const reinstating = post(`/api/admin/completions/${completionId}/reinstate`);
      await until(async () => (await held.waiting()) >= 1);
      let isResetAnswered = false;
      const resetting = post(`/api/inductee/progress/${progressId}/reset`, { reason: 'Failed a site audit' }).then(
        (answer) => {
          isResetAnswered = true;
          return answer;
        },
      );
      await until(async () => isResetAnswered || (await held.waiting()) >= 2);
      await held.release();
      const [reinstated, reset] = await Promise.all([reinstating, resetting]);

      expect(reset.statusCode).toBe(200);
      expect([200, 409]).toContain(reinstated.statusCode);
      const after = await certificate();
      expect(after.reset_at).not.toBeNull();
      expect(after.revoked_at).not.toBeNull();
      const check = await test.app.inject({ method: 'GET', url: `/api/verify/${after.code}` });
      expect(check.json()).toMatchObject({ status: 'revoked' });
    },
  );
});
