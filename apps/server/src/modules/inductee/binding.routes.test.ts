import { limits, type InducteeProgress, type ProgressListEntry } from '@crane/contract';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  answerQuiz,
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  getProgress,
  inducteeCookie,
  jpegBytes,
  moveTo,
  readBindingMail,
  requestStart,
  sign,
  startInduction,
  submitCode,
  submitLink,
} from '../../../test/inductee-journey.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

const victim = 'jane.rigger@example.com';

describe.each(databaseKinds)('binding another browser to existing progress on %s', (kind) => {
  let smtp: SmtpTestServer;
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let inductionId: number;
  let pageIds: number[];
  let phone: { cookie: string; progress: InducteeProgress };

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    test = await createTestApp(kind, {
      PUBLIC_URL: 'https://induction.example.com',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'induction@example.com',
    });
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    ({ inductionId, pageIds } = await createInduction(test.app, adminCookie, [
      { title: 'Welcome', minTimeSeconds: 30, requireSignature: true },
      { title: 'Exclusion zones', minTimeSeconds: 30 },
      { title: 'Emergency' },
    ]));
    // The worker on their phone, a while after the induction was written (so no time of theirs equals
    // one of the induction's): signed the first page and moved on to the second.
    clock.advanceSeconds(60);
    phone = await startInduction(test.app, victim, inductionId);
    expect(
      (await sign(test.app, { progressId: phone.progress.id, pageId: pageIds[0]! }, phone.cookie)).statusCode,
    ).toBe(200);
    clock.advanceSeconds(31);
    expect((await moveTo(test.app, phone.progress.id, 1, phone.cookie)).statusCode).toBe(200);
  });
  afterEach(async () => {
    await test.close();
  });

  /** The binding emails queued for the victim, oldest first. */
  const bindingMails = async () =>
    test.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where('recipient', '=', victim)
      .orderBy('id')
      .execute();
  const latestMail = async () => {
    const mails = await bindingMails();
    return readBindingMail(mails.at(-1)!.text_body);
  };
  /** A browser of someone else, with its own progress in another induction (so it holds a live cookie). */
  const strangerBrowser = async () => {
    const other = await createInduction(test.app, adminCookie, [{ title: 'Other' }], { title: 'Other induction' });
    return (await startInduction(test.app, 'mallory@example.com', other.inductionId)).cookie;
  };
  /** The address of the signature the phone of beforeEach drew on the first page. */
  const phoneSignatureUrl = async () =>
    (
      await test.app.inject({
        method: 'GET',
        url: `/api/page-signatures/${phone.progress.id}/${pageIds[0]}`,
        headers: { cookie: phone.cookie },
      })
    ).json<{ url: string }>().url;
  /** "Email me a new code" from a browser whose worker chose `language`. */
  const askForNewCodeIn = (language: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/inductee/start',
      headers: { cookie: `csi_lang=${language}` },
      payload: { email: victim, inductionId, isNewCodeRequested: true },
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('gives a second browser no progress, only the message, and emails the code and the link through SMTP', async () => {
    test.app.mailWorker.start();
    const response = await requestStart(test.app, ` ${victim.toUpperCase()} `, inductionId);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({
      isCodeSent: true,
      inductionId,
      status: 'in_progress',
      percent: 17,
      message: 'In progress on another device — we emailed you a code',
    });
    expect(response.body).not.toContain(String(phone.progress.startedAt));
    expect(response.cookies).toEqual([]);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail).toMatchObject({ to: [victim], subject: 'Your code to continue Crane Site Safety' });
    const { code, token } = readBindingMail(mail!.text!);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain(`https://induction.example.com/inductee/link#${token}`);
    expect(mail!.text).toContain('15 minutes');
    // Only hashes are stored.
    const stored = await test.app.db.selectFrom('inductee_binding_codes').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes the code email in the language of the browser that asked for it (issue 16)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/inductee/start',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
      payload: { email: victim, inductionId },
    });
    expect(response.statusCode, response.body).toBe(202);
    const [mail] = await bindingMails();
    const spanish = workerEmailTexts('es');
    expect(mail!.subject).toBe(spanish.text('bindingSubjectContinue', { title: 'Crane Site Safety' }));
    expect(mail!.text_body).toContain(spanish.text('bindingEnter', { minutes: 15 }));
    expect(mail!.text_body).toMatch(/\b\d{6}\b/);
  });

  it("refuses a wrong code in the worker's language, and the note of the other device too (issue 16)", async () => {
    const started = await test.app.inject({
      method: 'POST',
      url: '/api/inductee/start',
      headers: { cookie: 'csi_lang=ko' },
      payload: { email: victim, inductionId },
    });
    const korean = workerEmailTexts('ko');
    expect(started.json<{ message: string }>().message).toBe(korean.text('otherDeviceInProgress'));
    const { code } = await latestMail();
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/inductee/binding/code',
      headers: { cookie: 'csi_lang=ko' },
      payload: { email: victim, inductionId, code: wrongCode(code) },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: korean.text('codeNotRight', { triesLeft: 4 }) });
    expect(wrong.json<{ message: string }>().message).not.toContain('That code is not right');
  });

  it("keeps everything of the victim's progress from a second browser until it is bound", async () => {
    const stranger = await strangerBrowser();
    expect((await requestStart(test.app, victim, inductionId, { cookie: stranger })).statusCode).toBe(202);
    const progressId = phone.progress.id;
    const signatureUrl = await phoneSignatureUrl();

    const attempts = [
      await getProgress(test.app, progressId, stranger),
      await moveTo(test.app, progressId, 0, stranger),
      await sign(test.app, { progressId, pageId: pageIds[1]! }, stranger),
      await answerQuiz(test.app, progressId, { pageId: pageIds[1]!, answers: [] }, stranger),
      await test.app.inject({
        method: 'GET',
        url: `/api/page-signatures/${progressId}/${pageIds[0]}`,
        headers: { cookie: stranger },
      }),
      await complete(test.app, [...certificationFields(progressId), filePart('identification', jpegBytes)], stranger),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: 'Progress not found' });
    }
    const image = await test.app.inject({ method: 'GET', url: signatureUrl, headers: { cookie: stranger } });
    expect(image.statusCode).toBe(404);
    // The owner still has it all, unchanged.
    const own = await getProgress(test.app, progressId, phone.cookie);
    expect(own.json<InducteeProgress>()).toMatchObject({ currentPage: 1, status: 'in_progress' });
    expect(
      (await test.app.inject({ method: 'GET', url: signatureUrl, headers: { cookie: phone.cookie } })).statusCode,
    ).toBe(200);
  });

  it('binds the browser that enters the right code, which then resumes where the first left off', async () => {
    const laptop = await strangerBrowser();
    await requestStart(test.app, victim, inductionId, { cookie: laptop });
    const { code } = await latestMail();
    const response = await submitCode(
      test.app,
      { email: ` ${victim} `, inductionId, code: ` ${code} ` },
      { cookie: laptop },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<InducteeProgress>()).toMatchObject({ id: phone.progress.id, currentPage: 1 });
    // The browser keeps its own token and gains this progress.
    expect(inducteeCookie(response)).toBe(laptop);
    expect((await getProgress(test.app, phone.progress.id, laptop)).statusCode).toBe(200);
    // The phone started the attempt with the email alone, which anyone could have typed: the browser that
    // proved the inbox takes the progress from it (decision 16).
    expect((await getProgress(test.app, phone.progress.id, phone.cookie)).statusCode).toBe(404);
    // A bound browser starts without a code.
    const again = await requestStart(test.app, victim, inductionId, { cookie: laptop });
    expect(again.statusCode).toBe(200);
    expect(again.json<InducteeProgress>().id).toBe(phone.progress.id);
    // The code worked once.
    const reused = await submitCode(test.app, { email: victim, inductionId, code });
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toEqual({ message: 'No code is waiting for this induction: start it again to get one.' });
  });

  it("takes the progress from whoever started it with the worker's email, once the worker proves the inbox", async () => {
    // Someone who knew the email started the attempt first (the phone of beforeEach, its page 1 signed).
    const progressId = phone.progress.id;
    const signatureUrl = await phoneSignatureUrl();
    // The worker's own phone is asked for the code, and enters it.
    expect((await requestStart(test.app, victim, inductionId)).statusCode).toBe(202);
    const { code } = await latestMail();
    const proved = await submitCode(test.app, { email: victim, inductionId, code });
    expect(proved.statusCode, proved.body).toBe(200);
    const own = inducteeCookie(proved);

    // The first browser reads and moves nothing of it any more, signature images included.
    const squatter = [
      await getProgress(test.app, progressId, phone.cookie),
      await moveTo(test.app, progressId, 0, phone.cookie),
      await sign(test.app, { progressId, pageId: pageIds[1]! }, phone.cookie),
      await complete(
        test.app,
        [...certificationFields(progressId), filePart('identification', jpegBytes)],
        phone.cookie,
      ),
    ];
    for (const response of squatter) expect(response.statusCode, response.body).toBe(404);
    expect(squatter[0]!.json()).toEqual({ message: 'Progress not found' });
    // In the language of the browser that reads, with its cookie or without one.
    const korean = workerEmailTexts('ko').text('progressNotFound');
    expect(korean).not.toBe('Progress not found');
    for (const cookie of [`${phone.cookie}; csi_lang=ko`, 'csi_lang=ko']) {
      const response = await getProgress(test.app, progressId, cookie);
      expect(response.statusCode, cookie).toBe(404);
      expect(response.json(), cookie).toEqual({ message: korean });
    }
    expect(
      (await test.app.inject({ method: 'GET', url: signatureUrl, headers: { cookie: phone.cookie } })).statusCode,
    ).toBe(404);
    // Its start asks for a code, which goes to the worker's inbox.
    expect((await requestStart(test.app, victim, inductionId, { cookie: phone.cookie })).statusCode).toBe(202);
    expect((await getProgress(test.app, progressId, own)).statusCode).toBe(200);

    // A second browser that proves the inbox too leaves the first proven one bound.
    const laptop = await strangerBrowser();
    clock.advanceSeconds(61); // one code email a minute per progress
    expect((await requestStart(test.app, victim, inductionId, { cookie: laptop })).statusCode).toBe(202);
    const second = await submitCode(
      test.app,
      { email: victim, inductionId, code: (await latestMail()).code },
      { cookie: laptop },
    );
    expect(second.statusCode, second.body).toBe(200);
    expect((await getProgress(test.app, progressId, laptop)).statusCode).toBe(200);
    expect((await getProgress(test.app, progressId, own)).statusCode).toBe(200);
  });

  it('counts wrong codes: after five a new code is needed', async () => {
    await requestStart(test.app, victim, inductionId);
    const { code } = await latestMail();
    const messages: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await submitCode(test.app, { email: victim, inductionId, code: wrongCode(code) });
      expect(response.statusCode).toBe(attempt < 5 ? 400 : 410);
      messages.push(response.json<{ message: string }>().message);
    }
    expect(messages).toEqual([
      'That code is not right: 4 tries left.',
      'That code is not right: 3 tries left.',
      'That code is not right: 2 tries left.',
      'That code is not right: 1 try left.',
      'Too many wrong codes: start the induction again to get a new code.',
    ]);
    const right = await submitCode(test.app, { email: victim, inductionId, code });
    expect(right.statusCode).toBe(410);
    expect(right.json()).toEqual({ message: 'Too many wrong codes: start the induction again to get a new code.' });
    expect(right.cookies).toEqual([]);

    // A new code no sooner than a minute after the last one.
    clock.advanceSeconds(30);
    const tooSoon = await requestStart(test.app, victim, inductionId);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('30');
    expect(tooSoon.json()).toEqual({
      message: 'We emailed you a code less than a minute ago. Please wait 30 seconds, then ask for a new one.',
    });
    clock.advanceSeconds(30);
    expect((await requestStart(test.app, victim, inductionId)).statusCode).toBe(202);
    const fresh = await latestMail();
    expect((await bindingMails()).length).toBe(2);
    expect((await submitCode(test.app, { email: victim, inductionId, code: fresh.code })).statusCode).toBe(200);
  });

  it('lets five guesses at once through no further than five tries', async () => {
    await requestStart(test.app, victim, inductionId);
    const { code } = await latestMail();
    // From twelve addresses, so that the limit per address does not stop them first.
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        submitCode(
          test.app,
          { email: victim, inductionId, code: wrongCode(code) },
          { remoteAddress: `198.51.100.${index + 1}` },
        ),
      ),
    );
    expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(4);
    expect(guesses.filter((response) => response.statusCode === 410)).toHaveLength(8);
    expect((await submitCode(test.app, { email: victim, inductionId, code })).statusCode).toBe(410);
  });

  it('takes a code until 15 minutes have passed, and refuses a code or a link after', async () => {
    await requestStart(test.app, victim, inductionId);
    const first = await latestMail();
    clock.advanceSeconds(15 * 60 - 1);
    expect((await submitCode(test.app, { email: victim, inductionId, code: first.code })).statusCode).toBe(200);

    clock.advanceSeconds(60);
    await requestStart(test.app, victim, inductionId);
    const second = await latestMail();
    clock.advanceSeconds(15 * 60);
    const lateCode = await submitCode(test.app, { email: victim, inductionId, code: second.code });
    expect(lateCode.statusCode).toBe(410);
    expect(lateCode.json()).toEqual({ message: 'This code has expired: start the induction again to get a new code.' });
    const lateLink = await submitLink(test.app, second.token);
    expect(lateLink.statusCode).toBe(410);
    expect(lateLink.json()).toEqual({ message: 'This link has expired: start the induction again to get a new one.' });
  });

  it('binds the browser that opens the link, once', async () => {
    await requestStart(test.app, victim, inductionId);
    const { code, token } = await latestMail();
    const opened = await submitLink(test.app, token);
    expect(opened.statusCode, opened.body).toBe(200);
    const answer = opened.json<{ email: string; progress: InducteeProgress }>();
    expect(answer).toMatchObject({ email: victim, progress: { id: phone.progress.id, currentPage: 1 } });
    const cookie = inducteeCookie(opened);
    expect((await getProgress(test.app, phone.progress.id, cookie)).statusCode).toBe(200);

    const again = await submitLink(test.app, token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      message: 'This link is no longer valid: start the induction again to get a new one.',
    });
    expect(again.cookies).toEqual([]);
    // The code of the same email went with it.
    expect((await submitCode(test.app, { email: victim, inductionId, code })).statusCode).toBe(404);
  });

  it('keeps the code in the inbox live when the worker comes back, and emails a new one when asked', async () => {
    // Starts arriving together, and returns to the portal over the code's 15 minutes: one email.
    for (let start = 0; start < 5; start += 1) {
      expect((await requestStart(test.app, victim, inductionId)).statusCode).toBe(202);
      clock.advanceSeconds(3 * 60 - 1);
    }
    expect(await bindingMails()).toHaveLength(1);
    const first = await latestMail();
    expect((await submitCode(test.app, { email: victim, inductionId, code: wrongCode(first.code) })).statusCode).toBe(
      400,
    );

    // "Email me a new code": no sooner than a minute after the last, and then it replaces the old.
    const soon = await requestStart(test.app, victim, inductionId, { isNewCodeRequested: true });
    expect(soon.statusCode).toBe(202);
    expect(await bindingMails()).toHaveLength(2);
    const second = await latestMail();
    expect(second.code === first.code && second.token === first.token).toBe(false);
    clock.advanceSeconds(45);
    const tooSoon = await requestStart(test.app, victim, inductionId, { isNewCodeRequested: true });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('15');
    expect(tooSoon.json()).toEqual({
      message: 'We emailed you a code less than a minute ago. Please wait 15 seconds, then ask for a new one.',
    });
    expect(await bindingMails()).toHaveLength(2);
    expect((await submitLink(test.app, first.token)).statusCode).toBe(410);
    expect((await submitCode(test.app, { email: victim, inductionId, code: first.code })).statusCode).toBe(400);
    expect((await submitCode(test.app, { email: victim, inductionId, code: second.code })).statusCode).toBe(200);
  });

  it('emails a new code at a start once the one before has expired', async () => {
    await requestStart(test.app, victim, inductionId);
    const first = await latestMail();
    clock.advanceSeconds(15 * 60);
    expect((await requestStart(test.app, victim, inductionId)).statusCode).toBe(202);
    expect(await bindingMails()).toHaveLength(2);
    const second = await latestMail();
    expect((await submitCode(test.app, { email: victim, inductionId, code: first.code })).statusCode).not.toBe(200);
    expect((await submitCode(test.app, { email: victim, inductionId, code: second.code })).statusCode).toBe(200);
  });

  it('emails at most ten codes a day for one progress, in the language of the browser asking', async () => {
    for (let sent = 1; sent <= 10; sent += 1) {
      const response = await requestStart(test.app, victim, inductionId, { isNewCodeRequested: true });
      expect(response.statusCode, response.body).toBe(202);
      clock.advanceSeconds(60);
    }
    expect(await bindingMails()).toHaveLength(10);
    const eleventh = await askForNewCodeIn('es');
    expect(eleventh.statusCode).toBe(429);
    // The limit's window is a fixed day: the hours left are those of its Retry-After.
    const hours = Math.ceil(Number(eleventh.headers['retry-after']) / 3600);
    expect(hours).toBeGreaterThanOrEqual(1);
    expect(eleventh.json()).toEqual({ message: workerEmailTexts('es').text('tooManyCodesEmailed', { hours }) });
    expect(await bindingMails()).toHaveLength(10);
    // The code emailed last still works.
    expect(
      (await submitCode(test.app, { email: victim, inductionId, code: (await latestMail()).code })).statusCode,
    ).toBe(200);
  });

  it("says in the worker's language when a new code was asked for too soon", async () => {
    await requestStart(test.app, victim, inductionId);
    clock.advanceSeconds(20);
    const response = await askForNewCodeIn('vi');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('40');
    expect(response.json()).toEqual({ message: workerEmailTexts('vi').text('codeEmailedRecently', { seconds: 40 }) });
  });

  it('asks for a code to review a completed induction from another browser too', async () => {
    const single = await createInduction(test.app, adminCookie, [{ title: 'Only page', requireSignature: true }], {
      title: 'Short induction',
    });
    const first = await startInduction(test.app, victim, single.inductionId);
    await sign(test.app, { progressId: first.progress.id, pageId: single.pageIds[0]! }, first.cookie);
    const completed = await complete(
      test.app,
      [...certificationFields(first.progress.id), filePart('identification', jpegBytes)],
      first.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const response = await requestStart(test.app, victim, single.inductionId);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      status: 'completed',
      percent: 100,
      message: 'Completed on another device — we emailed you a code',
    });
    const mails = await bindingMails();
    expect(mails.at(-1)!.subject).toBe('Your code to review Short induction');
  });

  it('answers the email lookup with status and percent only for progress this browser is not bound to', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: `/api/inductee/${victim}/progress` });
    expect(anonymous.statusCode).toBe(200);
    const [entry] = anonymous.json<ProgressListEntry[]>();
    expect(entry).toEqual({
      induction: expect.objectContaining({ id: inductionId, title: 'Crane Site Safety' }),
      status: 'in_progress',
      percent: 17,
      progress: null,
      completion: null,
      isSuperseded: false,
    });
    expect(anonymous.body).not.toContain('startedAt');
    // The induction's own dates may equal the attempt's under the test's clock; nothing else carries one.
    const { induction: _induction, ...attempt } = entry!;
    expect(JSON.stringify(attempt)).not.toContain(phone.progress.startedAt!);
    expect(anonymous.body).not.toContain('"email"');

    const bound = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/${victim}/progress`,
      headers: { cookie: phone.cookie },
    });
    expect(bound.json<ProgressListEntry[]>()).toEqual([
      {
        induction: expect.objectContaining({ id: inductionId }),
        status: 'in_progress',
        percent: 17,
        completion: null,
        isSuperseded: false,
        progress: expect.objectContaining({
          id: phone.progress.id,
          currentPage: 1,
          startedAt: phone.progress.startedAt,
        }),
      },
    ]);
  });

  it('looks up the progress of the longest address a worker may start with, percent-encoded', async () => {
    // 254 characters, the most the contract takes; each + is three once encoded in the path.
    const longest = `${'a+'.repeat(32)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(limits.emailMax);
    const started = await startInduction(test.app, longest, inductionId);
    const lookup = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/${encodeURIComponent(longest)}/progress`,
      headers: { cookie: started.cookie },
    });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json<ProgressListEntry[]>()).toEqual([
      expect.objectContaining({ progress: expect.objectContaining({ id: started.progress.id }) }),
    ]);
  });

  it('refuses codes and links of the wrong shape with the contract messages', async () => {
    const code = await submitCode(test.app, { email: victim, inductionId, code: '12ab56' });
    expect(code.statusCode).toBe(400);
    expect(code.json().errors).toEqual([{ field: 'code', message: 'Enter the 6-digit code from the email' }]);
    const link = await submitLink(test.app, 'short');
    expect(link.statusCode).toBe(400);
    expect(link.json().errors).toEqual([{ field: 'token', message: 'This link is not valid' }]);
    const unknown = await submitLink(test.app, 'A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
  });
});
