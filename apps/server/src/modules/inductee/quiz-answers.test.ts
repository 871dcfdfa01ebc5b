import { describe, expect, it } from 'vitest';
import { parseRecordedQuizAnswers, quizQuestionsOf, scoreQuizAnswers } from './quiz-answers.ts';

const questions = [
  { question: 'Who signals the operator?', options: ['The dogman', 'The driver'], correctAnswer: 0 },
  { question: '', options: ['Yes', 'No', 'Only at night'], correctAnswer: 2 },
];

describe('quiz answers', () => {
  it('scores every question, an unanswered one as not correct', () => {
    const scored = scoreQuizAnswers(questions, [{ questionIndex: 1, answerIndex: 2 }]);

    expect(scored.map((answer) => [answer.answerIndex, answer.answer, answer.isCorrect])).toEqual([
      [null, null, false],
      [2, 'Only at night', true],
    ]);
    expect(scored[0]!.correctAnswer).toBe('The dogman');
  });

  it('names the answer that points past the quiz', () => {
    expect(() => scoreQuizAnswers(questions, [{ questionIndex: 2, answerIndex: 0 }])).toThrow(
      'answers.0.questionIndex: questionIndex must be from 0 to 1 (this quiz has 2 questions)',
    );
    expect(() =>
      scoreQuizAnswers(questions, [
        { questionIndex: 1, answerIndex: 0 },
        { questionIndex: 0, answerIndex: 2 },
      ]),
    ).toThrow('answers.1.answerIndex: answerIndex must be from 0 to 1 (question 0 has 2 options)');
  });

  it('finds questions on quiz pages only', () => {
    expect(quizQuestionsOf({ contentType: 'quiz', quiz: { questions } })).toHaveLength(2);
    // A page switched back to rich text keeps its quiz in storage, but the player does not show it.
    expect(quizQuestionsOf({ contentType: 'richText', quiz: { questions } })).toEqual([]);
  });

  it('reads stored answers back, and an unreadable record as none', () => {
    const scored = scoreQuizAnswers(questions, [{ questionIndex: 0, answerIndex: 0 }]);
    expect(parseRecordedQuizAnswers(JSON.stringify(scored))).toEqual(scored);
    expect(parseRecordedQuizAnswers('not json')).toEqual([]);
    expect(parseRecordedQuizAnswers('[{"question": 1}]')).toEqual([]);
  });
});
