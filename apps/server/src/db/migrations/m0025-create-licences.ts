import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Licences as records of their own (issue 15, decision 31): each licence a completion gave, with its
 * verification status, and the corrected or renewed licences workers upload through a one-time link.
 * The completion keeps what was certified; a licence row is what an administrator checks. Existing
 * completions' licences are copied in, pending verification.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('licences')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('completion_id', 'integer', (column) => column.notNull().references('completions.id'))
    // The person, copied from the completion: the register lists and searches licences without a join.
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_name', 'text', (column) => column.notNull())
    .addColumn('last_name', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('drivers', 'hrwl', 'other')`))
    // An other licence's name ('' for the two named ones), and the same lower-cased: which licence it is.
    .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('name_key', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('state', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('classes_json', 'text', (column) => column.notNull().defaultTo('[]'))
    // '' or YYYY-MM-DD.
    .addColumn('expiry', 'text', (column) => column.notNull())
    // The register's order: the expiry, or 9999-12-31 for a licence without one, which then comes last.
    .addColumn('expiry_sort', 'text', (column) => column.notNull())
    .addColumn('front_key', 'text')
    .addColumn('back_key', 'text')
    .addColumn('status', 'text', (column) =>
      column
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'verified', 'rejected')`),
    )
    .addColumn('reviewed_by_id', 'integer')
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('rejection_reason', 'text')
    // The licence this one corrects or renews, uploaded through a one-time link.
    .addColumn('replaces_id', 'integer')
    // 1 for the latest licence of its person and kind (and name): what the register lists.
    .addColumn('is_current', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (column) => column.notNull())
    // The person's name, email and company, the licence's number and name, lower-cased in JavaScript
    // (licence-rows.ts): what the register's search looks in.
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('licences_completion_index').on('licences').columns(['completion_id', 'id']).execute();
  await db.schema
    .createIndex('licences_person_index')
    .on('licences')
    .columns(['email', 'kind', 'name_key', 'id'])
    .execute();

  // The register: current licences by expiry, or by status then expiry (the pending ones, the dashboard).
  await db.schema
    .createIndex('licences_register_index')
    .on('licences')
    .columns(['is_current', 'expiry_sort', 'id'])
    .execute();
  await db.schema
    .createIndex('licences_status_index')
    .on('licences')
    .columns(['is_current', 'status', 'expiry_sort', 'id'])
    .execute();
  await createSearchIndex(db);

  // The file sweep asks whether a stored photo is still a licence's.
  await db.schema.createIndex('licences_front_key_index').on('licences').column('front_key').execute();
  await db.schema.createIndex('licences_back_key_index').on('licences').column('back_key').execute();

  // One row per class a licence holds, for the register's class filter.
  await db.schema
    .createTable('licence_classes')
    .addColumn('licence_id', 'integer', (column) => column.notNull().references('licences.id'))
    .addColumn('class_code', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('licence_classes_primary_key', ['class_code', 'licence_id'])
    .execute();

  await db.schema
    .createTable('licence_upload_links')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('licence_id', 'integer', (column) => column.notNull().references('licences.id'))
    // SHA-256 (hex) of the token the link carries; the token itself is only in the email.
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    // correct (after a rejection) or renew (before the expiry).
    .addColumn('purpose', 'text', (column) => column.notNull().check(sql`purpose in ('correct', 'renew')`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await copyCompletionLicences(db);
}

/**
 * The register's search, as the completions search has it (decision 13): FTS5's trigram tokenizer,
 * case-sensitive over text lower-cased in JavaScript, on SQLite; pg_trgm on PostgreSQL (where it could
 * be created: without it the search reads every row).
 */
async function createSearchIndex(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`savepoint licences_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index licences_search_trigram_index on licences using gin (search_text gin_trgm_ops)
        with (fastupdate = off)`.execute(db);
      await sql`release savepoint licences_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint licences_trgm`.execute(db);
    }
    return;
  }
  await sql`create virtual table licences_search using fts5(
    search_text, content = 'licences', content_rowid = 'id', tokenize = 'trigram case_sensitive 1'
  )`.execute(db);
  await sql`create trigger licences_search_insert after insert on licences begin
    insert into licences_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger licences_search_delete after delete on licences begin
    insert into licences_search (licences_search, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db);
  await sql`create trigger licences_search_update after update of search_text on licences begin
    insert into licences_search (licences_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into licences_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
}

type CompletionLicences = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  completed_at: string;
  drivers_license_number: string;
  drivers_license_expiry: string;
  hrwl_number: string;
  hrwl_expiry: string;
  hrwl_state: string;
  hrwl_classes_json: string;
  other_licenses_json: string;
};

/** Each licence the existing completions gave, in their order, as a pending licence. */
async function copyCompletionLicences(db: Kysely<any>): Promise<void> {
  const batchSize = 500;
  let afterId = 0;
  for (;;) {
    const completions: CompletionLicences[] = await db
      .selectFrom('completions')
      .select([
        'id',
        'email',
        'first_name',
        'last_name',
        'company',
        'completed_at',
        'drivers_license_number',
        'drivers_license_expiry',
        'hrwl_number',
        'hrwl_expiry',
        'hrwl_state',
        'hrwl_classes_json',
        'other_licenses_json',
      ])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(batchSize)
      .execute();
    if (completions.length === 0) break;
    afterId = completions.at(-1)!.id;
    const files: { completion_id: number; field_name: string; storage_key: string }[] = await db
      .selectFrom('completion_files')
      .select(['completion_id', 'field_name', 'storage_key'])
      .where(
        'completion_id',
        'in',
        completions.map((completion) => completion.id),
      )
      .where('field_name', '<>', 'identification')
      .execute();
    const rows = completions.flatMap((completion) => {
      const keyOf = (field: string) =>
        files.find((file) => file.completion_id === completion.id && file.field_name === field)?.storage_key ?? null;
      const person = {
        completion_id: completion.id,
        email: completion.email,
        first_name: completion.first_name,
        last_name: completion.last_name,
        company: completion.company,
        created_at: completion.completed_at,
      };
      const licences = [
        {
          ...person,
          kind: 'drivers',
          name: '',
          name_key: '',
          number: completion.drivers_license_number,
          state: '',
          classes_json: '[]',
          expiry: completion.drivers_license_expiry,
          front_key: keyOf('driversLicenseFront'),
          back_key: keyOf('driversLicenseBack'),
        },
        {
          ...person,
          kind: 'hrwl',
          name: '',
          name_key: '',
          number: completion.hrwl_number,
          state: completion.hrwl_state,
          classes_json: completion.hrwl_classes_json,
          expiry: completion.hrwl_expiry,
          front_key: keyOf('hrwlFront'),
          back_key: keyOf('hrwlBack'),
        },
        ...readOtherLicences(completion.other_licenses_json).map((licence, index) => ({
          ...person,
          kind: 'other',
          name: licence.name,
          name_key: licence.name.trim().toLowerCase(),
          number: licence.number,
          state: '',
          classes_json: '[]',
          expiry: licence.expiry,
          front_key: keyOf(`otherLicense_${index}_front`),
          back_key: keyOf(`otherLicense_${index}_back`),
        })),
      ];
      return licences
        .filter(
          (licence) =>
            licence.number !== '' || licence.expiry !== '' || licence.front_key !== null || licence.back_key !== null,
        )
        .map((licence) => ({
          ...licence,
          expiry_sort: licence.expiry || '9999-12-31',
          search_text: [
            licence.first_name,
            licence.last_name,
            licence.email,
            licence.company,
            licence.number,
            licence.name,
          ]
            .join(' ')
            .normalize('NFC')
            .toLowerCase(),
        }));
    });
    if (rows.length === 0) continue;
    const inserted: { id: number; classes_json: string }[] = await db
      .insertInto('licences')
      .values(rows)
      .returning(['id', 'classes_json'])
      .execute();
    const classes = inserted.flatMap((licence) =>
      readClasses(licence.classes_json).map((code) => ({ licence_id: licence.id, class_code: code })),
    );
    if (classes.length > 0) await db.insertInto('licence_classes').values(classes).execute();
  }
  // Only the latest licence of each person, kind and name stays current.
  await sql`update licences set is_current = 0 where exists (
    select 1 from licences newer where newer.email = licences.email and newer.kind = licences.kind
      and newer.name_key = licences.name_key and newer.id > licences.id)`.execute(db);
}

function readOtherLicences(json: string): { name: string; number: string; expiry: string }[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.map((licence: unknown) => {
      const fields = (typeof licence === 'object' && licence !== null ? licence : {}) as Record<string, unknown>;
      return { name: text(fields['name']), number: text(fields['number']), expiry: text(fields['expiry']) };
    });
  } catch {
    return [];
  }
}

function readClasses(json: string): string[] {
  try {
    const parsed = JSON.parse(json) as unknown;
    return Array.isArray(parsed) ? [...new Set(parsed.map(String))] : [];
  } catch {
    return [];
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['licences_search_insert', 'licences_search_delete', 'licences_search_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists licences_search`.execute(db);
  }
  await db.schema.dropTable('licence_upload_links').execute();
  await db.schema.dropTable('licence_classes').execute();
  await db.schema.dropTable('licences').execute();
}
