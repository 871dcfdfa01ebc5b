import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { licenceKindLabels, licenceLinkDays, type Language, type Licence, type LicenceKind } from '@crane/contract';
import type { Database, Executor, LicenceRow } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { AuditTarget } from '../audit/audit.service.ts';
import { oneLine } from '../mail/one-line.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { licenceWords, workerEmailTexts } from '../mail/worker-email-texts.ts';
import { toLicence } from './licence-rows.ts';
import * as repository from './licences.repository.ts';
import { queueLicenceEvent } from '../webhooks/webhook-events.ts';

/** Who verifies or rejects. */
export type Reviewer = { id: number; name: string };

export const licenceNotFound = () => notFound('Licence not found');

/** "high risk work licence", "driver's licence", or an other licence by its name. */
export function licenceName(licence: { kind: LicenceKind; name: string }): string {
  if (licence.kind === 'other') return licence.name.trim() || 'licence';
  return licenceKindLabels[licence.kind].replace(/^H/, 'h');
}

/** A licence that can still be checked: it exists and no newer licence replaced it. */
async function findCurrentLicence(db: Executor, id: number): Promise<LicenceRow> {
  const licence = await repository.findLicence(db, id);
  if (!licence) throw licenceNotFound();
  if (licence.is_current !== 1) {
    throw conflict('A newer licence replaced this one: check the newer licence instead');
  }
  return licence;
}

/** A licence as an audit entry's target: the person, and which licence. */
export function licenceAuditTarget(row: LicenceRow): AuditTarget {
  const which = row.kind === 'other' ? row.name || 'Other licence' : licenceKindLabels[row.kind];
  return { type: 'licence', id: row.id, label: `${row.first_name} ${row.last_name}, ${which}` };
}

/** A licence after a verdict, as the API answers it, with what the audit entry names. */
export type ReviewedLicence = { licence: Licence; auditTarget: AuditTarget };

async function reviewed(db: Executor, id: number): Promise<ReviewedLicence> {
  const row = (await repository.findLicence(db, id))!;
  return { licence: toLicence(row), auditTarget: licenceAuditTarget(row) };
}

/** Marks a licence verified by this administrator (issue 15 §2). */
export async function verifyLicence(
  dependencies: { db: Kysely<Database>; publicUrl: string },
  id: number,
  reviewer: Reviewer,
  now: Date,
): Promise<ReviewedLicence> {
  const { db } = dependencies;
  const licence = await findCurrentLicence(db, id);
  if (licence.status === 'verified') throw conflict('This licence is verified already');
  await db.transaction().execute(async (transaction) => {
    const isSet = await repository.setLicenceStatus(transaction, id, licence.status, {
      status: 'verified',
      reviewed_by_id: reviewer.id,
      reviewed_by: reviewer.name,
      reviewed_at: now.toISOString(),
      rejection_reason: null,
    });
    if (!isSet) throw conflict('Someone changed this licence at the same time: reload it and try again');
    await queueLicenceEvent(transaction, 'licence.verified', id, { publicUrl: dependencies.publicUrl, now });
  });
  return reviewed(db, id);
}

/**
 * Marks a licence rejected, with the reason, and emails the worker, through the outbox in the same
 * transaction, the reason and a one-time link to upload a corrected licence.
 */
export async function rejectLicence(
  dependencies: { db: Kysely<Database>; publicUrl: string; timeZone: string },
  id: number,
  rejection: { reason: string; reviewer: Reviewer; now: Date },
): Promise<ReviewedLicence> {
  const { db } = dependencies;
  const licence = await findCurrentLicence(db, id);
  if (licence.status === 'rejected') throw conflict('This licence is rejected already');
  await db.transaction().execute(async (transaction) => {
    const isSet = await repository.setLicenceStatus(transaction, id, licence.status, {
      status: 'rejected',
      reviewed_by_id: rejection.reviewer.id,
      reviewed_by: rejection.reviewer.name,
      reviewed_at: rejection.now.toISOString(),
      rejection_reason: rejection.reason,
    });
    if (!isSet) throw conflict('Someone changed this licence at the same time: reload it and try again');
    const link = await createUploadLink(transaction, licence.id, 'correct', rejection.now);
    // In the language the worker took the induction in (decision 36).
    const language = await repository.findCompletionLanguage(transaction, licence.completion_id);
    const email = rejectionEmail(licence, rejection.reason, link, { ...dependencies, language });
    await enqueueMail(transaction, [email], rejection.now);
    await queueLicenceEvent(transaction, 'licence.rejected', id, {
      publicUrl: dependencies.publicUrl,
      now: rejection.now,
    });
  });
  return reviewed(db, id);
}

/** SHA-256 (hex) of a link's token: what the database keeps. */
export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link for a licence: a random token (32 bytes, base64url) valid for 14 days, of which
 * only the hash is stored.
 */
export async function createUploadLink(
  db: Executor,
  licenceId: number,
  purpose: 'correct' | 'renew',
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + licenceLinkDays * 24 * 60 * 60 * 1000);
  await repository.insertUploadLink(db, {
    licence_id: licenceId,
    token_hash: hashUploadToken(token),
    purpose,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** The address of the small form a one-time link opens. */
export const uploadLinkUrl = (publicUrl: string, token: string) => `${publicUrl}/licence-upload/${token}`;

function rejectionEmail(
  licence: LicenceRow,
  reason: string,
  link: { token: string; expiresAt: Date },
  { publicUrl, timeZone, language }: { publicUrl: string; timeZone: string; language: Language },
) {
  const texts = workerEmailTexts(language);
  const { text: say, longDate } = texts;
  const name = licenceWords(texts, licence);
  const number = licence.number;
  const text = [
    say('hello', { name: oneLine(licence.first_name) }),
    '',
    number ? say('rejectionWithNumber', { licence: name, number }) : say('rejection', { licence: name }),
    '',
    say('rejectionReason', { reason: oneLine(reason) }),
    '',
    say('rejectionUpload'),
    uploadLinkUrl(publicUrl, link.token),
    '',
    say('linkWorksOnce', { date: longDate(link.expiresAt.toISOString(), timeZone) }),
    '',
  ].join('\n');
  return { to: licence.email, subject: say('rejectionSubject', { licence: name }), text };
}
