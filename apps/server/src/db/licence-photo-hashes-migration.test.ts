import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the hashes of licence photos on %s (migration m0051)', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it("gives a licence photo given at completion its completion file's hash, and one uploaded later none", async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0050-induction-revisions');
    cleanUp = opened.close;
    const db: Kysely<Database> = opened.db;
    await seedCompletions(db, 3, new Date('2026-11-25T01:00:00.000Z'), () => {});
    const [given, later, none] = await db
      .selectFrom('licences')
      .select(['id', 'completion_id'])
      .orderBy('id')
      .execute();
    const file = (field: string, key: string, sha256: string) => ({
      completion_id: given!.completion_id,
      field_name: field,
      storage_key: key,
      content_type: 'image/jpeg',
      original_name: `${field}.jpg`,
      size_bytes: 10,
      sha256,
    });
    await db
      .insertInto('completion_files')
      .values([
        file('driversLicenseFront', 'identity/front.jpg', 'a'.repeat(64)),
        file('driversLicenseBack', 'identity/back.jpg', 'b'.repeat(64)),
      ])
      .execute();
    await db
      .updateTable('licences')
      .set({ front_key: 'identity/front.jpg', back_key: 'identity/back.jpg' })
      .where('id', '=', given!.id)
      .execute();
    // Uploaded through a link: the photo is stored, but is no completion file.
    await db.updateTable('licences').set({ front_key: 'identity/later.jpg' }).where('id', '=', later!.id).execute();

    await migrateToLatest(db);
    const hashes = await db
      .selectFrom('licences')
      .select(['id', 'front_sha256', 'back_sha256'])
      .where('id', 'in', [given!.id, later!.id, none!.id])
      .orderBy('id')
      .execute();
    expect(hashes).toEqual([
      { id: given!.id, front_sha256: 'a'.repeat(64), back_sha256: 'b'.repeat(64) },
      { id: later!.id, front_sha256: null, back_sha256: null },
      { id: none!.id, front_sha256: null, back_sha256: null },
    ]);
  });
});
