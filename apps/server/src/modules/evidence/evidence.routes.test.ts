import fs from 'node:fs';
import path from 'node:path';
import type { CompletionEvidence, IntegrityReport, StoredFilesCheck } from '@crane/contract';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  controlClock,
  createInduction,
  pngBytes,
  setInductionStatus,
  takeInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { canonicalJson, sha256Hex } from '../../lib/canonical-json.ts';
import { buildEvidenceRecords } from './evidence-record.ts';
import { gatherEvidence, insertEvidence } from './evidence.repository.ts';
import { sealCompletions, sealOf, sealUnsealedCompletions } from './evidence.service.ts';

describe.each(databaseKinds)('sealed evidence on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    induction = await createInduction(test.app, adminCookie, [
      { title: 'Exclusion zones', minTimeSeconds: 0, requireSignature: true },
    ]);
  });
  afterEach(async () => {
    await test.close();
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
  const take = async (email: string) => {
    clock.advanceSeconds(5);
    return takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, { email });
  };
  const evidenceOf = async (completionId: number) => {
    const response = await get(`/api/admin/completions/${completionId}/evidence`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompletionEvidence>();
  };
  /** Deletes a completion's licences, as one who deletes the completion around the app must first. */
  const deleteLicencesOf = async (completionId: number) => {
    const ids = (
      await test.app.db.selectFrom('licences').select('id').where('completion_id', '=', completionId).execute()
    ).map((licence) => licence.id);
    if (ids.length === 0) return;
    await test.app.db.deleteFrom('licence_classes').where('licence_id', 'in', ids).execute();
    await test.app.db.deleteFrom('licence_upload_links').where('licence_id', 'in', ids).execute();
    await test.app.db.deleteFrom('licences').where('id', 'in', ids).execute();
  };
  const integrity = async () => {
    const response = await get('/api/admin/integrity');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<IntegrityReport>();
  };

  it('seals what the attempt was shown and did, with the hashes of its files and the requests that moved it, chained', async () => {
    const first = await take('jane@site.example');
    const second = await take('sam@site.example');

    const evidence = await evidenceOf(second.completionId);
    const { record } = evidence;
    expect(record.format).toBe(2);
    expect(record.completion).toMatchObject({
      id: second.completionId,
      email: 'sam@site.example',
      attempt: 1,
      language: 'en',
    });
    expect(record.version).toMatchObject({ number: 1, title: 'Crane Site Safety' });
    // Each page with its times and the SHA-256 of the snapshot the worker was shown.
    const snapshot = await test.app.db.selectFrom('page_snapshots').select('snapshot').executeTakeFirstOrThrow();
    expect(record.pages).toEqual([
      {
        pageId: induction.pageIds[0],
        order: 1,
        title: 'Exclusion zones',
        snapshotSha256: sha256Hex(snapshot.snapshot),
        firstShownAt: expect.any(String),
        satisfiedAt: expect.any(String),
        secondsSpent: expect.any(Number),
      },
    ]);
    // The signature and the files by the SHA-256 of the bytes stored.
    const uploads = path.join(test.config.dataDir, 'uploads');
    const signatureRow = await test.app.db
      .selectFrom('page_signatures')
      .select('storage_key')
      .where('progress_id', '=', second.progressId)
      .executeTakeFirstOrThrow();
    expect(record.signatures).toEqual([
      {
        pageId: induction.pageIds[0],
        signedAt: expect.any(String),
        sha256: sha256Hex(fs.readFileSync(path.join(uploads, signatureRow.storage_key))),
        method: 'drawn',
        storageKey: signatureRow.storage_key,
      },
    ]);
    expect(sha256Hex(pngBytes)).toBe(record.signatures[0]!.sha256);
    const files = await test.app.db
      .selectFrom('completion_files')
      .select(['field_name', 'storage_key'])
      .where('completion_id', '=', second.completionId)
      .orderBy('field_name')
      .execute();
    expect(record.files.map((file) => [file.field, file.sha256, file.storageKey])).toEqual(
      files.map((file) => [
        file.field_name,
        sha256Hex(fs.readFileSync(path.join(uploads, file.storage_key))),
        file.storage_key,
      ]),
    );
    // Who moved the attempt, from where.
    expect(record.requests.map((request) => request.action)).toEqual(['start', 'signature', 'complete']);
    expect(record.requests[0]).toMatchObject({ clientAddress: '127.0.0.1', userAgent: 'lightMyRequest' });

    // The seal covers the record and the seal before it.
    const before = await evidenceOf(first.completionId);
    expect(before.previousSeal).toBe('');
    expect(evidence.previousSeal).toBe(before.seal);
    expect(evidence.sequence).toBe(before.sequence + 1);
    expect(evidence.seal).toBe(sha256Hex(`${before.seal}\n${canonicalJson(record)}`));

    expect(await integrity()).toEqual({
      ok: true,
      checked: 2,
      checkedAt: clock.now().toISOString(),
      timeZone: test.app.config.timeZone,
    });
    expect((await get('/api/admin/completions/999999/evidence')).statusCode).toBe(404);
  });

  it('stays whole through what may happen to a completion later: a reset, a revoke, a new attempt, a new version', async () => {
    const jane = await take('jane@site.example');
    const sam = await take('sam@site.example');
    const reset = await test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${jane.progressId}/reset`,
      headers: { cookie: adminCookie },
    });
    expect(reset.statusCode).toBe(200);
    const revoked = await test.app.inject({
      method: 'POST',
      url: `/api/admin/completions/${sam.completionId}/revoke`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Wrong person' },
    });
    expect(revoked.statusCode).toBe(200);
    await take('jane@site.example');
    await setInductionStatus(test.app, adminCookie, induction.inductionId, 'draft');
    await setInductionStatus(test.app, adminCookie, induction.inductionId, 'active');
    expect(await integrity()).toMatchObject({ ok: true, checked: 3 });
  });

  it('finds a completion changed, a page snapshot changed, a completion deleted or one added around the app, at its id', async () => {
    const first = await take('jane@site.example');
    const second = await take('sam@site.example');
    const third = await take('mia@site.example');
    expect((await integrity()).ok).toBe(true);

    // An UPDATE of a completion.
    const original = await test.app.db
      .selectFrom('completions')
      .select('company')
      .where('id', '=', second.completionId)
      .executeTakeFirstOrThrow();
    await test.app.db
      .updateTable('completions')
      .set({ company: 'Forged Pty' })
      .where('id', '=', second.completionId)
      .execute();
    expect(await integrity()).toMatchObject({
      ok: false,
      checked: 1,
      firstBrokenCompletionId: second.completionId,
      problem: 'This completion no longer matches its sealed record',
    });
    await test.app.db
      .updateTable('completions')
      .set({ company: original.company })
      .where('id', '=', second.completionId)
      .execute();
    expect((await integrity()).ok).toBe(true);

    // An UPDATE of what the public check shows, which is outside the record.
    const certificate = await test.app.db
      .selectFrom('certificates')
      .select(['full_name', 'company', 'completed_at'])
      .where('completion_id', '=', second.completionId)
      .executeTakeFirstOrThrow();
    for (const forged of [
      { full_name: 'Mallory Impostor' },
      { company: 'Forged Pty' },
      { completed_at: '2030-01-01T00:00:00.000Z' },
    ]) {
      await test.app.db
        .updateTable('certificates')
        .set(forged)
        .where('completion_id', '=', second.completionId)
        .execute();
      expect(await integrity(), JSON.stringify(forged)).toMatchObject({
        ok: false,
        firstBrokenCompletionId: second.completionId,
        problem: 'The certificate of this completion no longer says what its record says',
      });
      await test.app.db
        .updateTable('certificates')
        .set(certificate)
        .where('completion_id', '=', second.completionId)
        .execute();
    }
    expect((await integrity()).ok).toBe(true);

    // An UPDATE of the page snapshot every completion was shown: broken from the first.
    const snapshot = await test.app.db.selectFrom('page_snapshots').selectAll().executeTakeFirstOrThrow();
    await test.app.db
      .updateTable('page_snapshots')
      .set({ snapshot: snapshot.snapshot.replace('Content of page 1', 'Other content') })
      .where('hash', '=', snapshot.hash)
      .execute();
    expect(await integrity()).toMatchObject({ ok: false, firstBrokenCompletionId: first.completionId });
    await test.app.db
      .updateTable('page_snapshots')
      .set({ snapshot: snapshot.snapshot })
      .where('hash', '=', snapshot.hash)
      .execute();
    expect((await integrity()).ok).toBe(true);

    // A completion added directly, without evidence.
    const copy = await test.app.db
      .selectFrom('completions')
      .selectAll()
      .where('id', '=', third.completionId)
      .executeTakeFirstOrThrow();
    const { id: _id, ...columns } = copy;
    const progress = await test.app.db
      .insertInto('inductee_progress')
      .values({
        email: 'ghost@site.example',
        induction_id: copy.induction_id,
        current_page: 0,
        status: 'completed',
        started_at: copy.completed_at,
        last_accessed_at: copy.completed_at,
        completed_at: copy.completed_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ghost = await test.app.db
      .insertInto('completions')
      .values({ ...columns, progress_id: progress.id, email: 'ghost@site.example' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await integrity()).toMatchObject({
      ok: false,
      checked: 3,
      firstBrokenCompletionId: ghost.id,
      problem: 'This completion has no sealed record: it was added around the app',
    });
    await test.app.db.deleteFrom('completions').where('id', '=', ghost.id).execute();

    // A DELETE of a completion (with what refers to it), and then of its evidence too.
    await test.app.db.deleteFrom('certificates').where('completion_id', '=', second.completionId).execute();
    await deleteLicencesOf(second.completionId);
    await test.app.db.deleteFrom('completion_files').where('completion_id', '=', second.completionId).execute();
    await test.app.db.deleteFrom('completions').where('id', '=', second.completionId).execute();
    expect(await integrity()).toMatchObject({
      ok: false,
      firstBrokenCompletionId: second.completionId,
      problem: 'This completion was deleted',
    });
    await test.app.db.deleteFrom('completion_evidence').where('completion_id', '=', second.completionId).execute();
    expect(await integrity()).toMatchObject({
      ok: false,
      checked: 1,
      firstBrokenCompletionId: third.completionId,
      problem: 'The chain is broken before this completion: one was removed or inserted',
    });
  });

  it('checks each record in the format it was sealed in: format 2 holds the language, the signature method and where each file is', async () => {
    const jane = await take('jane@site.example');
    const sam = await take('sam@site.example');
    // Jane's link as a server before format 2 sealed it, then Sam's after it as this one seals.
    const janeLink = await test.app.db
      .selectFrom('completion_evidence')
      .selectAll()
      .where('completion_id', '=', jane.completionId)
      .executeTakeFirstOrThrow();
    const gathered = (await gatherEvidence(test.app.db, [jane.completionId]))!;
    const format1 = canonicalJson(
      buildEvidenceRecords(
        gathered,
        () => janeLink.sealed_at,
        () => 1,
      ).get(jane.completionId),
    );
    await test.app.db.deleteFrom('completion_evidence').execute();
    await insertEvidence(test.app.db, { ...janeLink, record: format1, previous_seal: '', seal: sealOf('', format1) });
    await sealCompletions(test.app.db, [sam.completionId], clock.now());
    const janeRecord = (await evidenceOf(jane.completionId)).record;
    expect(janeRecord.format).toBe(1);
    expect(janeRecord.completion.language).toBeUndefined();
    expect(janeRecord.signatures[0]).not.toHaveProperty('method');
    expect(janeRecord.files[0]).not.toHaveProperty('storageKey');
    expect((await evidenceOf(sam.completionId)).record.format).toBe(2);
    expect(await integrity()).toMatchObject({ ok: true, checked: 2 });

    // A format 1 record never held the language: changing Jane's is not seen, as before.
    await test.app.db.updateTable('completions').set({ language: 'es' }).where('id', '=', jane.completionId).execute();
    expect(await integrity()).toMatchObject({ ok: true, checked: 2 });
    // In format 2, the language, a signature's method and where a file is stored are sealed.
    const samFile = await test.app.db
      .selectFrom('completion_files')
      .select(['id', 'storage_key'])
      .where('completion_id', '=', sam.completionId)
      .executeTakeFirstOrThrow();
    const changes = [
      () => test.app.db.updateTable('completions').set({ language: 'es' }).where('id', '=', sam.completionId),
      () =>
        test.app.db.updateTable('page_signatures').set({ method: 'typed' }).where('progress_id', '=', sam.progressId),
      () =>
        test.app.db
          .updateTable('completion_files')
          .set({ storage_key: 'identity/elsewhere.jpg' })
          .where('id', '=', samFile.id),
    ];
    const undo = [
      () => test.app.db.updateTable('completions').set({ language: 'en' }).where('id', '=', sam.completionId),
      () =>
        test.app.db.updateTable('page_signatures').set({ method: 'drawn' }).where('progress_id', '=', sam.progressId),
      () =>
        test.app.db
          .updateTable('completion_files')
          .set({ storage_key: samFile.storage_key })
          .where('id', '=', samFile.id),
    ];
    for (const [index, change] of changes.entries()) {
      await change().execute();
      expect(await integrity(), `change ${index}`).toMatchObject({
        ok: false,
        checked: 1,
        firstBrokenCompletionId: sam.completionId,
        problem: 'This completion no longer matches its sealed record',
      });
      await undo[index]!().execute();
      expect(await integrity(), `undo ${index}`).toMatchObject({ ok: true, checked: 2 });
    }
  });

  const filesCheckOf = async (completionId: number) => {
    const response = await get(`/api/admin/completions/${completionId}/evidence/files`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StoredFilesCheck>();
  };
  const lastIntegrityEntry = async () => {
    const entry = await test.app.db
      .selectFrom('audit_log')
      .select(['target_type', 'target_id', 'details'])
      .where('action', '=', 'integrity-checked')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return { ...entry, details: JSON.parse(entry.details) as unknown };
  };

  it('reads back each stored file of a sealed record and finds one replaced or gone in the store, which the chain check cannot, or pointed elsewhere', async () => {
    const jane = await take('jane@site.example');
    const sam = await take('sam@site.example');
    const { record } = await evidenceOf(jane.completionId);
    expect(record.files.length).toBeGreaterThanOrEqual(2);
    const signatureSha256 = record.signatures[0]!.sha256;
    expect(await filesCheckOf(jane.completionId)).toEqual({
      ok: true,
      files: [
        {
          document: 'signature',
          pageId: induction.pageIds[0],
          status: 'matches',
          sealedSha256: signatureSha256,
          storedSha256: signatureSha256,
        },
        ...record.files.map((file) => ({
          document: file.field,
          pageId: null,
          status: 'matches',
          sealedSha256: file.sha256,
          storedSha256: file.sha256,
        })),
      ],
      checkedAt: clock.now().toISOString(),
    });
    expect(await lastIntegrityEntry()).toEqual({
      target_type: 'completion',
      target_id: String(jane.completionId),
      details: { files: record.files.length + 1, ok: true, notMatching: [] },
    });

    // In the store, one file replaced and another deleted: the rows are untouched, so the chain still checks.
    const [replaced, deleted] = await test.app.db
      .selectFrom('completion_files')
      .select(['field_name', 'storage_key'])
      .where('completion_id', '=', jane.completionId)
      .orderBy('field_name')
      .execute();
    await test.app.storage.put(replaced!.storage_key, Buffer.from('not the photo'), 'image/png');
    await test.app.storage.delete(deleted!.storage_key);
    expect((await integrity()).ok).toBe(true);
    // In the database, the signature's row pointed at a file of Sam's: the chain sees that too (format 2).
    const samFile = await test.app.db
      .selectFrom('completion_files')
      .select('storage_key')
      .where('completion_id', '=', sam.completionId)
      .executeTakeFirstOrThrow();
    await test.app.db
      .updateTable('page_signatures')
      .set({ storage_key: samFile.storage_key })
      .where('progress_id', '=', jane.progressId)
      .execute();
    expect(await integrity()).toMatchObject({ ok: false, firstBrokenCompletionId: jane.completionId });

    const check = await filesCheckOf(jane.completionId);
    expect(check.ok).toBe(false);
    const byDocument = Object.fromEntries(check.files.map((file) => [file.document, file]));
    expect(byDocument['signature']).toMatchObject({
      status: 'differs',
      sealedSha256: signatureSha256,
      storedSha256: expect.not.stringMatching(signatureSha256!),
    });
    expect(byDocument[replaced!.field_name]).toMatchObject({
      status: 'differs',
      storedSha256: sha256Hex(Buffer.from('not the photo')),
    });
    expect(byDocument[deleted!.field_name]).toMatchObject({ status: 'missing', storedSha256: null });
    expect(check.files.filter((file) => file.status === 'matches')).toHaveLength(record.files.length - 2);
    expect(await lastIntegrityEntry()).toMatchObject({
      details: {
        files: record.files.length + 1,
        ok: false,
        notMatching: [
          `signature (page ${induction.pageIds[0]}): differs`,
          `${replaced!.field_name}: differs`,
          `${deleted!.field_name}: missing`,
        ],
      },
    });
    // Sam's files are his own.
    expect((await filesCheckOf(sam.completionId)).ok).toBe(true);
    expect((await get('/api/admin/completions/999999/evidence/files')).statusCode).toBe(404);
    for (const headers of [{}, { cookie: jane.cookie }]) {
      const url = `/api/admin/completions/${jane.completionId}/evidence/files`;
      expect((await test.app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
    }
  });

  it('tells a file stored before evidence, whose record holds no hash, from one that differs', async () => {
    const jane = await take('jane@site.example');
    // As if Jane had completed before evidence: her rows had no hashes when the upgrade sealed them.
    await test.app.db.deleteFrom('completion_evidence').execute();
    await test.app.db.updateTable('evidence_backlog').set({ up_to_completion_id: jane.completionId }).execute();
    await test.app.db.updateTable('completion_files').set({ sha256: null }).execute();
    await test.app.db.updateTable('page_signatures').set({ sha256: null }).execute();
    expect(await sealUnsealedCompletions(test.app.db, clock.now())).toBe(1);

    const check = await filesCheckOf(jane.completionId);
    expect(check.ok).toBe(true);
    expect(check.files.length).toBeGreaterThan(1);
    for (const file of check.files) {
      expect(file, file.document).toMatchObject({ status: 'not-sealed', sealedSha256: null, storedSha256: null });
    }
  });

  it('seals completions made before evidence into the chain, and refuses the routes to anyone but an admin', async () => {
    const jane = await take('jane@site.example');
    const sam = await take('sam@site.example');
    // As if Jane's completion had been made before evidence, and Sam's written around the app since.
    await test.app.db.deleteFrom('completion_evidence').execute();
    await test.app.db.updateTable('evidence_backlog').set({ up_to_completion_id: jane.completionId }).execute();
    expect((await integrity()).ok).toBe(false);
    expect(await sealUnsealedCompletions(test.app.db, clock.now())).toBe(1);
    expect(await sealUnsealedCompletions(test.app.db, clock.now())).toBe(0);
    expect((await evidenceOf(jane.completionId)).sequence).toBe(1);
    expect(await integrity()).toMatchObject({
      ok: false,
      checked: 1,
      firstBrokenCompletionId: sam.completionId,
      problem: 'This completion has no sealed record: it was added around the app',
    });
    await test.app.db.deleteFrom('certificates').where('completion_id', '=', sam.completionId).execute();
    await deleteLicencesOf(sam.completionId);
    await test.app.db.deleteFrom('completion_files').where('completion_id', '=', sam.completionId).execute();
    await test.app.db.deleteFrom('completions').where('id', '=', sam.completionId).execute();
    expect(await integrity()).toMatchObject({ ok: true, checked: 1 });
    for (const url of [`/api/admin/completions/${jane.completionId}/evidence`, '/api/admin/integrity']) {
      for (const headers of [{}, { cookie: jane.cookie }]) {
        expect((await test.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(401);
      }
    }
    // Nothing of the chain can be written through the API.
    const rows = await sql<{ count: number }>`select count(*) as count from completion_evidence`.execute(test.app.db);
    expect(Number(rows.rows[0]!.count)).toBe(1);
  });
});
