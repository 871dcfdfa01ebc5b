import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeGcsStorage } from '../../../test/fake-gcs-server.ts';
import { createInduction, jpegBytes, pngBytes, takeInduction } from '../../../test/inductee-journey.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import { multipart } from '../../../test/multipart.ts';
import { sharedTurns } from '../scheduler/shared-turns.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newFileKey, type FileFolder } from '../../storage/keys.ts';
import { uploadStagingFolder } from '../../lib/upload-staging.ts';
import { startFileSweeps, sweepLeftoverFiles } from './file-sweeps.ts';
import { putStagedFile } from './staged-files.ts';

type Driver = { name: 'local' | 'gcs'; open: () => Promise<{ storage?: FileStorage; close: () => Promise<void> }> };

const drivers: Driver[] = [
  { name: 'local', open: async () => ({ close: async () => {} }) },
  {
    name: 'gcs',
    open: async () => {
      const { storage, server } = await startFakeGcsStorage();
      return { storage, close: server.close };
    },
  },
];

const minutes = (count: number) => count * 60 * 1000;
const hours = (count: number) => minutes(count * 60);

/**
 * Files that no record refers to (issue 11, items 9 and 13): what a crash leaves during a completion
 * or a signature, and induction PDFs replaced, removed or never attached. Time moves through `now`.
 */
describe.each(databaseKinds.flatMap((kind) => drivers.map((driver) => [kind, driver] as const)))(
  'the file sweeps on %s with the %s driver',
  (kind, driver) => {
    let test: TestApp;
    let adminCookie: string;
    let closeDriver: () => Promise<void>;

    beforeEach(async () => {
      const opened = await driver.open();
      closeDriver = opened.close;
      test = await createTestApp(kind, {}, opened.storage ? { storage: opened.storage } : {});
      adminCookie = await logIn(test.app);
    });
    afterEach(async () => {
      await test.close();
      await closeDriver();
    });

    const storage = () => test.app.storage;
    const stagingFolder = () => uploadStagingFolder(test.config.dataDir);
    const sweep = (atMilliseconds: number) =>
      sweepLeftoverFiles(
        { db: test.app.db, storage: storage(), log: test.app.log, stagingFolder: stagingFolder() },
        new Date(Date.now() + atMilliseconds),
      );
    const exists = async (key: string) => (await storage().size(key)) !== undefined;
    const stagedRows = () => test.app.db.selectFrom('staged_files').selectAll().execute();
    const listed = async (folder: FileFolder) => {
      const keys: string[] = [];
      for await (const file of storage().list(folder)) keys.push(file.key);
      return keys.sort();
    };

    /** A completion and its signature: the files a record refers to, which no sweep may touch. */
    async function completeOnce() {
      const { inductionId, pageIds } = await createInduction(test.app, adminCookie, [{ requireSignature: true }]);
      await takeInduction(test.app, inductionId, pageIds[0]!, { email: 'jane@example.com' });
      return [...(await listed('identity')), ...(await listed('signatures'))];
    }

    it('clears the staged record of every file a completion or a signature refers to', async () => {
      const referenced = await completeOnce();
      expect(referenced).toHaveLength(3);
      expect(await stagedRows()).toEqual([]);
    });

    it('deletes files a crash left staged once an hour has passed, never before, never one that is referenced', async () => {
      const referenced = await completeOnce();
      // What a kill -9 between storing and the transaction leaves: staged rows and their files.
      const orphans = [newFileKey('identity', 'jpg'), newFileKey('identity', 'pdf'), newFileKey('signatures', 'png')];
      for (const key of orphans) {
        await putStagedFile(
          { db: test.app.db, storage: storage() },
          { key, data: key.startsWith('signatures') ? pngBytes : jpegBytes, contentType: 'image/jpeg' },
          new Date(),
        );
      }
      expect(await sweep(minutes(59))).toEqual({ staged: 0, unreferenced: 0, uploads: 0 });
      for (const key of [...orphans, ...referenced]) expect(await exists(key), key).toBe(true);

      expect(await sweep(minutes(61))).toEqual({ staged: 3, unreferenced: 0, uploads: 0 });
      for (const key of orphans) expect(await exists(key), key).toBe(false);
      for (const key of referenced) expect(await exists(key), key).toBe(true);
      expect(await stagedRows()).toEqual([]);
    });

    it('deletes files no record refers to once an hour after they were stored, keeping referenced and younger ones', async () => {
      const referenced = await completeOnce();
      // Files stored without any staged row (left by a crash before staging existed, or by a reset
      // whose deletion failed).
      const orphans = [newFileKey('identity', 'jpg'), newFileKey('signatures', 'png')];
      for (const key of orphans) await storage().put(key, jpegBytes, 'image/jpeg');

      expect(await sweep(minutes(30))).toEqual({ staged: 0, unreferenced: 0, uploads: 0 });
      for (const key of orphans) expect(await exists(key), key).toBe(true);

      expect(await sweep(minutes(61))).toEqual({ staged: 0, unreferenced: 2, uploads: 0 });
      for (const key of orphans) expect(await exists(key), key).toBe(false);
      expect([...(await listed('identity')), ...(await listed('signatures'))].sort()).toEqual(referenced.sort());
    });

    // Unfinished writes exist on the local driver only (a bucket's upload is whole or absent).
    if (driver.name === 'local') {
      it('deletes a write that a crash cut short, and files of the upload staging folder, once an hour old', async () => {
        const identityFolder = path.join(test.config.dataDir, 'uploads', 'identity');
        fs.mkdirSync(identityFolder, { recursive: true });
        const partial = path.join(identityFolder, `${newFileKey('identity', 'jpg').split('/')[1]}.999.partial`);
        fs.writeFileSync(partial, 'the first half of a passport');
        fs.mkdirSync(stagingFolder(), { recursive: true });
        const staged = path.join(stagingFolder(), 'left-by-a-crash.upload');
        fs.writeFileSync(staged, 'the first megabyte of a licence');

        expect(await sweep(minutes(59))).toEqual({ staged: 0, unreferenced: 0, uploads: 0 });
        expect(fs.existsSync(partial) && fs.existsSync(staged)).toBe(true);
        expect(await sweep(minutes(61))).toEqual({ staged: 0, unreferenced: 1, uploads: 1 });
        expect(fs.existsSync(partial) || fs.existsSync(staged)).toBe(false);
      });
    }

    it('deletes PDFs no page uses a day after their upload; keeps attached ones, linked ones and newer ones', async () => {
      const uploadPdf = async () => {
        const body = multipart('pdf', 'manual.pdf', 'application/pdf', makePdf());
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/upload/pdf',
          headers: { ...body.headers, cookie: adminCookie },
          payload: body.payload,
        });
        return response.json<{ url: string }>().url;
      };
      const [attached, replaced, replacement, removed, neverAttached, linked] = [
        await uploadPdf(),
        await uploadPdf(),
        await uploadPdf(),
        await uploadPdf(),
        await uploadPdf(),
        await uploadPdf(),
      ];
      const { inductionId, pageIds } = await createInduction(test.app, adminCookie, [{}, {}, {}]);
      const savePage = async (pageId: number, content: Record<string, unknown>) => {
        const response = await test.app.inject({
          method: 'PUT',
          url: `/api/induction-pages/${pageId}`,
          headers: { cookie: adminCookie },
          payload: { title: 'Manual', minTimeSeconds: 0, content: { type: 'richText', ...content } },
        });
        expect(response.statusCode, response.body).toBe(200);
      };
      await savePage(pageIds[0]!, { pdfUrl: attached });
      await savePage(pageIds[1]!, { pdfUrl: replaced });
      await savePage(pageIds[1]!, { pdfUrl: replacement });
      await savePage(pageIds[2]!, { pdfUrl: removed });
      await savePage(pageIds[2]!, { pdfUrl: null, content: `<p>See <a href="${linked}">the manual</a></p>` });
      // Kept while the induction is no longer offered: its completed attempts may still be reviewed.
      await test.app.inject({
        method: 'PUT',
        url: `/api/inductions/${inductionId}`,
        headers: { cookie: adminCookie },
        payload: { status: 'draft' },
      });
      const keyOf = (url: string) => url.replace('/api/files/', '');

      expect(await sweep(hours(23))).toEqual({ staged: 0, unreferenced: 0, uploads: 0 });
      expect(await listed('pdfs')).toHaveLength(6);

      expect(await sweep(hours(25))).toEqual({ staged: 0, unreferenced: 3, uploads: 0 });
      expect(await listed('pdfs')).toEqual([attached, replacement, linked].map(keyOf).sort());
      for (const url of [replaced, removed, neverAttached]) expect(await exists(keyOf(url))).toBe(false);
    });

    it('sweeps at start and then on its interval until stopped', async () => {
      const orphan = newFileKey('signatures', 'png');
      await putStagedFile(
        { db: test.app.db, storage: storage() },
        { key: orphan, data: pngBytes, contentType: 'image/png' },
        new Date(),
      );
      let now = new Date();
      const sweeps = startFileSweeps(
        {
          db: test.app.db,
          storage: storage(),
          log: test.app.log,
          stagingFolder: stagingFolder(),
          now: () => now,
          takeTurn: sharedTurns(test.app.db),
        },
        20,
      );
      now = new Date(Date.now() + hours(2));
      await expect.poll(() => exists(orphan)).toBe(false);
      await sweeps.stop();
    });
  },
);
