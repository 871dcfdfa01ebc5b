import { recordAttemptRequest, sealCompletions } from '../evidence/evidence.service.ts';
import { checkLicences, checkRequiredLicences } from './licence-checks.ts';
import { licencesOfCertification } from '../licences/licence-rows.ts';
import { insertLicences } from '../licences/licences.repository.ts';
import { parseRequiredLicences } from '../inductions/required-licences.ts';
import type { RequestOrigin } from '../../lib/request-origin.ts';
import { findAttemptVersion } from '../versions/versions.repository.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CompletionResponse, Language } from '@crane/contract';
import type { Database, NewCompletionRow } from '../../db/database.ts';
import { conflict } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { issueCertificate, toOwnCertificate } from '../certificates/certificates.service.ts';
import { newVerificationCode } from '../certificates/verification-code.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueCompletionEvent } from '../webhooks/webhook-events.ts';
import type { CertificationUpload } from './certification-upload.ts';
import { completionNotifications } from './completion-notification.ts';
import { completionReceipt } from './completion-receipt.ts';
import { assertDocumentsAccepted } from './normalise-document.ts';
import { storeDocument, type StoredDocument } from './store-document.ts';
import * as repository from './completions.repository.ts';
import * as progressRepository from './inductee.repository.ts';
import { completingTooSoonError, unmetRequirement } from './page-rules.ts';
import {
  alreadyCompletedMessage,
  claimOwnUnfinishedProgress,
  findOwnProgress,
  loadOwnProgressState,
  type ProgressState,
} from './progress-state.ts';
import { completionSearchText } from '../records/completion-search.ts';
import { documentFileName, toCertificateData } from '../records/document-completion.ts';
import type { DocumentCompletion } from '../documents/document-data.ts';
import { renderCertificate } from '../documents/load-renderers.ts';
import { clearStagedFiles, deleteStagedFiles } from '../file-sweeps/staged-files.ts';

type Dependencies = {
  db: Kysely<Database>;
  storage: FileStorage;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The company's time zone, for the emails and the certificate. */
  timeZone: string;
};

/**
 * Whether this browser may send the files of a completion: bound (and live) to the progress, which is
 * not completed yet; else the usual 404, or 409. Called before any file of the request is read.
 */
export async function checkCompletionAllowed(
  db: Kysely<Database>,
  progressId: number,
  browserId: string,
  now: Date,
): Promise<void> {
  const progress = await findOwnProgress(db, progressId, browserId, now);
  if (progress.status === 'completed') throw conflict(alreadyCompletedMessage);
}

/**
 * Completes the induction of this browser's progress, all or nothing: once every page is done, the
 * certificate is drawn and the documents are stored, then one transaction writes the completion and
 * its files, marks the progress completed and queues an email to every administrator and one to the
 * worker with their certificate attached. If anything fails, nothing is recorded or queued and the
 * stored documents are deleted.
 */
export async function completeInduction(
  dependencies: Dependencies,
  { certification, documents }: CertificationUpload,
  browserId: string,
  now: Date,
  origin: RequestOrigin,
  language: Language,
): Promise<CompletionResponse> {
  const { db, storage, log, publicUrl, timeZone } = dependencies;
  const state = await loadOwnProgressState(db, certification.progressId, browserId, now);
  const progress = state.progress;
  if (progress.status === 'completed') throw conflict(alreadyCompletedMessage);
  checkLicences(certification, now, timeZone);
  const pagesToMark = pagesDoneNow(state, now);
  // The induction as the version this attempt was started on showed it (decision 27).
  const version = await findAttemptVersion(db, progress.id);
  if (!version) throw new Error(`The attempt ${progress.id} has no version`);
  checkRequiredLicences(parseRequiredLicences(version.required_licences_json), certification, documents);
  const induction = {
    title: version.title,
    description: version.description,
    version: { number: version.version, publishedAt: version.published_at },
  };

  const nowText = now.toISOString();
  const verificationCode = newVerificationCode();
  const completionValues: NewCompletionRow = {
    progress_id: progress.id,
    induction_id: progress.induction_id,
    email: progress.email,
    first_name: certification.firstName,
    last_name: certification.lastName,
    phone: certification.phone,
    company: certification.company,
    emergency_contact_name: certification.emergencyContactName,
    emergency_contact_phone: certification.emergencyContactPhone,
    emergency_contact_relationship: certification.emergencyContactRelationship,
    drivers_license_number: certification.driversLicenseNumber,
    drivers_license_expiry: certification.driversLicenseExpiry,
    hrwl_number: certification.hrwlNumber,
    hrwl_expiry: certification.hrwlExpiry,
    hrwl_state: certification.hrwlState,
    hrwl_classes_json: JSON.stringify(certification.hrwlClasses),
    other_licenses_json: JSON.stringify(certification.otherLicenses),
    search_text: completionSearchText({ ...certification, email: progress.email }, verificationCode),
    completed_at: nowText,
    attempt: progress.attempt,
    language,
  };
  const certificate = toOwnCertificate(verificationCode, publicUrl);

  const stored: StoredDocument[] = [];
  try {
    // Every image checked from its header before any file is stored (decision 18).
    await assertDocumentsAccepted(documents);
    // Drawn before the transaction, which then holds no lock while a PDF is made.
    const certificateFile = await drawCertificate(dependencies, completionValues, verificationCode, induction, now);
    for (const document of documents) stored.push(await storeDocument(dependencies, document, now));
    const completion = await db.transaction().execute(async (transaction) => {
      await claimOwnUnfinishedProgress(transaction, progress.id, nowText);
      // The completing request is the attempt's last; recorded while it is still unfinished.
      await recordAttemptRequest(transaction, progress.id, 'complete', origin, now);
      if (!(await progressRepository.markProgressCompleted(transaction, progress.id, nowText))) {
        throw conflict(alreadyCompletedMessage);
      }
      await progressRepository.markPagesSatisfied(transaction, progress.id, pagesToMark, nowText);
      const row = await repository.insertCompletion(transaction, completionValues);
      await repository.markEarlierAttemptsNotLatest(transaction, row);
      await issueCertificate(transaction, {
        code: verificationCode,
        completionId: row.id,
        person: certification,
        inductionTitle: induction.title,
        completedAt: nowText,
      });
      await clearStagedFiles(
        transaction,
        stored.map((document) => document.key),
      );
      await repository.insertCompletionFiles(
        transaction,
        documents.map((document, index) => ({
          completion_id: row.id,
          field_name: document.field,
          storage_key: stored[index]!.key,
          content_type: stored[index]!.contentType,
          original_name: document.originalName,
          size_bytes: stored[index]!.sizeBytes,
          sha256: stored[index]!.sha256,
        })),
      );
      // Each licence becomes a record of its own, pending verification (decision 31).
      await insertLicences(
        transaction,
        licencesOfCertification(row, certification, (field) => {
          const index = documents.findIndex((document) => document.field === field);
          return index === -1 ? undefined : stored[index];
        }),
      );
      await enqueueMail(
        transaction,
        [
          ...completionNotifications({
            adminEmails: await repository.listAdminEmails(transaction),
            person: { ...certification, email: progress.email },
            inductionTitle: induction.title,
            completedAt: now,
            publicUrl,
            timeZone,
          }),
          completionReceipt({
            to: progress.email,
            person: certification,
            inductionTitle: induction.title,
            completedAt: now,
            certificate,
            certificateFile,
            timeZone,
            language,
          }),
        ],
        now,
      );
      // Sealed in the same transaction: a completion never exists without its evidence (decision 28).
      await sealCompletions(transaction, [row.id], now);
      await queueCompletionEvent(transaction, 'completion.created', row.id, { publicUrl, now });
      return row;
    });
    return {
      success: true,
      message: 'Thank you for completing this induction.',
      completionId: completion.id,
      completedAt: completion.completed_at,
      certificate,
    };
  } catch (error) {
    await deleteStagedFiles(
      { db, storage, log },
      stored.map((document) => document.key),
    );
    throw error;
  }
}

/**
 * The certificate of a completion about to be recorded, as a PDF with the name it is attached under:
 * drawn from the same data as the certificate an administrator downloads later (no identification or
 * pages: the certificate shows neither).
 */
async function drawCertificate(
  { publicUrl, timeZone }: Dependencies,
  completion: NewCompletionRow,
  verificationCode: string,
  induction: DocumentCompletion['induction'],
  now: Date,
): Promise<{ fileName: string; content: Uint8Array }> {
  const data = toCertificateData(
    { ...completion, verification_code: verificationCode },
    { induction, generatedAt: now, timeZone, publicUrl },
  );
  return { fileName: documentFileName('certificate', completion), content: await renderCertificate(data) };
}

/**
 * Every page must be done before completing; the last one is usually found done only now (its
 * minimum time and signature are checked at completion). Returns the pages to mark satisfied.
 */
function pagesDoneNow(state: ProgressState, now: Date): number[] {
  if (state.pages.length === 0) throw conflict("This induction doesn't have any content yet.");
  const toMark: number[] = [];
  for (const page of state.pages) {
    const record = state.records.get(page.id);
    const unmet = unmetRequirement(page, record, state.signedPageIds.has(page.id), now);
    if (unmet) throw completingTooSoonError(page, unmet);
    if (!record?.satisfiedAt) toMark.push(page.id);
  }
  return toMark;
}
