import type { EmailActionResult, EmailStatus } from '@crane/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findClosedPort, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { loadAppSecret } from '../../lib/app-secret.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { decryptPassword, encryptPassword } from './password-encryption.ts';

const user = 'mailer@crane.example';
const password = 'Smtp-password-of-the-crane-company';
const from = 'Crane Safety Induction <induction@crane.example>';

describe.each(databaseKinds)('email settings on %s', (kind) => {
  let smtp: SmtpTestServer;
  let test: TestApp;
  let cookie: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ user, password });
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await test.close();
  });

  const open = async (env: Record<string, string> = {}) => {
    test = await createTestApp(kind, env);
    cookie = await logIn(test.app);
  };
  const call = (method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse> =>
    payload === undefined
      ? test.app.inject({ method, url, headers: { cookie } })
      : test.app.inject({ method, url, headers: { cookie }, payload });
  const status = async () => {
    const response = await call('GET', '/api/admin/email/status');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailStatus>();
  };
  const configure = (settings: Record<string, unknown>) =>
    call('POST', '/api/admin/email/configure', {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      user,
      password,
      from,
      ...settings,
    });
  const action = async (url: string, payload?: object) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EmailActionResult>();
  };

  it('says email is not configured without settings, with the default port', async () => {
    await open();
    expect(await status()).toEqual({
      configured: false,
      source: 'none',
      settings: { host: '', port: 587, secure: false, user: '', from: '' },
      hasPassword: false,
    });
    const verify = await call('POST', '/api/admin/email/verify');
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toEqual({
      message: 'Email is not configured: save the SMTP settings first, or set SMTP_HOST and SMTP_FROM',
    });
  });

  it('saves the settings, answers them without the password, and stores the password encrypted', async () => {
    await open();
    const saved = await configure({});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: `Emails are now sent through 127.0.0.1:${smtp.port} as ${user}.`,
    });
    expect(saved.body).not.toContain(password);

    const response = await call('GET', '/api/admin/email/status');
    expect(response.body).not.toContain(password);
    expect(response.json()).toEqual({
      configured: true,
      source: 'database',
      settings: { host: '127.0.0.1', port: smtp.port, secure: false, user, from },
      hasPassword: true,
    });

    const row = await test.app.db.selectFrom('email_settings').selectAll().executeTakeFirstOrThrow();
    expect(row.encrypted_password).not.toContain(password);
    expect(row.encrypted_password).toMatch(/^v1\./);
    // The key is outside the database: the app secret in DATA_DIR.
    const secret = await loadAppSecret(test.config);
    expect(decryptPassword(secret, row.encrypted_password!)).toBe(password);
  });

  it('verifies the login for real and sends a test email that arrives', async () => {
    await open();
    await configure({});
    const verified = await action('/api/admin/email/verify');
    expect(verified).toEqual({
      success: true,
      message: `Connected to 127.0.0.1:${smtp.port} with STARTTLS when the server offers it; logged in as ${user}.`,
    });
    expect(smtp.received).toHaveLength(0);

    const sent = await action('/api/admin/email/test', { email: ' Checker@Crane.example ' });
    expect(sent.success).toBe(true);
    expect(sent.message).toMatch(/^Test email sent to Checker@Crane\.example\. The server answered: 250 /);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({
      envelopeTo: ['Checker@crane.example'],
      from: 'induction@crane.example',
      subject: 'Test email from the Safety Induction System',
    });
    expect(mail?.text).toContain('Sent by root@example.com');
  });

  it('reports the server refusing a wrong password, without the password', async () => {
    await open();
    const refusedBefore = smtp.refusedLogins;
    await configure({ password: 'wrong-password-123' });
    const verified = await action('/api/admin/email/verify');
    expect(verified.success).toBe(false);
    expect(verified.message).toMatch(
      new RegExp(`^Failed to connect to the email server 127\\.0\\.0\\.1:${smtp.port}: EAUTH: Invalid login: 535`),
    );
    expect(verified.message).not.toContain('wrong-password-123');
    expect(smtp.refusedLogins).toBe(refusedBefore + 1);

    const sent = await action('/api/admin/email/test', { email: 'checker@crane.example' });
    expect(sent.success).toBe(false);
    expect(sent.message).toMatch(/did not accept the test email: EAUTH: Invalid login/);
    expect(smtp.received).toHaveLength(0);
  });

  it('keeps the saved password when saved again with an empty one', async () => {
    await open();
    await configure({});
    const before = await test.app.db.selectFrom('email_settings').selectAll().executeTakeFirstOrThrow();
    const saved = await configure({ password: '', from: 'induction@crane.example' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await test.app.db.selectFrom('email_settings').selectAll().executeTakeFirstOrThrow();
    expect(after.encrypted_password).toBe(before.encrypted_password);
    expect(after.from_address).toBe('induction@crane.example');
    expect((await action('/api/admin/email/verify')).success).toBe(true);
    expect(await test.app.db.selectFrom('email_settings').selectAll().execute()).toHaveLength(1);
  });

  it('keeps a password only for its host and user: changed, it must be typed again, so Verify never sends it elsewhere', async () => {
    await open({ SMTP_HOST: 'smtp.provider.example', SMTP_USER: user, SMTP_PASSWORD: password, SMTP_FROM: from });
    const refused = { field: 'password', message: 'Enter the SMTP password again: the host or user changed' };
    // The environment's password, for another host, or another user at its host.
    for (const settings of [{}, { host: 'smtp.provider.example', user: 'someone-else' }]) {
      const moved = await configure({ password: '', ...settings });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json<{ errors: unknown[] }>().errors).toEqual([refused]);
    }
    expect(await test.app.db.selectFrom('email_settings').selectAll().execute()).toEqual([]);

    // A saved password, for another host: nothing changes, and Verify still logs in where it was saved.
    expect((await configure({})).statusCode).toBe(200);
    const before = await test.app.db.selectFrom('email_settings').selectAll().executeTakeFirstOrThrow();
    const moved = await configure({ host: 'localhost', password: '' });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json<{ errors: unknown[] }>().errors).toEqual([refused]);
    expect(await test.app.db.selectFrom('email_settings').selectAll().executeTakeFirstOrThrow()).toEqual(before);
    // Typed again, it is kept for the new host; the host's spelling in capitals is the same host.
    expect((await configure({ host: 'localhost' })).statusCode).toBe(200);
    expect((await configure({ host: 'LOCALHOST', password: '' })).statusCode).toBe(200);
    expect((await action('/api/admin/email/verify')).success).toBe(true);
  });

  it('refuses an empty password when none is kept, and missing or malformed fields, changing nothing', async () => {
    await open();
    const noPassword = await configure({ password: '' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      message: 'password: SMTP password is required: no password is saved yet',
      errors: [{ field: 'password', message: 'SMTP password is required: no password is saved yet' }],
    });

    const missing = await configure({ host: ' ', user: '', from: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'host', message: 'SMTP host is required' },
      { field: 'user', message: 'SMTP user is required' },
      { field: 'from', message: 'From address is required' },
    ]);
    const badFrom = await configure({ from: 'not an address' });
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json()).toMatchObject({
      message: 'from: From address must be an email address, optionally with a name: Name <address@example.com>',
    });
    const badPort = await configure({ port: 70000 });
    expect(badPort.statusCode).toBe(400);
    expect(badPort.json()).toMatchObject({ message: 'port: Port must be between 1 and 65535' });
    const badHost = await configure({ host: 'smtp://mail.example.com' });
    expect(badHost.statusCode).toBe(400);
    expect(await test.app.db.selectFrom('email_settings').selectAll().execute()).toEqual([]);

    const noAddress = await call('POST', '/api/admin/email/test', { email: '' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({ message: 'email: Please enter an email address to send the test to' });
  });

  it('falls back to port 587 for a port that is not a number (spec §5)', async () => {
    await open();
    expect((await configure({ port: 'abc' })).statusCode).toBe(200);
    expect((await status()).settings.port).toBe(587);
    expect((await configure({ port: '2525' })).statusCode).toBe(200);
    expect((await status()).settings.port).toBe(2525);
    expect((await configure({ port: 465, secure: true })).statusCode).toBe(200);
    expect((await status()).settings).toMatchObject({ port: 465, secure: true });
  });

  it('overrides the SMTP_* variables, and keeps their password when saved with an empty one', async () => {
    await open({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(await findClosedPort()),
      SMTP_USER: user,
      SMTP_PASSWORD: password,
      SMTP_FROM: 'env@crane.example',
    });
    const fromEnvironment = await status();
    expect(fromEnvironment).toMatchObject({ configured: true, source: 'environment', hasPassword: true });
    expect(fromEnvironment.settings).toMatchObject({ host: '127.0.0.1', user, from: 'env@crane.example' });
    expect((await action('/api/admin/email/verify')).success).toBe(false);

    // The form shows the environment's settings; the administrator corrects the port only.
    await configure({ password: '', from: 'env@crane.example' });
    expect(await status()).toMatchObject({ source: 'database', settings: { port: smtp.port } });
    expect((await action('/api/admin/email/verify')).success).toBe(true);
  });

  it('delivers a message that waited in the outbox as soon as email is configured, without a restart', async () => {
    await open();
    test.app.mailWorker.start();
    await enqueueMail(
      test.app.db,
      [{ to: 'admin@crane.example', subject: 'Waiting', text: 'Queued before' }],
      test.app.clock.now(),
    );
    test.app.mailWorker.notify();
    // Give the worker a round in which email is not configured.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = await test.app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ sent_at: null, attempts: 0 });

    expect((await configure({})).statusCode).toBe(200);
    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({ envelopeTo: ['admin@crane.example'], subject: 'Waiting', text: 'Queued before' });
    await expect
      .poll(
        async () => (await test.app.db.selectFrom('mail_outbox').select('sent_at').executeTakeFirstOrThrow()).sent_at,
      )
      .not.toBeNull();
  });

  it('says the saved password cannot be read after the app secret changed, and the worker keeps the mail', async () => {
    await open();
    await configure({});
    await test.app.db
      .updateTable('email_settings')
      .set({ encrypted_password: encryptPassword('another-secret-of-at-least-32-characters', password) })
      .execute();
    const verify = await call('POST', '/api/admin/email/verify');
    expect(verify.statusCode).toBe(409);
    expect(verify.json<{ message: string }>().message).toMatch(/^The saved SMTP password cannot be decrypted/);
    await enqueueMail(
      test.app.db,
      [{ to: 'admin@crane.example', subject: 'Kept', text: 'Kept' }],
      test.app.clock.now(),
    );
    expect(await test.app.mailWorker.deliverDueMessages()).toEqual({ isConfigured: false, delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('is for signed-in administrators only', async () => {
    await open();
    for (const [method, url] of [
      ['GET', '/api/admin/email/status'],
      ['POST', '/api/admin/email/configure'],
      ['POST', '/api/admin/email/verify'],
      ['POST', '/api/admin/email/test'],
    ] as const) {
      const response = await test.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
