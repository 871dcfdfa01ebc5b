import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { sha256Hex } from '../../lib/canonical-json.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newFileKey } from '../../storage/keys.ts';
import { putStagedFile } from '../file-sweeps/staged-files.ts';
import type { CertificationDocument } from './certification-upload.ts';
import { prepareDocument } from './normalise-document.ts';

/** A document as it was stored: what a completion's file row records. */
export type StoredDocument = { key: string; contentType: string; sizeBytes: number; sha256: string };

/**
 * Stores one uploaded document, normalised (an image) or as sent (a PDF), under a new random key,
 * recorded as staged until the transaction that records it refers to it; documents are read into
 * memory one at a time.
 */
export async function storeDocument(
  dependencies: { db: Kysely<Database>; storage: FileStorage },
  document: CertificationDocument,
  now: Date,
): Promise<StoredDocument> {
  const { data, type } = await prepareDocument(document);
  const key = newFileKey('identity', type.extension);
  await putStagedFile(dependencies, { key, data, contentType: type.contentType }, now);
  return { key, contentType: type.contentType, sizeBytes: data.length, sha256: sha256Hex(data) };
}
