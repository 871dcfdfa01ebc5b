import type { Executor, InducteeQuizAnswersRow } from '../../db/database.ts';

/** A page of this version with its snapshot, which holds its quiz and answer key. */
export function findVersionPageSnapshot(db: Executor, versionId: number, pageId: number) {
  return db
    .selectFrom('induction_version_pages')
    .innerJoin('page_snapshots', 'page_snapshots.hash', 'induction_version_pages.snapshot_hash')
    .select(['induction_version_pages.page_id as id', 'page_snapshots.snapshot'])
    .where('induction_version_pages.version_id', '=', versionId)
    .where('induction_version_pages.page_id', '=', pageId)
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
