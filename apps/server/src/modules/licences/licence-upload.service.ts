import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  formatIsoDay,
  HrwlClassesSchema,
  licenceUploadTokenPattern,
  type Licence,
  type LicenceUploadRequest,
} from '@crane/contract';
import type { Database, Executor } from '../../db/database.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';
import { workerError } from '../mail/worker-email-texts.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { clearStagedFiles, deleteStagedFiles } from '../file-sweeps/staged-files.ts';
import { expiryProblem } from '../inductee/licence-checks.ts';
import { assertDocumentsAccepted } from '../inductee/normalise-document.ts';
import { storeDocument, type StoredDocument } from '../inductee/store-document.ts';
import type { LicenceUploadForm } from './licence-upload-form.ts';
import { photoColumns, toLicence } from './licence-rows.ts';
import { hashUploadToken, licenceName } from './licences.service.ts';
import * as repository from './licences.repository.ts';

type Dependencies = { db: Kysely<Database>; storage: FileStorage; log: FastifyBaseLogger; timeZone: string };

/** The link of this token while it may still be used: 404 unknown (or not a token), 410 used or expired. */
async function findUsableLink(db: Executor, token: string, now: Date) {
  if (!licenceUploadTokenPattern.test(token)) throw workerError(404, 'uploadLinkInvalid');
  const link = await repository.findUploadLink(db, hashUploadToken(token));
  if (!link) throw workerError(404, 'uploadLinkInvalid');
  if (link.used_at !== null) throw workerError(410, 'uploadLinkUsed');
  if (link.expires_at <= now.toISOString()) throw workerError(410, 'uploadLinkExpired');
  return link;
}

/** Whether this token opens a link that may still be used; called before the body is read. */
export async function checkUploadLink(db: Executor, token: string, now: Date): Promise<void> {
  await findUsableLink(db, token, now);
}

/** What the link's form shows: which licence, why a new one is asked for, and until when. */
export async function getUploadRequest(db: Executor, token: string, now: Date): Promise<LicenceUploadRequest> {
  const link = await findUsableLink(db, token, now);
  return {
    purpose: link.purpose,
    firstName: link.first_name,
    kind: link.kind,
    name: link.name,
    number: link.number,
    state: link.state,
    classes: parseStoredJson(HrwlClassesSchema, link.classes_json, []),
    expiry: link.expiry,
    rejectionReason: link.purpose === 'correct' ? link.rejection_reason : null,
    expiresAt: link.expires_at,
  };
}

/**
 * Records the licence a worker sends through a one-time link (issue 15 §2): the photos are stored,
 * then one transaction uses up the link and records the new licence, pending verification, in place
 * of the one it corrects or renews. A second use of the link, at once or later, is refused and
 * stores nothing.
 */
export async function acceptLicenceUpload(
  dependencies: Dependencies,
  token: string,
  form: LicenceUploadForm,
  now: Date,
): Promise<Licence> {
  const { db, storage, log, timeZone } = dependencies;
  const link = await findUsableLink(db, token, now);
  const problem = expiryProblem(licenceName(link), form.licence.expiry, formatIsoDay(now.toISOString(), timeZone));
  if (problem !== null) throw validationFailed([{ field: 'expiry', message: problem }]);
  const isHrwl = link.kind === 'hrwl';

  const stored: StoredDocument[] = [];
  try {
    await assertDocumentsAccepted(form.documents);
    for (const document of form.documents) stored.push(await storeDocument({ db, storage }, document, now));
    const [front, back] = stored;
    const licence = await db.transaction().execute(async (transaction) => {
      if (!(await repository.useUploadLink(transaction, link.link_id, now.toISOString()))) {
        throw workerError(410, 'uploadLinkUsed');
      }
      await clearStagedFiles(
        transaction,
        stored.map((document) => document.key),
      );
      const [inserted] = await repository.insertLicences(transaction, [
        {
          row: {
            completion_id: link.completion_id,
            email: link.email,
            first_name: link.first_name,
            last_name: link.last_name,
            company: link.company,
            kind: link.kind,
            name: link.name,
            name_key: link.name_key,
            number: form.licence.number,
            state: isHrwl ? form.licence.state : '',
            classes_json: JSON.stringify(isHrwl ? form.licence.classes : []),
            expiry: form.licence.expiry,
            ...photoColumns(front, back),
            replaces_id: link.id,
            created_at: now.toISOString(),
          },
          classes: isHrwl ? form.licence.classes : [],
        },
      ]);
      return inserted!;
    });
    return toLicence(licence);
  } catch (error) {
    await deleteStagedFiles(
      { db, storage, log },
      stored.map((document) => document.key),
    );
    throw error;
  }
}
