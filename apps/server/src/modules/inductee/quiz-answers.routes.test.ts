import type { InductionPage, QuizAnswers } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answerQuiz,
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  jpegBytes,
  moveTo,
  sign,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { extractFlatText } from '../documents/pdf-tools.ts';

const liftQuiz = [
  {
    question: 'Who may enter the exclusion zone during a lift?',
    options: ['Anyone in a hard hat', 'Only the dogman, when the operator agrees', 'Nobody'],
    correctAnswer: 1,
  },
  { question: 'What is the maximum wind speed for this lift?', options: ['60 km/h', '38 km/h'], correctAnswer: 1 },
  { question: 'Who signs the lift plan?', options: ['The lift supervisor', 'The client'], correctAnswer: 0 },
];

describe.each(databaseKinds)('quiz answers on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let inductionId: number;
  let pageIds: number[];
  let progressId: number;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    const induction = await createInduction(test.app, adminCookie, [
      { title: 'Lift quiz', quiz: liftQuiz },
      { title: 'Site rules' },
      { title: 'Second quiz', quiz: [{ question: 'Is it safe?', options: ['Yes', 'No'], correctAnswer: 1 }] },
    ]);
    inductionId = induction.inductionId;
    pageIds = induction.pageIds;
    const start = await startInduction(test.app, 'jane@example.com', inductionId);
    progressId = start.progress.id;
    cookie = start.cookie;
  });
  afterEach(async () => {
    await test.close();
  });

  const storedRows = () => test.app.db.selectFrom('inductee_quiz_answers').selectAll().execute();

  it('records every question of the quiz with the answer given, scored by the server', async () => {
    const response = await answerQuiz(
      test.app,
      progressId,
      {
        pageId: pageIds[0]!,
        answers: [
          { questionIndex: 0, answerIndex: 1 },
          { questionIndex: 1, answerIndex: 0 },
        ],
      },
      cookie,
    );

    expect(response.statusCode, response.body).toBe(200);
    const answeredAt = clock.now().toISOString();
    expect(response.json()).toEqual({
      progressId,
      pageId: pageIds[0],
      answeredAt,
      correctCount: 1,
      questionCount: 3,
      answers: [
        {
          questionIndex: 0,
          question: 'Who may enter the exclusion zone during a lift?',
          answerIndex: 1,
          answer: 'Only the dogman, when the operator agrees',
          correctAnswerIndex: 1,
          correctAnswer: 'Only the dogman, when the operator agrees',
          isCorrect: true,
        },
        {
          questionIndex: 1,
          question: 'What is the maximum wind speed for this lift?',
          answerIndex: 0,
          answer: '60 km/h',
          correctAnswerIndex: 1,
          correctAnswer: '38 km/h',
          isCorrect: false,
        },
        {
          questionIndex: 2,
          question: 'Who signs the lift plan?',
          answerIndex: null,
          answer: null,
          correctAnswerIndex: 0,
          correctAnswer: 'The lift supervisor',
          isCorrect: false,
        },
      ],
    });
    const rows = await storedRows();
    expect(rows).toEqual([
      { progress_id: progressId, page_id: pageIds[0], answers_json: expect.any(String), answered_at: answeredAt },
    ]);
    expect(JSON.parse(rows[0]!.answers_json)).toEqual(response.json<QuizAnswers>().answers);
  });

  it('serves the quizzes without their answer key to anyone but an administrator', async () => {
    const url = `/api/inductions/${inductionId}/pages`;
    for (const headers of [{}, { cookie }]) {
      const response = await test.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('correctAnswer');
      const quizPage = response.json<InductionPage[]>().find((page) => page.content.type === 'quiz');
      expect(quizPage?.content.quiz.questions[0]).toEqual({
        question: liftQuiz[0]!.question,
        options: liftQuiz[0]!.options,
      });
    }
    const asAdmin = await test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
    const adminQuiz = asAdmin.json<InductionPage[]>().find((page) => page.content.type === 'quiz');
    expect(adminQuiz?.content.quiz.questions.map((question) => question.correctAnswer)).toEqual(
      liftQuiz.map((question) => question.correctAnswer),
    );
  });

  it('decides correctness itself, whatever the browser claims', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${progressId}/quiz-answers`,
      headers: { cookie },
      payload: {
        pageId: pageIds[0],
        answers: [{ questionIndex: 1, answerIndex: 0, isCorrect: true }],
        correctCount: 3,
        isCorrect: true,
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    const answers = response.json<QuizAnswers>();
    expect(answers.correctCount).toBe(0);
    expect(answers.answers.map((answer) => answer.isCorrect)).toEqual([false, false, false]);
    const stored = JSON.parse((await storedRows())[0]!.answers_json) as QuizAnswers['answers'];
    expect(stored.map((answer) => answer.isCorrect)).toEqual([false, false, false]);
  });

  it('keeps only the latest Check Answers of a page', async () => {
    await answerQuiz(
      test.app,
      progressId,
      { pageId: pageIds[0]!, answers: [{ questionIndex: 0, answerIndex: 0 }] },
      cookie,
    );
    clock.advanceSeconds(20);
    const second = await answerQuiz(
      test.app,
      progressId,
      {
        pageId: pageIds[0]!,
        answers: [
          { questionIndex: 0, answerIndex: 1 },
          { questionIndex: 1, answerIndex: 1 },
          { questionIndex: 2, answerIndex: 0 },
        ],
      },
      cookie,
    );

    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ correctCount: 3, questionCount: 3, answeredAt: clock.now().toISOString() });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answered_at).toBe(clock.now().toISOString());
    const stored = JSON.parse(rows[0]!.answers_json) as QuizAnswers['answers'];
    expect(stored.map((answer) => answer.answerIndex)).toEqual([1, 1, 0]);
  });

  it('records each quiz page of a progress on its own', async () => {
    expect((await moveTo(test.app, progressId, 1, cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, progressId, 2, cookie)).statusCode).toBe(200);
    const first = await answerQuiz(test.app, progressId, { pageId: pageIds[0]!, answers: [] }, cookie);
    const third = await answerQuiz(
      test.app,
      progressId,
      { pageId: pageIds[2]!, answers: [{ questionIndex: 0, answerIndex: 1 }] },
      cookie,
    );

    expect(first.json()).toMatchObject({ correctCount: 0, questionCount: 3 });
    expect(third.json()).toMatchObject({ correctCount: 1, questionCount: 1 });
    expect((await storedRows()).map((row) => row.page_id).sort((a, b) => a - b)).toEqual([pageIds[0], pageIds[2]]);
  });

  it("answers 404 for someone else's progress, without the cookie, and for an unknown progress", async () => {
    const theirs = await startInduction(test.app, 'sam@example.com', inductionId);
    const body = { pageId: pageIds[0]!, answers: [{ questionIndex: 0, answerIndex: 1 }] };
    for (const response of [
      await answerQuiz(test.app, progressId, body, theirs.cookie),
      await answerQuiz(test.app, progressId, body),
      await answerQuiz(test.app, progressId + 1000, body, cookie),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Progress not found' });
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a page, question or option that the quiz does not have, and records nothing', async () => {
    const other = await createInduction(test.app, adminCookie, [{ quiz: liftQuiz }], { title: 'Other one' });
    const cases: [unknown, string][] = [
      [{ pageId: other.pageIds[0], answers: [] }, 'pageId: This page is not part of this induction'],
      [{ pageId: pageIds[1], answers: [] }, 'pageId: This page has no quiz'],
      [
        { pageId: pageIds[0], answers: [{ questionIndex: 3, answerIndex: 0 }] },
        'answers.0.questionIndex: questionIndex must be from 0 to 2 (this quiz has 3 questions)',
      ],
      [
        {
          pageId: pageIds[0],
          answers: [
            { questionIndex: 0, answerIndex: 0 },
            { questionIndex: 1, answerIndex: 2 },
          ],
        },
        'answers.1.answerIndex: answerIndex must be from 0 to 1 (question 1 has 2 options)',
      ],
      [
        {
          pageId: pageIds[0],
          answers: [
            { questionIndex: 0, answerIndex: 0 },
            { questionIndex: 0, answerIndex: 1 },
          ],
        },
        'answers: Each question can be answered only once',
      ],
      [
        { pageId: pageIds[0], answers: [{ questionIndex: -1, answerIndex: 0 }] },
        'answers.0.questionIndex: questionIndex must be a whole number from 0',
      ],
      [
        { pageId: pageIds[0], answers: [{ questionIndex: 0, answerIndex: 1.5 }] },
        'answers.0.answerIndex: answerIndex must be a whole number from 0',
      ],
      [{ pageId: pageIds[0] }, 'answers: answers must be a list'],
      [{ answers: [] }, 'pageId: Invalid id'],
    ];
    for (const [payload, message] of cases) {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/inductee/progress/${progressId}/quiz-answers`,
        headers: { cookie },
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a quiz page not opened yet, and once the induction is completed marks answers without recording them', async () => {
    const notShown = await answerQuiz(test.app, progressId, { pageId: pageIds[2]!, answers: [] }, cookie);
    expect(notShown.statusCode).toBe(409);
    expect(notShown.json()).toEqual({ message: 'Please open this page before answering its quiz' });

    const single = await createInduction(test.app, adminCookie, [{ quiz: liftQuiz, requireSignature: true }], {
      title: 'Single page',
    });
    const taken = await startInduction(test.app, 'lee@example.com', single.inductionId);
    const body = { pageId: single.pageIds[0]!, answers: [{ questionIndex: 0, answerIndex: 1 }] };
    expect((await answerQuiz(test.app, taken.progress.id, body, taken.cookie)).statusCode).toBe(200);
    await sign(test.app, { progressId: taken.progress.id, pageId: single.pageIds[0]! }, taken.cookie);
    const completed = await complete(
      test.app,
      [...certificationFields(taken.progress.id), filePart('identification', jpegBytes, 'passport.jpg')],
      taken.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);

    const after = await answerQuiz(
      test.app,
      taken.progress.id,
      { ...body, answers: [{ questionIndex: 0, answerIndex: 0 }] },
      taken.cookie,
    );
    // Reviewing a completed induction still marks Check Answers (the browser has no key), but the
    // record stays what it was at completion.
    expect(after.statusCode).toBe(200);
    expect(after.json<QuizAnswers>().answers[0]).toMatchObject({ answerIndex: 0, isCorrect: false });
    const rows = await storedRows();
    expect(rows).toHaveLength(1);
    expect((JSON.parse(rows[0]!.answers_json) as QuizAnswers['answers'])[0]!.answerIndex).toBe(1);
  });

  it('goes with an unfinished attempt when an admin resets it, and stays when the page is deleted from the draft', async () => {
    await answerQuiz(
      test.app,
      progressId,
      { pageId: pageIds[0]!, answers: [{ questionIndex: 0, answerIndex: 1 }] },
      cookie,
    );
    const other = await startInduction(test.app, 'sam@example.com', inductionId);
    await answerQuiz(
      test.app,
      other.progress.id,
      { pageId: pageIds[0]!, answers: [{ questionIndex: 0, answerIndex: 0 }] },
      other.cookie,
    );
    expect(await storedRows()).toHaveLength(2);

    const reset = await test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${progressId}/reset`,
      headers: { cookie: adminCookie },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await storedRows()).map((row) => row.progress_id)).toEqual([other.progress.id]);

    const deleted = await test.app.inject({
      method: 'DELETE',
      url: `/api/induction-pages/${pageIds[0]}`,
      headers: { cookie: adminCookie },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The published version still shows the page, and the attempt keeps its answers (decision 27).
    expect((await storedRows()).map((row) => row.progress_id)).toEqual([other.progress.id]);
  });

  it('shows each question with the answer given and the result in the detailed summary PDF', async () => {
    const induction = await createInduction(
      test.app,
      adminCookie,
      [
        {
          title: 'Сигналы крановщику',
          quiz: [
            { question: 'Кто подаёт сигналы крановщику?', options: ['Стропальщик', 'Водитель'], correctAnswer: 0 },
            {
              question: 'Who signs the lift plan?',
              options: ['Łukasz the supervisor', 'The client'],
              correctAnswer: 0,
            },
          ],
        },
        {
          title: 'Wind limits',
          quiz: [{ question: 'Wind limit?', options: ['38 km/h', '60 km/h'], correctAnswer: 0 }],
        },
        { title: 'Sign-off', requireSignature: true },
      ],
      { title: 'Crane Signals' },
    );
    const [quizPage, , signPage] = induction.pageIds as [number, number, number];
    const start = await startInduction(test.app, 'anna@example.com', induction.inductionId);
    const id = start.progress.id;
    const first = await answerQuiz(
      test.app,
      id,
      { pageId: quizPage, answers: [{ questionIndex: 0, answerIndex: 1 }] },
      start.cookie,
    );
    expect(first.statusCode, first.body).toBe(200);
    clock.advanceSeconds(5);
    const latest = await answerQuiz(
      test.app,
      id,
      {
        pageId: quizPage,
        answers: [
          { questionIndex: 0, answerIndex: 0 },
          { questionIndex: 1, answerIndex: 1 },
        ],
      },
      start.cookie,
    );
    expect(latest.statusCode, latest.body).toBe(200);
    expect((await moveTo(test.app, id, 1, start.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, id, 2, start.cookie)).statusCode).toBe(200);
    expect((await sign(test.app, { progressId: id, pageId: signPage }, start.cookie)).statusCode).toBe(200);
    const completed = await complete(
      test.app,
      [
        ...certificationFields(id, { firstName: 'Анна', lastName: 'Kowalska' }),
        filePart('identification', jpegBytes, 'passport.jpg'),
      ],
      start.cookie,
    );
    expect(completed.statusCode, completed.body).toBe(200);
    // An edit of the quiz after the answers leaves the record as the person saw it.
    const edited = await test.app.inject({
      method: 'PUT',
      url: `/api/induction-pages/${quizPage}`,
      headers: { cookie: adminCookie },
      payload: {
        title: 'Сигналы крановщику',
        minTimeSeconds: 0,
        content: {
          type: 'quiz',
          quiz: { questions: [{ question: 'A rewritten question', options: ['One', 'Two'], correctAnswer: 1 }] },
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const response = await test.app.inject({
      method: 'GET',
      url: `/api/inductions/${induction.inductionId}/progress/${id}/summary`,
      headers: { cookie: adminCookie },
    });
    expect(response.statusCode).toBe(200);
    const text = extractFlatText(new Uint8Array(response.rawPayload));
    expect(text).toContain('Анна Kowalska');
    expect(text).toContain('Page 1: Сигналы крановщику');
    expect(text).toContain('1 of 2 answered correctly');
    expect(text).toContain('Question 1 Answer given Correct answer Result');
    // Each question's values in the order of their labels: question, answer given, correct answer, result.
    expect(text).toContain('Кто подаёт сигналы крановщику? Стропальщик Стропальщик Correct');
    expect(text).toContain('Who signs the lift plan? The client Łukasz the supervisor Incorrect');
    expect(text).not.toContain('Водитель');
    expect(text).not.toContain('A rewritten question');
    expect(text).toContain('Page 2: Wind limits');
    expect(text).toContain('No answers recorded: Check Answers was not used on this page');
  });
});
