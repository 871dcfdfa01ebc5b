import type { InducteeProgress, ProgressListEntry } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  controlClock,
  createInduction,
  getProgress,
  inducteeCookie,
  moveTo,
  requestStart,
  setInductionStatus,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

describe.each(databaseKinds)('inductee progress on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  const threePages = [
    { title: 'Welcome', minTimeSeconds: 30 },
    { title: 'Exclusion zones', minTimeSeconds: 60, requireSignature: true },
    { title: 'Emergency', minTimeSeconds: 10 },
  ];

  describe('available inductions and starting', () => {
    it('offers active inductions only', async () => {
      const active = await createInduction(test.app, adminCookie, threePages, { title: 'Active one' });
      await createInduction(test.app, adminCookie, threePages, { title: 'Draft one', status: 'draft' });
      const response = await test.app.inject({ method: 'GET', url: '/api/inductee/available-inductions' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ id: active.inductionId, title: 'Active one', status: 'active' }),
      ]);
    });

    it('starts on the first page, records it as shown now, and binds the browser with a 30-day httpOnly cookie', async () => {
      const { inductionId, pageIds } = await createInduction(test.app, adminCookie, threePages);
      const { response, progress } = await startInduction(test.app, '  Jane.Rigger@Example.COM ', inductionId);
      const now = clock.now().toISOString();
      expect(progress).toEqual({
        id: expect.any(Number),
        email: 'jane.rigger@example.com',
        inductionId,
        currentPage: 0,
        // Counted as taken from its first page move (issue 11).
        status: 'not_started',
        startedAt: now,
        lastAccessedAt: now,
        completedAt: null,
        pages: [{ pageId: pageIds[0], firstShownAt: now, satisfiedAt: null, isSigned: false }],
        serverTime: now,
      });
      const cookie = response.cookies.find((candidate) => candidate.name === 'inductee_access')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only a hash of the token is stored.
      const stored = await test.app.db.selectFrom('inductee_browsers').select('id').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.id).toMatch(/^[0-9a-f]{64}$/);
      expect(stored[0]!.id).not.toContain(cookie.value);
    });

    it('returns the existing progress for the same email, whatever its case and spaces', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const first = await startInduction(test.app, 'jane@example.com', inductionId);
      clock.advanceSeconds(40);
      expect((await moveTo(test.app, first.progress.id, 1, first.cookie)).statusCode).toBe(200);
      const again = await startInduction(test.app, ' JANE@example.com', inductionId, first.cookie);
      expect(again.progress).toMatchObject({
        id: first.progress.id,
        currentPage: 1,
        startedAt: first.progress.startedAt,
      });
      // The browser keeps its token; a browser may hold several progress records with it.
      expect(again.cookie).toBe(first.cookie);
      const other = await createInduction(test.app, adminCookie, threePages, { title: 'Second induction' });
      const second = await startInduction(test.app, 'jane@example.com', other.inductionId, first.cookie);
      expect(second.cookie).toBe(first.cookie);
      expect((await getProgress(test.app, first.progress.id, first.cookie)).statusCode).toBe(200);
      expect((await getProgress(test.app, second.progress.id, first.cookie)).statusCode).toBe(200);
    });

    it('gives one progress to several starts at the same moment, bound to the browser that created it', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const starts = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          requestStart(test.app, index % 2 === 0 ? 'crew@example.com' : 'CREW@example.com ', inductionId),
        ),
      );
      // The others are other browsers: they get a code by email (one email), not the progress.
      expect(starts.map((start) => start.statusCode).sort()).toEqual([200, 202, 202, 202, 202, 202, 202, 202]);
      const rows = await test.app.db.selectFrom('inductee_progress').selectAll().execute();
      expect(rows).toHaveLength(1);
      const pageRecords = await test.app.db.selectFrom('inductee_page_progress').selectAll().execute();
      expect(pageRecords).toHaveLength(1);
      expect(await test.app.db.selectFrom('mail_outbox').select('recipient').execute()).toEqual([
        { recipient: 'crew@example.com' },
      ]);
      const creator = starts.find((start) => start.statusCode === 200)!;
      expect((await getProgress(test.app, rows[0]!.id, inducteeCookie(creator))).statusCode).toBe(200);
    });

    it('refuses to start an induction that is not active, or does not exist', async () => {
      const draft = await createInduction(test.app, adminCookie, threePages, { status: 'draft' });
      for (const inductionId of [draft.inductionId, 9999]) {
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/inductee/start',
          payload: { email: 'jane@example.com', inductionId },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Induction not found' });
        expect(response.cookies).toEqual([]);
      }
    });

    it('refuses an invalid email with the spec message', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/inductee/start',
        payload: { email: 'not-an-email', inductionId },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'email', message: 'Please enter a valid email address' }]);
    });

    it('marks the cookie Secure when the public address is https', async () => {
      const secure = await createTestApp(kind, { PUBLIC_URL: 'https://induction.example.com' });
      try {
        const cookie = await logIn(secure.app);
        const { inductionId } = await createInduction(secure.app, cookie, threePages);
        const { response } = await startInduction(secure.app, 'jane@example.com', inductionId);
        expect(response.cookies.find((candidate) => candidate.name === 'inductee_access')?.secure).toBe(true);
      } finally {
        await secure.close();
      }
    });
  });

  describe('the progress list of an email', () => {
    it('lists the progress of that email with its induction, case-insensitively', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const { progress, cookie } = await startInduction(test.app, 'jane@example.com', inductionId);
      await startInduction(test.app, 'someone.else@example.com', inductionId);
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/inductee/%20JANE%40Example.com/progress',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const list = response.json<ProgressListEntry[]>();
      expect(list).toEqual([
        {
          progress: expect.objectContaining({ id: progress.id, email: 'jane@example.com', status: 'not_started' }),
          induction: expect.objectContaining({ id: inductionId, title: 'Crane Site Safety' }),
          status: 'not_started',
          percent: 0,
          completion: null,
          isSuperseded: false,
        },
      ]);
      expect(list[0]!.progress).not.toHaveProperty('pages');
    });

    it('leaves out progress in an induction that was disabled before it was completed', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      await startInduction(test.app, 'jane@example.com', inductionId);
      await setInductionStatus(test.app, adminCookie, inductionId, 'draft');
      const response = await test.app.inject({ method: 'GET', url: '/api/inductee/jane@example.com/progress' });
      expect(response.json()).toEqual([]);
    });

    it('answers an empty list for an email without progress, and 400 for an invalid one', async () => {
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/inductee/nobody@example.com/progress' })).json(),
      ).toEqual([]);
      const invalid = await test.app.inject({ method: 'GET', url: '/api/inductee/nobody/progress' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain('Please enter a valid email address');
    });
  });

  describe('who may read and move a progress', () => {
    it('answers 404 Progress not found without the cookie, with another browser cookie, or for an unknown id', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const mine = await startInduction(test.app, 'jane@example.com', inductionId);
      const theirs = await startInduction(test.app, 'sam@example.com', inductionId);
      const attempts = [
        await getProgress(test.app, mine.progress.id),
        await getProgress(test.app, mine.progress.id, theirs.cookie),
        await getProgress(test.app, mine.progress.id, 'inductee_access=not-a-token'),
        await getProgress(test.app, mine.progress.id, `inductee_access=${'A'.repeat(43)}`),
        await getProgress(test.app, mine.progress.id, adminCookie),
        await getProgress(test.app, 987654, mine.cookie),
        await moveTo(test.app, mine.progress.id, 0),
        await moveTo(test.app, mine.progress.id, 0, theirs.cookie),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Progress not found' });
      }
      expect((await getProgress(test.app, mine.progress.id, mine.cookie)).statusCode).toBe(200);
    });

    it('gives a second browser starting with the same email a code by email, not the progress', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const phone = await startInduction(test.app, 'jane@example.com', inductionId);
      const laptop = await requestStart(test.app, 'jane@example.com', inductionId);
      expect(laptop.statusCode).toBe(202);
      expect(laptop.json()).not.toHaveProperty('id');
      expect(laptop.cookies).toEqual([]);
      expect((await getProgress(test.app, phone.progress.id, phone.cookie)).statusCode).toBe(200);
    });

    it('stops honouring a cookie 30 days after the browser last started', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, threePages);
      const { progress, cookie } = await startInduction(test.app, 'jane@example.com', inductionId);
      clock.advanceSeconds(29 * 24 * 3600);
      expect((await getProgress(test.app, progress.id, cookie)).statusCode).toBe(200);
      clock.advanceSeconds(2 * 24 * 3600);
      expect((await getProgress(test.app, progress.id, cookie)).statusCode).toBe(404);
    });
  });

  describe('moving through the pages', () => {
    async function started() {
      const induction = await createInduction(test.app, adminCookie, threePages);
      const start = await startInduction(test.app, 'jane@example.com', induction.inductionId);
      return { ...induction, progressId: start.progress.id, cookie: start.cookie };
    }

    it('refuses to leave a page forward before its minimum time, allowing two seconds of latency', async () => {
      const { progressId, cookie } = await started();
      clock.advanceSeconds(10);
      const early = await moveTo(test.app, progressId, 1, cookie);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({
        message: 'Please spend at least 30 seconds on "Welcome" before moving on (20 seconds left)',
      });
      clock.advanceSeconds(17.9);
      expect((await moveTo(test.app, progressId, 1, cookie)).statusCode).toBe(409);
      clock.advanceSeconds(0.1);
      const moved = await moveTo(test.app, progressId, 1, cookie);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<InducteeProgress>().currentPage).toBe(1);
    });

    it('refuses to move more than one page forward, or beyond the last page', async () => {
      const { progressId, cookie } = await started();
      clock.advanceSeconds(3600);
      const skip = await moveTo(test.app, progressId, 2, cookie);
      expect(skip.statusCode).toBe(409);
      expect(skip.json()).toEqual({
        message: 'Pages must be read in order: you can only move forward one page at a time',
      });
      const beyond = await moveTo(test.app, progressId, 3, cookie);
      expect(beyond.statusCode).toBe(400);
      expect(beyond.json()).toEqual({ message: 'currentPage must be a page index from 0 to 2' });
      const negative = await moveTo(test.app, progressId, -1, cookie);
      expect(negative.statusCode).toBe(400);
      expect(negative.json().errors).toEqual([{ field: 'currentPage', message: 'currentPage must be a page index' }]);
      expect((await getProgress(test.app, progressId, cookie)).json<InducteeProgress>().currentPage).toBe(0);
    });

    it('refuses to leave a page that requires a signature until it is signed', async () => {
      const { progressId, cookie, pageIds } = await started();
      clock.advanceSeconds(30);
      await moveTo(test.app, progressId, 1, cookie);
      clock.advanceSeconds(120);
      const unsigned = await moveTo(test.app, progressId, 2, cookie);
      expect(unsigned.statusCode).toBe(409);
      expect(unsigned.json()).toEqual({
        message: 'Please sign the acknowledgment on "Exclusion zones" before moving on',
      });
      expect((await sign(test.app, { progressId, pageId: pageIds[1]! }, cookie)).statusCode).toBe(200);
      const signed = await moveTo(test.app, progressId, 2, cookie);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json<InducteeProgress>().pages).toEqual([
        expect.objectContaining({ pageId: pageIds[0], satisfiedAt: expect.any(String), isSigned: false }),
        expect.objectContaining({ pageId: pageIds[1], satisfiedAt: clock.now().toISOString(), isSigned: true }),
        { pageId: pageIds[2], firstShownAt: clock.now().toISOString(), satisfiedAt: null, isSigned: false },
      ]);
    });

    it('always allows going back, and a page once satisfied stays satisfied', async () => {
      const { progressId, cookie, pageIds } = await started();
      const startedAt = clock.now().toISOString();
      clock.advanceSeconds(30);
      await moveTo(test.app, progressId, 1, cookie);
      const pageOneShownAt = clock.now().toISOString();
      // Back at once, without waiting on page 1 or signing it.
      const back = await moveTo(test.app, progressId, 0, cookie);
      expect(back.statusCode).toBe(200);
      expect(back.json<InducteeProgress>().currentPage).toBe(0);
      // Page 0 was satisfied when it was left, so forward again needs no new wait.
      const forward = await moveTo(test.app, progressId, 1, cookie);
      expect(forward.statusCode, forward.body).toBe(200);
      // The first showing is what counts: going back and forth does not restart page 1's time.
      const pages = forward.json<InducteeProgress>().pages!;
      expect(pages).toEqual([
        { pageId: pageIds[0], firstShownAt: startedAt, satisfiedAt: pageOneShownAt, isSigned: false },
        { pageId: pageIds[1], firstShownAt: pageOneShownAt, satisfiedAt: null, isSigned: false },
      ]);
      // Admin edits later (a longer minimum time) do not undo a satisfied page.
      await test.app.inject({
        method: 'PUT',
        url: `/api/induction-pages/${pageIds[0]}`,
        headers: { cookie: adminCookie },
        payload: {
          title: 'Welcome',
          minTimeSeconds: 3600,
          content: { type: 'richText', content: '<p>Longer now</p>' },
        },
      });
      expect((await moveTo(test.app, progressId, 0, cookie)).statusCode).toBe(200);
      expect((await moveTo(test.app, progressId, 1, cookie)).statusCode).toBe(200);
    });

    it('records when the progress was last accessed', async () => {
      const { progressId, cookie } = await started();
      clock.advanceSeconds(45);
      const moved = await moveTo(test.app, progressId, 1, cookie);
      expect(moved.json<InducteeProgress>().lastAccessedAt).toBe(clock.now().toISOString());
      clock.advanceSeconds(5);
      const read = await getProgress(test.app, progressId, cookie);
      expect(read.json<InducteeProgress>()).toMatchObject({
        lastAccessedAt: clock.now().toISOString(),
        serverTime: clock.now().toISOString(),
      });
      const row = await test.app.db
        .selectFrom('inductee_progress')
        .select('last_accessed_at')
        .where('id', '=', progressId)
        .executeTakeFirstOrThrow();
      expect(row.last_accessed_at).toBe(clock.now().toISOString());
    });

    it('refuses every move in an induction without pages', async () => {
      const { inductionId } = await createInduction(test.app, adminCookie, []);
      const { progress, cookie } = await startInduction(test.app, 'jane@example.com', inductionId);
      expect(progress.pages).toEqual([]);
      const response = await moveTo(test.app, progress.id, 0, cookie);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: "This induction doesn't have any content yet." });
    });
  });
});
