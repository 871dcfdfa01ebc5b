import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * Removes files stored for a write that did not happen. A failure is logged, not thrown, so the
 * caller's own error is what the client hears.
 */
export async function deleteStoredFiles(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        log.error({ err: error, key }, 'could not delete a stored file of a failed request');
      }
    }),
  );
}
