import type { Kysely } from 'kysely';

/**
 * The answers an inductee gave on each quiz page, as last checked (Check Answers): one row per
 * progress and page, replaced by each later check, for the detailed summary. Plain state without
 * files, so it goes with its progress (a reset) and with its page, like `inductee_page_progress`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('inductee_quiz_answers')
    .addColumn('progress_id', 'integer', (column) =>
      column.notNull().references('inductee_progress.id').onDelete('cascade'),
    )
    .addColumn('page_id', 'integer', (column) => column.notNull().references('induction_pages.id').onDelete('cascade'))
    // JSON text: every question of the quiz with the texts as they were, the answer given and whether
    // it was right (the contract's RecordedQuizAnswer), so a later edit of the quiz leaves it as it was.
    .addColumn('answers_json', 'text', (column) => column.notNull())
    .addColumn('answered_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('inductee_quiz_answers_primary_key', ['progress_id', 'page_id'])
    .execute();
  // Deleting a page cascades here: without this index each deletion would read the whole table.
  await db.schema
    .createIndex('inductee_quiz_answers_page_index')
    .on('inductee_quiz_answers')
    .column('page_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inductee_quiz_answers').execute();
}
