import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * The inductee journey: progress per email and induction, when each page was first shown and
 * satisfied, the browsers bound to progress records, page signatures, and completions with their files.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();

  await db.schema
    .createTable('inductee_progress')
    .addColumn('id', idType, idColumn)
    // Trimmed and lower-cased, so one person has one progress per induction whatever they type.
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('induction_id', 'integer', (column) => column.notNull().references('inductions.id'))
    .addColumn('current_page', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('not_started', 'in_progress', 'completed')`),
    )
    .addColumn('started_at', 'text')
    .addColumn('last_accessed_at', 'text')
    .addColumn('completed_at', 'text')
    // Concurrent starts insert "on conflict do nothing" against this, so they can never duplicate.
    .addUniqueConstraint('inductee_progress_email_induction_unique', ['email', 'induction_id'])
    .execute();
  await db.schema
    .createIndex('inductee_progress_induction_status_index')
    .on('inductee_progress')
    .columns(['induction_id', 'status'])
    .execute();
  // Every page move reads what the rules need of each page of the induction: from this index alone,
  // without reading the pages' rows, whose rich text can run to pages of their own.
  await db.schema
    .createIndex('induction_pages_rules_index')
    .on('induction_pages')
    .columns(['induction_id', 'page_order', 'id', 'title', 'min_time_seconds', 'require_signature'])
    .execute();
  // No index on last_accessed_at: every page move writes it, and keeping an index of it up to date
  // costs a page move a third more (scripts/bench.mjs); no query looks progress up by it.

  await db.schema
    .createTable('inductee_page_progress')
    .addColumn('progress_id', 'integer', (column) =>
      column.notNull().references('inductee_progress.id').onDelete('cascade'),
    )
    .addColumn('page_id', 'integer', (column) => column.notNull().references('induction_pages.id').onDelete('cascade'))
    .addColumn('first_shown_at', 'text', (column) => column.notNull())
    .addColumn('satisfied_at', 'text')
    .addPrimaryKeyConstraint('inductee_page_progress_primary_key', ['progress_id', 'page_id'])
    .execute();
  // Every page move reads each page's record: from this index alone, not the table beside it.
  await db.schema
    .createIndex('inductee_page_progress_record_index')
    .on('inductee_page_progress')
    .columns(['progress_id', 'page_id', 'first_shown_at', 'satisfied_at'])
    .execute();
  await db.schema
    .createIndex('inductee_page_progress_page_index')
    .on('inductee_page_progress')
    .column('page_id')
    .execute();

  await db.schema
    .createTable('inductee_browsers')
    // SHA-256 of the cookie token (hex); the token itself is never stored.
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('inductee_browsers_expires_index').on('inductee_browsers').column('expires_at').execute();

  await db.schema
    .createTable('inductee_browser_progress')
    .addColumn('browser_id', 'text', (column) =>
      column.notNull().references('inductee_browsers.id').onDelete('cascade'),
    )
    .addColumn('progress_id', 'integer', (column) =>
      column.notNull().references('inductee_progress.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('inductee_browser_progress_primary_key', ['browser_id', 'progress_id'])
    .execute();
  await db.schema
    .createIndex('inductee_browser_progress_progress_index')
    .on('inductee_browser_progress')
    .column('progress_id')
    .execute();

  // Signatures and completions own stored files, so they are never deleted by a cascade: whoever
  // removes them must remove their files too.
  await db.schema
    .createTable('page_signatures')
    .addColumn('id', idType, idColumn)
    .addColumn('progress_id', 'integer', (column) => column.notNull().references('inductee_progress.id'))
    // No foreign key: a signature stays part of the record when its page is later deleted.
    .addColumn('page_id', 'integer', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('page_signatures_progress_page_unique', ['progress_id', 'page_id'])
    .execute();

  await db.schema
    .createTable('completions')
    .addColumn('id', idType, idColumn)
    .addColumn('progress_id', 'integer', (column) => column.notNull().unique().references('inductee_progress.id'))
    .addColumn('induction_id', 'integer', (column) => column.notNull().references('inductions.id'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('emergency_contact_name', 'text', (column) => column.notNull())
    .addColumn('emergency_contact_phone', 'text', (column) => column.notNull())
    .addColumn('emergency_contact_relationship', 'text', (column) => column.notNull())
    .addColumn('drivers_license_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('drivers_license_expiry', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('hrwl_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('hrwl_expiry', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('other_licenses_json', 'text', (column) => column.notNull().defaultTo('[]'))
    // Lower-cased full name, email and company, written at completion, for the completions search.
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('completed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('completions_completed_at_index').on('completions').column('completed_at').execute();
  await db.schema
    .createIndex('completions_induction_index')
    .on('completions')
    .columns(['induction_id', 'completed_at'])
    .execute();
  await db.schema.createIndex('completions_email_index').on('completions').column('email').execute();

  await db.schema
    .createTable('completion_files')
    .addColumn('id', idType, idColumn)
    .addColumn('completion_id', 'integer', (column) => column.notNull().references('completions.id'))
    // identification, driversLicenseFront, … otherLicense_0_back.
    .addColumn('field_name', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('size_bytes', 'integer', (column) => column.notNull())
    .addUniqueConstraint('completion_files_completion_field_unique', ['completion_id', 'field_name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('induction_pages_rules_index').execute();
  for (const table of [
    'completion_files',
    'completions',
    'page_signatures',
    'inductee_browser_progress',
    'inductee_browsers',
    'inductee_page_progress',
    'inductee_progress',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
