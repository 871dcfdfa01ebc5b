import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { startPeriodicTask } from '../../lib/periodic-task.ts';
import type { TakeTurn } from '../scheduler/shared-turns.ts';
import { deleteStaleUploads } from '../../lib/upload-staging.ts';
import type { FileStorage, ListedFile } from '../../storage/file-storage.ts';
import { fileFolders, type FileFolder } from '../../storage/keys.ts';
import { findReferencedKeys } from './file-references.ts';
import * as repository from './file-sweeps.repository.ts';

type Dependencies = { db: Kysely<Database>; storage: FileStorage; log: FastifyBaseLogger };

const hour = 60 * 60 * 1000;

/**
 * How long a file may wait for the record that refers to it. A request writes its files and commits
 * within seconds; an hour is far beyond any request, so only a crash's leftovers are older.
 */
export const stagedFileGraceMilliseconds = hour;

/**
 * How long after it was stored a file that nothing refers to is kept, by folder. An induction PDF is
 * uploaded before the page that uses it is saved: a day keeps the new PDF of a page an admin is still
 * editing.
 */
export const unreferencedFileGraceMilliseconds: Record<FileFolder, number> = {
  identity: hour,
  signatures: hour,
  pdfs: 24 * hour,
  documents: hour,
  'self-test': hour,
};

/** Files checked against the database at once. */
const batchSize = 500;

/**
 * Deletes files recorded as staged over an hour ago (a crash came between storing a file and the
 * transaction that records it), then their rows. A file that is referenced after all only loses its
 * row; one that cannot be deleted keeps it, for the next sweep.
 */
export async function sweepStagedFiles({ db, storage, log }: Dependencies, now: Date): Promise<number> {
  const before = new Date(now.getTime() - stagedFileGraceMilliseconds).toISOString();
  let deleted = 0;
  let lastKey = '';
  for (;;) {
    const staged = await repository.listStagedKeysBefore(db, before, lastKey, batchSize);
    if (staged.length === 0) return deleted;
    lastKey = staged.at(-1)!;
    for (const [folder, keys] of byFolder(staged)) {
      const referenced = await findReferencedKeys(db, folder, keys);
      const settled: string[] = [];
      for (const key of keys) {
        if (!referenced.has(key)) {
          try {
            await storage.delete(key);
          } catch (error) {
            log.warn({ err: error, key }, 'could not delete a staged file; the next sweep tries again');
            continue;
          }
          deleted += 1;
        }
        settled.push(key);
      }
      await repository.deleteStagedRows(db, settled);
    }
  }
}

/**
 * Lists every folder of the store and deletes what no record refers to once its folder's grace has
 * passed (by when the file was stored): unfinished writes, files a crash left before staging existed,
 * files of a reset whose deletion failed, PDFs replaced, removed or never attached.
 */
export async function sweepUnreferencedFiles({ db, storage, log }: Dependencies, now: Date): Promise<number> {
  let deleted = 0;
  for (const folder of fileFolders) {
    const before = now.getTime() - unreferencedFileGraceMilliseconds[folder];
    let batch: ListedFile[] = [];
    const deleteBatch = async () => {
      const referenced = await findReferencedKeys(
        db,
        folder,
        batch.filter((file) => !file.isPartial).map((file) => file.key),
      );
      for (const file of batch) {
        if (referenced.has(file.key)) continue;
        try {
          await storage.delete(file.key);
          deleted += 1;
        } catch (error) {
          log.warn({ err: error, key: file.key }, 'could not delete an unreferenced file; the next sweep tries again');
        }
      }
      batch = [];
    };
    for await (const file of storage.list(folder)) {
      if (file.storedAt.getTime() > before) continue;
      batch.push(file);
      if (batch.length === batchSize) await deleteBatch();
    }
    await deleteBatch();
  }
  return deleted;
}

/** What one sweep deleted. */
export type FileSweepResult = { staged: number; unreferenced: number; uploads: number };

/**
 * One sweep of every kind of leftover: staged files, unreferenced files of the store, and files of
 * the upload staging folder (this server's disk) that a request cut short by a crash left.
 */
export async function sweepLeftoverFiles(
  dependencies: Dependencies & { stagingFolder: string },
  now: Date,
): Promise<FileSweepResult> {
  return {
    staged: await sweepStagedFiles(dependencies, now),
    unreferenced: await sweepUnreferencedFiles(dependencies, now),
    uploads: await deleteStaleUploads(
      dependencies.stagingFolder,
      new Date(now.getTime() - stagedFileGraceMilliseconds),
    ),
  };
}

/**
 * Sweeps at start, then every hour until stopped (background-tasks.ts): the store and its records on
 * one instance at a time (they are shared), the upload staging folder on every instance (each has its
 * own disk).
 */
export function startFileSweeps(
  dependencies: Dependencies & { stagingFolder: string; now: () => Date; takeTurn: TakeTurn },
  intervalMilliseconds = hour,
): { stop(): Promise<void> } {
  const { log, now } = dependencies;
  const shared = startPeriodicTask(
    async () => {
      const staged = await sweepStagedFiles(dependencies, now());
      const unreferenced = await sweepUnreferencedFiles(dependencies, now());
      if (staged + unreferenced > 0) log.info({ staged, unreferenced }, 'deleted files that no record refers to');
    },
    {
      intervalMilliseconds,
      log,
      what: 'the sweep of leftover files',
      shared: { name: 'leftover-file-sweep', takeTurn: dependencies.takeTurn, now },
    },
  );
  const local = startPeriodicTask(
    async () => {
      const uploads = await deleteStaleUploads(
        dependencies.stagingFolder,
        new Date(now().getTime() - stagedFileGraceMilliseconds),
      );
      if (uploads > 0) log.info({ uploads }, 'deleted uploads that a request cut short left');
    },
    { intervalMilliseconds, log, what: 'the sweep of the upload staging folder' },
  );
  return {
    async stop() {
      await Promise.all([shared.stop(), local.stop()]);
    },
  };
}

/** Keys grouped by their folder (the first part of a key). */
function byFolder(keys: string[]): Map<FileFolder, string[]> {
  const groups = new Map<FileFolder, string[]>();
  for (const key of keys) {
    const folder = fileFolders.find((candidate) => key.startsWith(`${candidate}/`));
    if (folder) groups.set(folder, [...(groups.get(folder) ?? []), key]);
  }
  return groups;
}
