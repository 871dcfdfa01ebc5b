import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StorageTestResult } from '@crane/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServiceAccount, startFakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { findClosedPort } from '../../../test/smtp-test-server.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createGcsStorage } from '../../storage/gcs-storage.ts';
import { createLocalStorage } from '../../storage/local-storage.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { sweepExpiredFiles } from '../expiring-files/expiring-files.ts';
import { runStorageTest, testFileLinkSeconds } from './storage-test.service.ts';

const notSet = '✗ Not set';
const isSet = '✓ Set';

describe.each(databaseKinds)('the storage test on %s', (kind) => {
  let test: TestApp;
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await test.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const runTest = async () => {
    const cookie = await logIn(test.app);
    const response = await test.app.inject({ method: 'GET', url: '/api/admin/storage/test', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return { result: response.json<StorageTestResult>(), body: response.body };
  };

  /** An app on the gcs driver, against the stand-in server, with the GCS_* variables set. */
  const openOnGcs = async (serverOptions: Parameters<typeof startFakeGcsServer>[1], bucketName = 'crane-files') => {
    const account = createTestServiceAccount();
    const server = await startFakeGcsServer(account, serverOptions);
    cleanups.push(server.close);
    const environment = {
      STORAGE_DRIVER: 'gcs',
      GCS_PROJECT_ID: 'crane-test',
      GCS_BUCKET_NAME: bucketName,
      GCS_CREDENTIALS: account.credentials,
    };
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName,
      credentials: account.credentials,
      apiEndpoint: server.url,
    });
    test = await createTestApp(kind, environment, { storage });
    return { account, server };
  };

  it('writes, reads back and deletes a file through local storage, and links to a test file', async () => {
    test = await createTestApp(kind, { STORAGE_DRIVER: 'local' });
    const { result } = await runTest();
    expect(result).toMatchObject({
      status: 'success',
      message:
        'Storage works with local storage under DATA_DIR/uploads: a test file was written, read back and deleted. ' +
        'The link below opens another test file for 10 minutes.',
      details: {
        driver: 'local',
        environmentVars: {
          STORAGE_DRIVER: isSet,
          GCS_PROJECT_ID: notSet,
          GCS_BUCKET_NAME: notSet,
          GCS_CREDENTIALS: notSet,
        },
      },
      nextSteps: [],
    });
    expect(result.error).toBeUndefined();
    const url = result.details.testUpload?.url ?? '';
    expect(url).toMatch(
      /^\/api\/files\/signed\/self-test\/[0-9a-f-]{36}\.txt\?expires=\d+&signature=[0-9a-f]{64}&fileName=storage-test.txt$/,
    );
    // The link opens the test file without a session.
    const file = await test.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/plain');
    expect(file.body).toMatch(/^Crane Safety Induction storage test file, stored /);
    // Only the linked file is left, under self-test/.
    expect(fs.readdirSync(path.join(test.config.dataDir, 'uploads', 'self-test'))).toHaveLength(1);
  });

  it('says STORAGE_DRIVER is not set when the default local driver is used', async () => {
    test = await createTestApp(kind);
    const { result } = await runTest();
    expect(result.status).toBe('success');
    expect(result.details.environmentVars['STORAGE_DRIVER']).toBe(notSet);
  });

  it('works against a Google Cloud Storage bucket, with a signed link to the test file', async () => {
    const { server } = await openOnGcs({});
    const { result } = await runTest();
    expect(result).toMatchObject({ status: 'success', details: { driver: 'gcs' } });
    expect(result.details.environmentVars).toEqual({
      STORAGE_DRIVER: isSet,
      GCS_PROJECT_ID: isSet,
      GCS_BUCKET_NAME: isSet,
      GCS_CREDENTIALS: isSet,
    });
    const url = new URL(result.details.testUpload?.url ?? '');
    expect(url.origin).toBe(server.url);
    expect(url.searchParams.get('X-Goog-Expires')).toBe('600');
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(await file.text()).toMatch(/^Crane Safety Induction storage test file/);
    expect(server.requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });

  it('explains a bucket that does not exist, without revealing any secret', async () => {
    const { account } = await openOnGcs({ buckets: ['crane-files'] }, 'crane-missing-bucket');
    const { result, body } = await runTest();
    expect(result).toMatchObject({
      status: 'error',
      message:
        'Storage test failed with Google Cloud Storage (STORAGE_DRIVER=gcs): the test file could not be written.',
      details: {
        driver: 'gcs',
        environmentVars: {
          STORAGE_DRIVER: isSet,
          GCS_PROJECT_ID: isSet,
          GCS_BUCKET_NAME: isSet,
          GCS_CREDENTIALS: isSet,
        },
      },
    });
    expect(result.details.testUpload).toBeUndefined();
    expect(result.error).toBe('404: The specified bucket does not exist.');
    expect(result.nextSteps).toEqual([
      'Check GCS_BUCKET_NAME: the bucket must already exist (create it in the Google Cloud console).',
      'Check GCS_PROJECT_ID: it must be the project that owns the bucket.',
      'Restart the server after changing STORAGE_DRIVER or a GCS_* variable, then run this test again.',
    ]);
    const privateKey = (JSON.parse(account.credentials) as { private_key: string }).private_key;
    expect(body).not.toContain(privateKey.split('\n')[1]);
    expect(body).not.toContain('PRIVATE KEY');
  });

  it('explains a service account without the rights it needs', async () => {
    await openOnGcs({ isForbidden: true });
    const { result } = await runTest();
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/^403: .* does not have storage\.objects\.create access/);
    expect(result.nextSteps[0]).toBe(
      'Give the service account of GCS_CREDENTIALS the Storage Object Admin role on the bucket: the app creates, reads and deletes files (this test failed to write one).',
    );
  });

  it('is for signed-in administrators only', async () => {
    test = await createTestApp(kind);
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/storage/test' })).statusCode).toBe(401);
  });
});

describe('the storage test itself', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.close();
    test = undefined;
  });
  const storageConfig = (env: Record<string, string> = {}) => loadConfig(env).storage;
  const run = async (storage: FileStorage, now = new Date()) => {
    test ??= await createTestApp('sqlite');
    return runStorageTest({ db: test.app.db, storage, config: storageConfig(), now });
  };

  it('leaves the linked test file for its link only: the sweep deletes it when the link expires', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-test-'));
    try {
      const storage = createLocalStorage(dataDir, 'a-secret-of-at-least-32-characters-long');
      const now = new Date();
      expect((await run(storage, now)).status).toBe('success');
      expect((await run(storage, now)).status).toBe('success');
      const folder = path.join(dataDir, 'uploads', 'self-test');
      expect(fs.readdirSync(folder)).toHaveLength(2);
      const { app } = test!;
      const sweep = (at: Date) => sweepExpiredFiles({ db: app.db, storage, log: app.log }, at);
      expect(await sweep(new Date(now.getTime() + (testFileLinkSeconds - 1) * 1000))).toBe(0);
      expect(await sweep(new Date(now.getTime() + testFileLinkSeconds * 1000))).toBe(2);
      expect(fs.readdirSync(folder)).toHaveLength(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('explains local storage that cannot be written', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-test-'));
    try {
      // A file where the uploads folder should be.
      fs.writeFileSync(path.join(dataDir, 'uploads'), 'not a folder');
      const result = await run(createLocalStorage(dataDir, 'a-secret-of-at-least-32-characters-long'));
      expect(result).toMatchObject({
        status: 'error',
        message: 'Storage test failed with local storage under DATA_DIR/uploads: the test file could not be written.',
      });
      expect(result.error).toMatch(/^(EEXIST|ENOTDIR)/);
      expect(result.nextSteps[0]).toMatch(/^Check that DATA_DIR points at a directory/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('explains a storage server that cannot be reached', async () => {
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: undefined,
      apiEndpoint: `http://127.0.0.1:${await findClosedPort()}`,
    });
    const result = await run(storage);
    expect(result.status).toBe('error');
    expect(result.error).toMatch(/ECONNREFUSED/);
    expect(result.nextSteps).toContain(
      'Set GCS_PROJECT_ID, GCS_BUCKET_NAME, GCS_CREDENTIALS: Google Cloud Storage needs all three.',
    );
    expect(result.nextSteps).toContain(
      'Check that this server can reach storage.googleapis.com over HTTPS (firewall, proxy, DNS).',
    );
  });
});
