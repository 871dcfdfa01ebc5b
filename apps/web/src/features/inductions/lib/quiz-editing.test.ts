import { describe, expect, it } from 'vitest';
import { addOption, addQuestion, newQuestion, removeOption, removeQuestion } from './quiz-editing';

const question = (correctAnswer: number) => ({ question: 'Where?', options: ['A', 'B', 'C', 'D'], correctAnswer });

describe('quiz editing rules of spec §2', () => {
  it('never removes the first question', () => {
    const questions = [newQuestion(), { ...newQuestion(), question: 'Second' }];
    expect(removeQuestion(questions, 0)).toBe(questions);
    expect(removeQuestion(questions, 1)).toEqual([newQuestion()]);
  });

  it('never removes the first two options', () => {
    expect(removeOption(question(0), 0)).toEqual(question(0));
    expect(removeOption(question(0), 1)).toEqual(question(0));
  });

  it('shifts the correct answer down when an earlier option goes', () => {
    expect(removeOption(question(3), 2)).toEqual({ question: 'Where?', options: ['A', 'B', 'D'], correctAnswer: 2 });
  });

  it('resets the correct answer to the first option when it is removed', () => {
    expect(removeOption(question(2), 2)).toEqual({ question: 'Where?', options: ['A', 'B', 'D'], correctAnswer: 0 });
  });

  it('keeps the correct answer when a later option goes', () => {
    expect(removeOption(question(1), 3).correctAnswer).toBe(1);
  });

  it('stops at 20 questions and 10 options', () => {
    const twenty = Array.from({ length: 20 }, newQuestion);
    expect(addQuestion(twenty)).toBe(twenty);
    expect(addQuestion([newQuestion()])).toHaveLength(2);
    const ten = { ...newQuestion(), options: Array.from({ length: 10 }, () => 'x') };
    expect(addOption(ten)).toBe(ten);
    expect(addOption(newQuestion()).options).toEqual(['', '', '']);
  });
});
