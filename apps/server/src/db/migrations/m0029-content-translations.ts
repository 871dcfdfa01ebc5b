import type { Kysely } from 'kysely';

/**
 * An induction's content in other languages (issue 16 §2, decision 37): the draft's title and
 * description per language (JSON on the induction), each draft page's translations (a row per page
 * and language, its PDF address a column for the file checks), and what a version published of them:
 * the title and description (JSON on the version) and each translated page as a page snapshot of its
 * own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inductions')
    .addColumn('translations_json', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('induction_versions')
    .addColumn('translations_json', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('induction_page_translations')
    .addColumn('page_id', 'integer', (column) => column.notNull().references('induction_pages.id').onDelete('cascade'))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content_html', 'text', (column) => column.notNull())
    .addColumn('quiz_json', 'text', (column) => column.notNull())
    .addColumn('pdf_url', 'text')
    .addColumn('pdf_name', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('induction_page_translations_primary_key', ['page_id', 'language'])
    .execute();
  await db.schema
    .createIndex('induction_page_translations_pdf_url_index')
    .on('induction_page_translations')
    .column('pdf_url')
    .execute();
  await db.schema
    .createTable('induction_version_page_translations')
    .addColumn('version_id', 'integer', (column) => column.notNull().references('induction_versions.id'))
    .addColumn('page_id', 'integer', (column) => column.notNull().references('induction_pages.id'))
    .addColumn('language', 'text', (column) => column.notNull())
    .addColumn('snapshot_hash', 'text', (column) => column.notNull().references('page_snapshots.hash'))
    .addPrimaryKeyConstraint('induction_version_page_translations_primary_key', ['version_id', 'page_id', 'language'])
    .execute();
  // The PDF checks go from a snapshot to the versions that show it.
  await db.schema
    .createIndex('induction_version_page_translations_snapshot_index')
    .on('induction_version_page_translations')
    .column('snapshot_hash')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('induction_version_page_translations').execute();
  await db.schema.dropTable('induction_page_translations').execute();
  await db.schema.alterTable('induction_versions').dropColumn('translations_json').execute();
  await db.schema.alterTable('inductions').dropColumn('translations_json').execute();
}
