import fs from 'node:fs';
import path from 'node:path';
import type { InducteeProgress, ProgressListEntry } from '@crane/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeHugePng, makePng, makeSidewaysPhotoWithGps, pixelAt } from '../../../test/make-images.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { malformedMultipartBodies, multipartBody } from '../../../test/multipart.ts';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  createMemoryStorage,
  executableBytes,
  filePart,
  getProgress,
  jpegBytes,
  moveTo,
  pngBytes,
  setInductionStatus,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, firstAdmin, logIn, type TestApp } from '../../../test/test-app.ts';

const identification = () => filePart('identification', jpegBytes, 'passport.jpg');
const fileTooLarge = 'Failed to upload files. Please ensure all files are less than 5MB and try again.';
const missingIdentification =
  "Missing Identification: Please upload an identification document (driver's license or passport)";

describe.each(databaseKinds)('completing an induction on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;

  async function setUp(options: Parameters<typeof createTestApp>[2] = {}) {
    test = await createTestApp(
      kind,
      { PUBLIC_URL: 'https://induction.example.com', TIME_ZONE: 'Australia/Sydney' },
      options,
    );
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
  }
  afterEach(async () => {
    await test.close();
  });

  /** An induction of two pages, the last one signed, read up to the last page. */
  async function readToLastPage(lastPage: { minTimeSeconds?: number; requireSignature?: boolean } = {}) {
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Welcome', minTimeSeconds: 20 },
      { title: 'Acknowledgment', minTimeSeconds: 10, requireSignature: true, ...lastPage },
    ]);
    const start = await startInduction(test.app, 'Jane@Example.com', induction.inductionId);
    clock.advanceSeconds(20);
    const moved = await moveTo(test.app, start.progress.id, 1, start.cookie);
    if (moved.statusCode !== 200) throw new Error(moved.body);
    return { ...induction, progressId: start.progress.id, cookie: start.cookie };
  }

  async function readAndSign() {
    const journey = await readToLastPage();
    const signed = await sign(
      test.app,
      { progressId: journey.progressId, pageId: journey.pageIds[1]! },
      journey.cookie,
    );
    if (signed.statusCode !== 200) throw new Error(signed.body);
    clock.advanceSeconds(10);
    return journey;
  }

  const identityFiles = () => {
    const folder = path.join(test.config.dataDir, 'uploads', 'identity');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };
  const outbox = () => test.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const completions = () => test.app.db.selectFrom('completions').selectAll().execute();
  const progressRow = (id: number) =>
    test.app.db.selectFrom('inductee_progress').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  describe('the whole journey', () => {
    beforeEach(async () => {
      await setUp();
    });

    it('records the completion with its documents, marks the progress completed and tells every admin', async () => {
      const register = await test.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { cookie: adminCookie },
        payload: { name: 'Second Admin', email: 'second@example.com', password: 'second-password-1' },
      });
      expect(register.statusCode).toBe(201);
      const { progressId, cookie, inductionId } = await readAndSign();

      const response = await complete(
        test.app,
        [
          ...certificationFields(progressId, {
            otherLicenses: JSON.stringify([{ name: 'Dogman', number: 'DG-1', expiry: '2031-05-01' }]),
            agreement: 'on',
          }),
          identification(),
          filePart('driversLicenseFront', pngBytes, 'front.png', 'image/png'),
          filePart('driversLicenseBack', makePdf(), 'back.pdf', 'application/pdf'),
          filePart('otherLicense_0_front', jpegBytes, 'dogman.jpg'),
        ],
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const completedAt = clock.now().toISOString();
      expect(response.json()).toEqual({
        success: true,
        message: 'Thank you for completing this induction.',
        completionId: expect.any(Number),
        completedAt,
        certificate: {
          verificationCode: expect.stringMatching(
            /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
          ),
          verifyUrl: expect.stringMatching(/^https:\/\/induction\.example\.com\/verify\/[0-9A-Z-]{14}$/),
        },
      });

      const progress = (await getProgress(test.app, progressId, cookie)).json<InducteeProgress>();
      expect(progress).toMatchObject({ status: 'completed', completedAt });
      expect(progress.pages?.every((page) => page.satisfiedAt !== null)).toBe(true);

      const [completion] = await completions();
      expect(completion).toMatchObject({
        progress_id: progressId,
        induction_id: inductionId,
        email: 'jane@example.com',
        first_name: 'Jane',
        last_name: 'Rigger',
        phone: '0400 111 222',
        company: 'Lift Co',
        emergency_contact_name: 'Sam Rigger',
        emergency_contact_phone: '0400 333 444',
        emergency_contact_relationship: 'Partner',
        drivers_license_number: 'DL-12345',
        drivers_license_expiry: '2030-01-31',
        hrwl_number: '',
        completed_at: completedAt,
      });
      expect(JSON.parse(completion!.other_licenses_json)).toEqual([
        { name: 'Dogman', number: 'DG-1', expiry: '2031-05-01' },
      ]);
      const files = await test.app.db.selectFrom('completion_files').selectAll().orderBy('field_name').execute();
      expect(files.map((file) => [file.field_name, file.content_type, file.original_name])).toEqual([
        ['driversLicenseBack', 'application/pdf', 'back.pdf'],
        // Images are stored normalised as JPEG (decision 18); the name sent is kept.
        ['driversLicenseFront', 'image/jpeg', 'front.png'],
        ['identification', 'image/jpeg', 'passport.jpg'],
        ['otherLicense_0_front', 'image/jpeg', 'dogman.jpg'],
      ]);
      expect(files.find((file) => file.field_name === 'identification')?.storage_key).toMatch(
        /^identity\/[0-9a-f-]{36}\.jpg$/,
      );
      expect(identityFiles()).toHaveLength(4);

      const mail = await outbox();
      // Every admin, then the worker (with the certificate: completion-receipt.routes.test.ts).
      expect(mail.map((message) => message.recipient)).toEqual([
        firstAdmin.email,
        'second@example.com',
        'jane@example.com',
      ]);
      expect(mail[2]?.subject).toBe('Your induction certificate: Crane Site Safety');
      for (const message of mail.slice(0, 2)) {
        expect(message.subject).toBe('Induction completed: Jane Rigger - Crane Site Safety');
        expect(message.text_body).toContain('Jane Rigger has completed the induction "Crane Site Safety".');
        expect(message.text_body).toContain('Email: jane@example.com');
        expect(message.text_body).toContain('Company: Lift Co');
        expect(message.text_body).toContain(completedAt);
        expect(message.text_body).toMatch(/Completed: \w+ \d{2}, \d{4} at \d{2}:\d{2} AE[DS]T/);
        expect(message.text_body).toContain('https://induction.example.com/admin/completions');
      }
    });

    it("records the language the worker took it in: their choice, else their browser's (issue 16)", async () => {
      const chosen = await readAndSign();
      const inVietnamese = await complete(
        test.app,
        [...certificationFields(chosen.progressId, { agreement: 'on' }), identification()],
        `${chosen.cookie}; csi_lang=vi`,
      );
      expect(inVietnamese.statusCode, inVietnamese.body).toBe(200);
      const { completionId } = inVietnamese.json<{ completionId: number }>();
      const records = await test.app.inject({
        method: 'GET',
        url: '/api/admin/completions',
        headers: { cookie: adminCookie },
      });
      const items = records.json<{ items: Array<{ id: number; language: string }> }>().items;
      expect(items.find((item) => item.id === completionId)).toMatchObject({ language: 'vi' });
      // The worker's email with the certificate is in Vietnamese too.
      const receiptSubject = workerEmailTexts('vi').text('receiptSubject', { title: 'Crane Site Safety' });
      expect((await outbox()).map((mail) => mail.subject)).toContain(receiptSubject);

      const journey = await readAndSign();
      const body = multipartBody([...certificationFields(journey.progressId, { agreement: 'on' }), identification()]);
      const fromBrowser = await test.app.inject({
        method: 'POST',
        url: '/api/inductee/complete',
        payload: body.payload,
        headers: { ...body.headers, cookie: journey.cookie, 'accept-language': 'ko-KR,ko;q=0.9,en;q=0.5' },
      });
      expect(fromBrowser.statusCode, fromBrowser.body).toBe(200);
      expect((await completions()).map((row) => row.language).sort()).toEqual(['ko', 'vi']);
    });

    it('counts completions on Manage Inductions', async () => {
      const { progressId, cookie, inductionId } = await readAndSign();
      const before = await test.app.inject({ method: 'GET', url: '/api/inductions', headers: { cookie: adminCookie } });
      expect(before.json()).toEqual([expect.objectContaining({ id: inductionId, pageCount: 2, completionCount: 0 })]);
      await complete(test.app, [...certificationFields(progressId), identification()], cookie);
      const after = await test.app.inject({ method: 'GET', url: '/api/inductions', headers: { cookie: adminCookie } });
      expect(after.json()).toEqual([expect.objectContaining({ id: inductionId, pageCount: 2, completionCount: 1 })]);
    });

    it('lets a completed induction be read and reviewed without changing its completion', async () => {
      const { progressId, cookie, inductionId } = await readAndSign();
      const done = (await complete(test.app, [...certificationFields(progressId), identification()], cookie)).json<{
        completedAt: string;
      }>();
      clock.advanceSeconds(60);
      expect((await moveTo(test.app, progressId, 0, cookie)).statusCode).toBe(200);
      const forward = await moveTo(test.app, progressId, 1, cookie);
      expect(forward.statusCode).toBe(200);
      expect(forward.json<InducteeProgress>()).toMatchObject({ status: 'completed', completedAt: done.completedAt });
      // Still listed once the induction is no longer offered.
      await setInductionStatus(test.app, adminCookie, inductionId, 'draft');
      const list = await test.app.inject({
        method: 'GET',
        url: '/api/inductee/jane@example.com/progress',
        headers: { cookie },
      });
      expect(list.json<ProgressListEntry[]>()).toEqual([
        expect.objectContaining({
          status: 'completed',
          percent: 100,
          progress: expect.objectContaining({ id: progressId, status: 'completed' }),
        }),
      ]);
    });

    it('refuses to complete twice', async () => {
      const { progressId, cookie } = await readAndSign();
      const parts = [...certificationFields(progressId), identification()];
      expect((await complete(test.app, parts, cookie)).statusCode).toBe(200);
      const again = await complete(test.app, parts, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This induction has already been completed' });
      expect(await completions()).toHaveLength(1);
      expect(identityFiles()).toHaveLength(1);
      // The one admin's and the worker's, once.
      expect(await outbox()).toHaveLength(2);
    });

    it('completes once when two completions arrive at the same moment', async () => {
      const { progressId, cookie } = await readAndSign();
      const parts = [...certificationFields(progressId), identification()];
      const answers = await Promise.all([complete(test.app, parts, cookie), complete(test.app, parts, cookie)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await completions()).toHaveLength(1);
      expect(identityFiles()).toHaveLength(1);
      // The one admin's and the worker's, once.
      expect(await outbox()).toHaveLength(2);
    });
  });

  describe('refusals', () => {
    beforeEach(async () => {
      await setUp();
    });

    it('refuses before the last page has had its minimum time, and queues no email', async () => {
      const { progressId, cookie } = await readToLastPage({ minTimeSeconds: 90, requireSignature: false });
      clock.advanceSeconds(30);
      const response = await complete(test.app, [...certificationFields(progressId), identification()], cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message:
          'The induction is not finished: please spend at least 90 seconds on "Acknowledgment" (60 seconds left)',
      });
      expect(await completions()).toEqual([]);
      expect(await outbox()).toEqual([]);
      expect(identityFiles()).toEqual([]);
      expect((await progressRow(progressId)).status).toBe('in_progress');
    });

    it('refuses before the last page is signed', async () => {
      const { progressId, cookie } = await readToLastPage();
      clock.advanceSeconds(60);
      const response = await complete(test.app, [...certificationFields(progressId), identification()], cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'The induction is not finished: please sign the acknowledgment on "Acknowledgment"',
      });
      expect(await outbox()).toEqual([]);
    });

    it('refuses before every page has been read', async () => {
      const induction = await createInduction(test.app, adminCookie, [{ title: 'First' }, { title: 'Second' }]);
      const { progress, cookie } = await startInduction(test.app, 'jane@example.com', induction.inductionId);
      const response = await complete(test.app, [...certificationFields(progress.id), identification()], cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'The induction is not finished: "Second" has not been read yet' });
      expect(await outbox()).toEqual([]);
    });

    it("refuses someone else's progress, and a request without the cookie", async () => {
      const { progressId } = await readAndSign();
      const other = await startInduction(test.app, 'sam@example.com', (await firstInduction())!);
      for (const cookie of [other.cookie, undefined]) {
        const response = await complete(test.app, [...certificationFields(progressId), identification()], cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Progress not found' });
      }
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    });

    it('requires an identification document', async () => {
      const { progressId, cookie } = await readAndSign();
      for (const parts of [
        certificationFields(progressId),
        [...certificationFields(progressId), filePart('driversLicenseFront', jpegBytes)],
        // An empty file input is sent as a part without bytes: no file.
        [...certificationFields(progressId), filePart('identification', Buffer.alloc(0), '')],
      ]) {
        const response = await complete(test.app, parts, cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message: missingIdentification });
      }
      expect(identityFiles()).toEqual([]);
    });

    it('refuses a .jpg that is really an executable, by its content', async () => {
      const { progressId, cookie } = await readAndSign();
      for (const [parts, label] of [
        [
          [...certificationFields(progressId), filePart('identification', executableBytes, 'passport.jpg')],
          'Identification',
        ],
        [
          [
            ...certificationFields(progressId),
            identification(),
            filePart('hrwlBack', Buffer.from('MZ\x90\x00 a Windows program'), 'hrwl.png', 'image/png'),
          ],
          'High Risk Work Licence (back)',
        ],
      ] as const) {
        const response = await complete(test.app, [...parts], cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          `Invalid file type for ${label}: only images (JPEG, PNG or WebP) or PDF files are accepted`,
        );
      }
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    });

    it('refuses a file over 5 MB with the spec message', async () => {
      const { progressId, cookie } = await readAndSign();
      const sixMegabytes = Buffer.concat([jpegBytes, Buffer.alloc(6 * 1024 * 1024)]);
      const response = await complete(
        test.app,
        [...certificationFields(progressId), filePart('identification', sixMegabytes, 'photo.jpg')],
        cookie,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: fileTooLarge });
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    });

    it('refuses file fields the form does not have', async () => {
      const { progressId, cookie } = await readAndSign();
      for (const [parts, message] of [
        [
          [...certificationFields(progressId), identification(), filePart('avatar', jpegBytes)],
          'Unexpected file field: avatar',
        ],
        [
          [...certificationFields(progressId), identification(), filePart('otherLicense_0_front', jpegBytes)],
          'Unexpected file field: otherLicense_0_front',
        ],
        [
          [...certificationFields(progressId), identification(), identification()],
          'Only one file may be sent for Identification',
        ],
      ] as const) {
        const response = await complete(test.app, [...parts], cookie);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ message });
      }
    });

    it('refuses a body that is not multipart', async () => {
      const { progressId, cookie } = await readAndSign();
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/inductee/complete',
        headers: { cookie },
        payload: { progressId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Send the certification as multipart/form-data' });
    });

    it('answers 400 with what is wrong for every kind of malformed multipart body, and records nothing', async () => {
      const { progressId, cookie } = await readAndSign();
      for (const broken of malformedMultipartBodies([...certificationFields(progressId), identification()])) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/inductee/complete',
          headers: { ...broken.headers, cookie },
          payload: broken.payload,
        });
        expect(response.statusCode, broken.kind).toBe(400);
        expect(response.json(), broken.kind).toEqual({ message: broken.message });
      }
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
      expect(fs.readdirSync(path.join(test.config.dataDir, 'upload-staging'))).toEqual([]);
    });

    it.each([
      ['firstName', 'J', 'First name is required'],
      ['firstName', undefined, 'First name is required'],
      ['lastName', ' R ', 'Last name is required'],
      ['phone', '1234', 'Phone number is required'],
      ['company', 'X', 'Company name is required'],
      ['emergencyContactName', '', 'Emergency contact name is required'],
      ['emergencyContactPhone', '12', 'Emergency contact phone is required'],
      ['emergencyContactRelationship', 'M', 'Relationship is required'],
      ['agreement', 'false', 'You must agree to the terms'],
      ['agreement', undefined, 'You must agree to the terms'],
      ['driversLicenseExpiry', '31/01/2030', 'Enter a date as YYYY-MM-DD'],
      ['otherLicenses', 'not json', 'Other licences must be sent as a JSON list'],
    ])('refuses %s %j with the message "%s"', async (field, value, message) => {
      const { progressId, cookie } = await readAndSign();
      const response = await complete(
        test.app,
        [...certificationFields(progressId, { [field]: value }), identification()],
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field}: ${message}`, errors: [{ field, message }] });
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
      expect(await outbox()).toEqual([]);
    });

    async function firstInduction() {
      const row = await test.app.db.selectFrom('inductions').select('id').orderBy('id').executeTakeFirst();
      return row?.id;
    }
  });

  describe('identity documents', () => {
    beforeEach(async () => {
      await setUp();
    });

    it('are served to a signed-in admin only', async () => {
      const { progressId, cookie } = await readAndSign();
      await complete(test.app, [...certificationFields(progressId), identification()], cookie);
      const file = await test.app.db.selectFrom('completion_files').selectAll().executeTakeFirstOrThrow();
      const url = `/api/files/${file.storage_key}`;
      for (const headers of [{}, { cookie }]) {
        const refused = await test.app.inject({ method: 'GET', url, headers });
        expect(refused.statusCode).toBe(401);
      }
      const served = await test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('private, no-store');
      expect(
        served.rawPayload.equals(fs.readFileSync(path.join(test.config.dataDir, 'uploads', file.storage_key))),
      ).toBe(true);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 16, height: 16 });
      const missing = await test.app.inject({
        method: 'GET',
        url: '/api/files/identity/00000000-0000-4000-8000-000000000000.jpg',
        headers: { cookie: adminCookie },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('all or nothing', () => {
    it('records nothing and removes the stored files when storing a later file fails', async () => {
      const memory = createMemoryStorage({
        onPut: async (count) => {
          // The signature is the first put; the third document is the fourth.
          if (count === 4) throw new Error('bucket unavailable');
        },
      });
      await setUp({ storage: memory.storage });
      const { progressId, cookie } = await readAndSign();
      const response = await complete(
        test.app,
        [
          ...certificationFields(progressId),
          identification(),
          filePart('driversLicenseFront', jpegBytes),
          filePart('driversLicenseBack', jpegBytes),
        ],
        cookie,
      );
      expect(response.statusCode).toBe(500);
      expect([...memory.files.keys()].filter((key) => key.startsWith('identity/'))).toEqual([]);
      expect(await completions()).toEqual([]);
      expect(await test.app.db.selectFrom('completion_files').selectAll().execute()).toEqual([]);
      expect(await outbox()).toEqual([]);
      expect((await progressRow(progressId)).status).toBe('in_progress');
    });

    it('records nothing and removes the stored files when the database write fails after the files are stored', async () => {
      const memory = createMemoryStorage({
        onPut: async (count) => {
          // Once the documents are stored, the outbox write inside the transaction will fail.
          if (count === 3) await sql`drop table mail_outbox`.execute(test.app.db);
        },
      });
      await setUp({ storage: memory.storage });
      const { progressId, cookie } = await readAndSign();
      const response = await complete(
        test.app,
        [...certificationFields(progressId), identification(), filePart('hrwlFront', jpegBytes)],
        cookie,
      );
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Internal server error' });
      expect([...memory.files.keys()].filter((key) => key.startsWith('identity/'))).toEqual([]);
      expect(await completions()).toEqual([]);
      expect(await test.app.db.selectFrom('completion_files').selectAll().execute()).toEqual([]);
      const progress = await progressRow(progressId);
      expect(progress).toMatchObject({ status: 'in_progress', completed_at: null });
    });
  });

  describe('images (decision 18)', () => {
    beforeEach(async () => {
      await setUp();
    });

    const storedFile = (key: string) => fs.readFileSync(path.join(test.config.dataDir, 'uploads', key));
    const storedFiles = () => test.app.db.selectFrom('completion_files').selectAll().orderBy('field_name').execute();

    it('refuses a PNG of 10000 x 10000 pixels from its header, at once, and stores nothing', async () => {
      const { progressId, cookie } = await readAndSign();
      const bomb = await makeHugePng();
      for (const [parts, label] of [
        [
          [...certificationFields(progressId), filePart('identification', bomb, 'passport.png', 'image/png')],
          'Identification',
        ],
        [
          [
            ...certificationFields(progressId),
            identification(),
            filePart('driversLicenseFront', jpegBytes),
            filePart('hrwlBack', bomb, 'hrwl.png', 'image/png'),
          ],
          'High Risk Work Licence (back)',
        ],
      ] as const) {
        const startedAt = performance.now();
        const response = await complete(test.app, [...parts], cookie);
        expect(performance.now() - startedAt).toBeLessThan(1500);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(
          `${label}: the image is 10000 x 10000 pixels; images may have at most 40 megapixels. Please upload a smaller photo or scan.`,
        );
      }
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    });

    it('stores a sideways phone photo upright, at most 2000 px, as JPEG without EXIF or GPS', async () => {
      const { progressId, cookie } = await readAndSign();
      const photo = await makeSidewaysPhotoWithGps();
      const sent = await sharp(photo).metadata();
      expect([sent.width, sent.height, sent.orientation]).toEqual([3000, 1500, 6]);
      expect(sent.exif?.includes('TestPhone')).toBe(true);
      const response = await complete(
        test.app,
        [
          ...certificationFields(progressId),
          filePart('identification', photo, 'passport.jpg'),
          filePart('driversLicenseFront', await makePng(2400, 1200), 'front.png', 'image/png'),
        ],
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [front, identity] = await storedFiles();
      expect(identity).toMatchObject({ content_type: 'image/jpeg', original_name: 'passport.jpg' });
      expect(identity!.storage_key).toMatch(/^identity\/[0-9a-f-]{36}\.jpg$/);
      const stored = storedFile(identity!.storage_key);
      expect(identity!.size_bytes).toBe(stored.length);
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      // Upright: what was the left (red) half is on top.
      const [topRed, , topBlue] = await pixelAt(stored, 500, 200);
      const [bottomRed, , bottomBlue] = await pixelAt(stored, 500, 1800);
      expect(topRed).toBeGreaterThan(200);
      expect(topBlue).toBeLessThan(50);
      expect(bottomRed).toBeLessThan(50);
      expect(bottomBlue).toBeGreaterThan(200);
      // A PNG licence is stored as a JPEG of at most 2000 px too, its transparency on white.
      expect(front).toMatchObject({ field_name: 'driversLicenseFront', content_type: 'image/jpeg' });
      expect(front!.storage_key).toMatch(/\.jpg$/);
      const frontStored = storedFile(front!.storage_key);
      expect(await sharp(frontStored).metadata()).toMatchObject({ format: 'jpeg', width: 2000, height: 1000 });
      expect(await pixelAt(frontStored, 10, 10)).toEqual([255, 255, 255]);
    });

    it('stores a PDF identification unchanged', async () => {
      const { progressId, cookie } = await readAndSign();
      const pdf = makePdf();
      const response = await complete(
        test.app,
        [...certificationFields(progressId), filePart('identification', pdf, 'passport.pdf', 'application/pdf')],
        cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [identity] = await storedFiles();
      expect(identity).toMatchObject({ content_type: 'application/pdf', size_bytes: pdf.length });
      expect(storedFile(identity!.storage_key).equals(pdf)).toBe(true);
    });

    it('refuses a HEIC photo, which this server cannot read, with what to send instead', async () => {
      const { progressId, cookie } = await readAndSign();
      const heic = Buffer.concat([
        Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1'),
        Buffer.alloc(200),
      ]);
      const response = await complete(
        test.app,
        [...certificationFields(progressId), filePart('identification', heic, 'IMG_0001.HEIC', 'image/heic')],
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message:
          'Identification: HEIC photos cannot be accepted. Please send the photo as JPEG or PNG (on an iPhone or Mac, export or share it as JPEG), or a PDF.',
      });
      expect(await completions()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    });

    it('refuses an image that cannot be read, by its content', async () => {
      const { progressId, cookie } = await readAndSign();
      const brokenJpeg = Buffer.concat([
        Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
        Buffer.alloc(200, 7),
      ]);
      const response = await complete(
        test.app,
        [...certificationFields(progressId), filePart('identification', brokenJpeg, 'passport.jpg')],
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Identification: the image could not be read. Please send it again as JPEG or PNG, or a PDF.',
      });
      expect(identityFiles()).toEqual([]);
    });
  });
});
