import {
  certificateNotFoundMessage,
  certificateStatus,
  completionValidity,
  formatVerificationCode,
  normaliseVerificationCode,
  resetRevocationReason,
  verifyUrl,
  type CertificateCheck,
  type OwnCertificate,
} from '@crane/contract';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { queueCompletionEvent } from '../webhooks/webhook-events.ts';
import * as repository from './certificates.repository.ts';

/** What a certificate is issued for: the completion, and what the public check will show of it. */
export type IssuedCertificate = {
  code: string;
  completionId: number;
  person: { firstName: string; lastName: string; company: string };
  inductionTitle: string;
  completedAt: string;
};

/** The name the certificate and its check show, as the worker wrote it. */
export const certificateName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName.trim()} ${person.lastName.trim()}`.trim();

/** Records the certificate of a completion; call it in the completion's transaction. */
export async function issueCertificate(db: Executor, certificate: IssuedCertificate): Promise<void> {
  await repository.insertCertificate(db, {
    code: certificate.code,
    completion_id: certificate.completionId,
    full_name: certificateName(certificate.person),
    company: certificate.person.company,
    induction_title: certificate.inductionTitle,
    completed_at: certificate.completedAt,
  });
}

/**
 * The public check of a code as typed or scanned (GET /api/verify/{code}): its status at `now` and what a
 * gate needs, nothing else. An unknown code and one that cannot be a code get the same 404.
 */
export async function checkCertificate(db: Executor, input: string, now: Date): Promise<CertificateCheck> {
  const code = normaliseVerificationCode(input);
  const certificate = code === null ? undefined : await repository.findCertificateByCode(db, code);
  if (!certificate) throw notFound(certificateNotFoundMessage);
  const validity = completionValidity(certificate.completed_at, now);
  return {
    status: certificateStatus(
      {
        completedAt: certificate.completed_at,
        revokedAt: certificate.revoked_at,
        supersededAt: certificate.superseded_at,
      },
      now,
    ),
    name: certificate.full_name,
    company: certificate.company,
    induction: { title: certificate.induction_title },
    completedAt: certificate.completed_at,
    expiresAt: validity.expiresAt.toISOString(),
    ...(certificate.revoked_at === null
      ? {}
      : { revokedAt: certificate.revoked_at, revokedReason: certificate.revoked_reason ?? '' }),
    ...(certificate.superseded_at === null ? {} : { supersededAt: certificate.superseded_at }),
  };
}

/** The worker's own view of a certificate: its code to read out and the address its QR code opens. */
export const toOwnCertificate = (code: string, publicUrl: string): OwnCertificate => ({
  verificationCode: formatVerificationCode(code),
  verifyUrl: verifyUrl(publicUrl, code),
});

/** The certificate of a completion, locked for the transaction (see the repository), or 404. */
async function lockedCertificateOfCompletion(db: Executor, completionId: number) {
  const certificate = await repository.lockCertificateOfCompletion(db, completionId);
  if (!certificate) throw notFound('Completion not found');
  return certificate;
}

/** Withdraws the certificate of a completion, with why and by whom; 409 when it is revoked already. */
export async function revokeCertificate(
  db: Kysely<Database>,
  completionId: number,
  revocation: { reason: string; adminName: string; now: Date; publicUrl: string },
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const certificate = await lockedCertificateOfCompletion(transaction, completionId);
    if (certificate.revoked_at !== null) throw conflict('This certificate is already revoked');
    await repository.setRevocation(transaction, completionId, {
      revoked_at: revocation.now.toISOString(),
      revoked_reason: revocation.reason,
      revoked_by: revocation.adminName,
    });
    await queueCompletionEvent(transaction, 'completion.revoked', completionId, revocation);
  });
}

/**
 * Puts a revoked certificate back, and tells the endpoints that subscribe, which were told of the
 * revocation; 409 when it is not revoked, or when its completion was reset (the person takes the
 * induction again instead).
 */
export async function reinstateCertificate(
  db: Kysely<Database>,
  completionId: number,
  context: { now: Date; publicUrl: string },
): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const certificate = await lockedCertificateOfCompletion(transaction, completionId);
    if (certificate.reset_at !== null) throw conflict('A reset completion cannot be reinstated');
    if (certificate.revoked_at === null) throw conflict('This certificate is not revoked');
    await repository.setRevocation(transaction, completionId, {
      revoked_at: null,
      revoked_reason: null,
      revoked_by: null,
    });
    await queueCompletionEvent(transaction, 'completion.reinstated', completionId, context);
  });
}

/** When a completion is reset: its certificate answers the check as revoked by the reset. */
export function withdrawCertificateOfReset(db: Executor, progressId: number, now: Date): Promise<void> {
  return repository.revokeForReset(db, progressId, resetRevocationReason, now.toISOString());
}

/** The stored codes of the completions of these progress records, by progress id. */
export const listCodesOfProgress = repository.listCodesOfProgress;
