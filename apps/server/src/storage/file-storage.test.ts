import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { create as contentDisposition } from 'content-disposition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkV4SignedUrl,
  createTestServiceAccount,
  startFakeGcsServer,
  startFakeGcsStorage,
} from '../../test/fake-gcs-server.ts';
import type { FileStorage } from './file-storage.ts';
import { createGcsStorage } from './gcs-storage.ts';
import { isValidKey, newFileKey } from './keys.ts';
import { createLocalStorage } from './local-storage.ts';
import { runStorageSelfTest } from './self-test.ts';
import { hasValidSignature } from './signed-links.ts';

/** What a signed link promises: this file, for this long, under this name. */
type LinkPromise = { key: string; data: Buffer; expiresInSeconds: number; fileName?: string };

type Driver = {
  name: string;
  open: () => Promise<{
    storage: FileStorage;
    close: () => Promise<void>;
    /** Checks, the driver's own way, that a signed link keeps its promise and nothing more. */
    checkLink: (url: string, promise: LinkPromise) => Promise<void>;
  }>;
};

const nowInSeconds = () => Math.floor(Date.now() / 1000);

const drivers: Driver[] = [
  {
    name: 'local',
    open: async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-'));
      const secret = 'local-driver-test-secret-of-32-characters-or-more';
      return {
        storage: createLocalStorage(dataDir, secret),
        close: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
        checkLink: async (url, promise) => {
          // The route that serves these links is tested in modules/files/signed-files.test.ts.
          const address = new URL(url, 'http://app.example');
          expect(url.startsWith(`/api/files/signed/${promise.key}?`)).toBe(true);
          const expires = Number(address.searchParams.get('expires'));
          expect(expires - nowInSeconds()).toBeGreaterThanOrEqual(promise.expiresInSeconds - 2);
          expect(expires - nowInSeconds()).toBeLessThanOrEqual(promise.expiresInSeconds);
          expect(address.searchParams.get('fileName') ?? undefined).toBe(promise.fileName);
          const signature = address.searchParams.get('signature') ?? '';
          expect(signature).toMatch(/^[0-9a-f]{64}$/);
          const link = { key: promise.key, expires, fileName: promise.fileName };
          expect(hasValidSignature(secret, link, signature)).toBe(true);
          expect(hasValidSignature(secret, { ...link, key: newFileKey('pdfs', 'pdf') }, signature)).toBe(false);
          expect(hasValidSignature(secret, { ...link, expires: expires + 1 }, signature)).toBe(false);
          expect(hasValidSignature(secret, { ...link, fileName: 'other.pdf' }, signature)).toBe(false);
          expect(hasValidSignature('another-secret-of-32-characters-or-more', link, signature)).toBe(false);
        },
      };
    },
  },
  {
    name: 'gcs',
    open: async () => {
      const { storage, server, account } = await startFakeGcsStorage();
      return {
        storage,
        close: server.close,
        checkLink: async (url, promise) => {
          const address = new URL(url);
          expect(address.origin).toBe(server.url);
          expect(address.pathname).toBe(`/crane-files/${promise.key}`);
          expect(address.searchParams.get('X-Goog-Expires')).toBe(String(promise.expiresInSeconds));
          expect(address.searchParams.get('X-Goog-Credential')).toMatch(new RegExp(`^${account.clientEmail}/`));
          expect(address.searchParams.get('X-Goog-Signature')).toMatch(/^[0-9a-f]{512}$/);
          const disposition =
            promise.fileName === undefined ? null : contentDisposition(promise.fileName, { type: 'inline' });
          expect(address.searchParams.get('response-content-disposition')).toBe(disposition);
          // The signature is checked with the public key, as Cloud Storage would check it.
          expect(checkV4SignedUrl(url, account)).toBeUndefined();
          const later = new Date(Date.now() + (promise.expiresInSeconds + 1) * 1000);
          expect(checkV4SignedUrl(url, account, later)).toBe('expired');
          const response = await fetch(url);
          expect(response.status).toBe(200);
          expect(Buffer.from(await response.arrayBuffer()).equals(promise.data)).toBe(true);
          expect(response.headers.get('content-disposition')).toBe(disposition);
          // Changing what the link names or how long it lasts breaks the signature.
          const otherKey = new URL(url);
          otherKey.pathname = `/crane-files/${newFileKey('pdfs', 'pdf')}`;
          expect(checkV4SignedUrl(otherKey.href, account)).toBe('signature does not match');
          const longer = new URL(url);
          longer.searchParams.set('X-Goog-Expires', String(promise.expiresInSeconds + 60));
          expect(checkV4SignedUrl(longer.href, account)).toBe('signature does not match');
          expect((await fetch(longer)).status).toBe(403);
        },
      };
    },
  },
];

describe.each(drivers)('the $name storage driver', (driver) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  let checkLink: (url: string, promise: LinkPromise) => Promise<void>;
  beforeAll(async () => {
    ({ storage, close, checkLink } = await driver.open());
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

  it('lists the files of a folder with when each was stored, over several pages', async () => {
    const before = Date.now() - 1000;
    const keys = Array.from({ length: 1003 }, () => newFileKey('signatures', 'png'));
    for (const batch of [keys.slice(0, 500), keys.slice(500)]) {
      await Promise.all(batch.map((key) => storage.put(key, Buffer.from('png'), 'image/png')));
    }
    const other = newFileKey('identity', 'jpg');
    await storage.put(other, Buffer.from('jpeg'), 'image/jpeg');
    const listed = [];
    for await (const file of storage.list('signatures')) listed.push(file);
    expect(listed.map((file) => file.key).sort()).toEqual([...keys].sort());
    for (const file of listed) {
      expect(file.isPartial).toBe(false);
      expect(file.storedAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(file.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    await Promise.all([...keys, other].map((key) => storage.delete(key)));
    for await (const file of storage.list('signatures')) expect.fail(`${file.key} was deleted`);
  });

  it('lists nothing for a folder that was never written', async () => {
    for await (const file of storage.list('documents')) expect.fail(`unexpected ${file.key}`);
  });

  it('is reachable, before any file is stored and after', async () => {
    await expect(storage.checkReachable()).resolves.toBeUndefined();
    const key = newFileKey('pdfs', 'pdf');
    await storage.put(key, Buffer.from('%PDF-1.4'), 'application/pdf');
    await expect(storage.checkReachable()).resolves.toBeUndefined();
    await storage.delete(key);
  });

  it('passes its self-test, leaving nothing behind', async () => {
    expect(await runStorageSelfTest(storage, new Date())).toEqual({ ok: true, driver: driver.name });
  });

  it('refuses keys the app did not make', async () => {
    for (const key of ['../../etc/passwd', 'pdfs/../../x.pdf', '/abs.pdf', 'pdfs/name.pdf']) {
      await expect(storage.put(key, Buffer.from('x'), 'application/pdf')).rejects.toThrow('Invalid storage key');
      await expect(storage.signedUrl(key, { expiresInSeconds: 60, now: new Date() })).rejects.toThrow(
        'Invalid storage key',
      );
    }
  });

  it('signs a link that reads the file until it expires', async () => {
    const key = newFileKey('pdfs', 'pdf');
    const data = Buffer.from('%PDF-1.4 the signed induction report\n%%EOF\n');
    await storage.put(key, data, 'application/pdf');
    const url = await storage.signedUrl(key, { expiresInSeconds: 900, now: new Date() });
    await checkLink(url, { key, data, expiresInSeconds: 900 });
  });

  it('signs a link that suggests the given file name, accents included', async () => {
    const key = newFileKey('pdfs', 'pdf');
    const data = Buffer.from('%PDF-1.4 a report for Łukasz\n%%EOF\n');
    await storage.put(key, data, 'application/pdf');
    const fileName = 'Induction report – Łukasz Żółć.pdf';
    const url = await storage.signedUrl(key, { expiresInSeconds: 3600, fileName, now: new Date() });
    await checkLink(url, { key, data, expiresInSeconds: 3600, fileName });
  });

  it('refuses a link life outside one second to seven days, and an unsafe file name', async () => {
    const key = newFileKey('pdfs', 'pdf');
    for (const expiresInSeconds of [0, -5, 1.5, Number.NaN, 7 * 24 * 3600 + 1]) {
      await expect(
        storage.signedUrl(key, { expiresInSeconds, now: new Date() }),
        String(expiresInSeconds),
      ).rejects.toThrow('A signed link must expire after 1 to 604800 whole seconds');
    }
    for (const fileName of ['', '../report.pdf', 'a\\b.pdf', 'line\r\nbreak.pdf', 'x'.repeat(201)]) {
      await expect(
        storage.signedUrl(key, { expiresInSeconds: 60, fileName, now: new Date() }),
        fileName,
      ).rejects.toThrow('A signed link file name must be');
    }
    expect(await storage.signedUrl(key, { expiresInSeconds: 7 * 24 * 3600, now: new Date() })).toContain(key);
  });
});

describe('the local driver', () => {
  it('lists a write that a crash cut short as partial, with names the app never makes left out, and deletes it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-'));
    try {
      const storage = createLocalStorage(dataDir, 'local-driver-test-secret-of-32-characters-or-more');
      const key = newFileKey('identity', 'jpg');
      const folder = path.join(dataDir, 'uploads', 'identity');
      fs.mkdirSync(folder, { recursive: true });
      // What a kill -9 during put leaves: the file written beside its key, never renamed.
      const partialName = `${key.split('/')[1]}.4242.partial`;
      fs.writeFileSync(path.join(folder, partialName), 'half a passport');
      fs.writeFileSync(path.join(folder, 'notes.txt'), 'not a file of the app');
      const listed = [];
      for await (const file of storage.list('identity')) listed.push(file);
      expect(listed).toEqual([{ key: `identity/${partialName}`, storedAt: expect.any(Date), isPartial: true }]);
      await storage.delete(`identity/${partialName}`);
      expect(fs.readdirSync(folder)).toEqual(['notes.txt']);
      await expect(storage.delete('identity/notes.txt')).rejects.toThrow('Invalid storage key');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the reachability check', () => {
  it('fails on the local driver once its data folder is gone', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-storage-'));
    const storage = createLocalStorage(dataDir, 'local-driver-test-secret-of-32-characters-or-more');
    await expect(storage.checkReachable()).resolves.toBeUndefined();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await expect(storage.checkReachable()).rejects.toThrow('ENOENT');
  });

  it('fails on the gcs driver for a missing bucket and for a service account without the role', async () => {
    const account = createTestServiceAccount();
    const settings = { projectId: 'crane-test', bucketName: 'crane-files', credentials: account.credentials };
    const otherBucket = await startFakeGcsServer(account, { buckets: ['another-bucket'] });
    const forbidden = await startFakeGcsServer(account, { isForbidden: true });
    try {
      const missing = await createGcsStorage({ ...settings, apiEndpoint: otherBucket.url });
      await expect(missing.checkReachable()).rejects.toThrow('The specified bucket does not exist.');
      const refused = await createGcsStorage({ ...settings, apiEndpoint: forbidden.url });
      await expect(refused.checkReachable()).rejects.toThrow('does not have storage.objects.create access');
    } finally {
      await otherBucket.close();
      await forbidden.close();
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
    const result = await runStorageSelfTest(storage, new Date());
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
    expect(isValidKey(newFileKey('signatures', 'png'))).toBe(true);
    expect(isValidKey(newFileKey('signatures', 'pdf'))).toBe(false);
    for (const extension of ['jpg', 'png', 'webp', 'heic', 'pdf'] as const) {
      expect(isValidKey(newFileKey('identity', extension))).toBe(true);
    }
    expect(isValidKey(newFileKey('identity', 'txt'))).toBe(false);
    expect(isValidKey('identity/../signatures/x.png')).toBe(false);
  });
});
