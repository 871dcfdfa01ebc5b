import { inductionLimits, type QuizQuestion } from '@crane/contract';

/** A new question: two empty options, the first one correct. */
export const newQuestion = (): QuizQuestion => ({ question: '', options: ['', ''], correctAnswer: 0 });

export const canAddQuestion = (questions: QuizQuestion[]) => questions.length < inductionLimits.quizQuestionsMax;

export const canAddOption = (question: QuizQuestion) => question.options.length < inductionLimits.quizOptionsMax;

/** Spec §2: the first question cannot be removed. */
export const canRemoveQuestion = (index: number) => index > 0;

/** Spec §2: the first two options of a question cannot be removed. */
export const canRemoveOption = (index: number) => index >= inductionLimits.quizOptionsMin;

export function addQuestion(questions: QuizQuestion[]): QuizQuestion[] {
  return canAddQuestion(questions) ? [...questions, newQuestion()] : questions;
}

export function removeQuestion(questions: QuizQuestion[], index: number): QuizQuestion[] {
  return canRemoveQuestion(index) ? questions.filter((_question, position) => position !== index) : questions;
}

export function addOption(question: QuizQuestion): QuizQuestion {
  return canAddOption(question) ? { ...question, options: [...question.options, ''] } : question;
}

/**
 * Removes an option (spec §2): removing one before the correct answer shifts the correct index down
 * by one; removing the correct answer itself resets it to the first option.
 */
export function removeOption(question: QuizQuestion, index: number): QuizQuestion {
  if (!canRemoveOption(index) || index >= question.options.length) return question;
  const correctAnswer =
    index < question.correctAnswer
      ? question.correctAnswer - 1
      : index === question.correctAnswer
        ? 0
        : question.correctAnswer;
  return { ...question, options: question.options.filter((_option, position) => position !== index), correctAnswer };
}
