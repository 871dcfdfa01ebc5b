import { recordAttemptRequest } from '../evidence/evidence.service.ts';
import { sha256Hex } from '../../lib/canonical-json.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PageSignature, SignatureUpload } from '@crane/contract';
import type { Database, PageSignatureRow } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isPng } from '../../lib/file-type.ts';
import { describeSize, isSignatureSizeAllowed, maxSignatureSize } from '../../lib/images/image-limits.ts';
import { readImageSize } from '../../lib/images/read-image-size.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { fileUrl, newFileKey } from '../../storage/keys.ts';
import { claimOwnUnfinishedProgress, findOwnProgress } from './progress-state.ts';
import * as repository from './signatures.repository.ts';
import { clearStagedFiles, deleteStagedFiles, putStagedFile } from '../file-sweeps/staged-files.ts';

const notPng = 'The signature must be a PNG image';
const signatureTooLarge = `The signature image is too large: it may be at most ${describeSize(maxSignatureSize)} pixels`;

const toSignature = (row: PageSignatureRow): PageSignature => ({
  id: row.id,
  progressId: row.progress_id,
  pageId: row.page_id,
  url: fileUrl(row.storage_key),
  createdAt: row.created_at,
  method: row.method,
});

type Dependencies = { db: Kysely<Database>; storage: FileStorage; log: FastifyBaseLogger };

/**
 * Stores the signature of a page that requires one, once it has been shown. A page is signed once:
 * signing again answers the first signature and stores nothing.
 */
export async function signPage(
  { db, storage, log }: Dependencies,
  upload: SignatureUpload,
  browserId: string,
  now: Date,
  origin: RequestOrigin,
): Promise<PageSignature> {
  // Checked first, from the PNG's header: nothing else is read or written for an oversized image.
  const image = await decodeSignature(upload.dataUrl);
  const progress = await findOwnProgress(db, upload.progressId, browserId, now);
  const page = await repository.findVersionPage(db, progress.version_id ?? 0, upload.pageId);
  if (!page) throw notFound('Page not found');
  if (Number(page.require_signature) !== 1) throw badRequest('This page does not require a signature');
  const existing = await repository.findSignature(db, progress.id, page.id);
  if (existing) return toSignature(existing);
  if (!(await repository.wasPageShown(db, progress.id, page.id))) {
    throw conflict('Please open this page before signing it');
  }

  const key = newFileKey('signatures', 'png');
  // Staged until the signature's row refers to it, so that a crash in between leaves nothing for good.
  await putStagedFile({ db, storage }, { key, data: image, contentType: 'image/png' }, now);
  try {
    const inserted = await db.transaction().execute(async (transaction) => {
      await claimOwnUnfinishedProgress(transaction, progress.id, now.toISOString());
      const row = await repository.insertSignatureIfAbsent(transaction, {
        progress_id: progress.id,
        page_id: page.id,
        storage_key: key,
        created_at: now.toISOString(),
        sha256: sha256Hex(image),
        method: upload.method,
      });
      if (row) await clearStagedFiles(transaction, [key]);
      if (row) await recordAttemptRequest(transaction, progress.id, 'signature', origin, now);
      return row;
    });
    if (inserted) return toSignature(inserted);
  } catch (error) {
    await deleteStagedFiles({ db, storage, log }, [key]);
    throw error;
  }
  // Another request signed the page meanwhile: the first signature stands.
  await deleteStagedFiles({ db, storage, log }, [key]);
  const first = await repository.findSignature(db, progress.id, page.id);
  if (!first) throw new Error('A signature vanished while the page was being signed');
  return toSignature(first);
}

/** The signature of a page of this browser's progress, or 404 until it is signed. */
export async function getSignature(
  db: Kysely<Database>,
  progressId: number,
  pageId: number,
  browserId: string,
  now: Date,
): Promise<PageSignature> {
  const progress = await findOwnProgress(db, progressId, browserId, now);
  const signature = await repository.findSignature(db, progress.id, pageId);
  if (!signature) throw notFound('Signature not found');
  return toSignature(signature);
}

/**
 * The PNG bytes of a `data:image/png;base64,…` URL (the route's schema checked its shape), refused
 * when its header is not a PNG's or declares more than the largest signature (decision 18).
 */
async function decodeSignature(dataUrl: string): Promise<Buffer> {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (!isPng(image)) throw badRequest(notPng);
  const size = await readImageSize(image);
  if (!size) throw badRequest(notPng);
  if (!isSignatureSizeAllowed(size)) throw badRequest(signatureTooLarge);
  return image;
}
