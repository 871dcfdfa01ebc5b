import { z } from 'zod';
import { inductionLimits, QuizQuestionSchema, type QuizQuestion } from '@crane/contract';
import { parseStoredJson } from '../../lib/stored-json.ts';

const fallbackOptions = ['Option 1', 'Option 2'];

/**
 * The save-time rules of spec §5: at most 20 questions and 10 options, texts cut to 499
 * characters, empty options dropped (padded with Option 1 / Option 2), a correct index of 10 or
 * more — or past the options — reset to 0.
 */
export function normaliseQuiz(questions: QuizQuestion[]): QuizQuestion[] {
  return questions.slice(0, inductionLimits.quizQuestionsMax).map((question) => {
    const options = question.options
      .map((option) => option.trim().slice(0, inductionLimits.quizTextMax))
      .filter((option) => option.length > 0)
      .slice(0, inductionLimits.quizOptionsMax);
    while (options.length < inductionLimits.quizOptionsMin) options.push(fallbackOptions[options.length] ?? 'Option');
    const isCorrectValid =
      question.correctAnswer < inductionLimits.quizOptionsMax && question.correctAnswer < options.length;
    return {
      question: question.question.slice(0, inductionLimits.quizTextMax),
      options,
      correctAnswer: isCorrectValid ? question.correctAnswer : 0,
    };
  });
}

const StoredQuizSchema = z.object({ questions: z.array(QuizQuestionSchema) });

/**
 * The questions of a page's stored `quiz_json` (written by the page save, already normalised); a text
 * that is not a quiz reads as none.
 */
export function parseStoredQuiz(quizJson: string): { questions: QuizQuestion[] } {
  return parseStoredJson(StoredQuizSchema, quizJson, { questions: [] });
}
