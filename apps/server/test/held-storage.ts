import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';

/**
 * The real file store in a new folder, whose writes (`put`) or reads (`get`) can be held, as a slow
 * bucket would hold them, so that a test puts a race's requests in the order it means to check.
 * `hold()` holds the next ones: `reached` once one waits, `release()` lets them all go on.
 */
export function heldStorage(method: 'put' | 'get') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'held-storage-'));
  const files = createLocalStorage(dataDir, 'a-test-secret-of-32-characters-at-least');
  let held: { reached: () => void; release: Promise<void> } | undefined;
  const wait = async (operation: 'put' | 'get') => {
    const hold = held;
    if (operation !== method || hold === undefined) return;
    hold.reached();
    await hold.release;
  };
  const storage: FileStorage = {
    ...files,
    async put(...args) {
      await wait('put');
      return files.put(...args);
    },
    async get(...args) {
      await wait('get');
      return files.get(...args);
    },
  };
  return {
    storage,
    dataDir,
    hold() {
      let release = () => {};
      const reached = new Promise<void>((resolve) => {
        held = { reached: resolve, release: new Promise<void>((done) => (release = done)) };
      });
      return {
        reached,
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    remove: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}
