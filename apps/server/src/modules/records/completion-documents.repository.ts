import type { Executor } from '../../db/database.ts';

export function findInductionText(db: Executor, inductionId: number) {
  return db
    .selectFrom('inductions')
    .select(['title', 'description'])
    .where('id', '=', inductionId)
    .executeTakeFirstOrThrow();
}

/**
 * The induction's pages in reading order, each with this progress's record of it: when it was first
 * shown and done, the quiz answers recorded at its last Check Answers, and its signature's key.
 */
export function listDocumentPages(db: Executor, completion: { induction_id: number; progress_id: number }) {
  return db
    .selectFrom('induction_pages')
    .leftJoin('inductee_page_progress', (join) =>
      join
        .onRef('inductee_page_progress.page_id', '=', 'induction_pages.id')
        .on('inductee_page_progress.progress_id', '=', completion.progress_id),
    )
    .leftJoin('page_signatures', (join) =>
      join
        .onRef('page_signatures.page_id', '=', 'induction_pages.id')
        .on('page_signatures.progress_id', '=', completion.progress_id),
    )
    .leftJoin('inductee_quiz_answers', (join) =>
      join
        .onRef('inductee_quiz_answers.page_id', '=', 'induction_pages.id')
        .on('inductee_quiz_answers.progress_id', '=', completion.progress_id),
    )
    .select([
      'induction_pages.title',
      'induction_pages.content_type',
      'induction_pages.quiz_json',
      'inductee_quiz_answers.answers_json',
      'inductee_quiz_answers.answered_at',
      'inductee_page_progress.first_shown_at',
      'inductee_page_progress.satisfied_at',
      'page_signatures.storage_key as signature_key',
    ])
    .where('induction_pages.induction_id', '=', completion.induction_id)
    .orderBy('induction_pages.page_order')
    .orderBy('induction_pages.id')
    .execute();
}

/** The identification document a completion stored, if any. */
export function findIdentificationFile(db: Executor, completionId: number) {
  return db
    .selectFrom('completion_files')
    .select(['storage_key', 'content_type'])
    .where('completion_id', '=', completionId)
    .where('field_name', '=', 'identification')
    .executeTakeFirst();
}
