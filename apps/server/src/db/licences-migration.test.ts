import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the migration that makes licences records of their own on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it("copies each completion's licences with their photos, pending, and keeps only a person's latest current", async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0024-require-licences');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    const now = '2026-06-01T10:00:00.000Z';
    const induction = await db
      .insertInto('inductions')
      .values({
        title: 'Crane',
        description: '',
        total_min_time_minutes: 20,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const completionOf = async (email: string, attempt: number, licences: Record<string, string>) => {
      const progress = await db
        .insertInto('inductee_progress')
        .values({
          email,
          induction_id: induction.id,
          current_page: 0,
          status: 'completed',
          started_at: now,
          last_accessed_at: now,
          completed_at: now,
          attempt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return db
        .insertInto('completions')
        .values({
          progress_id: progress.id,
          induction_id: induction.id,
          email,
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
          search_text: email,
          completed_at: now,
          attempt,
          ...licences,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    };
    const first = await completionOf('jane@site.example', 1, {
      hrwl_number: 'HRW 1',
      hrwl_expiry: '2028-01-31',
      hrwl_state: 'QLD',
      hrwl_classes_json: '["C2","DG"]',
      other_licenses_json: '[{"name":"White Card","number":"WC 1","expiry":""},{"name":"","number":"","expiry":""}]',
    });
    const second = await completionOf('jane@site.example', 2, { hrwl_number: 'HRW 2', hrwl_expiry: '2030-01-31' });
    const file = (completionId: number, field: string) => ({
      completion_id: completionId,
      field_name: field,
      storage_key: `identity/${completionId}-${field}.jpg`,
      content_type: 'image/jpeg',
      original_name: `${field}.jpg`,
      size_bytes: 10,
    });
    await db
      .insertInto('completion_files')
      .values([file(first.id, 'hrwlFront'), file(first.id, 'otherLicense_0_back'), file(first.id, 'identification')])
      .execute();

    await migrateToLatest(db);

    const licences = await db.selectFrom('licences').selectAll().orderBy('id').execute();
    expect(
      licences.map((licence) => [
        licence.completion_id,
        licence.kind,
        licence.name,
        licence.number,
        licence.is_current,
      ]),
    ).toEqual([
      [first.id, 'hrwl', '', 'HRW 1', 0],
      [first.id, 'other', 'White Card', 'WC 1', 1],
      [second.id, 'hrwl', '', 'HRW 2', 1],
    ]);
    expect(licences[0]).toMatchObject({
      state: 'QLD',
      expiry: '2028-01-31',
      status: 'pending',
      front_key: `identity/${first.id}-hrwlFront.jpg`,
      back_key: null,
      first_name: 'Jane',
      company: 'Acme Lifting',
    });
    expect(licences[1]!.back_key).toBe(`identity/${first.id}-otherLicense_0_back.jpg`);
    const classes = await db
      .selectFrom('licence_classes')
      .select(['licence_id', 'class_code'])
      .orderBy('class_code')
      .execute();
    expect(classes).toEqual([
      { licence_id: licences[0]!.id, class_code: 'C2' },
      { licence_id: licences[0]!.id, class_code: 'DG' },
    ]);
  });
});
