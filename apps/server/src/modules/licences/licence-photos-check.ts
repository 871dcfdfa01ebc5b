import type { Kysely } from 'kysely';
import type { StoredFilesCheck } from '@crane/contract';
import type { Database } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { AuditTarget } from '../audit/audit.service.ts';
import { checkStoredFile, storedFilesReport } from '../evidence/stored-files-check.ts';
import { licenceAuditTarget, licenceNotFound } from './licences.service.ts';
import * as repository from './licences.repository.ts';

const sides = ['front', 'back'] as const;

/**
 * Reads back a licence's photos and compares each with the hash kept when it was given (decision 31's
 * addendum), as Check files does for a completion: a photo replaced or deleted in the store since the
 * worker sent it, and so since any verdict on it, is found. A side without a photo is not listed.
 */
export async function checkLicencePhotos(
  db: Kysely<Database>,
  storage: FileStorage,
  licenceId: number,
  now: Date,
): Promise<{ report: StoredFilesCheck; auditTarget: AuditTarget }> {
  const row = await repository.findLicence(db, licenceId);
  if (!row) throw licenceNotFound();
  const files: StoredFilesCheck['files'] = [];
  for (const side of sides) {
    const key = row[`${side}_key`];
    if (key === null) continue;
    const sealedSha256 = row[`${side}_sha256`];
    files.push({ document: side, pageId: null, sealedSha256, ...(await checkStoredFile(storage, sealedSha256, key)) });
  }
  return { report: storedFilesReport(files, now), auditTarget: licenceAuditTarget(row) };
}
