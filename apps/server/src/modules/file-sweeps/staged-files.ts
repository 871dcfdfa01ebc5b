import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import * as repository from './file-sweeps.repository.ts';

type Dependencies = { db: Kysely<Database>; storage: FileStorage };

/**
 * Stores a personal file that a record will refer to once its transaction commits: the key is
 * recorded as staged first, so that if the process dies before that commit the file sweep finds and
 * deletes the file (file-sweeps.ts). The transaction that refers to it calls `clearStagedFiles`.
 */
export async function putStagedFile(
  { db, storage }: Dependencies,
  file: { key: string; data: Buffer; contentType: string },
  now: Date,
): Promise<void> {
  await repository.insertStagedFile(db, file.key, now.toISOString());
  await storage.put(file.key, file.data, file.contentType);
}

/** In the transaction that records the rows referring to these files: they are staged no longer. */
export function clearStagedFiles(db: Executor, keys: string[]): Promise<void> {
  return repository.deleteStagedRows(db, keys);
}

/**
 * Deletes staged files of a write that did not happen, then their rows. A failure is logged, not
 * thrown, so the caller's own error is what the client hears; the row stays for the sweep to retry.
 */
export async function deleteStagedFiles(
  { db, storage, log }: Dependencies & { log: FastifyBaseLogger },
  keys: string[],
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
        await clearStagedFiles(db, [key]);
      } catch (error) {
        log.error({ err: error, key }, 'could not delete a stored file of a failed request; the file sweep will');
      }
    }),
  );
}
