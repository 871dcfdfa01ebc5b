import type { AuditPage, CompletionsPage, Licence, LicenceUploadRequest, StoredFilesCheck } from '@crane/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  jpegBytes,
  pngBytes,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { multipartBody, type MultipartPart } from '../../../test/multipart.ts';
import { sha256Hex } from '../../lib/canonical-json.ts';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

const publicUrl = 'https://induction.example.com';

/** Each licence a record of its own: verified or rejected, and corrected through a one-time link (issue 15 §2). */
describe.each(databaseKinds)('licence verification on %s', (kind) => {
  let smtp: SmtpTestServer;
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let inductionId: number;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    test = await createTestApp(kind, {
      PUBLIC_URL: publicUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'induction@example.com',
    });
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    clock.set(new Date('2026-11-25T01:00:00.000Z'));
    ({ inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]));
  });
  afterEach(async () => {
    await test.close();
  });

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload && { payload }) });

  /** Completes with a high risk work licence (C6, DG) and a driver's licence, and answers the record's licences. */
  const completeWithLicences = async (email = 'jane@site.example', induction = inductionId) => {
    const start = await startInduction(test.app, email, induction);
    const response = await complete(
      test.app,
      [
        ...certificationFields(start.progress.id, {
          hrwlNumber: 'HRW 1234',
          hrwlExpiry: '2029-06-30',
          hrwlState: 'NSW',
          hrwlClasses: JSON.stringify(['C6', 'DG']),
          otherLicenses: JSON.stringify([{ name: 'White Card', number: 'WC 77', expiry: '' }]),
        }),
        filePart('identification', jpegBytes, 'passport.jpg'),
        filePart('hrwlFront', jpegBytes),
        filePart('hrwlBack', pngBytes, 'back.png', 'image/png'),
        filePart('driversLicenseFront', jpegBytes),
      ],
      start.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    const completionId = response.json<{ completionId: number }>().completionId;
    return { completionId, licences: await licencesOf(completionId) };
  };
  const licencesOf = async (completionId: number) => {
    const page = await asAdmin('GET', '/api/admin/completions');
    return page.json<CompletionsPage>().items.find((item) => item.id === completionId)!.licences;
  };
  const hrwlOf = (licences: Licence[]) => licences.find((licence) => licence.kind === 'hrwl' && licence.isCurrent)!;

  /** Rejects the licence and answers the token of the one-time link emailed to the worker. */
  const rejectAndReadLink = async (licenceId: number, reason = 'The photo of the back is blurred') => {
    const rejected = await asAdmin('POST', `/api/admin/licences/${licenceId}/reject`, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await test.app.mailWorker.deliverDueMessages();
    const mail = smtp.received.at(-1)!;
    const match = new RegExp(`${publicUrl}/licence-upload/([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
    expect(match, mail.text).not.toBeNull();
    return { mail, token: match![1]! };
  };

  const upload = (token: string, parts: MultipartPart[]) => {
    const body = multipartBody(parts);
    return test.app.inject({
      method: 'POST',
      url: `/api/licence-uploads/${token}`,
      payload: body.payload,
      headers: body.headers,
    });
  };
  const correctedLicence = (overrides: Record<string, string> = {}): MultipartPart[] => [
    ...Object.entries({
      number: 'HRW 1234',
      expiry: '2031-06-30',
      state: 'NSW',
      classes: JSON.stringify(['C1', 'DG']),
      ...overrides,
    }).map(([name, value]) => ({ name, value })),
    filePart('front', jpegBytes),
    filePart('back', jpegBytes),
  ];

  it('records each licence of a completion, pending, with its kind, classes, state, expiry and photos', async () => {
    const { licences } = await completeWithLicences();
    expect(licences).toHaveLength(3);
    expect(licences.map((licence) => [licence.kind, licence.name, licence.status])).toEqual([
      ['drivers', '', 'pending'],
      ['hrwl', '', 'pending'],
      ['other', 'White Card', 'pending'],
    ]);
    const hrwl = hrwlOf(licences);
    expect(hrwl).toMatchObject({ number: 'HRW 1234', state: 'NSW', classes: ['C6', 'DG'], expiry: '2029-06-30' });
    expect(hrwl.frontUrl).toMatch(/^\/api\/files\/identity\//);
    expect(hrwl.backUrl).toMatch(/^\/api\/files\/identity\//);
    // The photo opens for an administrator.
    expect((await asAdmin('GET', hrwl.frontUrl!)).statusCode).toBe(200);
  });

  it('verifies a licence once, with who and when, and writes it to the audit log', async () => {
    const { licences } = await completeWithLicences();
    const hrwl = hrwlOf(licences);
    clock.advanceSeconds(60);
    const verified = await asAdmin('POST', `/api/admin/licences/${hrwl.id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<Licence>()).toMatchObject({
      status: 'verified',
      reviewedBy: 'Root Admin',
      reviewedAt: '2026-11-25T01:01:00.000Z',
    });
    expect((await asAdmin('POST', `/api/admin/licences/${hrwl.id}/verify`)).statusCode).toBe(409);
    expect((await asAdmin('POST', '/api/admin/licences/999999/verify')).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'POST', url: `/api/admin/licences/${hrwl.id}/verify` })).statusCode).toBe(
      401,
    );
    const audit = await asAdmin('GET', '/api/admin/audit?action=licence-verified');
    expect(audit.json<AuditPage>().items[0]).toMatchObject({
      action: 'licence-verified',
      target: { type: 'licence', id: String(hrwl.id), label: 'Jane Rigger, High risk work licence' },
    });
  });

  it('refuses a rejection without a reason of 3 to 500 characters', async () => {
    const { licences } = await completeWithLicences();
    const hrwl = hrwlOf(licences);
    for (const reason of ['', 'no', 'x'.repeat(501)]) {
      const response = await asAdmin('POST', `/api/admin/licences/${hrwl.id}/reject`, { reason });
      expect(response.statusCode).toBe(400);
    }
    expect(hrwlOf(await licencesOf(hrwl.completionId)).status).toBe('pending');
    const mails = await test.app.db.selectFrom('mail_outbox').select('subject').execute();
    expect(mails.filter((mail) => mail.subject.includes('again'))).toEqual([]);
    expect(await test.app.db.selectFrom('licence_upload_links').selectAll().execute()).toEqual([]);
  });

  it('rejects with a reason, emails a one-time link, and takes the corrected licence through it once', async () => {
    const { completionId, licences } = await completeWithLicences();
    await test.app.mailWorker.deliverDueMessages();
    smtp.received.length = 0;
    const hrwl = hrwlOf(licences);
    const { mail, token } = await rejectAndReadLink(hrwl.id);
    expect(mail.to).toEqual(['jane@site.example']);
    expect(mail.subject).toBe('Please upload your high risk work licence again');
    expect(mail.text).toContain('Reason: The photo of the back is blurred');
    expect(mail.text).toContain('The link works once, until December 09, 2026.');
    expect(hrwlOf(await licencesOf(completionId))).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo of the back is blurred',
      reviewedBy: 'Root Admin',
    });
    // Only the token's hash is stored.
    const links = await test.app.db.selectFrom('licence_upload_links').selectAll().execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).not.toContain(token);

    const request = await test.app.inject({ method: 'GET', url: `/api/licence-uploads/${token}` });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json<LicenceUploadRequest>()).toMatchObject({
      purpose: 'correct',
      firstName: 'Jane',
      kind: 'hrwl',
      number: 'HRW 1234',
      classes: ['C6', 'DG'],
      rejectionReason: 'The photo of the back is blurred',
      expiresAt: '2026-12-09T01:00:00.000Z',
    });

    // Refused without the back photo, with an expired licence, or an unknown class; the link stays usable.
    const noBack = await upload(token, correctedLicence().slice(0, -1));
    expect(noBack.statusCode).toBe(400);
    expect(noBack.body).toContain('Add a photo of the back of the licence');
    const expired = await upload(token, correctedLicence({ expiry: '2026-11-24' }));
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toContain('The high risk work licence expired on 2026-11-24');
    const unknownClass = await upload(token, correctedLicence({ classes: JSON.stringify(['ZZ']) }));
    expect(unknownClass.statusCode).toBe(400);
    // A day that is not on the calendar, one not written as a date, or none at all.
    for (const [expiry, message] of [
      ['2031-02-29', 'expiry: The expiry date of the high risk work licence is not a real date'],
      ['2031-13-01', 'expiry: The expiry date of the high risk work licence is not a real date'],
      ['31/01/2031', 'expiry: Enter the expiry date as YYYY-MM-DD'],
      ['', 'expiry: Enter the expiry date'],
    ] as const) {
      const response = await upload(token, correctedLicence({ expiry }));
      expect(response.statusCode, expiry).toBe(400);
      expect(response.json<{ message: string }>().message, expiry).toBe(message);
    }

    const accepted = await upload(token, correctedLicence());
    expect(accepted.statusCode, accepted.body).toBe(201);
    const after = await licencesOf(completionId);
    const corrected = hrwlOf(after);
    expect(corrected).toMatchObject({
      status: 'pending',
      replacesId: hrwl.id,
      classes: ['C1', 'DG'],
      expiry: '2031-06-30',
      isCurrent: true,
    });
    expect(after.find((licence) => licence.id === hrwl.id)).toMatchObject({ status: 'rejected', isCurrent: false });
    expect((await asAdmin('GET', corrected.backUrl!)).statusCode).toBe(200);
    // The replaced licence can no longer be checked; the corrected one can.
    expect((await asAdmin('POST', `/api/admin/licences/${hrwl.id}/verify`)).statusCode).toBe(409);
    expect((await asAdmin('POST', `/api/admin/licences/${corrected.id}/verify`)).statusCode).toBe(200);

    // Used twice: refused, and nothing more is recorded.
    const again = await upload(token, correctedLicence());
    expect(again.statusCode).toBe(410);
    expect(again.json<{ message: string }>().message).toContain('has been used already');
    expect((await test.app.inject({ method: 'GET', url: `/api/licence-uploads/${token}` })).statusCode).toBe(410);
    expect(await licencesOf(completionId)).toHaveLength(4);
  });

  it('refuses a link after 14 days, and one that does not exist', async () => {
    const { licences } = await completeWithLicences();
    const { token } = await rejectAndReadLink(hrwlOf(licences).id);
    clock.advanceSeconds(14 * 24 * 60 * 60);
    const expired = await upload(token, correctedLicence({ expiry: '2031-01-01' }));
    expect(expired.statusCode).toBe(410);
    expect(expired.json<{ message: string }>().message).toBe(
      'This link has expired. Please ask the site office for a new one.',
    );
    const invalid = 'This link is not valid. Use the link of the most recent email, or ask the site office.';
    const unknown = await test.app.inject({ method: 'GET', url: `/api/licence-uploads/${'a'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: invalid });
    // A link cut short by a mail client is answered as an unknown one, not with a field's name.
    for (const cut of ['short', token.slice(0, 12), `${token.slice(0, 30)}%20`]) {
      const malformed = await test.app.inject({ method: 'GET', url: `/api/licence-uploads/${cut}` });
      expect(malformed.statusCode, cut).toBe(404);
      expect(malformed.json(), cut).toEqual({ message: invalid });
    }
  });

  it("refuses a link that cannot be used in the worker's language (decision 36)", async () => {
    const { completionId, licences } = await completeWithLicences();
    const { token } = await rejectAndReadLink(hrwlOf(licences).id);
    const spanish = workerEmailTexts('es');
    const asWorker = (url: string) => test.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es-ES' } });
    expect((await asWorker(`/api/licence-uploads/${'b'.repeat(43)}`)).json()).toEqual({
      message: spanish.text('uploadLinkInvalid'),
    });
    // A link cut short, or one a mail client ran together with the text after it (over 200 characters).
    for (const malformed of ['cut-sh', `${token}${'x'.repeat(250)}`]) {
      const answer = await asWorker(`/api/licence-uploads/${malformed}`);
      expect(answer.statusCode, malformed).toBe(404);
      expect(answer.json(), malformed).toEqual({ message: spanish.text('uploadLinkInvalid') });
    }
    expect((await upload(token, correctedLicence())).statusCode).toBe(201);
    const used = await test.app.inject({
      method: 'GET',
      url: `/api/licence-uploads/${token}`,
      headers: { cookie: 'csi_lang=ar' },
    });
    expect(used.statusCode).toBe(410);
    expect(used.json()).toEqual({ message: workerEmailTexts('ar').text('uploadLinkUsed') });
    expect(used.json<{ message: string }>().message).not.toContain('used already');
    const { token: second } = await rejectAndReadLink(hrwlOf(await licencesOf(completionId)).id);
    clock.advanceSeconds(14 * 24 * 60 * 60);
    expect((await asWorker(`/api/licence-uploads/${second}`)).json()).toEqual({
      message: spanish.text('uploadLinkExpired'),
    });
  });

  /** The SHA-256 of a photo's bytes as an administrator is served them. */
  const servedSha256 = async (url: string | null) => {
    const response = await asAdmin('GET', url!);
    expect(response.statusCode).toBe(200);
    return sha256Hex(response.rawPayload);
  };
  const auditDetails = async (action: string) =>
    (await asAdmin('GET', `/api/admin/audit?action=${action}`)).json<AuditPage>().items[0]!.details;

  it('keeps the hash of each photo as given, and names the photos by it in each verdict', async () => {
    const { completionId, licences } = await completeWithLicences();
    const hrwl = hrwlOf(licences);
    const given = { frontSha256: await servedSha256(hrwl.frontUrl), backSha256: await servedSha256(hrwl.backUrl) };
    expect(hrwl).toMatchObject(given);
    expect(given.frontSha256).not.toBe(given.backSha256);
    // The same hashes as the completion's sealed record holds for those files.
    const evidence = (await asAdmin('GET', `/api/admin/completions/${completionId}/evidence`)).json<{
      record: { files: { field: string; sha256: string }[] };
    }>();
    const sealed = Object.fromEntries(evidence.record.files.map((file) => [file.field, file.sha256]));
    expect(given).toEqual({ frontSha256: sealed['hrwlFront'], backSha256: sealed['hrwlBack'] });
    // A side not given has no hash; a licence without photos has none at all.
    const drivers = licences.find((licence) => licence.kind === 'drivers')!;
    expect(drivers.frontSha256).toBe(await servedSha256(drivers.frontUrl));
    expect(drivers).toMatchObject({ backUrl: null, backSha256: null });
    expect(licences.find((licence) => licence.kind === 'other')).toMatchObject({ frontSha256: null, backSha256: null });

    const { token } = await rejectAndReadLink(hrwl.id, 'The photo of the back is blurred');
    expect(await auditDetails('licence-rejected')).toEqual({ reason: 'The photo of the back is blurred', ...given });
    expect((await upload(token, correctedLicence())).statusCode).toBe(201);
    const corrected = hrwlOf(await licencesOf(completionId));
    const uploaded = {
      frontSha256: await servedSha256(corrected.frontUrl),
      backSha256: await servedSha256(corrected.backUrl),
    };
    expect(corrected).toMatchObject(uploaded);
    expect((await asAdmin('POST', `/api/admin/licences/${corrected.id}/verify`)).statusCode).toBe(200);
    expect(await auditDetails('licence-verified')).toEqual(uploaded);
  });

  it("reads back a licence's photos against their hashes and finds one replaced or gone in the store", async () => {
    const { licences } = await completeWithLicences();
    const hrwl = hrwlOf(licences);
    const check = async (id = hrwl.id) => {
      const response = await asAdmin('GET', `/api/admin/licences/${id}/files`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<StoredFilesCheck>();
    };
    const side = (document: string, sha256: string | null) => ({
      document,
      pageId: null,
      status: 'matches',
      sealedSha256: sha256,
      storedSha256: sha256,
    });
    expect(await check()).toEqual({
      ok: true,
      files: [side('front', hrwl.frontSha256), side('back', hrwl.backSha256)],
      checkedAt: clock.now().toISOString(),
    });
    expect(await auditDetails('integrity-checked')).toEqual({ files: 2, ok: true, notMatching: [] });
    const audit = (await asAdmin('GET', '/api/admin/audit?action=integrity-checked')).json<AuditPage>();
    expect(audit.items[0]!.target).toMatchObject({ type: 'licence', id: String(hrwl.id) });

    const row = await test.app.db
      .selectFrom('licences')
      .select(['front_key', 'back_key'])
      .where('id', '=', hrwl.id)
      .executeTakeFirstOrThrow();
    await test.app.storage.put(row.front_key!, Buffer.from('not the photo'), 'image/jpeg');
    await test.app.storage.delete(row.back_key!);
    const changed = await check();
    expect(changed.ok).toBe(false);
    expect(changed.files).toEqual([
      { ...side('front', hrwl.frontSha256), status: 'differs', storedSha256: sha256Hex(Buffer.from('not the photo')) },
      { ...side('back', hrwl.backSha256), status: 'missing', storedSha256: null },
    ]);
    expect(await auditDetails('integrity-checked')).toEqual({
      files: 2,
      ok: false,
      notMatching: ['front: differs', 'back: missing'],
    });

    // A photo uploaded before hashes were kept is not read, and is no failure; a side without one is not listed.
    await test.app.db.updateTable('licences').set({ back_sha256: null }).where('id', '=', hrwl.id).execute();
    expect((await check()).files.map((file) => [file.document, file.status])).toEqual([
      ['front', 'differs'],
      ['back', 'not-sealed'],
    ]);
    const drivers = licences.find((licence) => licence.kind === 'drivers')!;
    expect((await check(drivers.id)).files.map((file) => file.document)).toEqual(['front']);

    expect((await asAdmin('GET', '/api/admin/licences/999999/files')).statusCode).toBe(404);
    const url = `/api/admin/licences/${hrwl.id}/files`;
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps only the latest licence of a person current, across completions', async () => {
    const first = await completeWithLicences('sam@site.example');
    clock.advanceSeconds(60);
    const other = await createInduction(test.app, adminCookie, [{ title: 'Tower crane' }], { title: 'Tower Crane' });
    const second = await completeWithLicences('sam@site.example', other.inductionId);
    expect(hrwlOf(second.licences).completionId).toBe(second.completionId);
    expect((await licencesOf(first.completionId)).every((licence) => !licence.isCurrent)).toBe(true);
  });
});
