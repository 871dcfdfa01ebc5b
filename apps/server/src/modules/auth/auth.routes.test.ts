import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  databaseKinds,
  firstAdmin,
  logIn,
  sessionCookie,
  type TestApp,
} from '../../../test/test-app.ts';
import { maxLoginFailures } from './login-throttle.ts';

describe.each(databaseKinds)('admin authentication on %s', (kind) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  const login = (payload: unknown, remoteAddress = '10.1.1.1') =>
    test.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, remoteAddress });
  const me = (cookie?: string) =>
    test.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  async function registerAs(cookie: string, payload: Record<string, unknown>) {
    return test.app.inject({ method: 'POST', url: '/api/auth/register', headers: { cookie }, payload });
  }

  describe('login', () => {
    it('signs in with the right password and sets an httpOnly, SameSite=Lax session cookie', async () => {
      const response = await login({ email: firstAdmin.email, password: firstAdmin.password });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: { id: expect.any(Number), name: firstAdmin.name, email: firstAdmin.email, role: 'super_admin' },
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'admin_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      // 32 random bytes, base64url: at least 128 bits of entropy.
      expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
      expect((await me(sessionCookie(response))).json()).toMatchObject({ email: firstAdmin.email });
    });

    it('accepts the email in any case and with surrounding spaces', async () => {
      const response = await login({ email: `  ${firstAdmin.email.toUpperCase()} `, password: firstAdmin.password });
      expect(response.statusCode).toBe(200);
    });

    it('gives a new session on every login', async () => {
      const first = await logIn(test.app);
      const second = await logIn(test.app);
      expect(first).not.toBe(second);
      expect((await me(first)).statusCode).toBe(200);
      expect((await me(second)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email identically', async () => {
      const wrongPassword = await login({ email: firstAdmin.email, password: 'not-the-password' });
      const unknownEmail = await login({ email: 'nobody@example.com', password: 'not-the-password' });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual({ message: 'Invalid email or password' });
      expect(unknownEmail.body).toBe(wrongPassword.body);
      expect(wrongPassword.cookies).toHaveLength(0);
    });

    it('takes about as long for an unknown email as for a wrong password', async () => {
      const timeLogin = async (email: string, attempt: number) => {
        const startedAt = performance.now();
        await login({ email, password: 'wrong-password' }, `10.7.${attempt}.1`);
        return performance.now() - startedAt;
      };
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      const known: number[] = [];
      const unknown: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        known.push(await timeLogin(firstAdmin.email, attempt));
        unknown.push(await timeLogin(`nobody${attempt}@example.com`, attempt + 100));
      }
      // Without the dummy hash the unknown email would answer in a fraction of the time.
      expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
      expect(median(unknown) / median(known)).toBeLessThan(2);
    });

    it('refuses invalid input with the spec messages, naming the field', async () => {
      const badEmail = await login({ email: 'not-an-email', password: 'secret123' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toEqual({
        message: 'email: Please enter a valid email address',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      });
      const shortPassword = await login({ email: firstAdmin.email, password: '12345' });
      expect(shortPassword.statusCode).toBe(400);
      expect(shortPassword.json().errors).toEqual([
        { field: 'password', message: 'Password must be at least 6 characters' },
      ]);
      const missing = await login({});
      expect(missing.statusCode).toBe(400);
      expect(
        missing
          .json()
          .errors.map((error: { field: string }) => error.field)
          .sort(),
      ).toEqual(['email', 'password']);
    });

    it('refuses a body that is not JSON with a 400 and no internals', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON' });
    });

    it('limits an email after 10 failures in 15 minutes for every address that failed, even with the right password', async () => {
      for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
        const response = await login({ email: firstAdmin.email, password: 'wrong-password' }, `10.0.0.${attempt + 1}`);
        expect(response.statusCode).toBe(401);
      }
      // 10.0.0.10 has one failure of its own, far below the address limit: the email's limit refuses it.
      const locked = await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.0.0.10');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        message: 'Too many failed login attempts. Please wait 15 minutes and try again.',
      });
      // Failures older than the window no longer count.
      await test.app.db.updateTable('login_failures').set({ failed_at: '2000-01-01T00:00:00.000Z' }).execute();
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.0.0.10')).statusCode).toBe(
        200,
      );
    });

    it('locks a client address after 10 failures, whatever emails it tries', async () => {
      for (let attempt = 0; attempt < maxLoginFailures; attempt += 1) {
        await login({ email: `guess${attempt}@example.com`, password: 'wrong-password' }, '10.2.2.2');
      }
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.2.2.2')).statusCode).toBe(
        429,
      );
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.3.3.3')).statusCode).toBe(
        200,
      );
    });

    it('forgets an email’s failures after a successful login', async () => {
      for (let attempt = 0; attempt < maxLoginFailures - 1; attempt += 1) {
        await login({ email: firstAdmin.email, password: 'wrong-password' }, `10.4.0.${attempt + 1}`);
      }
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.5.0.1')).statusCode).toBe(
        200,
      );
      expect((await login({ email: firstAdmin.email, password: 'wrong-password' }, '10.5.0.2')).statusCode).toBe(401);
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password }, '10.5.0.3')).statusCode).toBe(
        200,
      );
    });
  });

  describe('sessions', () => {
    it('refuses /me without a cookie, with an unknown token, and after logout', async () => {
      expect((await me()).statusCode).toBe(401);
      expect((await me()).json()).toEqual({ message: 'Authentication required' });
      expect((await me('admin_session=forged-token')).statusCode).toBe(401);
      const cookie = await logIn(test.app);
      const logout = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(logout.statusCode).toBe(200);
      expect(logout.cookies.find((candidate) => candidate.name === 'admin_session')?.value).toBe('');
      expect((await me(cookie)).statusCode).toBe(401);
      expect(await test.app.db.selectFrom('admin_sessions').selectAll().execute()).toHaveLength(0);
    });

    it('stores only a hash of the token', async () => {
      const cookie = await logIn(test.app);
      const token = cookie.split('=')[1] ?? '';
      const rows = await test.app.db.selectFrom('admin_sessions').select('id').execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toContain(token);
      expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    });

    it('ends a session past its absolute expiry', async () => {
      const cookie = await logIn(test.app);
      await test.app.db
        .updateTable('admin_sessions')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('ends a session left idle for more than 12 hours', async () => {
      const cookie = await logIn(test.app);
      const thirteenHoursAgo = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
      await test.app.db.updateTable('admin_sessions').set({ last_seen_at: thirteenHoursAgo }).execute();
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('keeps an idle-but-recent session alive and refreshes its last use', async () => {
      const cookie = await logIn(test.app);
      const elevenHoursAgo = new Date(Date.now() - 11 * 60 * 60 * 1000).toISOString();
      await test.app.db.updateTable('admin_sessions').set({ last_seen_at: elevenHoursAgo }).execute();
      expect((await me(cookie)).statusCode).toBe(200);
      const row = await test.app.db.selectFrom('admin_sessions').select('last_seen_at').executeTakeFirstOrThrow();
      expect(Date.parse(row.last_seen_at)).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  describe('register', () => {
    it('lets a super_admin create an admin and a super_admin', async () => {
      const cookie = await logIn(test.app);
      const created = await registerAs(cookie, {
        name: 'Bea Admin',
        email: 'Bea@Example.com',
        password: 'bea-password',
        role: 'admin',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toEqual({
        id: expect.any(Number),
        name: 'Bea Admin',
        email: 'bea@example.com',
        role: 'admin',
        createdAt: expect.any(String),
        deactivatedAt: null,
      });
      expect(created.body).not.toContain('password');
      const superAdmin = await registerAs(cookie, {
        name: 'Cy Super',
        email: 'cy@example.com',
        password: 'cy-password',
        role: 'super_admin',
      });
      expect(superAdmin.statusCode).toBe(201);
      expect((await logIn(test.app, 'bea@example.com', 'bea-password')).length).toBeGreaterThan(0);
    });

    it('defaults the role to admin', async () => {
      const cookie = await logIn(test.app);
      const created = await registerAs(cookie, { name: 'Dee', email: 'dee@example.com', password: 'dee-password' });
      expect(created.json().role).toBe('admin');
    });

    it('refuses a duplicate email, whatever its case, with 409', async () => {
      const cookie = await logIn(test.app);
      const duplicate = await registerAs(cookie, {
        name: 'Again',
        email: firstAdmin.email.toUpperCase(),
        password: 'again-password',
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json()).toEqual({ message: 'An admin with this email already exists' });
    });

    it('refuses an admin creating a super_admin, but lets them create an admin', async () => {
      const root = await logIn(test.app);
      await registerAs(root, {
        name: 'Plain Admin',
        email: 'plain@example.com',
        password: 'plain-password',
        role: 'admin',
      });
      const plain = await logIn(test.app, 'plain@example.com', 'plain-password');
      const refused = await registerAs(plain, {
        name: 'Sneaky',
        email: 'sneaky@example.com',
        password: 'sneaky-password',
        role: 'super_admin',
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only a super admin can create another super admin' });
      const allowed = await registerAs(plain, {
        name: 'Helper',
        email: 'helper@example.com',
        password: 'helper-password',
        role: 'admin',
      });
      expect(allowed.statusCode).toBe(201);
    });

    it('refuses invalid input with the spec messages', async () => {
      const cookie = await logIn(test.app);
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ name: 'A', email: 'a@example.com', password: 'password1' }, 'name', 'Name must be at least 2 characters'],
        [{ name: 'Al', email: 'nope', password: 'password1' }, 'email', 'Please enter a valid email address'],
        [
          { name: 'Al', email: 'a@example.com', password: 'short' },
          'password',
          'Password must be at least 8 characters',
        ],
        [
          { name: 'Al', email: 'a@example.com', password: 'password1', role: 'owner' },
          'role',
          'Role must be admin or super_admin',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await registerAs(cookie, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([{ field, message }]);
      }
      expect(await test.app.db.selectFrom('admin_users').selectAll().execute()).toHaveLength(1);
    });
  });

  describe('reset-password', () => {
    const changePassword = (cookie: string, payload: Record<string, unknown>) =>
      test.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { cookie }, payload });

    it('changes one’s own password, keeps this session and ends the others', async () => {
      const current = await logIn(test.app);
      const other = await logIn(test.app);
      const response = await changePassword(current, {
        currentPassword: firstAdmin.password,
        newPassword: 'brand-new-password',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Password updated' });
      expect((await me(current)).statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password })).statusCode).toBe(401);
      expect((await login({ email: firstAdmin.email, password: 'brand-new-password' })).statusCode).toBe(200);
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const cookie = await logIn(test.app);
      const response = await changePassword(cookie, {
        currentPassword: 'wrong-password',
        newPassword: 'brand-new-password',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Current password is incorrect' });
      expect((await login({ email: firstAdmin.email, password: firstAdmin.password })).statusCode).toBe(200);
    });

    it('refuses a short new password and a missing current one with the spec messages', async () => {
      const cookie = await logIn(test.app);
      const short = await changePassword(cookie, { currentPassword: firstAdmin.password, newPassword: 'short' });
      expect(short.json().errors).toEqual([
        { field: 'newPassword', message: 'New password must be at least 8 characters' },
      ]);
      const missing = await changePassword(cookie, { currentPassword: '', newPassword: 'long-enough-1' });
      expect(missing.json().errors).toEqual([{ field: 'currentPassword', message: 'Current password is required' }]);
    });
  });

  describe('admins', () => {
    it('lists every admin without password hashes', async () => {
      const cookie = await logIn(test.app);
      await registerAs(cookie, { name: 'Bea Admin', email: 'bea@example.com', password: 'bea-password' });
      const response = await test.app.inject({ method: 'GET', url: '/api/auth/admins', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().map((admin: { email: string }) => admin.email)).toEqual([
        firstAdmin.email,
        'bea@example.com',
      ]);
      expect(response.body).not.toContain('argon2');
    });
  });

  describe('cross-origin requests', () => {
    it('refuses a state-changing request from another origin', async () => {
      const cookie = await logIn(test.app);
      const foreign = await test.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'Cross-origin request refused' });
      const crossSite = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'sec-fetch-site': 'cross-site' },
        payload: { email: firstAdmin.email, password: firstAdmin.password },
      });
      expect(crossSite.statusCode).toBe(403);
      expect((await me(cookie)).statusCode).toBe(200);
    });

    it('accepts the public origin and the origin of the host being addressed', async () => {
      const publicOrigin = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: test.config.publicUrl },
        payload: { email: firstAdmin.email, password: firstAdmin.password },
      });
      expect(publicOrigin.statusCode).toBe(200);
      const sameHost = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' },
        payload: { email: firstAdmin.email, password: firstAdmin.password },
      });
      expect(sameHost.statusCode).toBe(200);
    });
  });
});

describe('the session cookie behind https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const test = await createTestApp('sqlite', { PUBLIC_URL: 'https://induction.example.com' });
    try {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: firstAdmin.email, password: firstAdmin.password },
      });
      expect(response.cookies.find((candidate) => candidate.name === 'admin_session')?.secure).toBe(true);
    } finally {
      await test.close();
    }
  });
});
