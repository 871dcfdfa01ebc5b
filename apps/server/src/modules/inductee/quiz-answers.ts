/**
 * Quiz answers as the server records them (docs/decisions/0010-inductee-progress-rules.md): checked
 * against the page's stored quiz and scored here, never by the browser. Pure functions, so that
 * they are tested without a database; the records module reads the stored form for the summary.
 */
import { z } from 'zod';
import type { PageSnapshot } from '../versions/page-snapshot.ts';
import {
  markQuizAnswers,
  RecordedQuizAnswerSchema,
  type QuizAnswerInput,
  type QuizQuestion,
  type RecordedQuizAnswer,
} from '@crane/contract';
import { validationFailed } from '../../lib/app-error.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';

/** The questions the inductee is asked on a page: those of a quiz page; none on any other page. */
export function quizQuestionsOf(page: Pick<PageSnapshot, 'contentType' | 'quiz'>): QuizQuestion[] {
  return page.contentType === 'quiz' ? page.quiz.questions : [];
}

const questionCount = (count: number) => (count === 1 ? '1 question' : `${count} questions`);
const optionCount = (count: number) => (count === 1 ? '1 option' : `${count} options`);

/**
 * Every question of the quiz with the answer given (null when left out) and whether it is right,
 * its texts copied as they are now. A question or option that the quiz does not have is a 400 that
 * names the answer, in the shape of a schema validation failure; nothing is recorded then.
 */
export function scoreQuizAnswers(questions: QuizQuestion[], answers: QuizAnswerInput[]): RecordedQuizAnswer[] {
  for (const [position, answer] of answers.entries()) {
    const question = questions[answer.questionIndex];
    if (!question) {
      throw validationFailed([
        {
          field: `answers.${position}.questionIndex`,
          message: `questionIndex must be from 0 to ${questions.length - 1} (this quiz has ${questionCount(questions.length)})`,
        },
      ]);
    }
    if (answer.answerIndex >= question.options.length) {
      throw validationFailed([
        {
          field: `answers.${position}.answerIndex`,
          message: `answerIndex must be from 0 to ${question.options.length - 1} (question ${answer.questionIndex} has ${optionCount(question.options.length)})`,
        },
      ]);
    }
  }
  return markQuizAnswers(questions, answers);
}

const RecordedQuizAnswersSchema = z.array(RecordedQuizAnswerSchema);

/** The answers of a stored `answers_json`; an unreadable one reads as none rather than failing a document. */
export function parseRecordedQuizAnswers(json: string): RecordedQuizAnswer[] {
  return parseStoredJson(RecordedQuizAnswersSchema, json, []);
}
