import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedTurns } from '../scheduler/shared-turns.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/test-app.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newFileKey } from '../../storage/keys.ts';
import { startExpiredFileSweeps, storeFileForLink, sweepExpiredFiles } from './expiring-files.ts';

describe.each(databaseKinds)('files stored for a link on %s', (kind) => {
  let test: TestApp;
  const start = new Date('2026-11-23T10:00:00.000Z');
  const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  const store = (storage: FileStorage = test.app.storage) =>
    storeFileForLink(
      { db: test.app.db, storage },
      { key: newFileKey('documents', 'pdf'), data: Buffer.from('%PDF-1.7 test'), contentType: 'application/pdf' },
      { expiresInSeconds: 3600, fileName: 'certificate.pdf', now: start },
    );
  const keyOf = async () =>
    (await test.app.db.selectFrom('expiring_files').selectAll().executeTakeFirstOrThrow()).storage_key;
  const sweep = (now: Date, storage: FileStorage = test.app.storage) =>
    sweepExpiredFiles({ db: test.app.db, storage, log: test.app.log }, now);

  it('stores the file, answers its link, and deletes both file and record only once the link has expired', async () => {
    const url = await store();
    expect(url).toMatch(/^\/api\/files\/signed\//);
    const key = await keyOf();
    expect(await test.app.storage.size(key)).toBe(13);

    expect(await sweep(later(3599))).toBe(0);
    expect(await test.app.storage.size(key)).toBe(13);

    expect(await sweep(later(3600))).toBe(1);
    expect(await test.app.storage.size(key)).toBeUndefined();
    expect(await test.app.db.selectFrom('expiring_files').selectAll().execute()).toEqual([]);
  });

  it('keeps the record of a file it could not delete, and deletes it at a later sweep', async () => {
    await store();
    const key = await keyOf();
    const failing: FileStorage = {
      ...test.app.storage,
      delete: () => Promise.reject(new Error('bucket unreachable')),
    };
    expect(await sweep(later(7200), failing)).toBe(0);
    expect(await keyOf()).toBe(key);
    expect(await sweep(later(7200))).toBe(1);
    expect(await test.app.storage.size(key)).toBeUndefined();
  });

  it('sweeps at start and on its interval until stopped', async () => {
    await store();
    const key = await keyOf();
    let now = start;
    const sweeps = startExpiredFileSweeps(
      {
        db: test.app.db,
        storage: test.app.storage,
        log: test.app.log,
        now: () => now,
        takeTurn: sharedTurns(test.app.db),
      },
      20,
    );
    now = later(3601);
    await expect.poll(() => test.app.storage.size(key)).toBeUndefined();
    await sweeps.stop();
  });
});
