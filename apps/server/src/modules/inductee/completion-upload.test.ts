import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  jpegBytes,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { multipartBody, type MultipartPart } from '../../../test/multipart.ts';
import { startSlowUpload, within } from '../../../test/slow-upload.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

const fileTooLarge = 'Failed to upload files. Please ensure all files are less than 5MB and try again.';
/** A JPEG just under the 5 MB limit. */
const nearlyFiveMegabytes = Buffer.concat([jpegBytes, Buffer.alloc(4.9 * 1024 * 1024 - jpegBytes.length, 3)]);

/**
 * POST /api/inductee/complete over a real socket, as a phone sends it (issue 11, item 3): the text
 * fields, then the files, a piece at a time.
 */
describe.each(databaseKinds)('reading the certification upload on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let inductionId: number;
  let baseUrl: string;

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    ({ inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]));
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = test.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  /** Every upload a test started, cut at the end so that closing the server never waits for one. */
  let openUploads: { abort: () => void }[] = [];
  afterEach(async () => {
    for (const upload of openUploads) upload.abort();
    openUploads = [];
    await test.close();
  });

  const stagingFolder = () => path.join(test.config.dataDir, 'upload-staging');
  const stagedFiles = () => (fs.existsSync(stagingFolder()) ? fs.readdirSync(stagingFolder()) : []);
  const identityFiles = () => {
    const folder = path.join(test.config.dataDir, 'uploads', 'identity');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  /**
   * Starts a completion whose body stops 1 MB into the identification: the rest is sent only if the
   * test says so. Answers the upload and the rest of its body.
   */
  function startCompletion(cookie: string, parts: MultipartPart[]) {
    const body = multipartBody(parts);
    const cut = body.payload.indexOf(nearlyFiveMegabytes) + 1024 * 1024;
    const upload = startSlowUpload(
      `${baseUrl}/api/inductee/complete`,
      { ...body.headers, cookie },
      body.payload.subarray(0, cut),
    );
    openUploads.push(upload);
    return { upload, rest: body.payload.subarray(cut) };
  }

  const withLargeIdentification = (progressId: number) => [
    ...certificationFields(progressId),
    filePart('identification', nearlyFiveMegabytes, 'passport.jpg'),
    ...['driversLicenseFront', 'driversLicenseBack', 'hrwlFront', 'hrwlBack'].map((field) =>
      filePart(field, nearlyFiveMegabytes),
    ),
  ];

  it('refuses an unknown, foreign or expired browser with 404 while the body is still being sent, reading no file', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const other = await startInduction(test.app, 'sam@example.com', inductionId);
    const unknownCookie = `inductee_access=${'A'.repeat(43)}`;
    for (const cookie of [unknownCookie, other.cookie]) {
      const { upload } = startCompletion(cookie, withLargeIdentification(person.progress.id));
      // The server answers without the rest of the body: it was never sent.
      const answer = await within(upload.answer, 10_000, 'answer before the body was sent');
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Progress not found' });
      upload.abort();
      expect(stagedFiles()).toEqual([]);
    }
    // The cookie of a browser whose binding has expired (30 days after its last start).
    clock.advanceSeconds(31 * 24 * 3600);
    const { upload } = startCompletion(person.cookie, withLargeIdentification(person.progress.id));
    const answer = await within(upload.answer, 10_000, 'answer before the body was sent');
    expect(answer.status).toBe(404);
    upload.abort();
    expect(stagedFiles()).toEqual([]);
  });

  it('refuses a completed progress with 409 before reading its files', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const done = await complete(
      test.app,
      [...certificationFields(person.progress.id), filePart('identification', jpegBytes)],
      person.cookie,
    );
    expect(done.statusCode, done.body).toBe(200);
    const { upload } = startCompletion(person.cookie, withLargeIdentification(person.progress.id));
    const answer = await within(upload.answer, 10_000, 'answer before the body was sent');
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toEqual({ message: 'This induction has already been completed' });
    upload.abort();
    expect(stagedFiles()).toEqual([]);
  });

  it('refuses a file sent before the progressId, without reading it', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const [progressId, ...otherFields] = certificationFields(person.progress.id);
    const { upload } = startCompletion(person.cookie, [
      filePart('identification', nearlyFiveMegabytes, 'passport.jpg'),
      progressId!,
      ...otherFields,
    ]);
    const answer = await within(upload.answer, 10_000, 'answer before the body was sent');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'progressId must be sent before the files: send the text fields first',
    });
    upload.abort();
    expect(stagedFiles()).toEqual([]);
  });

  it('streams the files of a completion to disk as they arrive, and completes once the body has arrived', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const { upload, rest } = startCompletion(person.cookie, [
      ...certificationFields(person.progress.id),
      filePart('identification', nearlyFiveMegabytes, 'passport.jpg'),
    ]);
    // The first megabyte is on disk, in the staging folder, before the rest has been sent.
    await expect.poll(() => stagedFiles().length).toBe(1);
    expect(upload.hasAnswer()).toBe(false);
    upload.finish(rest);
    const answer = await within(upload.answer, 20_000, 'answer');
    expect(answer.status, answer.body).toBe(200);
    expect(stagedFiles()).toEqual([]);
    expect(identityFiles()).toHaveLength(1);
  });

  it('caps the completions in progress: one more is 503 with Retry-After, and a slot frees when one ends', async () => {
    const cap = 8;
    const people = await Promise.all(
      Array.from({ length: cap + 1 }, (_, index) =>
        startInduction(test.app, `worker${index}@example.com`, inductionId),
      ),
    );
    const uploads = people
      .slice(0, cap)
      .map((person) => startCompletion(person.cookie, withLargeIdentification(person.progress.id)).upload);
    // Each one in progress is writing its identification to the staging folder.
    await expect.poll(() => stagedFiles().length, { timeout: 20_000 }).toBe(cap);

    const last = people[cap]!;
    const refused = startCompletion(last.cookie, withLargeIdentification(last.progress.id)).upload;
    const answer = await within(refused.answer, 10_000, 'answer before the body was sent');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Many inductions are being completed right now: please submit again in a few seconds',
    });
    refused.abort();

    // Phones that give up free their slot and leave nothing behind.
    for (const upload of uploads) upload.abort();
    await expect.poll(() => stagedFiles(), { timeout: 20_000 }).toEqual([]);
    const completed = await complete(
      test.app,
      [...certificationFields(last.progress.id), filePart('identification', jpegBytes)],
      last.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
  });

  it('holds one slot per progress: a new upload for it ends the earlier one, so one worker cannot hold them all', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const other = await startInduction(test.app, 'sam@example.com', inductionId);
    // As many uploads for one progress as there are slots, one after another, each stalled 1 MB in.
    const uploads = [];
    for (let index = 0; index < 8; index += 1) {
      const { upload, rest } = startCompletion(person.cookie, withLargeIdentification(person.progress.id));
      uploads.push({ upload, rest });
      await expect.poll(() => stagedFiles().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
      // The one before was ended: its connection closed without an answer, its staged file removed.
      if (index > 0) await expect(within(uploads[index - 1]!.upload.answer, 10_000, 'close')).rejects.toThrow();
      await expect.poll(() => stagedFiles().length, { timeout: 20_000 }).toBe(1);
    }
    // Another worker is not kept out: their completion goes through while the last upload still waits.
    const completed = await complete(
      test.app,
      [...certificationFields(other.progress.id), filePart('identification', jpegBytes)],
      other.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    // The latest upload, sent to its end, completes the worker's induction.
    const latest = uploads.at(-1)!;
    latest.upload.finish(latest.rest);
    const answer = await within(latest.upload.answer, 20_000, 'answer');
    expect(answer.status, answer.body).toBe(200);
    expect(stagedFiles()).toEqual([]);
    // Its five documents and the other worker's one: nothing of the uploads that were ended.
    expect(identityFiles()).toHaveLength(6);
  });

  it('refuses a file over 5 MB, or more than 50 MB in all, as it streams: 413, no staging file, nothing stored', async () => {
    const person = await startInduction(test.app, 'jane@example.com', inductionId);
    const sixMegabytes = Buffer.concat([jpegBytes, Buffer.alloc(6 * 1024 * 1024)]);
    const otherLicenses = JSON.stringify(
      Array.from({ length: 5 }, (_, index) => ({ name: `Licence ${index}`, number: '', expiry: '' })),
    );
    for (const parts of [
      [...certificationFields(person.progress.id), filePart('identification', sixMegabytes)],
      // Eleven files of 4.9 MB: each under the limit, 53.9 MB together.
      [
        ...certificationFields(person.progress.id, { otherLicenses }),
        filePart('identification', nearlyFiveMegabytes),
        filePart('driversLicenseFront', nearlyFiveMegabytes),
        ...Array.from({ length: 5 }, (_, index) => [
          filePart(`otherLicense_${index}_front`, nearlyFiveMegabytes),
          filePart(`otherLicense_${index}_back`, nearlyFiveMegabytes),
        ]).flat(),
      ],
    ]) {
      const response = await complete(test.app, parts, person.cookie);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: fileTooLarge });
      expect(stagedFiles()).toEqual([]);
      expect(identityFiles()).toEqual([]);
    }
  });
});
