import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findClosedPort, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import { createDatabase } from '../../db/create-database.ts';
import type { MailSettings } from './mail-settings.ts';
import { enqueueMail } from './outbox.ts';
import { claimMessage, findDueMessages } from './outbox.repository.ts';
import {
  createOutboxWorker,
  persistentFailureAttempts,
  retryDelayMilliseconds,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from './outbox-worker.ts';

const user = 'mailer@example.com';
const password = 'correct-horse-battery-staple';
const from = 'induction@example.com';

const settingsFor = (port: number, loginPassword = password): MailSettings => ({
  host: '127.0.0.1',
  port,
  secure: false,
  user,
  password: loginPassword,
  from,
});

type LogLine = { level: number; msg: string; [field: string]: unknown };

/** A pino logger whose lines the test reads. */
function captureLog() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines, matching: (pattern: RegExp) => lines.filter((line) => pattern.test(line.msg)) };
}

const seconds = (count: number) => count * 1000;

describe('retry delays', () => {
  it('double from 30 seconds and stay at one hour however many attempts failed', () => {
    expect([1, 2, 3, 4, 7].map(retryDelayMilliseconds)).toEqual([
      seconds(30),
      seconds(60),
      seconds(120),
      seconds(240),
      seconds(1920),
    ]);
    expect(retryDelayMilliseconds(8)).toBe(seconds(3600));
    expect(retryDelayMilliseconds(1000)).toBe(seconds(3600));
  });
});

describe.each(databaseKinds)('the mail outbox worker on %s', (kind) => {
  let test: TestApp;
  let clock: Date;
  let log: ReturnType<typeof captureLog>;
  const workers: OutboxWorker[] = [];
  const servers: SmtpTestServer[] = [];

  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await test.app.db.deleteFrom('mail_outbox').execute();
    // The test's clock: messages are queued by it and found due by it.
    clock = new Date(Date.now() + 1000);
    log = captureLog();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  const smtpServer = async (options: Parameters<typeof startSmtpTestServer>[0] = {}) => {
    const server = await startSmtpTestServer({ user, password, ...options });
    servers.push(server);
    return server;
  };
  const worker = (options: Partial<OutboxWorkerOptions> & Pick<OutboxWorkerOptions, 'getMailSettings'>) => {
    const created = createOutboxWorker({ db: test.app.db, log: log.logger, now: () => clock, ...options });
    workers.push(created);
    return created;
  };
  const fixedSettings = (settings: MailSettings | undefined) => () => Promise.resolve(settings);
  const rows = () => test.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const advanceClock = (milliseconds: number) => {
    clock = new Date(clock.getTime() + milliseconds);
  };
  const queue = (count: number, prefix = 'admin') =>
    enqueueMail(
      test.app.db,
      Array.from({ length: count }, (_, index) => ({
        to: `${prefix}-${index + 1}@example.com`,
        subject: `Induction completed ${index + 1}`,
        text: `Message ${index + 1}`,
      })),
      clock,
    );

  it('delivers each queued email to its recipient through a server that requires a login, and only once', async () => {
    const smtp = await smtpServer();
    await enqueueMail(
      test.app.db,
      [
        {
          to: 'first.admin@example.com',
          subject: 'Induction completed: Jo Bloggs',
          text: 'Jo Bloggs completed Site Safety on 24 November 2026.\nRecord: http://localhost:3000/admin/completions',
        },
        {
          to: 'second.admin@example.com',
          subject: 'Induction completed: Sam Smith',
          text: 'Sam Smith completed Crane Basics.',
          html: '<p>Sam Smith completed <b>Crane Basics</b>.</p>',
        },
      ],
      clock,
    );
    const mailer = worker({ getMailSettings: fixedSettings(settingsFor(smtp.port)) });

    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 2, failed: 0 });

    const received = [...smtp.received].sort((a, b) => String(a.envelopeTo).localeCompare(String(b.envelopeTo)));
    expect(received).toMatchObject([
      {
        envelopeTo: ['first.admin@example.com'],
        from,
        to: ['first.admin@example.com'],
        subject: 'Induction completed: Jo Bloggs',
        text: 'Jo Bloggs completed Site Safety on 24 November 2026.\nRecord: http://localhost:3000/admin/completions',
        html: undefined,
      },
      {
        envelopeTo: ['second.admin@example.com'],
        to: ['second.admin@example.com'],
        subject: 'Induction completed: Sam Smith',
        text: 'Sam Smith completed Crane Basics.',
        html: '<p>Sam Smith completed <b>Crane Basics</b>.</p>',
      },
    ]);
    for (const row of await rows()) {
      expect(row.sent_at).not.toBeNull();
      expect(row.attempts).toBe(0);
      expect(row.last_error).toBeNull();
    }
    expect(log.matching(/sent 2 email/)).toHaveLength(1);

    advanceClock(seconds(3600));
    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('sends the attachments of a message byte for byte, with their names and types, in the order queued', async () => {
    const smtp = await smtpServer();
    // Every byte value, and more than one SMTP line or base64 chunk can hold.
    const pdf = new Uint8Array(randomBytes(300_000));
    const notes = Buffer.from('Line one\r\nLine two\n\u0000\u00ff end');
    await enqueueMail(
      test.app.db,
      [
        {
          to: 'worker@example.com',
          subject: 'Your induction certificate: Crane Basics',
          text: 'Thank you.',
          attachments: [
            { fileName: 'certificate-Łukasz-Nowak.pdf', contentType: 'application/pdf', content: pdf },
            { fileName: 'notes.bin', contentType: 'application/octet-stream', content: notes },
          ],
        },
        { to: 'admin@example.com', subject: 'Induction completed', text: 'Plain as ever.' },
      ],
      clock,
    );
    const mailer = worker({ getMailSettings: fixedSettings(settingsFor(smtp.port)) });

    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 2, failed: 0 });

    const [withFiles, plain] = [...smtp.received].sort((a, b) =>
      String(b.envelopeTo).localeCompare(String(a.envelopeTo)),
    );
    expect(withFiles).toMatchObject({ to: ['worker@example.com'], text: 'Thank you.', html: undefined });
    expect(withFiles?.contentType).toMatch(/^multipart\/mixed;/);
    expect(withFiles?.attachments.map((attachment) => [attachment.fileName, attachment.contentType])).toEqual([
      ['certificate-Łukasz-Nowak.pdf', 'application/pdf'],
      ['notes.bin', 'application/octet-stream'],
    ]);
    expect(withFiles?.attachments[0]?.content.equals(pdf)).toBe(true);
    expect(withFiles?.attachments[1]?.content.equals(notes)).toBe(true);
    // A message without attachments is sent as it always was: one plain text part.
    expect(plain).toMatchObject({ to: ['admin@example.com'], text: 'Plain as ever.', attachments: [] });
    expect(plain?.contentType).toMatch(/^text\/plain;/);
    // Once sent, the message stays as the record and its files are gone.
    expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
    expect(await test.app.db.selectFrom('mail_attachments').selectAll().execute()).toEqual([]);
  });

  it('keeps the attachments of a message that could not be sent, and sends them on the next attempt', async () => {
    const port = await findClosedPort();
    const content = new Uint8Array(randomBytes(5_000));
    await enqueueMail(
      test.app.db,
      [
        {
          to: 'worker@example.com',
          subject: 'With a file',
          text: 'See the file.',
          attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', content }],
        },
      ],
      clock,
    );
    const mailer = worker({ getMailSettings: fixedSettings(settingsFor(port)) });
    expect(await mailer.deliverDueMessages()).toMatchObject({ delivered: 0, failed: 1 });
    expect(await test.app.db.selectFrom('mail_attachments').select('file_name').execute()).toEqual([
      { file_name: 'a.pdf' },
    ]);

    const smtp = await smtpServer({ port });
    advanceClock(seconds(31));
    expect(await mailer.deliverDueMessages()).toMatchObject({ delivered: 1, failed: 0 });
    expect(smtp.received[0]?.attachments[0]?.content.equals(content)).toBe(true);
  });

  it('deletes the attachments of a message with the message', async () => {
    await enqueueMail(
      test.app.db,
      [
        {
          to: 'worker@example.com',
          subject: 'With a file',
          text: 'See the file.',
          attachments: [
            { fileName: 'a.pdf', contentType: 'application/pdf', content: new Uint8Array([37, 80, 68, 70]) },
          ],
        },
      ],
      clock,
    );
    const stored = await test.app.db.selectFrom('mail_attachments').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(Buffer.from(stored[0]!.content).equals(Buffer.from('%PDF'))).toBe(true);

    await test.app.db.deleteFrom('mail_outbox').execute();

    expect(await test.app.db.selectFrom('mail_attachments').selectAll().execute()).toEqual([]);
  });

  it('keeps the emails with their attempts and error while the server is down, and sends each once when it is back after the backoff', async () => {
    const port = await findClosedPort();
    await queue(2);
    const mailer = worker({ getMailSettings: fixedSettings(settingsFor(port)) });

    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 2 });
    for (const row of await rows()) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.next_attempt_at).toBe(new Date(clock.getTime() + seconds(30)).toISOString());
    }
    expect(log.matching(/could not send 2 email/)).toHaveLength(1);

    // Not due yet: nothing is tried, nothing changes.
    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 0 });
    const smtp = await smtpServer({ port });
    advanceClock(seconds(29));
    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 0 });
    expect((await rows()).map((row) => row.attempts)).toEqual([1, 1]);

    advanceClock(seconds(2));
    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 2, failed: 0 });
    expect(smtp.received.map((mail) => mail.envelopeTo[0]).sort()).toEqual([
      'admin-1@example.com',
      'admin-2@example.com',
    ]);
    for (const row of await rows()) {
      expect(row).toMatchObject({ attempts: 1, last_error: null });
      expect(row.sent_at).toBe(clock.toISOString());
    }

    advanceClock(seconds(7200));
    await mailer.deliverDueMessages();
    expect(smtp.received).toHaveLength(2);
  });

  it('records a refused login without revealing the password, and sends with corrected settings without a restart', async () => {
    const smtp = await smtpServer();
    await queue(3);
    let settings = settingsFor(smtp.port, 'wrong-password-123');
    const mailer = worker({ getMailSettings: () => Promise.resolve(settings) });

    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 3 });
    // One refused login for the whole round: the other messages are not tried against a server that said no.
    expect(smtp.refusedLogins).toBe(1);
    for (const row of await rows()) {
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row.last_error).toMatch(/EAUTH|Invalid login/);
      expect(row.last_error).not.toContain('wrong-password-123');
      expect(row.last_error!.length).toBeLessThanOrEqual(300);
    }

    settings = settingsFor(smtp.port);
    advanceClock(seconds(31));
    expect(await mailer.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 3, failed: 0 });
    expect(smtp.received).toHaveLength(3);
  });

  it('keeps the emails while email is not configured, says so once, and sends them once it is configured', async () => {
    await queue(2);
    // Not configured until the test says so.
    let settings: MailSettings | undefined = undefined;
    let rounds = 0;
    let onRound: (() => void) | undefined;
    const mailer = worker({
      pollIntervalMilliseconds: 5,
      getMailSettings: () => {
        rounds += 1;
        onRound?.();
        return Promise.resolve(settings);
      },
    });
    mailer.start();
    await new Promise<void>((resolve) => {
      onRound = () => rounds >= 10 && resolve();
    });

    const notConfigured = log.matching(/not configured/);
    expect(notConfigured).toHaveLength(1);
    expect(notConfigured[0]).toMatchObject({ level: 40, waiting: 2 });
    expect(notConfigured[0]?.msg).toContain('2 email(s) wait in the outbox');
    expect((await rows()).map((row) => [row.attempts, row.sent_at, row.last_error])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);

    const smtp = await smtpServer();
    settings = settingsFor(smtp.port);
    await smtp.waitForMessages(2);
    expect(log.matching(/email is configured/)).toHaveLength(1);
    expect(log.matching(/not configured/)).toHaveLength(1);
  });

  it('sends at once when notified instead of waiting for the next poll', async () => {
    const smtp = await smtpServer();
    const mailer = worker({ pollIntervalMilliseconds: 60_000, getMailSettings: fixedSettings(settingsFor(smtp.port)) });
    mailer.start();
    await queue(1);
    mailer.notify();
    await smtp.waitForMessages(1, 3_000);
    expect(smtp.received[0]?.envelopeTo).toEqual(['admin-1@example.com']);
  });

  it('lets only one of two workers that read the same message claim it', async () => {
    await queue(1);
    const [message] = await findDueMessages(test.app.db, clock.toISOString(), 10);
    const lease = new Date(clock.getTime() + 60_000).toISOString();
    expect(await claimMessage(test.app.db, message!, lease)).toBe(true);
    expect(await claimMessage(test.app.db, message!, lease)).toBe(false);
    expect(await findDueMessages(test.app.db, clock.toISOString(), 10)).toEqual([]);
  });

  it('never sends an email twice when two instances on their own connections deliver at the same time', async () => {
    // A slow server keeps both instances busy on the same due messages at once.
    const smtp = await smtpServer({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 10)) });
    await queue(12, 'inductee-admin');
    const other = createDatabase(test.config.database);
    try {
      const settings = fixedSettings(settingsFor(smtp.port));
      const first = worker({ getMailSettings: settings, batchSize: 4 });
      const second = worker({ getMailSettings: settings, batchSize: 4, db: other.db });
      const results = await Promise.all([
        first.deliverDueMessages(),
        second.deliverDueMessages(),
        first.deliverDueMessages(),
        second.deliverDueMessages(),
      ]);
      expect(results.reduce((total, result) => total + result.delivered, 0)).toBe(12);
      // Both instances worked the same queue at the same time.
      expect(results[0].delivered + results[2].delivered).toBeGreaterThan(0);
      expect(results[1].delivered + results[3].delivered).toBeGreaterThan(0);
      const recipients = smtp.received.map((mail) => mail.envelopeTo[0]);
      expect(recipients).toHaveLength(12);
      expect(new Set(recipients).size).toBe(12);
      expect((await rows()).every((row) => row.sent_at !== null)).toBe(true);
    } finally {
      await other.db.destroy();
    }
  });

  it('on stop() finishes the email being sent, records it, and leaves the others queued for the next start', async () => {
    let reportArrival: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (reportArrival = resolve));
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const smtp = await smtpServer({
      beforeAccept: async () => {
        reportArrival();
        await released;
      },
    });
    await queue(3);
    const mailer = worker({ pollIntervalMilliseconds: 60_000, getMailSettings: fixedSettings(settingsFor(smtp.port)) });
    mailer.start();
    await arrived;

    let hasStopped = false;
    const stopping = mailer.stop().then(() => (hasStopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hasStopped).toBe(false);
    release();
    await stopping;

    const [sent, ...waiting] = await rows();
    expect(sent?.sent_at).not.toBeNull();
    for (const row of waiting) {
      expect(row).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
      // Not leased: due as soon as a worker runs again.
      expect(row.next_attempt_at <= clock.toISOString()).toBe(true);
    }
    expect(smtp.received).toHaveLength(1);
  });

  it('keeps trying every hour after many failures, and logs each further failure', async () => {
    const port = await findClosedPort();
    await queue(1);
    await test.app.db
      .updateTable('mail_outbox')
      .set({ attempts: persistentFailureAttempts + 1 })
      .execute();
    const mailer = worker({ getMailSettings: fixedSettings(settingsFor(port)) });

    await mailer.deliverDueMessages();

    const [row] = await rows();
    expect(row).toMatchObject({ attempts: persistentFailureAttempts + 2, sent_at: null });
    expect(row?.next_attempt_at).toBe(new Date(clock.getTime() + seconds(3600)).toISOString());
    const warnings = log.matching(/has failed 12 times/);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, attempts: 12, recipient: 'admin-1@example.com' });
  });
});

describe.each(databaseKinds)("the app's mail worker on %s", (kind) => {
  let test: TestApp;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer({ user, password });
    test = await createTestApp(kind, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_USER: user,
      SMTP_PASSWORD: password,
      SMTP_FROM: from,
    });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('sends with the SMTP_* settings once started', async () => {
    test.app.mailWorker.start();
    await enqueueMail(
      test.app.db,
      [{ to: 'root@example.com', subject: 'Hello', text: 'From the outbox' }],
      test.app.clock.now(),
    );
    test.app.mailWorker.notify();
    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({ from, to: ['root@example.com'], subject: 'Hello', text: 'From the outbox' });
  });
});
