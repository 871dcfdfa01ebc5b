import { text } from 'node:stream/consumers';
import type { FileStorage } from './file-storage.ts';
import { newFileKey } from './keys.ts';

export type StorageSelfTest = { ok: true; driver: string } | { ok: false; driver: string; error: string };

/** Writes a small file through the driver, reads it back, and deletes it. */
export async function runStorageSelfTest(storage: FileStorage): Promise<StorageSelfTest> {
  const key = newFileKey('self-test', 'txt');
  const content = `Crane Safety Induction storage test ${new Date().toISOString()}`;
  try {
    await storage.put(key, Buffer.from(content), 'text/plain');
    const stored = await storage.get(key);
    if (!stored)
      return { ok: false, driver: storage.driver, error: 'The test file was written but could not be found' };
    if ((await text(stored.stream)) !== content) {
      return { ok: false, driver: storage.driver, error: 'The test file read back differs from what was written' };
    }
    await storage.delete(key);
    return { ok: true, driver: storage.driver };
  } catch (error) {
    return { ok: false, driver: storage.driver, error: error instanceof Error ? error.message : String(error) };
  }
}
