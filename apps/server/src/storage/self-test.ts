import { text } from 'node:stream/consumers';
import type { FileStorage } from './file-storage.ts';
import { newFileKey } from './keys.ts';

/** The step of the self-test that failed. */
export type SelfTestStep = 'write' | 'read' | 'delete';

export type StorageSelfTest =
  { ok: true; driver: string } | { ok: false; driver: string; step: SelfTestStep; error: string; cause?: unknown };

/** Writes a small file through the driver, reads it back, deletes it and checks it is gone. */
export async function runStorageSelfTest(storage: FileStorage, now: Date): Promise<StorageSelfTest> {
  const key = newFileKey('self-test', 'txt');
  const content = `Crane Safety Induction storage test ${now.toISOString()}`;
  let step: SelfTestStep = 'write';
  const failure = (error: string, cause?: unknown): StorageSelfTest => ({
    ok: false,
    driver: storage.driver,
    step,
    error,
    ...(cause === undefined ? {} : { cause }),
  });
  try {
    await storage.put(key, Buffer.from(content), 'text/plain');
    step = 'read';
    const stored = await storage.get(key);
    if (!stored) return failure('The test file was written but could not be found');
    if ((await text(stored.stream)) !== content) {
      return failure('The test file read back differs from what was written');
    }
    step = 'delete';
    await storage.delete(key);
    if ((await storage.size(key)) !== undefined) return failure('The test file is still there after it was deleted');
    return { ok: true, driver: storage.driver };
  } catch (error) {
    return failure(error instanceof Error ? error.message : String(error), error);
  }
}
