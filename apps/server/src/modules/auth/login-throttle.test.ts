import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { loginFailureWindowMilliseconds, maxLoginFailures } from './login-throttle.ts';

const simultaneousGuesses = 200;

describe.each(databaseKinds)('the login throttle on %s', (kind) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  const login = (password: string, remoteAddress: string, email = firstAdmin.email) =>
    test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  const countStatuses = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>(
      (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
      {},
    );

  /** Moves the app's clock on; the throttle reads its time from there. */
  const moveClockOn = (milliseconds: number) => {
    const moved = new Date(test.app.clock.now().getTime() + milliseconds);
    test.app.clock.now = () => new Date(moved);
  };

  it('verifies at most the limit of 200 simultaneous guesses from one address, the right password last', async () => {
    const passwords = [
      ...Array.from({ length: simultaneousGuesses - 1 }, (_, index) => `wrong-password-${index}`),
      firstAdmin.password,
    ];
    const responses = await Promise.all(passwords.map((password) => login(password, '10.20.0.1')));
    const counts = countStatuses(responses.map((response) => response.statusCode));
    // Each 401 is one password verification that failed: at most the limit ever ran.
    expect(counts[401] ?? 0).toBeLessThanOrEqual(maxLoginFailures);
    expect((counts[401] ?? 0) + (counts[429] ?? 0) + (counts[200] ?? 0)).toBe(simultaneousGuesses);
    expect(counts[429]).toBeGreaterThanOrEqual(simultaneousGuesses - maxLoginFailures - 1);
    // Refused attempts leave no trace; each verified failure leaves one row per key.
    const rows = await test.app.db.selectFrom('login_failures').select('key').execute();
    expect(rows.filter((row) => row.key === 'ip:10.20.0.1')).toHaveLength(counts[401] ?? 0);
  });

  it('verifies at most the limit of 200 simultaneous guesses of the current password', async () => {
    const cookie = await logIn(test.app);
    const passwords = [
      ...Array.from({ length: simultaneousGuesses - 1 }, (_, index) => `wrong-password-${index}`),
      firstAdmin.password,
    ];
    const responses = await Promise.all(
      passwords.map((currentPassword) =>
        test.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers: { cookie },
          payload: { currentPassword, newPassword: 'brand-new-password' },
        }),
      ),
    );
    const counts = countStatuses(responses.map((response) => response.statusCode));
    // Each 400 "Current password is incorrect" is one verification that failed.
    expect(counts[400] ?? 0).toBeLessThanOrEqual(maxLoginFailures);
    expect(counts[429]).toBeGreaterThanOrEqual(simultaneousGuesses - maxLoginFailures - 1);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: 'Too many wrong current passwords. Please wait 15 minutes and try again.',
    });
  });

  it('refuses a change of password after 10 wrong current passwords until the window has passed', async () => {
    const cookie = await logIn(test.app);
    const changePassword = (currentPassword: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { cookie },
        payload: { currentPassword, newPassword: 'brand-new-password' },
      });
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      expect((await changePassword('wrong-password')).statusCode).toBe(400);
    }
    expect((await changePassword(firstAdmin.password)).statusCode).toBe(429);
    moveClockOn(loginFailureWindowMilliseconds + 1000);
    expect((await changePassword(firstAdmin.password)).statusCode).toBe(200);
  });

  it('lets the admin in from a clean address after ten wrong passwords from ten other addresses', async () => {
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      expect((await login('wrong-password', `10.30.0.${attempt + 1}`)).statusCode).toBe(401);
    }
    // The email is limited: a further guess from a guessing address is refused, even with the right password.
    expect((await login(firstAdmin.password, '10.30.0.1')).statusCode).toBe(429);
    // An eleventh address with no failures of its own is verified, and the right password lets the admin in.
    expect((await login(firstAdmin.password, '10.30.0.99')).statusCode).toBe(200);
  });

  it('gives a fresh address one guess while the email is limited, then refuses it', async () => {
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      await login('wrong-password', `10.31.0.${attempt + 1}`);
    }
    expect((await login('wrong-password', '10.31.1.1')).statusCode).toBe(401);
    const refused = await login(firstAdmin.password, '10.31.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
    });
    // An address that failed on another email also counts as having recent failures.
    await login('wrong-password', '10.31.2.1', 'someone-else@example.com');
    expect((await login(firstAdmin.password, '10.31.2.1')).statusCode).toBe(429);
    moveClockOn(loginFailureWindowMilliseconds + 1000);
    expect((await login(firstAdmin.password, '10.31.1.1')).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network as one address', async () => {
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      await login('wrong-password', `2001:db8:1:2::${(attempt + 1).toString(16)}`, `guess${attempt}@example.com`);
    }
    expect((await login(firstAdmin.password, '2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await login(firstAdmin.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('writes one audit entry for the refusals of a network in a window, not one per request', async () => {
    const throttled = () =>
      test.app.db
        .selectFrom('audit_log')
        .select(['actor_email', 'client_address'])
        .where('action', '=', 'sign-in-throttled')
        .orderBy('id')
        .execute();
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      expect((await login('wrong-password', '10.33.0.1', `flood${attempt}@example.com`)).statusCode).toBe(401);
    }
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await login('wrong-password', '10.33.0.1', `flood-more${attempt}@example.com`)).statusCode).toBe(429);
    }
    // Another address keeps its own first entry.
    for (let attempt = 0; attempt <= maxLoginFailures; attempt += 1) await login('wrong-password', '10.34.0.1');
    expect(await throttled()).toEqual([
      { actor_email: 'flood-more0@example.com', client_address: '10.33.0.1' },
      { actor_email: firstAdmin.email, client_address: '10.34.0.1' },
    ]);
    // Each refusal still is refused; the next window's first is written again.
    moveClockOn(loginFailureWindowMilliseconds + 1000);
    for (let attempt = 0; attempt <= maxLoginFailures; attempt += 1) await login('wrong-password', '10.33.0.1');
    expect(await throttled()).toHaveLength(3);
  });

  it('ages failures out by the app clock', async () => {
    for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
      await login('wrong-password', '10.32.0.1', `guess${attempt}@example.com`);
    }
    expect((await login(firstAdmin.password, '10.32.0.1')).statusCode).toBe(429);
    moveClockOn(loginFailureWindowMilliseconds - 60_000);
    expect((await login(firstAdmin.password, '10.32.0.1')).statusCode).toBe(429);
    moveClockOn(61_000);
    expect((await login(firstAdmin.password, '10.32.0.1')).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('client addresses behind a proxy on %s', (kind) => {
  const proxy = '10.40.0.1';
  const loginThroughProxy = (test: TestApp, clientAddress: string, password: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: proxy,
      headers: { 'x-forwarded-for': clientAddress },
      payload: { email: `guess-${clientAddress.replace(/[^0-9a-z]+/g, '-')}@example.com`, password },
    });

  it('with TRUST_PROXY=1, limits each client of X-Forwarded-For on its own', async () => {
    const test = await createTestApp(kind, { TRUST_PROXY: '1' });
    try {
      for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
        expect((await loginThroughProxy(test, '198.51.100.7', 'wrong-password')).statusCode).toBe(401);
      }
      expect((await loginThroughProxy(test, '198.51.100.7', 'wrong-password')).statusCode).toBe(429);
      // Another client behind the same proxy is not limited by the first one's failures.
      expect((await loginThroughProxy(test, '198.51.100.8', 'wrong-password')).statusCode).toBe(401);
      const keys = await test.app.db.selectFrom('login_failures').select('key').distinct().execute();
      expect(keys.map((row) => row.key)).toContain('ip:198.51.100.7');
      expect(keys.map((row) => row.key)).not.toContain(`ip:${proxy}`);
    } finally {
      await test.close();
    }
  });

  it('with TRUST_PROXY=1, takes the address the proxy saw, not one the client added to the header', async () => {
    const test = await createTestApp(kind, { TRUST_PROXY: '1' });
    try {
      for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
        await loginThroughProxy(test, `203.0.113.${attempt + 1}, 198.51.100.9`, 'wrong-password');
      }
      const keys = await test.app.db.selectFrom('login_failures').select('key').distinct().execute();
      expect(keys.map((row) => row.key).filter((key) => key.startsWith('ip:'))).toEqual(['ip:198.51.100.9']);
    } finally {
      await test.close();
    }
  });

  it('with TRUST_PROXY listing the proxy, believes X-Forwarded-For from it only', async () => {
    const test = await createTestApp(kind, { TRUST_PROXY: `10.40.0.0/16, 192.0.2.1` });
    try {
      await loginThroughProxy(test, '198.51.100.10', 'wrong-password');
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.99.0.1',
        headers: { 'x-forwarded-for': '198.51.100.11' },
        payload: { email: firstAdmin.email, password: 'wrong-password' },
      });
      const keys = await test.app.db.selectFrom('login_failures').select('key').distinct().execute();
      expect(
        keys
          .map((row) => row.key)
          .filter((key) => key.startsWith('ip:'))
          .sort(),
      ).toEqual(['ip:10.99.0.1', 'ip:198.51.100.10']);
    } finally {
      await test.close();
    }
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For and counts the proxy’s address', async () => {
    const test = await createTestApp(kind);
    try {
      for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
        await loginThroughProxy(test, `198.51.100.${attempt + 1}`, 'wrong-password');
      }
      expect((await loginThroughProxy(test, '198.51.100.99', 'wrong-password')).statusCode).toBe(429);
      const keys = await test.app.db.selectFrom('login_failures').select('key').distinct().execute();
      expect(keys.map((row) => row.key)).toContain(`ip:${proxy}`);
    } finally {
      await test.close();
    }
  });
});
