import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findClosedPort, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createSmtpTransport, describeMailError, isConnectionError, maximumErrorLength } from './mail-transport.ts';

const settings = (port: number, password: string) => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user: 'mailer',
  password,
  from: 'Crane Safety <induction@example.com>',
});

describe('the SMTP transport', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ user: 'mailer', password: 'right-password' });
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends from the configured address after logging in', async () => {
    const transport = createSmtpTransport(settings(smtp.port, 'right-password'));
    await transport.send({ to: 'admin@example.com', subject: 'Subject', text: 'Body' });
    transport.close();
    expect(smtp.received.at(-1)).toMatchObject({
      envelopeTo: ['admin@example.com'],
      from: 'induction@example.com',
      subject: 'Subject',
      text: 'Body',
    });
  });

  it('verifies the login without sending, and fails verification with a wrong password', async () => {
    const before = smtp.received.length;
    await expect(createSmtpTransport(settings(smtp.port, 'right-password')).verify()).resolves.toBeUndefined();
    const error: unknown = await createSmtpTransport(settings(smtp.port, 'wrong-password'))
      .verify()
      .catch((caught: unknown) => caught);
    expect(isConnectionError(error)).toBe(true);
    expect(describeMailError(error)).toMatch(/^EAUTH: Invalid login/);
    expect(smtp.received.length).toBe(before);
  });

  it('reports an unreachable server as a connection error', async () => {
    const error: unknown = await createSmtpTransport(settings(await findClosedPort(), 'any'))
      .send({ to: 'admin@example.com', subject: 'Subject', text: 'Body' })
      .catch((caught: unknown) => caught);
    expect(isConnectionError(error)).toBe(true);
    expect(describeMailError(error)).toMatch(/ECONNREFUSED/);
  });
});

describe('mail error descriptions', () => {
  it('are one short line with the code and without the password', () => {
    const error = Object.assign(new Error('535 login\n  refused for user with password hunter2-secret'), {
      code: 'EAUTH',
    });
    expect(describeMailError(error, { password: 'hunter2-secret' })).toBe(
      'EAUTH: 535 login refused for user with password ***',
    );
    const long = describeMailError(new Error('x'.repeat(1000)));
    expect(long).toHaveLength(maximumErrorLength);
    expect(describeMailError('not an error')).toBe('not an error');
    expect(isConnectionError(new Error('plain'))).toBe(false);
  });
});
