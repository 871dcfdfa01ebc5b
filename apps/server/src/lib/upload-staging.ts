import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from './app-error.ts';
import { multipartFault, type MultipartMessages } from './multipart.ts';

/**
 * Uploaded files wait here, on this server's disk, until the whole request has been read and checked;
 * only then are they put in the storage. Never served; what a crash leaves is swept (modules/file-sweeps).
 */
export const uploadStagingFolder = (dataDir: string) => path.join(dataDir, 'upload-staging');

/** Bytes kept in memory from the start of each file: enough to recognise its type (lib/file-type.ts). */
const headBytes = 1024;

/** A file written to the staging folder: where, how large, and its first bytes. */
export type StagedUpload = { path: string; size: number; head: Buffer };

/**
 * Streams one uploaded file into a new file of the staging folder, counting its bytes as they arrive:
 * past `maxBytes` it stops reading and answers 413 with the route's message, and a fault of the body
 * is the multipart 400. On any failure nothing of the file is left on disk.
 */
export async function stageUpload(
  stream: Readable,
  folder: string,
  { maxBytes, messages }: { maxBytes: number; messages: MultipartMessages },
): Promise<StagedUpload> {
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
  const target = path.join(folder, `${randomUUID()}.upload`);
  const file = await fs.promises.open(target, 'wx', 0o600);
  let size = 0;
  const head: Buffer[] = [];
  let diskError: unknown;
  try {
    // Chunk by chunk, each written before the next is read: the parser waits, nothing piles up in memory.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw new AppError(413, messages.fileTooLarge);
      if (size - chunk.length < headBytes) head.push(chunk.subarray(0, headBytes - (size - chunk.length)));
      await file.write(chunk).catch((error: unknown) => {
        diskError = error;
        throw error;
      });
    }
    // The parser stops one byte past the limit; a file it cut short is too large whatever was counted.
    if ((stream as { truncated?: boolean }).truncated) throw new AppError(413, messages.fileTooLarge);
  } catch (error) {
    await file.close();
    await fs.promises.rm(target, { force: true });
    // Past the limit, or the body broken while this file was read; a disk failure stays a 500.
    throw error === diskError ? error : multipartFault(error, messages);
  }
  await file.close();
  return { path: target, size, head: Buffer.concat(head) };
}

/** Removes staged files once their request is over, whatever its outcome. */
export async function discardStagedUploads(uploads: readonly { path: string }[]): Promise<void> {
  await Promise.all(uploads.map((upload) => fs.promises.rm(upload.path, { force: true })));
}

/**
 * Removes staged files last written before `before`: what requests cut short by a crash left behind
 * (a request in progress writes its files within its own lifetime, far less than the sweep's margin).
 * Answers how many were removed.
 */
export async function deleteStaleUploads(folder: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await fs.promises.readdir(folder);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat?.isFile() || stat.mtime >= before) continue;
    await fs.promises.rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}
