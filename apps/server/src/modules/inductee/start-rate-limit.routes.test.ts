import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { controlClock, createInduction, requestStart, submitCode, submitLink } from '../../../test/inductee-journey.ts';
import { createSecondInstance, createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

describe.each(databaseKinds)('the limits on starting inductions and looking up an email on %s', (kind) => {
  let test: TestApp;
  let inductionId: number;
  let clock: ReturnType<typeof controlClock>;
  const setUp = async (env: Record<string, string> = {}) => {
    test = await createTestApp(kind, env);
    clock = controlClock(test.app);
    ({ inductionId } = await createInduction(test.app, await logIn(test.app), [{ title: 'Welcome' }]));
  };
  afterEach(async () => {
    await test.close();
  });

  const startFrom = (remoteAddress: string, index: number, app = test.app) =>
    requestStart(app, `worker${index}@site.example`, inductionId, { remoteAddress });

  describe('by default', () => {
    beforeEach(async () => {
      await setUp();
    });

    it('allows 30 starts a minute from one address, then answers 429 with Retry-After until the minute is over', async () => {
      // At the start of a minute, so that all 31 fall in one window.
      clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
      for (let index = 0; index < 30; index += 1) {
        expect((await startFrom('203.0.113.7', index)).statusCode).toBe(200);
      }
      clock.advanceSeconds(20);
      const refused = await startFrom('203.0.113.7', 30);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('40');
      expect(refused.json()).toEqual({
        message: 'Too many inductions started from this address. Please wait 40 seconds and try again.',
      });
      expect(refused.cookies).toEqual([]);
      // Nothing was started by the refused request.
      const rows = await test.app.db.selectFrom('inductee_progress').select('email').execute();
      expect(rows.map((row) => row.email)).not.toContain('worker30@site.example');

      expect((await startFrom('198.51.100.2', 31)).statusCode).toBe(200);
      clock.advanceSeconds(40);
      expect((await startFrom('203.0.113.7', 32)).statusCode).toBe(200);
    });

    it('limits code and link submissions from one address to 10 a minute', async () => {
      clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
      for (let index = 0; index < 5; index += 1) {
        const code = await submitCode(
          test.app,
          { email: 'nobody@site.example', inductionId, code: '123456' },
          { remoteAddress: '203.0.113.9' },
        );
        expect(code.statusCode).toBe(404);
        expect((await submitLink(test.app, 'B'.repeat(43), { remoteAddress: '203.0.113.9' })).statusCode).toBe(410);
      }
      const refused = await submitLink(test.app, 'B'.repeat(43), { remoteAddress: '203.0.113.9' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.json()).toEqual({
        message: 'Too many codes tried from this address. Please wait 60 seconds and try again.',
      });
      expect((await submitLink(test.app, 'B'.repeat(43), { remoteAddress: '198.51.100.2' })).statusCode).toBe(410);
    });
  });

  describe('looking up an email', () => {
    const lookUp = (remoteAddress: string, index: number, headers: Record<string, string> = {}, app = test.app) =>
      app.inject({ method: 'GET', url: `/api/inductee/worker${index}@site.example/progress`, remoteAddress, headers });

    it("allows 90 lookups a minute from one address, then answers 429 in the worker's language until the minute is over", async () => {
      await setUp();
      clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
      for (let index = 0; index < 90; index += 1) {
        expect((await lookUp('203.0.113.7', index)).statusCode).toBe(200);
      }
      clock.advanceSeconds(15);
      const refused = await lookUp('203.0.113.7', 90);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('45');
      expect(refused.json()).toEqual({
        message: 'Too many email addresses were looked up from this connection. Please wait 45 seconds and try again.',
      });
      const inSpanish = await lookUp('203.0.113.7', 91, { 'accept-language': 'es' });
      expect(inSpanish.statusCode).toBe(429);
      expect(inSpanish.json()).toEqual({
        message:
          'Se consultaron demasiados correos electrónicos desde esta conexión. Espere 45 segundos e inténtelo de nuevo.',
      });

      expect((await lookUp('198.51.100.2', 92)).statusCode).toBe(200);
      clock.advanceSeconds(45);
      expect((await lookUp('203.0.113.7', 93)).statusCode).toBe(200);
    });

    it('takes its limit from INDUCTEE_LOOKUP_LIMIT_PER_MINUTE and shares it between instances on one database', async () => {
      await setUp({ INDUCTEE_LOOKUP_LIMIT_PER_MINUTE: '2' });
      const second = await createSecondInstance(test);
      try {
        second.app.clock.now = test.app.clock.now;
        clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
        expect((await lookUp('203.0.113.7', 0)).statusCode).toBe(200);
        expect((await lookUp('203.0.113.7', 1, {}, second.app)).statusCode).toBe(200);
        expect((await lookUp('203.0.113.7', 2)).statusCode).toBe(429);
        expect((await lookUp('203.0.113.7', 3, {}, second.app)).statusCode).toBe(429);
        // Starting is counted apart.
        expect((await startFrom('203.0.113.7', 4)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  });

  it('counts every address of one IPv6 /64 network as one client, for starts, lookups and code tries', async () => {
    await setUp({ INDUCTEE_START_LIMIT_PER_MINUTE: '2', INDUCTEE_LOOKUP_LIMIT_PER_MINUTE: '2' });
    clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
    // A new source address for each request, as a client holding a /64 can make at will.
    let host = 0;
    const inNetwork = () => `2001:db8:5:6::${(host += 1).toString(16)}`;
    const lookUp = (remoteAddress: string, index: number) =>
      test.app.inject({ method: 'GET', url: `/api/inductee/worker${index}@site.example/progress`, remoteAddress });

    expect((await startFrom(inNetwork(), 0)).statusCode).toBe(200);
    expect((await startFrom(inNetwork(), 1)).statusCode).toBe(200);
    expect((await startFrom(inNetwork(), 2)).statusCode).toBe(429);

    expect((await lookUp(inNetwork(), 0)).statusCode).toBe(200);
    expect((await lookUp(inNetwork(), 1)).statusCode).toBe(200);
    expect((await lookUp(inNetwork(), 2)).statusCode).toBe(429);

    for (let index = 0; index < 10; index += 1) {
      expect((await submitLink(test.app, 'B'.repeat(43), { remoteAddress: inNetwork() })).statusCode).toBe(410);
    }
    expect((await submitLink(test.app, 'B'.repeat(43), { remoteAddress: inNetwork() })).statusCode).toBe(429);

    // The next /64 is another client; an IPv4-mapped address counts as its IPv4 address.
    expect((await startFrom('2001:db8:5:7::1', 3)).statusCode).toBe(200);
    expect((await startFrom('203.0.113.40', 4)).statusCode).toBe(200);
    expect((await startFrom('::ffff:203.0.113.40', 5)).statusCode).toBe(200);
    expect((await startFrom('::ffff:203.0.113.40', 6)).statusCode).toBe(429);
  });

  it('takes its limit from INDUCTEE_START_LIMIT_PER_MINUTE and shares it between instances on one database', async () => {
    await setUp({ INDUCTEE_START_LIMIT_PER_MINUTE: '3' });
    const second = await createSecondInstance(test);
    try {
      second.app.clock.now = test.app.clock.now;
      clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60));
      expect((await startFrom('203.0.113.7', 0)).statusCode).toBe(200);
      expect((await startFrom('203.0.113.7', 1, second.app)).statusCode).toBe(200);
      expect((await startFrom('203.0.113.7', 2)).statusCode).toBe(200);
      expect((await startFrom('203.0.113.7', 3, second.app)).statusCode).toBe(429);
      expect((await startFrom('203.0.113.7', 4)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
