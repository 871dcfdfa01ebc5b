import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { makePdf } from '../../test/make-pdf.ts';
import { databaseKinds } from '../../test/test-app.ts';
import { sha256Hex } from '../lib/canonical-json.ts';
import { createLocalStorage } from '../storage/local-storage.ts';
import { gatherDocumentData } from '../modules/records/completion-documents.ts';
import { findCompletion } from '../modules/records/records.repository.ts';
import { checkIntegrity, getEvidence, sealUnsealedCompletions } from '../modules/evidence/evidence.service.ts';
import { versionExistingInductions } from '../modules/versions/versions.service.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';

describe.each(databaseKinds)('the migration to versions and sealed evidence on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('gives inductions with records, and active ones, version 1 of their current pages, and their attempts that version', async () => {
    const opened = await openDatabaseAtMigration(kind, 'm0019-record-attempts');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-versions-'));
    cleanUp = async () => {
      await opened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
    const db: Kysely<Database> = opened.db;
    const storage = createLocalStorage(dataDir, 'a-test-secret-that-is-long-enough');
    const pdf = makePdf();
    const pdfKey = 'pdfs/11111111-1111-4111-8111-111111111111.pdf';
    await storage.put(pdfKey, pdf, 'application/pdf');

    const now = '2026-06-01T10:00:00.000Z';
    const inductionOf = (title: string, status: 'active' | 'draft') =>
      db
        .insertInto('inductions')
        .values({
          title,
          description: 'Read it all',
          total_min_time_minutes: 5,
          status,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const taken = await inductionOf('Tower Crane Operations', 'draft');
    const offered = await inductionOf('Working at Heights', 'active');
    const unused = await inductionOf('Unused draft', 'draft');
    const pageOf = (inductionId: number, title: string, order: number, pdfUrl: string | null) =>
      db
        .insertInto('induction_pages')
        .values({
          induction_id: inductionId,
          title,
          page_order: order,
          min_time_seconds: 30,
          content_type: 'richText',
          content_html: `<p>${title}</p>`,
          pdf_url: pdfUrl,
          pdf_name: pdfUrl ? 'manual.pdf' : null,
          require_signature: 0,
          quiz_json: '{"questions":[]}',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await pageOf(taken.id, 'Exclusion zones', 1, null);
    await pageOf(taken.id, 'Load charts', 2, `/api/files/${pdfKey}`);
    await pageOf(offered.id, 'Harnesses', 1, null);
    const progress = await db
      .insertInto('inductee_progress')
      .values({
        email: 'jane@site.example',
        induction_id: taken.id,
        current_page: 1,
        status: 'completed',
        started_at: now,
        last_accessed_at: now,
        completed_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('inductee_page_progress')
      .values({ progress_id: progress.id, page_id: first.id, first_shown_at: now, satisfied_at: now })
      .execute();
    const completion = await db
      .insertInto('completions')
      .values({
        progress_id: progress.id,
        induction_id: taken.id,
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
    await db
      .insertInto('certificates')
      .values({
        code: '7KQ4M2XD9BWT',
        completion_id: completion.id,
        full_name: 'Jane Rigger',
        company: 'Acme Lifting',
        induction_title: 'Tower Crane Operations',
        completed_at: now,
      })
      .execute();

    expect(await migrateToLatest(db)).toContain('m0020-create-induction-versions');
    const dependencies = { db, storage, publicUrl: 'https://induction.example', timeZone: 'UTC' };
    expect(await versionExistingInductions(dependencies, new Date('2026-12-01T00:00:00.000Z'))).toBe(2);
    // A second start finds nothing left to do.
    expect(await versionExistingInductions(dependencies, new Date('2026-12-02T00:00:00.000Z'))).toBe(0);

    const versions = await db
      .selectFrom('induction_versions')
      .select(['induction_id', 'version', 'title', 'published_by', 'completions_choice'])
      .orderBy('induction_id')
      .execute();
    expect(versions).toEqual([
      {
        induction_id: taken.id,
        version: 1,
        title: 'Tower Crane Operations',
        published_by: null,
        completions_choice: 'stayValid',
      },
      {
        induction_id: offered.id,
        version: 1,
        title: 'Working at Heights',
        published_by: null,
        completions_choice: 'stayValid',
      },
    ]);
    const inductions = await db
      .selectFrom('inductions')
      .select(['id', 'status', 'published_version_id', 'has_unpublished_changes'])
      .orderBy('id')
      .execute();
    expect(
      inductions.map((row) => [row.id, row.status, row.published_version_id !== null, row.has_unpublished_changes]),
    ).toEqual([
      [taken.id, 'draft', true, 0],
      [offered.id, 'active', true, 0],
      [unused.id, 'draft', false, 1],
    ]);
    const attempt = await db
      .selectFrom('inductee_progress')
      .select('version_id')
      .where('id', '=', progress.id)
      .executeTakeFirstOrThrow();
    expect(attempt.version_id).toBe(inductions[0]!.published_version_id);

    // The PDF is named by the hash of its bytes; the documents render from the snapshot.
    const snapshots = await db.selectFrom('page_snapshots').select(['snapshot', 'pdf_url']).execute();
    const withPdf = snapshots.find((row) => row.pdf_url !== null)!;
    expect(JSON.parse(withPdf.snapshot)).toMatchObject({ title: 'Load charts', pdf: { sha256: sha256Hex(pdf) } });
    const data = await gatherDocumentData(
      dependencies,
      (await findCompletion(db, taken.id, progress.id))!,
      new Date('2026-12-03T00:00:00.000Z'),
    );
    expect(data.induction).toEqual({
      title: 'Tower Crane Operations',
      description: 'Read it all',
      version: { number: 1, publishedAt: '2026-12-01T00:00:00.000Z' },
    });
    expect(data.pages.map((page) => [page.title, page.firstShownAt])).toEqual([
      ['Exclusion zones', now],
      ['Load charts', null],
    ]);

    // The completion made before evidence joins the chain at start, with its version 1 snapshots.
    const sealedAt = new Date('2026-12-01T00:00:01.000Z');
    expect(await sealUnsealedCompletions(db, sealedAt)).toBe(1);
    expect(await sealUnsealedCompletions(db, sealedAt)).toBe(0);
    const evidence = await getEvidence(db, completion.id);
    expect(evidence).toMatchObject({ sequence: 1, previousSeal: '' });
    expect(evidence.record.version).toMatchObject({ number: 1, title: 'Tower Crane Operations' });
    expect(evidence.record.pages.map((page) => [page.title, page.firstShownAt, page.snapshotSha256 !== null])).toEqual([
      ['Exclusion zones', now, true],
      ['Load charts', null, true],
    ]);
    // Its signatures and files were stored before their hashes were kept: none is claimed.
    expect(evidence.record.files).toEqual([]);
    expect(await checkIntegrity(db, sealedAt, 'UTC')).toMatchObject({ ok: true, checked: 1 });
  });
});
