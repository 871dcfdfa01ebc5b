import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { startPeriodicTask } from '../../lib/periodic-task.ts';
import type { TakeTurn } from '../scheduler/shared-turns.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { SignedUrlOptions } from '../../storage/signed-links.ts';
import * as repository from './expiring-files.repository.ts';

type Dependencies = { db: Kysely<Database>; storage: FileStorage };

/**
 * Records that the file at `key` exists only for a link that expires in `expiresInSeconds`: the sweep
 * deletes it afterwards. Recorded before the file is stored, so that it is deleted even if the
 * process stops right after storing it.
 */
export async function recordFileForLink(
  db: Kysely<Database>,
  key: string,
  expiresInSeconds: number,
  now: Date,
): Promise<void> {
  const deleteAfter = new Date(now.getTime() + expiresInSeconds * 1000).toISOString();
  await repository.insertExpiringFile(db, key, deleteAfter);
}

/** Stores a file that exists only for a link, and answers the link; the file goes when the link expires. */
export async function storeFileForLink(
  { db, storage }: Dependencies,
  file: { key: string; data: Buffer; contentType: string },
  link: SignedUrlOptions,
): Promise<string> {
  await recordFileForLink(db, file.key, link.expiresInSeconds, link.now);
  await storage.put(file.key, file.data, file.contentType);
  return storage.signedUrl(file.key, link);
}

/** How many expired files one sweep deletes at most; the next sweep goes on. */
const sweepBatchSize = 100;

/**
 * Deletes the files whose links have expired, with their rows; answers how many. A file that cannot
 * be deleted keeps its row and is tried again at the next sweep.
 */
export async function sweepExpiredFiles(
  { db, storage, log }: Dependencies & { log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  const due = await repository.listExpiredFileKeys(db, now.toISOString(), sweepBatchSize);
  let deleted = 0;
  for (const key of due) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not delete an expired file; the next sweep tries again');
      continue;
    }
    await repository.deleteExpiringFile(db, key);
    deleted += 1;
  }
  return deleted;
}

/** Ten minutes: a file outlives its link by at most that. */
const sweepIntervalMilliseconds = 10 * 60 * 1000;

/** Sweeps at once, then every ten minutes until stopped, on one instance at a time. */
export function startExpiredFileSweeps(
  dependencies: Dependencies & { log: FastifyBaseLogger; now: () => Date; takeTurn: TakeTurn },
  intervalMilliseconds = sweepIntervalMilliseconds,
): { stop(): Promise<void> } {
  return startPeriodicTask(
    async () => {
      const deleted = await sweepExpiredFiles(dependencies, dependencies.now());
      if (deleted > 0) dependencies.log.info(`deleted ${deleted} file(s) whose download links had expired`);
    },
    {
      intervalMilliseconds,
      log: dependencies.log,
      what: 'the sweep of expired files',
      shared: { name: 'expired-file-sweep', takeTurn: dependencies.takeTurn, now: dependencies.now },
    },
  );
}
