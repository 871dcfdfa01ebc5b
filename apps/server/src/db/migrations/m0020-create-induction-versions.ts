import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Versions (issue 14, decision 27): publishing freezes an induction's title, description and pages
 * as a numbered version; each page's content is a snapshot stored once by its SHA-256. The pages
 * administrators edit are the draft; a deleted draft page is only marked, since attempts of earlier
 * versions still point at it. Existing inductions get version 1 when the server starts
 * (versions.service.ts: it reads their PDFs through the storage to hash them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('page_snapshots')
    // SHA-256 (hex) of the snapshot's canonical JSON: the same content is stored once.
    .addColumn('hash', 'text', (column) => column.primaryKey())
    .addColumn('snapshot', 'text', (column) => column.notNull())
    // The stored PDF the snapshot shows, if any: served to workers and kept by the sweep while referenced.
    .addColumn('pdf_url', 'text')
    .execute();
  await db.schema.createIndex('page_snapshots_pdf_index').on('page_snapshots').column('pdf_url').execute();

  await db.schema
    .createTable('induction_versions')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('induction_id', 'integer', (column) => column.notNull().references('inductions.id'))
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('total_min_time_minutes', 'integer', (column) => column.notNull())
    .addColumn('published_at', 'text', (column) => column.notNull())
    // The publishing administrator's id and name then; null for the versions made from existing data.
    .addColumn('published_by_id', 'integer')
    .addColumn('published_by', 'text')
    .addColumn('completions_choice', 'text', (column) =>
      column.notNull().check(sql`completions_choice in ('stayValid', 'retake')`),
    )
    .addUniqueConstraint('induction_versions_number_unique', ['induction_id', 'version'])
    .execute();

  await db.schema
    .createTable('induction_version_pages')
    .addColumn('version_id', 'integer', (column) => column.notNull().references('induction_versions.id'))
    // The draft page it was published from: attempts record their pages by this id.
    .addColumn('page_id', 'integer', (column) => column.notNull().references('induction_pages.id'))
    .addColumn('page_order', 'integer', (column) => column.notNull())
    // What the rules of every page move need, copied from the snapshot so that no move parses it.
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('min_time_seconds', 'integer', (column) => column.notNull())
    .addColumn('require_signature', 'integer', (column) => column.notNull())
    .addColumn('snapshot_hash', 'text', (column) => column.notNull().references('page_snapshots.hash'))
    .addPrimaryKeyConstraint('induction_version_pages_primary_key', ['version_id', 'page_id'])
    .execute();
  // Every page move reads the rules of its version's pages in order from this index alone.
  await db.schema
    .createIndex('induction_version_pages_rules_index')
    .on('induction_version_pages')
    .columns(['version_id', 'page_order', 'page_id', 'title', 'min_time_seconds', 'require_signature'])
    .execute();

  await db.schema.alterTable('inductions').addColumn('published_version_id', 'integer').execute();
  // 1 once the draft differs from the published version (or was never published).
  await db.schema
    .alterTable('inductions')
    .addColumn('has_unpublished_changes', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('induction_pages').addColumn('deleted_at', 'text').execute();
  await db.schema.alterTable('inductee_progress').addColumn('version_id', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inductee_progress').dropColumn('version_id').execute();
  await db.schema.alterTable('induction_pages').dropColumn('deleted_at').execute();
  await db.schema.alterTable('inductions').dropColumn('has_unpublished_changes').execute();
  await db.schema.alterTable('inductions').dropColumn('published_version_id').execute();
  await db.schema.dropTable('induction_version_pages').execute();
  await db.schema.dropTable('induction_versions').execute();
  await db.schema.dropTable('page_snapshots').execute();
}
