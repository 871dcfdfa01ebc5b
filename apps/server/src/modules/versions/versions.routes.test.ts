import fs from 'node:fs';
import path from 'node:path';
import type {
  CompletionsPage,
  Dashboard,
  InducteeContent,
  InductionPage,
  InductionVersions,
  ProgressListEntry,
} from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  complete,
  certificationFields,
  controlClock,
  createInduction,
  filePart,
  getProgress,
  jpegBytes,
  moveTo,
  readBindingMail,
  requestStart,
  sign,
  startInduction,
  submitCode,
  submitLink,
} from '../../../test/inductee-journey.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { multipart } from '../../../test/multipart.ts';
import { scrape } from '../../../test/scrape-metrics.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { extractText } from '../documents/pdf-tools.ts';
import { sweepUnreferencedFiles } from '../file-sweeps/file-sweeps.ts';

describe.each(databaseKinds)('induction versions on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    induction = await createInduction(
      test.app,
      adminCookie,
      [
        { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
        { title: 'Lifting plans', minTimeSeconds: 0 },
      ],
      { title: 'Mobile Crane Site Safety' },
    );
  });
  afterEach(async () => {
    await test.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload && { payload }) });
  const versions = async () => {
    const response = await asAdmin('GET', `/api/inductions/${induction.inductionId}/versions`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InductionVersions>();
  };
  const publish = async (completions: 'stayValid' | 'retake') => {
    clock.advanceSeconds(60);
    const response = await asAdmin('POST', `/api/inductions/${induction.inductionId}/publish`, { completions });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InductionVersions>();
  };
  const editPage = (pageId: number, title: string, content: string) =>
    asAdmin('PUT', `/api/induction-pages/${pageId}`, {
      title,
      minTimeSeconds: 0,
      content: { type: 'richText', content, requireSignature: true },
    });
  const contentOf = async (progressId: number, cookie: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/progress/${progressId}/content`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InducteeContent>();
  };
  const snapshotCount = async () =>
    Number(
      (
        await test.app.db
          .selectFrom('page_snapshots')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  /** Jane or another worker takes the whole induction from a new browser. */
  const take = async (email: string, firstName = 'Jane') => {
    const started = await startInduction(test.app, email, induction.inductionId);
    expect((await moveTo(test.app, started.progress.id, 0, started.cookie)).statusCode).toBe(200);
    const pageId = induction.pageIds[0]!;
    expect((await sign(test.app, { progressId: started.progress.id, pageId }, started.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, started.progress.id, 1, started.cookie)).statusCode).toBe(200);
    const completed = await complete(
      test.app,
      [...certificationFields(started.progress.id, { firstName }), filePart('identification', jpegBytes)],
      started.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    return {
      progressId: started.progress.id,
      cookie: started.cookie,
      completionId: completed.json<{ completionId: number }>().completionId,
    };
  };
  const documentText = async (progressId: number, kind: 'certificate' | 'summary') => {
    const response = await asAdmin('GET', `/api/inductions/${induction.inductionId}/progress/${progressId}/${kind}`);
    expect(response.statusCode, response.body).toBe(200);
    return extractText(response.rawPayload);
  };

  it('freezes the published version: a draft edit reaches workers only when published, and an attempt keeps its version', async () => {
    expect(await versions()).toMatchObject({
      versions: [{ version: 1, publishedBy: 'Root Admin', completionsChoice: 'stayValid', completionCount: 0 }],
      publishedVersion: 1,
      hasUnpublishedChanges: false,
    });
    const jane = await startInduction(test.app, 'jane@site.example', induction.inductionId);

    // The draft changes: a page edited, one deleted, one added, the title changed.
    expect((await editPage(induction.pageIds[0]!, 'Exclusion zones (2027)', '<p>New zones</p>')).statusCode).toBe(200);
    expect((await asAdmin('DELETE', `/api/induction-pages/${induction.pageIds[1]}`)).statusCode).toBe(200);
    const added = await asAdmin('POST', `/api/inductions/${induction.inductionId}/pages`, {
      title: 'Wind limits',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>Stop at 38 km/h</p>' },
    });
    expect(added.statusCode).toBe(201);
    expect(
      (await asAdmin('PUT', `/api/inductions/${induction.inductionId}`, { title: 'Crane Safety 2027' })).statusCode,
    ).toBe(200);
    expect((await versions()).hasUnpublishedChanges).toBe(true);

    // Workers still see version 1, through the attempt and the public routes alike.
    const before = await contentOf(jane.progress.id, jane.cookie);
    expect(before.induction.title).toBe('Mobile Crane Site Safety');
    expect(before.version.number).toBe(1);
    expect(before.pages.map((page) => page.title)).toEqual(['Exclusion zones', 'Lifting plans']);
    const publicPages = await test.app.inject({ method: 'GET', url: `/api/inductions/${induction.inductionId}/pages` });
    expect(publicPages.json<InductionPage[]>().map((page) => page.title)).toEqual(['Exclusion zones', 'Lifting plans']);
    const available = await test.app.inject({ method: 'GET', url: '/api/inductee/available-inductions' });
    expect(available.json<{ title: string }[]>().map((entry) => entry.title)).toEqual(['Mobile Crane Site Safety']);
    // The builder reads the draft.
    const draftPages = await asAdmin('GET', `/api/inductions/${induction.inductionId}/pages`);
    expect(draftPages.json<InductionPage[]>().map((page) => page.title)).toEqual([
      'Exclusion zones (2027)',
      'Wind limits',
    ]);

    const published = await publish('stayValid');
    expect(published).toMatchObject({ publishedVersion: 2, hasUnpublishedChanges: false, supersededCount: 0 });
    expect(published.versions.map((version) => [version.version, version.title])).toEqual([
      [2, 'Crane Safety 2027'],
      [1, 'Mobile Crane Site Safety'],
    ]);
    // Only the edited and the added page are new content: the rest was stored once.
    expect(await snapshotCount()).toBe(4);

    // Jane's attempt stays on version 1 to the end, a page deleted since included.
    const still = await contentOf(jane.progress.id, jane.cookie);
    expect(still.version.number).toBe(1);
    expect(still.pages.map((page) => page.title)).toEqual(['Exclusion zones', 'Lifting plans']);
    expect((await moveTo(test.app, jane.progress.id, 0, jane.cookie)).statusCode).toBe(200);
    const signed = await sign(test.app, { progressId: jane.progress.id, pageId: induction.pageIds[0]! }, jane.cookie);
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await moveTo(test.app, jane.progress.id, 1, jane.cookie)).statusCode).toBe(200);
    const completed = await complete(
      test.app,
      [...certificationFields(jane.progress.id), filePart('identification', jpegBytes)],
      jane.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);

    // Sam starts now, on version 2.
    const sam = await startInduction(test.app, 'sam@site.example', induction.inductionId);
    const samContent = await contentOf(sam.progress.id, sam.cookie);
    expect(samContent.version.number).toBe(2);
    expect(samContent.induction.title).toBe('Crane Safety 2027');
    expect(samContent.pages.map((page) => page.title)).toEqual(['Exclusion zones (2027)', 'Wind limits']);
    expect((await versions()).versions.map((version) => version.completionCount)).toEqual([0, 1]);

    // Publishing a draft that does not differ makes no new version.
    expect((await publish('retake')).versions).toHaveLength(2);
  });

  it('names each completion, in the records, its signatures and its webhook, as its version did, not as the draft does', async () => {
    const hook = await asAdmin('POST', '/api/admin/webhooks', {
      url: 'https://hooks.example/inductions',
      events: ['completion.created'],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    await take('jane@site.example');
    // Renamed in the draft, not published: workers still take version 1.
    expect(
      (await asAdmin('PUT', `/api/inductions/${induction.inductionId}`, { title: 'Renamed, unpublished' })).statusCode,
    ).toBe(200);
    expect((await editPage(induction.pageIds[0]!, 'Renamed page', '<p>Not published</p>')).statusCode).toBe(200);
    clock.advanceSeconds(1);
    await take('sam@site.example', 'Sam');

    const list = (await asAdmin('GET', '/api/admin/completions')).json<CompletionsPage>();
    expect(list.items.map((item) => [item.inductee.email, item.induction.title])).toEqual([
      ['sam@site.example', 'Mobile Crane Site Safety'],
      ['jane@site.example', 'Mobile Crane Site Safety'],
    ]);
    expect(list.items.map((item) => item.signatures.map((signature) => signature.pageTitle))).toEqual([
      ['Exclusion zones'],
      ['Exclusion zones'],
    ]);
    const found = (await asAdmin('GET', '/api/admin/completions?q=sam')).json<CompletionsPage>();
    expect(found.items.map((item) => item.induction.title)).toEqual(['Mobile Crane Site Safety']);
    const events = await test.app.db.selectFrom('webhook_deliveries').select('payload').execute();
    expect(
      events.map(
        (event) =>
          (JSON.parse(event.payload) as { data: { completion: { induction: unknown } } }).data.completion.induction,
      ),
    ).toEqual([
      { id: induction.inductionId, title: 'Mobile Crane Site Safety', version: 1 },
      { id: induction.inductionId, title: 'Mobile Crane Site Safety', version: 1 },
    ]);
  });

  it('gives the same certificate and summary text before and after an edit and a new version', async () => {
    const taken = await take('jane@site.example');
    const certificate = await documentText(taken.progressId, 'certificate');
    const summary = await documentText(taken.progressId, 'summary');
    expect(certificate).toContain('Mobile Crane Site Safety');
    expect(certificate).toMatch(/Version 1, published \w+ \d{2}, \d{4}/);
    expect(summary).toContain('Exclusion zones');

    expect((await editPage(induction.pageIds[0]!, 'Renamed page', '<p>Other words</p>')).statusCode).toBe(200);
    expect(
      (await asAdmin('PUT', `/api/inductions/${induction.inductionId}`, { title: 'Renamed induction' })).statusCode,
    ).toBe(200);
    await publish('stayValid');

    // Word for word, but for when each was generated.
    const content = (text: string) => text.replace(/Generated [^\n]*/g, 'Generated');
    expect(content(await documentText(taken.progressId, 'certificate'))).toBe(content(certificate));
    expect(content(await documentText(taken.progressId, 'summary'))).toBe(content(summary));
    expect(summary).toMatch(/Generated /);
  });

  it('with "Everyone must take it again" supersedes the standing completions, emails each worker, and the check says so', async () => {
    const jane = await take('jane@site.example');
    clock.advanceSeconds(1);
    const sam = await take('sam@site.example', 'Sam');
    const revoked = await asAdmin('POST', `/api/admin/completions/${sam.completionId}/revoke`, {
      reason: 'Wrong person',
    });
    expect(revoked.statusCode).toBe(200);
    const mailsBefore = await test.app.db.selectFrom('mail_outbox').select('id').execute();

    expect((await editPage(induction.pageIds[0]!, 'Exclusion zones', '<p>The zone is now 10 m</p>')).statusCode).toBe(
      200,
    );
    const published = await publish('retake');
    expect(published).toMatchObject({ publishedVersion: 2, supersededCount: 1 });
    expect(published.versions[0]).toMatchObject({ version: 2, completionsChoice: 'retake' });

    // Jane's stood, so it is superseded and she is emailed; Sam's was revoked, and stays so.
    const list = (await asAdmin('GET', '/api/admin/completions')).json<CompletionsPage>();
    expect(list.items.map((item) => [item.inductee.email, item.status])).toEqual([
      ['sam@site.example', 'revoked'],
      ['jane@site.example', 'superseded'],
    ]);
    expect(list.items[1]!.supersededAt).toBe(clock.now().toISOString());
    const mails = await test.app.db
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body'])
      .where(
        'id',
        'not in',
        mailsBefore.map((mail) => mail.id),
      )
      .execute();
    expect(mails).toEqual([
      {
        recipient: 'jane@site.example',
        subject: 'Please take Mobile Crane Site Safety again',
        text_body: expect.stringContaining(`${test.config.publicUrl}/inductee`),
      },
    ]);
    const code = list.items[1]!.verificationCode;
    const check = await test.app.inject({ method: 'GET', url: `/api/verify/${code}` });
    expect(check.json()).toMatchObject({ status: 'superseded', supersededAt: clock.now().toISOString() });

    // Sam's, revoked then, is superseded too: reinstated, it answers as superseded, not as valid.
    const reinstated = await asAdmin('POST', `/api/admin/completions/${sam.completionId}/reinstate`);
    expect(reinstated.json()).toMatchObject({ status: 'superseded', supersededAt: list.items[1]!.supersededAt });
    const samCheck = await test.app.inject({ method: 'GET', url: `/api/verify/${list.items[0]!.verificationCode}` });
    expect(samCheck.json()).toMatchObject({ status: 'superseded' });

    // Her portal offers to take it again, and starting begins attempt 2 on version 2.
    const portal = await test.app.inject({
      method: 'GET',
      url: '/api/inductee/jane@site.example/progress',
      headers: { cookie: jane.cookie },
    });
    expect(portal.json<ProgressListEntry[]>()[0]!.completion).toMatchObject({ status: 'superseded' });
    const again = await startInduction(test.app, 'jane@site.example', induction.inductionId, jane.cookie);
    expect(again.progress.id).not.toBe(jane.progressId);
    expect((await contentOf(again.progress.id, again.cookie)).version.number).toBe(2);
  });

  it('with "Everyone must take it again" ends the attempts in progress: none completes the version withdrawn', async () => {
    // Ana has signed page 1 of version 1 and is on page 2; Raj has started and not moved yet.
    const ana = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    expect((await moveTo(test.app, ana.progress.id, 0, ana.cookie)).statusCode).toBe(200);
    const pageId = induction.pageIds[0]!;
    expect((await sign(test.app, { progressId: ana.progress.id, pageId }, ana.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, ana.progress.id, 1, ana.cookie)).statusCode).toBe(200);
    const raj = await startInduction(test.app, 'raj@site.example', induction.inductionId);

    expect((await editPage(pageId, 'Exclusion zones', '<p>The zone is now 10 m</p>')).statusCode).toBe(200);
    const published = await publish('retake');
    expect(published).toMatchObject({ publishedVersion: 2, supersededCount: 0, supersededAttemptCount: 2 });
    const audit = await test.app.db
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'induction-published')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details)).toMatchObject({ supersededAttemptCount: 2 });

    // Her certification of version 1 is refused, in her language, and nothing is recorded.
    const spanish = `${ana.cookie}; csi_lang=es`;
    const completed = await complete(
      test.app,
      [...certificationFields(ana.progress.id), filePart('identification', jpegBytes)],
      spanish,
    );
    expect(completed.statusCode, completed.body).toBe(410);
    expect(completed.json()).toEqual({
      message:
        'Esta inducción se actualizó mientras la realizaba y ahora todos deben hacer la nueva versión. Vuelva a empezarla desde sus inducciones.',
    });
    expect(await test.app.db.selectFrom('completions').select('id').execute()).toEqual([]);
    expect(await test.app.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    // So are every read and change of the attempt, in English by default.
    const english =
      'This induction was updated while you were taking it, and everyone must now take the new version. Please start it again from your inductions.';
    for (const response of [
      await getProgress(test.app, ana.progress.id, ana.cookie),
      await moveTo(test.app, ana.progress.id, 0, ana.cookie),
      await sign(test.app, { progressId: ana.progress.id, pageId }, ana.cookie),
      await test.app.inject({
        method: 'GET',
        url: `/api/inductee/progress/${ana.progress.id}/content`,
        headers: { cookie: ana.cookie },
      }),
      await moveTo(test.app, raj.progress.id, 0, raj.cookie),
    ]) {
      expect(response.statusCode, response.body).toBe(410);
      expect(response.json()).toEqual({ message: english });
    }

    // Her portal says when, and starting begins attempt 2 on version 2, which she then completes.
    const portal = await test.app.inject({
      method: 'GET',
      url: '/api/inductee/ana@site.example/progress',
      headers: { cookie: ana.cookie },
    });
    expect(portal.json<ProgressListEntry[]>()[0]).toMatchObject({
      status: 'in_progress',
      isSuperseded: true,
      completion: null,
    });
    const again = await startInduction(test.app, 'ana@site.example', induction.inductionId, ana.cookie);
    expect(again.progress).toMatchObject({ status: 'not_started', currentPage: 0 });
    expect(again.progress.id).not.toBe(ana.progress.id);
    expect((await contentOf(again.progress.id, again.cookie)).version.number).toBe(2);
    const portalAfter = await test.app.inject({
      method: 'GET',
      url: '/api/inductee/ana@site.example/progress',
      headers: { cookie: again.cookie },
    });
    expect(portalAfter.json<ProgressListEntry[]>()[0]).toMatchObject({ status: 'not_started', isSuperseded: false });
    // Another browser, not bound to the ended attempt, starts a new one too, with no code emailed.
    const elsewhere = await startInduction(test.app, 'raj@site.example', induction.inductionId);
    expect(elsewhere.progress.id).not.toBe(raj.progress.id);

    expect((await moveTo(test.app, again.progress.id, 0, again.cookie)).statusCode).toBe(200);
    expect((await sign(test.app, { progressId: again.progress.id, pageId }, again.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, again.progress.id, 1, again.cookie)).statusCode).toBe(200);
    const second = await complete(
      test.app,
      [...certificationFields(again.progress.id), filePart('identification', jpegBytes)],
      again.cookie,
    );
    expect(second.statusCode, second.body).toBe(200);
    const list = (await asAdmin('GET', '/api/admin/completions')).json<CompletionsPage>();
    expect(list.items.map((item) => [item.inductee.email, item.attempt, item.status])).toEqual([
      ['ana@site.example', 2, 'valid'],
    ]);
  });

  it('counts an attempt the publish ended neither as taken nor in progress, on the dashboard and in the metric', async () => {
    await take('ben@site.example', 'Ben');
    const ana = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    expect((await moveTo(test.app, ana.progress.id, 0, ana.cookie)).statusCode).toBe(200);
    const dashboard = async () => {
      const response = await asAdmin('GET', '/api/admin/dashboard');
      expect(response.statusCode, response.body).toBe(200);
      const { stats, recentActivity } = response.json<Dashboard>();
      const activity = recentActivity.map((entry) => [entry.inductee.email, entry.progress.status]);
      return { stats, activity, beingTaken: (await scrape(test.app)).value('progress_active') };
    };
    expect(await dashboard()).toEqual({
      stats: { totalInductions: 2, inProgressCount: 1, completedCount: 1 },
      activity: [
        ['ana@site.example', 'in_progress'],
        ['ben@site.example', 'completed'],
      ],
      beingTaken: 1,
    });

    expect((await editPage(induction.pageIds[0]!, 'Exclusion zones', '<p>The zone is now 10 m</p>')).statusCode).toBe(
      200,
    );
    expect(await publish('retake')).toMatchObject({ supersededCount: 1, supersededAttemptCount: 1 });
    // Ben's completion was completed, and stays counted as the record it is. Ana's attempt will never be.
    expect(await dashboard()).toEqual({
      stats: { totalInductions: 1, inProgressCount: 0, completedCount: 1 },
      activity: [['ben@site.example', 'completed']],
      beingTaken: 0,
    });

    // Her new attempt counts from its first page move, as any attempt does.
    const again = await startInduction(test.app, 'ana@site.example', induction.inductionId, ana.cookie);
    expect((await moveTo(test.app, again.progress.id, 0, again.cookie)).statusCode).toBe(200);
    expect(await dashboard()).toEqual({
      stats: { totalInductions: 2, inProgressCount: 1, completedCount: 1 },
      activity: [
        ['ana@site.example', 'in_progress'],
        ['ben@site.example', 'completed'],
      ],
      beingTaken: 1,
    });
  });

  it('refuses the code emailed before the publish for an ended attempt, and a start on that device needs none', async () => {
    const ana = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    expect((await moveTo(test.app, ana.progress.id, 0, ana.cookie)).statusCode).toBe(200);
    // Her second phone asks for the attempt: a code is emailed.
    const asked = await requestStart(test.app, 'ana@site.example', induction.inductionId);
    expect(asked.statusCode, asked.body).toBe(202);
    const mail = await test.app.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('recipient', '=', 'ana@site.example')
      .executeTakeFirstOrThrow();
    const { code, token } = readBindingMail(mail.text_body);

    expect((await editPage(induction.pageIds[0]!, 'Exclusion zones', '<p>The zone is now 10 m</p>')).statusCode).toBe(
      200,
    );
    await publish('retake');
    const body = { email: 'ana@site.example', inductionId: induction.inductionId, code };
    for (const refused of [await submitCode(test.app, body), await submitLink(test.app, token)]) {
      expect(refused.statusCode, refused.body).toBe(410);
      expect(refused.json<{ message: string }>().message).toMatch(
        /^This induction was updated while you were taking it/,
      );
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const secondPhone = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    expect(secondPhone.progress).toMatchObject({ status: 'not_started' });
    expect((await contentOf(secondPhone.progress.id, secondPhone.cookie)).version.number).toBe(2);
  });

  it('with "Earlier completions stay valid" lets the attempts in progress finish on their version', async () => {
    const ana = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    expect((await editPage(induction.pageIds[0]!, 'Exclusion zones', '<p>Typo fixed</p>')).statusCode).toBe(200);
    expect(await publish('stayValid')).toMatchObject({ publishedVersion: 2, supersededAttemptCount: 0 });
    expect((await moveTo(test.app, ana.progress.id, 0, ana.cookie)).statusCode).toBe(200);
    expect((await contentOf(ana.progress.id, ana.cookie)).version.number).toBe(1);
  });

  it('keeps a replaced PDF for the version that shows it, served to its workers and spared by the sweep', async () => {
    const upload = async (pdf: Buffer) => {
      const body = multipart('pdf', 'manual.pdf', 'application/pdf', pdf);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/upload/pdf',
        payload: body.payload,
        headers: { ...body.headers, cookie: adminCookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ url: string }>().url;
    };
    const setPdf = (url: string) =>
      asAdmin('PUT', `/api/induction-pages/${induction.pageIds[1]}`, {
        title: 'Lifting plans',
        minTimeSeconds: 0,
        content: { type: 'richText', pdfUrl: url, pdfName: 'manual.pdf' },
      });
    const first = await upload(makePdf());
    expect((await setPdf(first)).statusCode).toBe(200);
    await publish('stayValid');
    const jane = await startInduction(test.app, 'jane@site.example', induction.inductionId);

    const second = await upload(Buffer.concat([makePdf(), Buffer.from('% revised\n')]));
    expect((await setPdf(second)).statusCode).toBe(200);
    await publish('stayValid');

    const janePages = (await contentOf(jane.progress.id, jane.cookie)).pages;
    expect(janePages[1]!.content.pdfUrl).toBe(first);
    const snapshots = await test.app.db.selectFrom('page_snapshots').select(['pdf_url', 'snapshot']).execute();
    const pdfHashes = snapshots.flatMap((row) =>
      row.pdf_url === null ? [] : [(JSON.parse(row.snapshot) as { pdf: { sha256: string } }).pdf.sha256],
    );
    expect(new Set(pdfHashes).size).toBe(2);

    const sweep = await sweepUnreferencedFiles(
      { db: test.app.db, storage: test.app.storage, log: test.app.log },
      new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
    );
    expect(sweep).toBe(0);
    for (const url of [first, second]) {
      const served = await test.app.inject({ method: 'GET', url });
      expect(served.statusCode, url).toBe(200);
    }
    expect(fs.existsSync(path.join(test.config.dataDir, 'uploads', first.replace('/api/files/', '')))).toBe(true);
  });

  it('refuses to publish a page whose PDF is gone, and answers 404 for an unknown induction', async () => {
    expect((await asAdmin('POST', '/api/inductions/999999/publish', { completions: 'stayValid' })).statusCode).toBe(
      404,
    );
    expect((await asAdmin('GET', '/api/inductions/999999/versions')).statusCode).toBe(404);
    const bad = await asAdmin('POST', `/api/inductions/${induction.inductionId}/publish`, { completions: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    const url = '/api/files/pdfs/00000000-0000-4000-8000-000000000000.pdf';
    const page = await asAdmin('PUT', `/api/induction-pages/${induction.pageIds[1]}`, {
      title: 'Lifting plans',
      minTimeSeconds: 0,
      content: { type: 'richText', pdfUrl: url },
    });
    expect(page.statusCode, page.body).toBe(200);
    const refused = await asAdmin('POST', `/api/inductions/${induction.inductionId}/publish`, {
      completions: 'stayValid',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'The PDF of the page "Lifting plans" is missing. Upload it again, then publish.',
    });
    // A page saved before page PDFs' addresses were checked may name something that is no key at all.
    await test.app.db
      .updateTable('induction_pages')
      .set({ pdf_url: '/api/files/../../etc/passwd' })
      .where('id', '=', induction.pageIds[1]!)
      .execute();
    const legacy = await asAdmin('POST', `/api/inductions/${induction.inductionId}/publish`, {
      completions: 'stayValid',
    });
    expect([legacy.statusCode, legacy.json()]).toEqual([
      409,
      { message: 'The PDF of the page "Lifting plans" is missing. Upload it again, then publish.' },
    ]);
    expect((await versions()).versions).toHaveLength(1);
  });
});
