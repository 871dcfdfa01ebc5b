import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseVerificationCode } from '@crane/contract';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { searchCompletions } from '../modules/records/completion-search.repository.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the migration that issues certificates on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('gives every existing completion its own code and certificate, and makes the code searchable', async () => {
    const opened = await openDatabaseAtMigration(kind, '2026-12-03-create-staged-files');
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
    const people = [
      { firstName: ' Łukasz ', lastName: 'Nowak', company: 'Ørsted Lifting' },
      { firstName: 'Mia', lastName: 'Chen', company: 'Metro Civil' },
      { firstName: 'Sam', lastName: 'Okafor', company: 'Coastal Haulage' },
    ];
    for (const [index, person] of people.entries()) {
      const progress = await db
        .insertInto('inductee_progress')
        .values({
          email: `person${index}@site.example`,
          induction_id: induction.id,
          current_page: 0,
          status: 'completed',
          started_at: now,
          last_accessed_at: now,
          completed_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('completions')
        .values({
          progress_id: progress.id,
          induction_id: induction.id,
          email: `person${index}@site.example`,
          first_name: person.firstName,
          last_name: person.lastName,
          phone: '0400 000 000',
          company: person.company,
          emergency_contact_name: 'Alex',
          emergency_contact_phone: '0400 111 111',
          emergency_contact_relationship: 'Partner',
          drivers_license_number: '',
          drivers_license_expiry: '',
          hrwl_number: '',
          hrwl_expiry: '',
          other_licenses_json: '[]',
          search_text:
            `${person.firstName} ${person.lastName} person${index}@site.example ${person.company}`.toLowerCase(),
          completed_at: now,
        })
        .execute();
    }

    expect(await migrateToLatest(db)).toContain('m0017-create-certificates');

    const certificates = await db
      .selectFrom('certificates')
      .innerJoin('completions', 'completions.id', 'certificates.completion_id')
      .select([
        'certificates.code',
        'certificates.full_name',
        'certificates.company',
        'certificates.induction_title',
        'certificates.completed_at',
        'certificates.revoked_at',
        'completions.search_text',
      ])
      .orderBy('completions.id')
      .execute();
    expect(certificates.map((row) => row.full_name)).toEqual(['Łukasz Nowak', 'Mia Chen', 'Sam Okafor']);
    expect(new Set(certificates.map((row) => row.code)).size).toBe(3);
    for (const row of certificates) {
      expect(normaliseVerificationCode(row.code)).toBe(row.code);
      expect(row).toMatchObject({ induction_title: 'Tower Crane Operations', completed_at: now, revoked_at: null });
      expect(row.search_text).toContain(row.code.toLowerCase());
    }
    const second = certificates[1]!;
    const found = await searchCompletions(
      db,
      { term: second.code.toLowerCase(), inductionIds: [], history: 'latest' },
      0,
      10,
    );
    expect(found.total).toBe(1);
    expect(found.rows.map((row) => row.verification_code)).toEqual([second.code]);
  });
});
