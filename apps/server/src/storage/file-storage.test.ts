import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcsServer } from '../../test/fake-gcs-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createGcsStorage } from './gcs-storage.ts';
import { isValidKey, newFileKey } from './keys.ts';
import { createLocalStorage } from './local-storage.ts';
import { runStorageSelfTest } from './self-test.ts';

type Driver = { name: string; open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> };

const drivers: Driver[] = [
  {
    name: 'local',
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-'));
      return {
        storage: createLocalStorage(dataDir),
        close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'gcs',
    open: async () => {
      const server = await startFakeGcsServer();
      const storage = await createGcsStorage({
        projectId: 'crane-test',
        bucketName: 'crane-files',
        credentials: undefined,
        apiEndpoint: server.url,
      });
      return { storage, close: server.close };
    },
  },
];

describe.each(drivers)('the $name storage driver', (driver) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await driver.open());
  });
  afterAll(async () => {
    await close();
  });

  it('stores a file and reads it back, whole and by range', async () => {
    const key = newFileKey('pdfs', 'pdf');
    const data = Buffer.from('%PDF-1.4 a crane lifts a load\n%%EOF\n');
    await storage.put(key, data, 'application/pdf');
    expect(await storage.size(key)).toBe(data.length);
    const whole = await storage.get(key);
    expect(whole?.size).toBe(data.length);
    expect(await text(whole!.stream)).toBe(data.toString());
    const part = await storage.get(key, { start: 9, end: 15 });
    expect(await text(part!.stream)).toBe('a crane');
  });

  it('answers undefined for a missing file, and deleting twice is not an error', async () => {
    const key = newFileKey('pdfs', 'pdf');
    expect(await storage.size(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.size(key)).toBeUndefined();
  });

  it('passes its self-test, leaving nothing behind', async () => {
    expect(await runStorageSelfTest(storage)).toEqual({ ok: true, driver: driver.name });
  });

  it('refuses keys the app did not make', async () => {
    for (const key of ['../../etc/passwd', 'pdfs/../../x.pdf', '/abs.pdf', 'pdfs/name.pdf']) {
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow('Invalid storage key');
    }
  });
});

describe('the storage self-test', () => {
  it('reports the failure of a store that cannot be reached', async () => {
    const storage = await createGcsStorage({
      projectId: 'crane-test',
      bucketName: 'crane-files',
      credentials: undefined,
      apiEndpoint: 'http://127.0.0.1:9',
    });
    const result = await runStorageSelfTest(storage);
    expect(result).toMatchObject({ ok: false, driver: 'gcs' });
    expect(result.ok ? '' : result.error).not.toBe('');
  });
});

describe('storage keys', () => {
  it('pairs each folder with its kind of file', () => {
    expect(isValidKey(newFileKey('pdfs', 'pdf'))).toBe(true);
    expect(isValidKey(newFileKey('self-test', 'txt'))).toBe(true);
    expect(isValidKey(newFileKey('pdfs', 'txt'))).toBe(false);
    expect(isValidKey(newFileKey('self-test', 'pdf'))).toBe(false);
  });
});
