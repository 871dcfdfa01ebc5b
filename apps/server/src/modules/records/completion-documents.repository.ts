import type { Executor } from '../../db/database.ts';

/**
 * The pages of the version the attempt was started on, in reading order, each with its snapshot and
 * this progress's record of it: when it was first shown and done, the quiz answers recorded at its
 * last Check Answers, and its signature's key.
 */
export function listDocumentPages(db: Executor, completion: { progress_id: number }) {
  return db
    .selectFrom('inductee_progress')
    .innerJoin('induction_version_pages', 'induction_version_pages.version_id', 'inductee_progress.version_id')
    .innerJoin('page_snapshots', 'page_snapshots.hash', 'induction_version_pages.snapshot_hash')
    .leftJoin('inductee_page_progress', (join) =>
      join
        .onRef('inductee_page_progress.page_id', '=', 'induction_version_pages.page_id')
        .on('inductee_page_progress.progress_id', '=', completion.progress_id),
    )
    .leftJoin('page_signatures', (join) =>
      join
        .onRef('page_signatures.page_id', '=', 'induction_version_pages.page_id')
        .on('page_signatures.progress_id', '=', completion.progress_id),
    )
    .leftJoin('inductee_quiz_answers', (join) =>
      join
        .onRef('inductee_quiz_answers.page_id', '=', 'induction_version_pages.page_id')
        .on('inductee_quiz_answers.progress_id', '=', completion.progress_id),
    )
    .select([
      'induction_version_pages.title',
      'page_snapshots.snapshot',
      'inductee_quiz_answers.answers_json',
      'inductee_quiz_answers.answered_at',
      'inductee_page_progress.first_shown_at',
      'inductee_page_progress.satisfied_at',
      'page_signatures.storage_key as signature_key',
      'page_signatures.method as signature_method',
    ])
    .where('inductee_progress.id', '=', completion.progress_id)
    .orderBy('induction_version_pages.page_order')
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
