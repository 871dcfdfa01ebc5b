import type { InducteeContent, Induction, InductionPage } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerQuiz, controlClock, createInduction, moveTo, startInduction } from '../../../test/inductee-journey.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { multipart } from '../../../test/multipart.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

describe.each(databaseKinds)("an induction's content in other languages on %s (issue 16, decision 37)", (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };
  const quiz = {
    questions: [
      { question: 'Where may you stand?', options: ['Under the load', 'Outside the zone'], correctAnswer: 1 },
    ],
  };

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    induction = await createInduction(
      test.app,
      adminCookie,
      [
        { title: 'Exclusion zones', minTimeSeconds: 0 },
        { title: 'Lifting plans', minTimeSeconds: 0 },
        { title: 'Check' },
      ],
      { title: 'Mobile Crane Site Safety' },
    );
  });
  afterEach(async () => {
    await test.close();
  });

  const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload && { payload }) });
  const publish = async () => {
    clock.advanceSeconds(60);
    const response = await asAdmin('POST', `/api/inductions/${induction.inductionId}/publish`, {
      completions: 'stayValid',
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const savePage = (pageId: number, body: object) => asAdmin('PUT', `/api/induction-pages/${pageId}`, body);
  const exclusionZones = (translations?: object) => ({
    title: 'Exclusion zones',
    minTimeSeconds: 0,
    content: { type: 'richText', content: '<p>Never walk under a load.</p>' },
    ...(translations && { translations }),
  });
  const quizPage = (translations?: object) => ({
    title: 'Check',
    minTimeSeconds: 0,
    content: { type: 'quiz', content: '<p>Answer the question.</p>', quiz },
    ...(translations && { translations }),
  });
  const contentIn = async (progressId: number, cookie: string, language?: string) => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/progress/${progressId}/content`,
      headers: { cookie: language ? `${cookie}; csi_lang=${language}` : cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InducteeContent>();
  };
  const adminPages = async () =>
    (await asAdmin('GET', `/api/inductions/${induction.inductionId}/pages`)).json<InductionPage[]>();

  it('keeps the translations beside the English in the draft, sanitised, and leaves them when a save omits them', async () => {
    const saved = await savePage(
      induction.pageIds[0]!,
      exclusionZones({
        vi: { title: 'Vùng loại trừ', content: '<p>Không bao giờ đi dưới tải.</p><script>alert(1)</script>' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InductionPage>().translations).toEqual({
      vi: {
        title: 'Vùng loại trừ',
        content: '<p>Không bao giờ đi dưới tải.</p>',
        pdfUrl: null,
        pdfName: null,
        quiz: { questions: [] },
      },
    });
    // A save without translations (an older screen) keeps them.
    expect((await savePage(induction.pageIds[0]!, exclusionZones())).statusCode).toBe(200);
    const pages = await adminPages();
    expect(pages[0]!.translations?.vi?.title).toBe('Vùng loại trừ');
    expect(pages[1]!.translations).toEqual({});
    // An empty set removes them.
    expect((await savePage(induction.pageIds[0]!, exclusionZones({}))).statusCode).toBe(200);
    expect((await adminPages())[0]!.translations).toEqual({});
  });

  it('refuses a translated quiz with other questions or options, a foreign PDF, and an unknown language', async () => {
    expect((await savePage(induction.pageIds[2]!, quizPage())).statusCode).toBe(200);
    const fewer = await savePage(
      induction.pageIds[2]!,
      quizPage({ es: { title: 'Comprobar', quiz: { questions: [{ question: '¿Dónde?', options: ['Debajo'] }] } } }),
    );
    expect(fewer.statusCode).toBe(400);
    expect(fewer.json<{ message: string }>().message).toContain(
      "The Español quiz must have the English quiz's questions and options, in the same order",
    );
    const foreign = await savePage(
      induction.pageIds[0]!,
      exclusionZones({ es: { title: 'Zonas', pdfUrl: 'https://elsewhere.example/x.pdf' } }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toContain('The PDF must be uploaded through the app');
    const unknown = await savePage(induction.pageIds[0]!, exclusionZones({ fr: { title: 'Zones' } }));
    expect(unknown.statusCode).toBe(400);
    const english = await savePage(induction.pageIds[0]!, exclusionZones({ en: { title: 'Zones' } }));
    expect(english.statusCode).toBe(400);
    expect((await adminPages())[0]!.translations).toEqual({});
  });

  it('shows a worker their language where the version has it, English elsewhere, and marks the quiz by the English key', async () => {
    const translated = await asAdmin('PUT', `/api/inductions/${induction.inductionId}`, {
      translations: { vi: { title: 'An toàn công trường cần cẩu', description: 'Đọc mọi trang' } },
    });
    expect(translated.statusCode, translated.body).toBe(200);
    expect(translated.json<Induction>().translations).toEqual({
      vi: { title: 'An toàn công trường cần cẩu', description: 'Đọc mọi trang' },
    });
    await savePage(
      induction.pageIds[0]!,
      exclusionZones({ vi: { title: 'Vùng loại trừ', content: '<p>Không đi dưới tải.</p>' } }),
    );
    await savePage(
      induction.pageIds[2]!,
      quizPage({
        vi: {
          title: 'Kiểm tra',
          quiz: { questions: [{ question: 'Bạn được đứng ở đâu?', options: ['Dưới tải', 'Ngoài vùng'] }] },
        },
      }),
    );
    await publish();

    const worker = await startInduction(test.app, 'lan@site.example', induction.inductionId);
    const vietnamese = await contentIn(worker.progress.id, worker.cookie, 'vi');
    expect(vietnamese.induction).toMatchObject({ title: 'An toàn công trường cần cẩu', language: 'vi' });
    expect(vietnamese.pages.map((page) => [page.title, page.language])).toEqual([
      ['Vùng loại trừ', 'vi'],
      ['Lifting plans', 'en'],
      ['Kiểm tra', 'vi'],
    ]);
    expect(vietnamese.pages[0]!.content.content).toBe('<p>Không đi dưới tải.</p>');
    // Untranslated text shows the English; the rules stay the English page's.
    expect(vietnamese.pages[2]!.content.content).toBe('<p>Answer the question.</p>');
    expect(vietnamese.pages[2]!.content.quiz.questions).toEqual([
      { question: 'Bạn được đứng ở đâu?', options: ['Dưới tải', 'Ngoài vùng'] },
    ]);
    const english = await contentIn(worker.progress.id, worker.cookie);
    expect(english.pages.map((page) => [page.title, page.language])).toEqual([
      ['Exclusion zones', 'en'],
      ['Lifting plans', 'en'],
      ['Check', 'en'],
    ]);
    // Korean has no translation: English throughout.
    expect((await contentIn(worker.progress.id, worker.cookie, 'ko')).induction.title).toBe('Mobile Crane Site Safety');

    expect((await moveTo(test.app, worker.progress.id, 1, worker.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, worker.progress.id, 2, worker.cookie)).statusCode).toBe(200);
    const answered = await answerQuiz(
      test.app,
      worker.progress.id,
      { pageId: induction.pageIds[2]!, answers: [{ questionIndex: 0, answerIndex: 1 }] },
      worker.cookie,
    );
    expect(answered.statusCode, answered.body).toBe(200);
    // Marked by the English key, recorded in English for the administrator's summary.
    expect(answered.body).toContain('"isCorrect":true');
    expect(answered.body).toContain('"correctAnswer":"Outside the zone"');
  });

  it('gives workers a translation edited after publishing only once it is published', async () => {
    await savePage(induction.pageIds[0]!, exclusionZones({ es: { title: 'Zonas de exclusión' } }));
    await publish();
    const worker = await startInduction(test.app, 'ana@site.example', induction.inductionId);
    await savePage(induction.pageIds[0]!, exclusionZones({ es: { title: 'Zonas prohibidas' } }));
    const details = await asAdmin('GET', `/api/inductions/${induction.inductionId}/versions`);
    expect(details.json<{ hasUnpublishedChanges: boolean }>().hasUnpublishedChanges).toBe(true);
    expect((await contentIn(worker.progress.id, worker.cookie, 'es')).pages[0]!.title).toBe('Zonas de exclusión');
    await publish();
    const next = await startInduction(test.app, 'luis@site.example', induction.inductionId);
    expect((await contentIn(next.progress.id, next.cookie, 'es')).pages[0]!.title).toBe('Zonas prohibidas');
    // The first worker keeps the version they started on.
    expect((await contentIn(worker.progress.id, worker.cookie, 'es')).pages[0]!.title).toBe('Zonas de exclusión');
    // A publish that changes nothing makes no version (1 at creation, 2 and 3 above).
    await publish();
    const versions = await asAdmin('GET', `/api/inductions/${induction.inductionId}/versions`);
    expect(versions.json<{ versions: unknown[] }>().versions).toHaveLength(3);
  });

  it("serves a translated page's own PDF to its workers while the induction is active", async () => {
    const body = multipart('pdf', 'plan-ar.pdf', 'application/pdf', makePdf());
    const upload = await test.app.inject({
      method: 'POST',
      url: '/api/upload/pdf',
      payload: body.payload,
      headers: { ...body.headers, cookie: adminCookie },
    });
    const { url } = upload.json<{ url: string }>();
    await savePage(induction.pageIds[1]!, {
      title: 'Lifting plans',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>Read the plan.</p>' },
      translations: { ar: { title: 'خطط الرفع', pdfUrl: url, pdfName: 'plan-ar.pdf' } },
    });
    expect((await test.app.inject({ method: 'GET', url })).statusCode).not.toBe(200);
    await publish();
    const worker = await startInduction(test.app, 'omar@site.example', induction.inductionId);
    const arabic = await contentIn(worker.progress.id, worker.cookie, 'ar');
    expect(arabic.pages[1]!.content).toMatchObject({ pdfUrl: url, pdfName: 'plan-ar.pdf' });
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
