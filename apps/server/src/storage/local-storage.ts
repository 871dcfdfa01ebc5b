import fs from 'node:fs';
import path from 'node:path';
import type { ByteRange, FileStorage, ListedFile, StoredFileStream } from './file-storage.ts';
import { assertValidKey, fileFolders, isPartialKey, isValidKey, partialKeyOf, type FileFolder } from './keys.ts';
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
  /** A key's path, or the path of an unfinished write of a key (which only `delete` reaches). */
  const pathOfKeyOrPartial = (key: string) => (isPartialKey(key) ? path.join(root, ...key.split('/')) : pathOf(key));

  return {
    driver: 'local',
    async put(key, data) {
      const target = pathOf(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file; one a crash leaves is swept.
      const temporary = path.join(root, ...partialKeyOf(key, process.pid).split('/'));
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
      await fs.promises.rm(pathOfKeyOrPartial(key), { force: true });
    },
    list: (folder) => listFolder(root, folder),
    async signedUrl(key, options) {
      assertValidSignedUrlRequest(key, options);
      const expires = Math.floor(options.now.getTime() / 1000) + options.expiresInSeconds;
      return localSignedUrl(secret, { key, expires, fileName: options.fileName });
    },
    async checkReachable() {
      try {
        await fs.promises.access(root, fs.constants.W_OK);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
        // No upload yet: the folder does not exist, and put() will create it in the data folder.
        await fs.promises.access(dataDir, fs.constants.W_OK);
      }
    },
  };
}

/** The files of one folder, read from the directory as it goes rather than all at once. */
async function* listFolder(root: string, folder: FileFolder): AsyncGenerator<ListedFile> {
  if (!fileFolders.includes(folder)) throw new Error(`Invalid storage folder: ${String(folder)}`);
  const directory = path.join(root, folder);
  let entries: fs.Dir;
  try {
    entries = await fs.promises.opendir(directory);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = `${folder}/${entry.name}`;
    const isPartial = isPartialKey(key);
    if (!isPartial && !isValidKey(key)) continue;
    // Gone since the directory was read (deleted meanwhile): nothing to list.
    const stat = await fs.promises.stat(path.join(directory, entry.name)).catch(() => undefined);
    if (stat) yield { key, storedAt: stat.mtime, isPartial };
  }
}
