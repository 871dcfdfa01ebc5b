import { recordAttemptRequest } from '../evidence/evidence.service.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { claimUnfinishedProgress } from './inductee.repository.ts';
import type { Kysely } from 'kysely';
import type { QuizAnswers, RecordQuizAnswers } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { findOwnProgress } from './progress-state.ts';
import { parsePageSnapshot } from '../versions/page-snapshot.ts';
import { quizQuestionsOf, scoreQuizAnswers } from './quiz-answers.ts';
import * as repository from './quiz-answers.repository.ts';
import { wasPageShown } from './signatures.repository.ts';

/**
 * Marks the answers given on a quiz page when Check Answers is pressed, against the page's quiz (the
 * browser never has the key), and records them; a later check of the same page replaces them. Once
 * the induction is completed the answers are marked but not recorded, so the record stays what it
 * was at completion while the person reviews it.
 */
export async function recordQuizAnswers(
  db: Kysely<Database>,
  progressId: number,
  browserId: string,
  input: RecordQuizAnswers,
  now: Date,
  origin: RequestOrigin,
): Promise<QuizAnswers> {
  const progress = await findOwnProgress(db, progressId, browserId, now);
  const page = await repository.findVersionPageSnapshot(db, progress.version_id ?? 0, input.pageId);
  if (!page) throw validationFailed([{ field: 'pageId', message: 'This page is not part of this induction' }]);
  // Marked by the answer key of the version this attempt was started on.
  const questions = quizQuestionsOf(parsePageSnapshot(page.snapshot));
  if (questions.length === 0) throw validationFailed([{ field: 'pageId', message: 'This page has no quiz' }]);
  const answers = scoreQuizAnswers(questions, input.answers);
  if (!(await wasPageShown(db, progress.id, page.id))) {
    throw conflict('Please open this page before answering its quiz');
  }

  const answeredAt = now.toISOString();
  if (progress.status !== 'completed') {
    // Saved only while the attempt is unfinished, held against a completion sealing it meanwhile.
    await db.transaction().execute(async (transaction) => {
      if (!(await claimUnfinishedProgress(transaction, progress.id, answeredAt))) return;
      await repository.saveQuizAnswers(transaction, {
        progress_id: progress.id,
        page_id: page.id,
        answers_json: JSON.stringify(answers),
        answered_at: answeredAt,
      });
      await recordAttemptRequest(transaction, progress.id, 'quiz', origin, now);
    });
  }
  return {
    progressId: progress.id,
    pageId: page.id,
    answeredAt,
    correctCount: answers.filter((answer) => answer.isCorrect).length,
    questionCount: answers.length,
    answers,
  };
}
