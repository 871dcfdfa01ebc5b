import { parse as parseContentDisposition } from 'content-disposition';
import { completionExpiry, formatDateTime, formatLongDate, type CompletionResponse } from '@crane/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  createMemoryStorage,
  executableBytes,
  filePart,
  jpegBytes,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';
import { extractFlatText, extractText } from '../documents/pdf-tools.ts';
import { completionNotifications } from './completion-notification.ts';

const smtpUser = 'mailer@example.com';
const smtpPassword = 'correct-horse-battery-staple';
const timeZone = 'Australia/Sydney';
const publicUrl = 'https://induction.example.com';

describe.each(databaseKinds)("the worker's certificate email on %s", (kind) => {
  let smtp: SmtpTestServer;
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;

  const smtpEnvironment = () => ({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: smtpUser,
    SMTP_PASSWORD: smtpPassword,
    SMTP_FROM: 'induction@example.com',
  });

  beforeAll(async () => {
    smtp = await startSmtpTestServer({ user: smtpUser, password: smtpPassword });
  });
  afterAll(async () => {
    await smtp.close();
  });
  async function setUp(options: Parameters<typeof createTestApp>[2] = {}) {
    test = await createTestApp(kind, { PUBLIC_URL: publicUrl, TIME_ZONE: timeZone, ...smtpEnvironment() }, options);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
  }
  beforeEach(async () => {
    smtp.received.length = 0;
    await setUp();
  });
  afterEach(async () => {
    await test.close();
  });

  /** An induction of one signed page, read and signed by the worker; answers what completing needs. */
  async function readAndSign(email: string) {
    const { inductionId, pageIds } = await createInduction(
      test.app,
      adminCookie,
      [{ title: 'Acknowledgment', requireSignature: true }],
      { title: 'Crane Site Safety' },
    );
    const start = await startInduction(test.app, email, inductionId);
    const signed = await sign(test.app, { progressId: start.progress.id, pageId: pageIds[0]! }, start.cookie);
    if (signed.statusCode !== 200) throw new Error(signed.body);
    clock.advanceSeconds(5);
    return { inductionId, progressId: start.progress.id, cookie: start.cookie };
  }

  /** Sends the certification form of this journey, with this identification file. */
  const completeWith = (
    journey: { progressId: number; cookie: string },
    identification: Buffer,
    fields: Record<string, string> = {},
  ) =>
    complete(
      test.app,
      [...certificationFields(journey.progressId, fields), filePart('identification', identification, 'passport.jpg')],
      journey.cookie,
    );

  const attachmentRows = () => test.app.db.selectFrom('mail_attachments').selectAll().execute();

  it('arrives through SMTP with the link, the code and the certificate PDF, beside the unchanged email to the admins', async () => {
    const journey = await readAndSign('Lukasz.Nowak@Example.com');
    const { inductionId, progressId } = journey;
    const response = await completeWith(journey, jpegBytes, {
      firstName: 'Łukasz',
      lastName: 'Nowak',
      company: 'Vistula Lifting',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { certificate, completedAt } = response.json<CompletionResponse>();

    expect(await test.app.mailWorker.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 2, failed: 0 });

    const toWorker = smtp.received.filter((mail) => mail.envelopeTo[0] === 'lukasz.nowak@example.com');
    expect(toWorker).toHaveLength(1);
    const [receipt] = toWorker;
    expect(receipt).toMatchObject({
      from: 'induction@example.com',
      to: ['lukasz.nowak@example.com'],
      subject: 'Your induction certificate: Crane Site Safety',
    });
    expect(certificate.verifyUrl).toBe(`${publicUrl}/verify/${certificate.verificationCode}`);
    expect(receipt!.text).toContain('Thank you for completing the induction "Crane Site Safety".');
    expect(receipt!.text).toContain(`Completed: ${formatDateTime(completedAt, timeZone)}`);
    expect(receipt!.text).toContain(
      `Valid until: ${formatLongDate(completionExpiry(completedAt).toISOString(), timeZone)}`,
    );
    expect(receipt!.text).toContain(`\n${certificate.verifyUrl}\n`);
    expect(receipt!.text).toContain(`Verification code: ${certificate.verificationCode}`);

    expect(receipt!.attachments).toHaveLength(1);
    const [attachment] = receipt!.attachments;
    expect(attachment).toMatchObject({ fileName: 'certificate-Łukasz-Nowak.pdf', contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = extractFlatText(attachment!.content);
    expect(text).toContain('Łukasz Nowak');
    expect(text).toContain('Crane Site Safety');
    expect(text).toContain(certificate.verificationCode);

    // The very certificate an administrator downloads for this completion, under the same name.
    const download = await test.app.inject({
      method: 'GET',
      url: `/api/inductions/${inductionId}/progress/${progressId}/certificate`,
      headers: { cookie: adminCookie },
    });
    expect(download.statusCode).toBe(200);
    expect(extractText(attachment!.content)).toBe(extractText(download.rawPayload));
    expect(parseContentDisposition(download.headers['content-disposition']!).parameters['filename']).toBe(
      attachment!.fileName,
    );

    // The administrators' email is what it always was: plain text, nothing attached.
    const [expected] = completionNotifications({
      adminEmails: [firstAdmin.email],
      person: { firstName: 'Łukasz', lastName: 'Nowak', email: 'lukasz.nowak@example.com', company: 'Vistula Lifting' },
      inductionTitle: 'Crane Site Safety',
      completedAt: new Date(completedAt),
      publicUrl,
      timeZone,
    });
    const toAdmin = smtp.received.filter((mail) => mail.envelopeTo[0] === firstAdmin.email);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]).toMatchObject({
      subject: expected!.subject,
      // As the test server reports a text part: without the line end that ends it.
      text: expected!.text.replace(/\n$/, ''),
      attachments: [],
    });
    expect(toAdmin[0]!.contentType).toMatch(/^text\/plain;/);

    // Sent: the messages stay as the record, the PDF does not.
    expect(await attachmentRows()).toEqual([]);
  });

  async function expectNoEmail() {
    expect(await test.app.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    expect(await attachmentRows()).toEqual([]);
    expect(await test.app.mailWorker.deliverDueMessages()).toEqual({ isConfigured: true, delivered: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
  }

  it('queues no email at all when a file of the completion is refused', async () => {
    const refused = await completeWith(await readAndSign('jane@example.com'), executableBytes);
    expect(refused.statusCode).toBe(400);
    await expectNoEmail();
  });

  it('queues no email at all when the completion fails after its certificate was drawn', async () => {
    await test.close();
    const memory = createMemoryStorage({
      onPut: async (count) => {
        // The signature is the first put; the identification, stored after the certificate is drawn, the second.
        if (count === 2) throw new Error('bucket unavailable');
      },
    });
    await setUp({ storage: memory.storage });
    const failed = await completeWith(await readAndSign('jane@example.com'), jpegBytes);
    expect(failed.statusCode).toBe(500);
    expect(await test.app.db.selectFrom('completions').selectAll().execute()).toEqual([]);
    await expectNoEmail();
  });
});
