import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type { CompletionEvidence, CreatedWebhook, WebhookDeliveries, WebhookEndpointList } from '@crane/contract';
import { controlClock, createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createSecondInstance, createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { registerWebhook, startWebhookReceiver } from '../../../test/webhook-receiver.ts';
import { sha256Hex } from '../../lib/canonical-json.ts';
import { runDueReminders } from '../reminders/reminders.service.ts';
import * as repository from './webhooks.repository.ts';

type Payload = { type: string; timestamp: string; data: { completion?: Record<string, unknown> } };

/** Signed webhooks (issue 17 §3), delivered to a real receiver on loopback and checked by the Standard Webhooks library. */
describe.each(databaseKinds)('webhooks on %s', (kind) => {
  let test: TestApp;
  let cookie: string;
  let clock: ReturnType<typeof controlClock>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let induction: { inductionId: number; pageIds: number[] };
  let created: CreatedWebhook;
  let person = 0;

  beforeAll(async () => {
    test = await createTestApp(kind, { WEBHOOKS_ALLOW_PRIVATE: 'true' });
    clock = controlClock(test.app);
    cookie = await logIn(test.app);
    receiver = await startWebhookReceiver();
    induction = await createInduction(test.app, cookie, [{ requireSignature: true }]);
  });
  afterAll(async () => {
    await receiver.close();
    await test.close();
  });

  const register = (payload: object) => registerWebhook(test.app, cookie, payload);
  const complete = () => {
    person += 1;
    return takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, {
      email: `worker${person}@site.example`,
      firstName: 'Jane',
      lastName: `Rigger ${person}`,
      company: 'Lift Co',
    });
  };
  const deliveries = async (endpointId: number) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/admin/webhooks/${endpointId}/deliveries`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<WebhookDeliveries>().deliveries;
  };
  /** Checks a received request's signature with the Standard Webhooks library (not our code). */
  const verifiedPayload = (secret: string, index: number, at = receiver): Payload => {
    const request = at.received[index]!;
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    const expected = new Webhook(secret).sign(
      headers['webhook-id'],
      new Date(Number(headers['webhook-timestamp']) * 1000),
      request.body,
    );
    expect(headers['webhook-signature']).toBe(expected);
    return JSON.parse(request.body) as Payload;
  };

  it('registers an endpoint with a secret shown once, and signs each completion event it is sent', async () => {
    created = await register({
      url: `${receiver.url}/hooks/completions`,
      events: ['completion.created', 'completion.revoked', 'completion.reset'],
      description: 'Payroll',
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.endpoint).toMatchObject({ url: `${receiver.url}/hooks/completions`, createdBy: 'Root Admin' });
    const row = await test.app.db
      .selectFrom('webhook_endpoints')
      .select('sealed_secret')
      .where('id', '=', created.endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.sealed_secret).not.toContain(created.secret.slice(6, 30));
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: { cookie } });
    expect(list.json<WebhookEndpointList>().endpoints.map((endpoint) => endpoint.id)).toContain(created.endpoint.id);
    expect(list.body).not.toContain(created.secret);

    const { completionId, progressId } = await complete();
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const request = receiver.received[0]!;
    expect(request.path).toBe('/hooks/completions');
    expect(request.headers['content-type']).toBe('application/json');
    // Verified as a receiver would, against the real time (the test's clock started at it).
    new Webhook(created.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    });
    const payload = verifiedPayload(created.secret, 0);
    expect(payload.type).toBe('completion.created');
    expect(payload.data.completion).toMatchObject({
      id: completionId,
      progressId,
      attempt: 1,
      person: { firstName: 'Jane', lastName: 'Rigger 1', email: 'worker1@site.example', company: 'Lift Co' },
      induction: { id: induction.inductionId, title: 'Crane Site Safety', version: 1 },
      certificate: { isRevoked: false },
      links: {
        certificatePdf: `${test.config.publicUrl}/api/inductions/${induction.inductionId}/progress/${progressId}/certificate`,
      },
    });
    expect((payload.data.completion!['certificate'] as { verifyUrl: string }).verifyUrl).toMatch(
      new RegExp(`^${test.config.publicUrl}/verify/`),
    );
    // The seal leaves the database with the event: a receiver keeping it witnesses the record (decision 28).
    const evidence = await test.app.inject({
      method: 'GET',
      url: `/api/admin/completions/${completionId}/evidence`,
      headers: { cookie },
    });
    const { sequence, seal } = evidence.json<CompletionEvidence>();
    expect(seal).toMatch(/^[0-9a-f]{64}$/);
    expect(payload.data.completion!['evidence']).toEqual({ sequence, seal });
    // The code as the records, the documents and the public check write it.
    const records = await test.app.inject({ method: 'GET', url: '/api/admin/completions', headers: { cookie } });
    const record = records
      .json<{ items: { id: number; verificationCode: string }[] }>()
      .items.find((item) => item.id === completionId)!;
    expect(record.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect((payload.data.completion!['certificate'] as { verificationCode: string }).verificationCode).toBe(
      record.verificationCode,
    );
    // Links, never the identity documents themselves or their addresses.
    expect(request.body).not.toContain('/api/files/identity');
    expect(request.body).not.toContain('passport');

    // Delivered once: another round sends nothing.
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(await deliveries(created.endpoint.id)).toEqual([
      expect.objectContaining({ event: 'completion.created', status: 'delivered', attempts: 1, lastStatusCode: 200 }),
    ]);

    // Revoked, then reset: one event each, in order.
    const revoke = await test.app.inject({
      method: 'POST',
      url: `/api/admin/completions/${completionId}/revoke`,
      headers: { cookie },
      payload: { reason: 'Forged licence' },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const reset = await test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${progressId}/reset`,
      headers: { cookie },
      payload: { reason: 'Take it again' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await test.app.webhookWorker.deliverDue();
    expect(receiver.received).toHaveLength(3);
    const revoked = verifiedPayload(created.secret, 1);
    expect(revoked.type).toBe('completion.revoked');
    expect(revoked.data.completion).toMatchObject({
      certificate: { isRevoked: true },
      revocation: { reason: 'Forged licence', by: 'Root Admin' },
    });
    const wasReset = verifiedPayload(created.secret, 2);
    expect(wasReset.type).toBe('completion.reset');
    expect(wasReset.data.completion).toMatchObject({ reset: { reason: 'Take it again', by: 'Root Admin' } });
    const metrics = await test.app.metrics.registry.getSingleMetricAsString('webhook_deliveries_total');
    expect(metrics).toContain('webhook_deliveries_total{event="completion.created",outcome="delivered"} 1');
  });

  it('tells of a revoked certificate reinstated, with the certificate standing again', async () => {
    const other = await startWebhookReceiver();
    const reinstated = await register({ url: `${other.url}/hooks/reinstated`, events: ['completion.reinstated'] });
    const { completionId } = await complete();
    const act = async (action: 'revoke' | 'reinstate', payload?: object) => {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/admin/completions/${completionId}/${action}`,
        headers: { cookie },
        ...(payload && { payload }),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await act('revoke', { reason: 'Licence in doubt' });
    await act('reinstate');
    await test.app.webhookWorker.deliverDue();
    // Subscribed to reinstatements only: the completion and its revocation went to the other endpoint.
    expect(other.received).toHaveLength(1);
    const payload = verifiedPayload(reinstated.secret, 0, other);
    expect(payload.type).toBe('completion.reinstated');
    expect(payload.data.completion).toMatchObject({
      id: completionId,
      certificate: { isRevoked: false },
      revocation: null,
      reset: null,
    });
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${reinstated.endpoint.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    await other.close();
  });

  it('tells of every completion superseded by a version everyone must take again, the revoked one too', async () => {
    const other = await startWebhookReceiver();
    const superseded = await register({ url: `${other.url}/hooks/superseded`, events: ['completion.superseded'] });
    const retaken = await createInduction(test.app, cookie, [{ requireSignature: true }]);
    const take = (email: string) =>
      takeInduction(test.app, retaken.inductionId, retaken.pageIds[0]!, {
        email,
        firstName: 'Sam',
        lastName: 'Slinger',
      });
    const standing = await take('standing@site.example');
    const revoked = await take('revoked@site.example');
    const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      test.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
    expect(
      (await asAdmin('POST', `/api/admin/completions/${revoked.completionId}/revoke`, { reason: 'Wrong person' }))
        .statusCode,
    ).toBe(200);
    const edited = await asAdmin('PUT', `/api/induction-pages/${retaken.pageIds[0]!}`, {
      title: 'Exclusion zones',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>The zone is now 10 m</p>', requireSignature: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const published = await asAdmin('POST', `/api/inductions/${retaken.inductionId}/publish`, {
      completions: 'retake',
    });
    expect(published.statusCode, published.body).toBe(200);
    await test.app.webhookWorker.deliverDue();

    expect(other.received).toHaveLength(2);
    const payloads = [0, 1].map((index) => verifiedPayload(superseded.secret, index, other));
    expect(payloads.map((payload) => payload.type)).toEqual(['completion.superseded', 'completion.superseded']);
    const byId = (id: number) => payloads.find((payload) => payload.data.completion!['id'] === id)!.data.completion;
    expect(byId(standing.completionId)).toMatchObject({
      supersededAt: clock.now().toISOString(),
      certificate: { isRevoked: false },
      revocation: null,
    });
    expect(byId(revoked.completionId)).toMatchObject({
      supersededAt: clock.now().toISOString(),
      certificate: { isRevoked: true },
      revocation: { reason: 'Wrong person' },
    });
    expect((await asAdmin('DELETE', `/api/admin/webhooks/${superseded.endpoint.id}`)).statusCode).toBe(200);
    await other.close();
  });

  it('keeps what a receiver that is down missed, tries again with backoff, and never sends twice', async () => {
    receiver.received.length = 0;
    receiver.answerWith(() => ({ status: 503, body: 'down for maintenance' }));
    await complete();
    await complete();
    const round = await test.app.webhookWorker.deliverDue();
    // The first try failed; the second delivery to the same endpoint waits for the same retry untried.
    expect(round).toEqual({ delivered: 0, failed: 2 });
    expect(receiver.received).toHaveLength(1);
    const [second, first] = await deliveries(created.endpoint.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 503 });
    expect(first!.lastError).toContain('down for maintenance');
    expect(first!.nextAttemptAt).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
    expect(second).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });

    // Not yet due: nothing is sent.
    clock.advanceSeconds(30);
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    receiver.answerWith(() => ({ status: 204 }));
    clock.advanceSeconds(31);
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 2, failed: 0 });
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    // The retried delivery keeps its webhook-id.
    expect(ids[1]).toBe(ids[0]);
    clock.advanceSeconds(3600);
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });

  it('gives up after 24 hours of tries, and Resend sends it again with the same id', async () => {
    const other = await startWebhookReceiver();
    other.answerWith(() => ({ status: 500 }));
    const failing = await register({ url: `${other.url}/down`, events: ['completion.created'] });
    await complete();
    await test.app.webhookWorker.deliverDue();
    let log = await deliveries(failing.endpoint.id);
    const start = clock.now().getTime();
    while (log[0]!.status === 'pending') {
      clock.set(new Date(log[0]!.nextAttemptAt!));
      await test.app.webhookWorker.deliverDue();
      log = await deliveries(failing.endpoint.id);
    }
    expect(log[0]).toMatchObject({ status: 'failed', lastStatusCode: 500, nextAttemptAt: null });
    expect(log[0]!.attempts).toBe(other.received.length);
    expect(log[0]!.attempts).toBeGreaterThanOrEqual(7);
    expect(clock.now().getTime() - start).toBeLessThanOrEqual(24 * 3600_000);
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/webhooks', headers: { cookie } });
    expect(
      list.json<WebhookEndpointList>().endpoints.find((endpoint) => endpoint.id === failing.endpoint.id),
    ).toMatchObject({ failed: 1, pending: 0 });

    other.answerWith(() => ({ status: 200 }));
    const resend = await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhook-deliveries/${log[0]!.id}/resend`,
      headers: { cookie },
    });
    expect(resend.statusCode, resend.body).toBe(202);
    await test.app.webhookWorker.deliverDue();
    expect((await deliveries(failing.endpoint.id))[0]).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    const ids = new Set(other.received.map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    await other.close();
    // Deleted: no more deliveries, the log stays readable in the audit of what was sent.
    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${failing.endpoint.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    const before = await test.app.db.selectFrom('webhook_deliveries').select('id').execute();
    await complete();
    const after = await test.app.db.selectFrom('webhook_deliveries').select('endpoint_id').execute();
    expect(after.length - before.length).toBe(1);
    await test.app.webhookWorker.deliverDue();
  });

  it('gives up the deliveries waiting for a retry when their endpoint is deleted', async () => {
    const other = await startWebhookReceiver();
    other.answerWith(() => ({ status: 500 }));
    const failing = await register({ url: `${other.url}/soon-deleted`, events: ['completion.created'] });
    await complete();
    await test.app.webhookWorker.deliverDue();
    const [waiting] = await test.app.db
      .selectFrom('webhook_deliveries')
      .select(['id', 'status', 'next_attempt_at'])
      .where('endpoint_id', '=', failing.endpoint.id)
      .execute();
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(other.received).toHaveLength(1);

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/admin/webhooks/${failing.endpoint.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    // The receiver is back, and the retry would be due: nothing more goes to the deleted endpoint.
    other.answerWith(() => ({ status: 200 }));
    clock.set(new Date(new Date(waiting!.next_attempt_at!).getTime() + 3600_000));
    await test.app.webhookWorker.deliverDue();
    expect(other.received).toHaveLength(1);
    expect(
      await test.app.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'next_attempt_at', 'last_error'])
        .where('id', '=', waiting!.id)
        .executeTakeFirst(),
    ).toEqual({ status: 'failed', next_attempt_at: null, last_error: 'The endpoint was deleted' });
    await other.close();
  });

  it('sends a test event on request, and records it in the delivery log', async () => {
    receiver.received.length = 0;
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${created.endpoint.id}/test`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(202);
    await test.app.webhookWorker.deliverDue();
    expect(verifiedPayload(created.secret, 0)).toMatchObject({
      type: 'webhook.test',
      data: { endpoint: { id: created.endpoint.id } },
    });
    expect((await deliveries(created.endpoint.id))[0]).toMatchObject({ event: 'webhook.test', status: 'delivered' });
  });

  it('shows a delivery an instance is sending as being sent, and one whose claim ran out as due', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/admin/webhooks/${created.endpoint.id}/test`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [due] = await repository.findDueDeliveries(test.app.db, clock.now().toISOString(), 1);
    expect((await deliveries(created.endpoint.id))[0]).toMatchObject({
      id: due!.id,
      status: 'pending',
      nextAttemptAt: due!.next_attempt_at,
    });
    // Claimed as the worker claims it, for two minutes, and not yet answered.
    const claimEnd = new Date(clock.now().getTime() + 2 * 60_000).toISOString();
    expect(await repository.claimDelivery(test.app.db, due!, { at: clock.now().toISOString(), until: claimEnd })).toBe(
      true,
    );
    expect((await deliveries(created.endpoint.id))[0]).toMatchObject({ status: 'pending', nextAttemptAt: null });
    // The instance stopped mid-try: once its claim runs out, the delivery is due again, and is sent.
    clock.advanceSeconds(2 * 60);
    expect((await deliveries(created.endpoint.id))[0]).toMatchObject({ status: 'pending', nextAttemptAt: claimEnd });
    expect(await test.app.webhookWorker.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect((await deliveries(created.endpoint.id))[0]).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(
      await test.app.db
        .selectFrom('webhook_deliveries')
        .select('claimed_at')
        .where('id', '=', due!.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ claimed_at: null });
  });

  it('delivers each event once when two instances send the outbox at the same time', async () => {
    receiver.received.length = 0;
    receiver.answerWith(() => ({ status: 200 }));
    for (let index = 0; index < 6; index += 1) await complete();
    const second = await createSecondInstance(test);
    controlClock(second.app).set(clock.now());
    const [one, two] = await Promise.all([test.app.webhookWorker.deliverDue(), second.app.webhookWorker.deliverDue()]);
    await second.close();
    expect(one.delivered + two.delivered).toBe(6);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
  });

  it('tells of a licence verified, and of a licence expiring on the day its holder is reminded', async () => {
    const licences = await startWebhookReceiver();
    const endpoint = await register({
      url: `${licences.url}/licences`,
      events: ['licence.verified', 'licence.expiring'],
    });
    const { completionId } = await complete();
    const licence = await test.app.db
      .selectFrom('licences')
      .select(['id', 'front_key'])
      .where('completion_id', '=', completionId)
      .executeTakeFirstOrThrow();
    const verified = await test.app.inject({
      method: 'POST',
      url: `/api/admin/licences/${licence.id}/verify`,
      headers: { cookie },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    await test.app.webhookWorker.deliverDue();
    expect(licences.received).toHaveLength(1);
    const payload = JSON.parse(licences.received[0]!.body) as Payload & { data: { licence: Record<string, unknown> } };
    expect(payload).toMatchObject({
      type: 'licence.verified',
      data: {
        licence: {
          id: licence.id,
          completionId,
          kind: 'drivers',
          number: 'DL-12345',
          expiry: '2030-01-31',
          status: 'verified',
          reviewedBy: 'Root Admin',
          person: { email: `worker${person}@site.example` },
          backSha256: null,
        },
      },
    });
    // The verdict names the bytes it was on: the front photo's hash is that of the photo an admin is served.
    const photo = await test.app.inject({ method: 'GET', url: `/api/files/${licence.front_key}`, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(payload.data.licence.frontSha256).toBe(sha256Hex(photo.rawPayload));
    // Never a photo, nor its address, nor the identity document.
    expect(licences.received[0]!.body).not.toContain(licence.front_key!);
    expect(licences.received[0]!.body).not.toMatch(/\/api\/files|Url"|identity/i);
    expect(
      new Webhook(endpoint.secret).sign(
        String(licences.received[0]!.headers['webhook-id']),
        new Date(Number(licences.received[0]!.headers['webhook-timestamp']) * 1000),
        licences.received[0]!.body,
      ),
    ).toBe(licences.received[0]!.headers['webhook-signature']);

    // Thirty days before its expiry, the daily reminders remind the worker and tell the endpoint, once.
    clock.set(new Date('2030-01-01T01:00:00.000Z'));
    const reminders = { db: test.app.db, publicUrl: test.config.publicUrl, timeZone: 'UTC', log: test.app.log };
    await runDueReminders(reminders, clock.now());
    await runDueReminders(reminders, clock.now());
    await test.app.webhookWorker.deliverDue();
    const expiring = licences.received
      .map((request) => JSON.parse(request.body) as Payload & { data: { licence: { id: number } } })
      .filter((event) => event.type === 'licence.expiring');
    expect(expiring.map((event) => event.data.licence.id)).toContain(licence.id);
    expect(new Set(expiring.map((event) => event.data.licence.id)).size).toBe(expiring.length);
    await licences.close();
    // The admin's session idled out over those years.
    cookie = await logIn(test.app);
  });

  it('tells of a verified licence rejected later, with the reason the worker was given', async () => {
    const receiver = await startWebhookReceiver();
    await register({ url: `${receiver.url}/licences`, events: ['licence.rejected'] });
    const { completionId } = await complete();
    const licence = await test.app.db
      .selectFrom('licences')
      .select('id')
      .where('completion_id', '=', completionId)
      .executeTakeFirstOrThrow();
    const review = (action: 'verify' | 'reject', payload?: object) =>
      test.app.inject({
        method: 'POST',
        url: `/api/admin/licences/${licence.id}/${action}`,
        headers: { cookie },
        ...(payload && { payload }),
      });
    expect((await review('verify')).statusCode).toBe(200);
    await test.app.webhookWorker.deliverDue();
    // Not subscribed to verifications.
    expect(receiver.received).toHaveLength(0);
    clock.advanceSeconds(60);
    const rejected = await review('reject', { reason: 'The licence number does not match the photo' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await test.app.webhookWorker.deliverDue();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: 'licence.rejected',
      data: {
        licence: {
          id: licence.id,
          completionId,
          status: 'rejected',
          reviewedBy: 'Root Admin',
          reviewedAt: clock.now().toISOString(),
          rejectionReason: 'The licence number does not match the photo',
        },
      },
    });
    await receiver.close();
  });

  it('is for super admins only', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie },
      payload: { name: 'Site Admin', email: 'site@example.com', password: 'site-password-1', role: 'admin' },
    });
    const site = await logIn(test.app, 'site@example.com', 'site-password-1');
    for (const [method, url] of [
      ['GET', '/api/admin/webhooks'],
      ['POST', '/api/admin/webhooks'],
      ['DELETE', `/api/admin/webhooks/${created.endpoint.id}`],
      ['GET', `/api/admin/webhooks/${created.endpoint.id}/deliveries`],
      ['POST', `/api/admin/webhooks/${created.endpoint.id}/test`],
    ] as const) {
      const response = await test.app.inject({
        method,
        url,
        headers: { cookie: site },
        payload: method === 'POST' ? { url: 'https://example.com/x', events: ['completion.created'] } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Only a super admin can manage webhooks' });
    }
  });
});

describe('webhook endpoints without WEBHOOKS_ALLOW_PRIVATE', () => {
  let test: TestApp;
  let cookie: string;
  beforeAll(async () => {
    test = await createTestApp('sqlite');
    cookie = await logIn(test.app);
  });
  afterAll(async () => {
    await test.close();
  });

  it('refuses addresses that are not https on the internet', async () => {
    const refused: [string, string][] = [
      ['http://hooks.example.com/x', 'The endpoint must be an https:// address'],
      ['https://127.0.0.1/x', 'private, loopback and link-local addresses are refused'],
      ['https://10.1.2.3/x', 'private, loopback and link-local addresses are refused'],
      ['https://169.254.169.254/latest', 'private, loopback and link-local addresses are refused'],
      ['https://[::1]/x', 'private, loopback and link-local addresses are refused'],
      ['https://[::ffff:192.168.1.1]/x', 'private, loopback and link-local addresses are refused'],
      ['https://[64:ff9b::7f00:1]/x', 'private, loopback and link-local addresses are refused'],
      ['https://localhost/x', 'private, loopback and link-local addresses are refused'],
      ['https://user:pass@hooks.example.com/x', 'must not hold a user name or password'],
      ['not a url', 'Enter a full address'],
    ];
    for (const [url, message] of refused) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/admin/webhooks',
        headers: { cookie },
        payload: { url, events: ['completion.created'] },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.body, url).toContain(message);
    }
    const accepted = await test.app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers: { cookie },
      payload: { url: 'https://hooks.example.com/crane', events: ['completion.reset'] },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});
