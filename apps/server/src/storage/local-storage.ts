import fs from 'node:fs';
import path from 'node:path';
import type { ByteRange, FileStorage, StoredFileStream } from './file-storage.ts';
import { assertValidKey } from './keys.ts';
import { assertValidSignedUrlRequest, localSignedUrl } from './signed-links.ts';

/**
 * Files under `DATA_DIR/uploads`, one file per key. Signed links point at the app's own
 * `/api/files/signed/…` route and carry an HMAC made with the app secret (lib/app-secret.ts).
 */
export function createLocalStorage(dataDir: string, secret: string): FileStorage {
  const root = path.join(dataDir, 'uploads');
  const pathOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    driver: 'local',
    async put(key, data) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temporary = `${target}.${process.pid}.partial`;
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, target);
    },
    async size(key) {
      try {
        return (await fs.promises.stat(pathOf(key))).size;
      } catch {
        return undefined;
      }
    },
    async get(key, range?: ByteRange): Promise<StoredFileStream | undefined> {
      const file = pathOf(key);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        return undefined;
      }
      const stream = range ? fs.createReadStream(file, range) : fs.createReadStream(file);
      return { stream, size };
    },
    async delete(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    async signedUrl(key, options) {
      assertValidSignedUrlRequest(key, options);
      const expires = Math.floor(Date.now() / 1000) + options.expiresInSeconds;
      return localSignedUrl(secret, { key, expires, fileName: options.fileName });
    },
  };
}
