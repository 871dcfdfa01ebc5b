import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isStoredFileMismatch, type StoredFileCheckStatus, type StoredFilesCheck } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { getEvidence } from './evidence.service.ts';
import * as repository from './evidence.repository.ts';

/** SHA-256 (hex) of a stored file's bytes, read as a stream; undefined when there is no such file. */
async function storedSha256(storage: FileStorage, key: string | undefined): Promise<string | undefined> {
  if (key === undefined) return undefined;
  const found = await storage.get(key);
  if (!found) return undefined;
  const hash = createHash('sha256');
  for await (const chunk of found.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function statusOf(sealed: string | null, stored: string | undefined): StoredFileCheckStatus {
  if (sealed === null) return 'not-sealed';
  if (stored === undefined) return 'missing';
  return stored === sealed ? 'matches' : 'differs';
}

/**
 * One stored file read back and compared with the hash kept for it (`null`: none kept, not read);
 * `key` is where its row says it is stored now (undefined: the row is gone).
 */
export async function checkStoredFile(
  storage: FileStorage,
  sealedSha256: string | null,
  key: string | undefined,
): Promise<{ status: StoredFileCheckStatus; storedSha256: string | null }> {
  const stored = sealedSha256 === null ? undefined : await storedSha256(storage, key);
  return { status: statusOf(sealedSha256, stored), storedSha256: stored ?? null };
}

/** The files a check found failing, as its audit entry names them: `signature (page 3): differs`. */
export function notMatchingFiles(report: StoredFilesCheck): string[] {
  return report.files
    .filter((file) => isStoredFileMismatch(file.status))
    .map((file) => `${file.document}${file.pageId === null ? '' : ` (page ${file.pageId})`}: ${file.status}`);
}

/** The answer of a check of these files: ok when none fails (isStoredFileMismatch). */
export function storedFilesReport(files: StoredFilesCheck['files'], now: Date): StoredFilesCheck {
  return { ok: !files.some((file) => isStoredFileMismatch(file.status)), files, checkedAt: now.toISOString() };
}

/**
 * Reads back each file and signature a completion's sealed record lists and hashes it again (decision
 * 28's addendum): the chain check compares the hashes in the rows with the record, this compares the
 * stored bytes, so a file replaced in the store (or a row pointed at another file) is found. One
 * completion at a time, on request: it reads every object it names.
 */
export async function checkStoredFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  completionId: number,
  now: Date,
): Promise<StoredFilesCheck> {
  const { record } = await getEvidence(db, completionId);
  const keys = await repository.findStoredFileKeys(db, completionId, record.completion.progressId);
  const fileKeys = new Map(keys.files.map((file) => [file.field_name, file.storage_key]));
  const signatureKeys = new Map(keys.signatures.map((signature) => [signature.page_id, signature.storage_key]));
  const sealed = [
    ...record.signatures.map((signature) => ({
      document: 'signature',
      pageId: signature.pageId,
      sealedSha256: signature.sha256,
      key: signatureKeys.get(signature.pageId),
    })),
    ...record.files.map((file) => ({
      document: file.field,
      pageId: null,
      sealedSha256: file.sha256,
      key: fileKeys.get(file.field),
    })),
  ];
  const files = [];
  for (const { key, ...file } of sealed)
    files.push({ ...file, ...(await checkStoredFile(storage, file.sealedSha256, key)) });
  return storedFilesReport(files, now);
}
