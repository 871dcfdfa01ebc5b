import type { Executor, InducteeQuizAnswersRow } from '../../db/database.ts';

/** A page of this induction with what decides its quiz. */
export function findInductionQuizPage(db: Executor, inductionId: number, pageId: number) {
  return db
    .selectFrom('induction_pages')
    .select(['id', 'content_type', 'quiz_json'])
    .where('id', '=', pageId)
    .where('induction_id', '=', inductionId)
    .executeTakeFirst();
}

/** Records the answers of a page, replacing those of an earlier check of the same page. */
export async function saveQuizAnswers(db: Executor, answers: InducteeQuizAnswersRow): Promise<void> {
  await db
    .insertInto('inductee_quiz_answers')
    .values(answers)
    .onConflict((conflict) =>
      conflict.columns(['progress_id', 'page_id']).doUpdateSet({
        answers_json: answers.answers_json,
        answered_at: answers.answered_at,
      }),
    )
    .execute();
}
