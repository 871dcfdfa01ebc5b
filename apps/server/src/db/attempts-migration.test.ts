import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the migration that records attempts on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('makes existing progress attempt 1 and completions the latest, keeps every row and link, and allows a second attempt', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0018-create-mail-attachments');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;

    const now = '2026-06-01T10:00:00.000Z';
    const induction = await db
      .insertInto('inductions')
      .values({
        title: 'Tower Crane Operations',
        description: '',
        total_min_time_minutes: 20,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const page = await db
      .insertInto('induction_pages')
      .values({
        induction_id: induction.id,
        title: 'Exclusion zones',
        page_order: 1,
        min_time_seconds: 0,
        content_type: 'richText',
        content_html: '<p>Stay clear</p>',
        pdf_url: null,
        pdf_name: null,
        require_signature: 1,
        quiz_json: '{"questions":[]}',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const progressOf = async (email: string, status: 'in_progress' | 'completed') =>
      db
        .insertInto('inductee_progress')
        .values({
          email,
          induction_id: induction.id,
          current_page: 0,
          status,
          started_at: now,
          last_accessed_at: now,
          completed_at: status === 'completed' ? now : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const done = await progressOf('jane@site.example', 'completed');
    const going = await progressOf('sam@site.example', 'in_progress');
    await db
      .insertInto('inductee_page_progress')
      .values([
        { progress_id: done.id, page_id: page.id, first_shown_at: now, satisfied_at: now },
        { progress_id: going.id, page_id: page.id, first_shown_at: now, satisfied_at: null },
      ])
      .execute();
    await db
      .insertInto('page_signatures')
      .values({ progress_id: done.id, page_id: page.id, storage_key: 'signatures/a.png', created_at: now })
      .execute();
    await db.insertInto('inductee_browsers').values({ id: 'browser', created_at: now, expires_at: now }).execute();
    await db
      .insertInto('inductee_browser_progress')
      .values({ browser_id: 'browser', progress_id: going.id, created_at: now })
      .execute();
    const completion = await db
      .insertInto('completions')
      .values({
        progress_id: done.id,
        induction_id: induction.id,
        email: 'jane@site.example',
        first_name: 'Jane',
        last_name: 'Rigger',
        phone: '0400 000 000',
        company: 'Acme Lifting',
        emergency_contact_name: 'Alex',
        emergency_contact_phone: '0400 111 111',
        emergency_contact_relationship: 'Partner',
        drivers_license_number: '',
        drivers_license_expiry: '',
        hrwl_number: '',
        hrwl_expiry: '',
        other_licenses_json: '[]',
        search_text: 'jane rigger jane@site.example acme lifting',
        completed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(db)).toContain('m0019-record-attempts');

    const progress = await db
      .selectFrom('inductee_progress')
      .select(['id', 'email', 'attempt', 'status', 'last_active_on'])
      .orderBy('id')
      .execute();
    expect(progress).toEqual([
      { id: done.id, email: 'jane@site.example', attempt: 1, status: 'completed', last_active_on: '2026-06-01' },
      { id: going.id, email: 'sam@site.example', attempt: 1, status: 'in_progress', last_active_on: '2026-06-01' },
    ]);
    expect(
      await db
        .selectFrom('completions')
        .select(['id', 'attempt', 'is_latest', 'reset_at', 'reset_by', 'reset_reason', 'superseded_at'])
        .execute(),
    ).toEqual([
      {
        id: completion.id,
        attempt: 1,
        is_latest: 1,
        reset_at: null,
        reset_by: null,
        reset_reason: null,
        superseded_at: null,
      },
    ]);
    expect(await db.selectFrom('inductee_page_progress').select('progress_id').execute()).toHaveLength(2);

    // A second attempt of the same person is allowed; the same attempt twice is not.
    const second = {
      email: 'jane@site.example',
      induction_id: induction.id,
      attempt: 2,
      current_page: 0,
      status: 'not_started' as const,
      started_at: now,
      last_accessed_at: '2027-07-01T08:00:00.000Z',
      completed_at: null,
    };
    const added = await db.insertInto('inductee_progress').values(second).returning('id').executeTakeFirstOrThrow();
    await expect(db.insertInto('inductee_progress').values(second).execute()).rejects.toThrow();
    // The rebuilt table keeps what the database maintains: the indexed day of the last access, the keys
    // that its page records and bindings point through, and their cascades.
    const row = await db
      .selectFrom('inductee_progress')
      .select('last_active_on')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(row.last_active_on).toBe('2027-07-01');
    await expect(
      db
        .insertInto('inductee_page_progress')
        .values({ progress_id: 999_999, page_id: page.id, first_shown_at: now, satisfied_at: null })
        .execute(),
    ).rejects.toThrow();
    await db.deleteFrom('inductee_progress').where('id', '=', going.id).execute();
    expect(await db.selectFrom('inductee_browser_progress').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('inductee_page_progress').select('progress_id').execute()).toEqual([
      { progress_id: done.id },
    ]);
    if (kind === 'sqlite') {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where tbl_name = 'inductee_progress' and type in ('index', 'trigger') order by name`.execute(db);
      expect(rows.map((entry) => entry.name)).toEqual([
        // The completion counts by version (m0040), made after this migration.
        'completion_counts_progress_version',
        'inductee_progress_active_on_index',
        'inductee_progress_active_on_insert',
        'inductee_progress_active_on_update',
        // The attempts a new version ended (m0047), made after this migration.
        'inductee_progress_ended_index',
        'inductee_progress_induction_status_index',
        'inductee_progress_status_index',
        // The counts the dashboard reads (m0032), made after this migration.
        'record_counts_progress_delete',
        'record_counts_progress_insert',
        'sqlite_autoindex_inductee_progress_1',
      ]);
    }
  });

  it('is undone while each person has one attempt, keeping their progress; refused, changing nothing, once one has two', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0019-record-attempts');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const { migrator } = opened;
    const now = '2026-06-01T10:00:00.000Z';
    const induction = await db
      .insertInto('inductions')
      .values({
        title: 'Rigging',
        description: '',
        total_min_time_minutes: 5,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const progress = (email: string, attempt: number) => ({
      email,
      induction_id: induction.id,
      attempt,
      current_page: 0,
      status: 'in_progress' as const,
      started_at: now,
      last_accessed_at: now,
      completed_at: null,
    });
    await db
      .insertInto('inductee_progress')
      .values([progress('jane@site.example', 1), progress('sam@site.example', 1)])
      .execute();
    const again = await db
      .insertInto('inductee_progress')
      .values(progress('jane@site.example', 2))
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = () => db.selectFrom('inductee_progress').select(['id', 'email']).orderBy('id').execute();
    const before = await rows();

    const refused = await migrator.migrateTo('m0018-create-mail-attachments');
    expect(String(refused.error)).toContain('m0019-record-attempts cannot be undone: 1 later attempts would be lost');
    expect(await rows()).toEqual(before);
    expect(await db.selectFrom('inductee_progress').select('attempt').where('id', '=', again.id).execute()).toEqual([
      { attempt: 2 },
    ]);
    expect(await db.selectFrom('completions').select('is_latest').execute()).toEqual([]);

    await db.deleteFrom('inductee_progress').where('id', '=', again.id).execute();
    const undone = await migrator.migrateTo('m0018-create-mail-attachments');
    expect(undone.error).toBeUndefined();
    expect(await rows()).toEqual(before.filter((row) => row.id !== again.id));
    await expect(db.selectFrom('inductee_progress').select('attempt').execute()).rejects.toThrow();
    // One progress per person and induction again.
    const { attempt: _attempt, ...withoutAttempt } = progress('jane@site.example', 1);
    await expect(db.insertInto('inductee_progress').values(withoutAttempt).execute()).rejects.toThrow();
  });
});
