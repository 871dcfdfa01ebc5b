import { describe, expect, it } from 'vitest';
import { normaliseQuiz, parseStoredQuiz } from './quiz.ts';

const question = (options: string[], correctAnswer = 0, text = 'Who may enter the exclusion zone?') => ({
  question: text,
  options,
  correctAnswer,
});

describe('normaliseQuiz', () => {
  it('keeps a valid quiz as it is', () => {
    const quiz = [question(['Nobody', 'Anyone'], 0)];
    expect(normaliseQuiz(quiz)).toEqual(quiz);
  });

  it('keeps at most 20 questions', () => {
    const quiz = Array.from({ length: 25 }, (_, index) => question(['Yes', 'No'], 0, `Question ${index + 1}`));
    const normalised = normaliseQuiz(quiz);
    expect(normalised).toHaveLength(20);
    expect(normalised.at(-1)?.question).toBe('Question 20');
  });

  it('cuts questions and options to 499 characters', () => {
    const [normalised] = normaliseQuiz([question(['x'.repeat(600), 'No'], 0, 'q'.repeat(600))]);
    expect(normalised?.question).toHaveLength(499);
    expect(normalised?.options[0]).toHaveLength(499);
  });

  it('keeps at most 10 options', () => {
    const options = Array.from({ length: 12 }, (_, index) => `Option ${index + 1}`);
    expect(normaliseQuiz([question(options, 3)])[0]?.options).toHaveLength(10);
  });

  it('drops empty options and falls back to Option 1 and Option 2', () => {
    expect(normaliseQuiz([question(['', '  '])])[0]?.options).toEqual(['Option 1', 'Option 2']);
    expect(normaliseQuiz([question(['Stop the lift', ''])])[0]?.options).toEqual(['Stop the lift', 'Option 2']);
    expect(normaliseQuiz([question(['A', '', 'B'], 0)])[0]?.options).toEqual(['A', 'B']);
  });

  it('resets a correct index of 10 or more, or past the options, to 0', () => {
    const options = Array.from({ length: 12 }, (_, index) => `Option ${index + 1}`);
    expect(normaliseQuiz([question(options, 10)])[0]?.correctAnswer).toBe(0);
    expect(normaliseQuiz([question(options, 9)])[0]?.correctAnswer).toBe(9);
    expect(normaliseQuiz([question(['A', 'B'], 5)])[0]?.correctAnswer).toBe(0);
  });
});

describe('parseStoredQuiz', () => {
  it('reads a stored quiz through its schema', () => {
    const quiz = { questions: [question(['Nobody', 'Anyone'], 1)] };
    expect(parseStoredQuiz(JSON.stringify(quiz))).toEqual(quiz);
  });

  it('reads a stored text that is not a quiz as no questions', () => {
    for (const stored of ['', 'not json', 'null', '{"questions":[{"question":"Q","options":"A","correctAnswer":0}]}']) {
      expect(parseStoredQuiz(stored), stored).toEqual({ questions: [] });
    }
  });
});
