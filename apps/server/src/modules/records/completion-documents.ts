import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DocumentCompletion } from '../documents/document-data.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { completionExpiry } from '@crane/contract';
import { parseOtherLicences } from './completion-record.ts';
import type { CompletionWithTitle } from './records.repository.ts';

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

async function readStored(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key);
  return stored ? readAll(stored.stream) : null;
}

/** `CSI-2026-000123`: the year of completion and the completion's id, unique for ever. */
export const certificateNumberOf = (completion: { id: number; completed_at: string }) =>
  `CSI-${completion.completed_at.slice(0, 4)}-${String(completion.id).padStart(6, '0')}`;

/**
 * Everything the certificate, report and summary show of a completion: its row, the induction's
 * pages with this progress's record of each and the signatures drawn, and the identification.
 */
export async function gatherDocumentData(
  { db, storage, publicUrl }: { db: Kysely<Database>; storage: FileStorage; publicUrl: string },
  completion: CompletionWithTitle,
  now: Date,
): Promise<DocumentCompletion> {
  const induction = await db
    .selectFrom('inductions')
    .select(['title', 'description'])
    .where('id', '=', completion.induction_id)
    .executeTakeFirstOrThrow();
  const pages = await db
    .selectFrom('induction_pages')
    .leftJoin('inductee_page_progress', (join) =>
      join
        .onRef('inductee_page_progress.page_id', '=', 'induction_pages.id')
        .on('inductee_page_progress.progress_id', '=', completion.progress_id),
    )
    .leftJoin('page_signatures', (join) =>
      join
        .onRef('page_signatures.page_id', '=', 'induction_pages.id')
        .on('page_signatures.progress_id', '=', completion.progress_id),
    )
    .select([
      'induction_pages.title',
      'inductee_page_progress.first_shown_at',
      'inductee_page_progress.satisfied_at',
      'page_signatures.storage_key as signature_key',
    ])
    .where('induction_pages.induction_id', '=', completion.induction_id)
    .orderBy('induction_pages.page_order')
    .orderBy('induction_pages.id')
    .execute();
  const identification = await db
    .selectFrom('completion_files')
    .select(['storage_key', 'content_type'])
    .where('completion_id', '=', completion.id)
    .where('field_name', '=', 'identification')
    .executeTakeFirst();
  const identificationBytes = identification ? await readStored(storage, identification.storage_key) : null;

  return {
    certificateNumber: certificateNumberOf(completion),
    completedAt: completion.completed_at,
    expiresAt: completionExpiry(completion.completed_at).toISOString(),
    person: {
      firstName: completion.first_name,
      lastName: completion.last_name,
      email: completion.email,
      phone: completion.phone,
      company: completion.company,
    },
    emergencyContact: {
      name: completion.emergency_contact_name,
      phone: completion.emergency_contact_phone,
      relationship: completion.emergency_contact_relationship,
    },
    driversLicence:
      completion.drivers_license_number || completion.drivers_license_expiry
        ? { number: completion.drivers_license_number, expiry: completion.drivers_license_expiry }
        : null,
    highRiskWorkLicence:
      completion.hrwl_number || completion.hrwl_expiry
        ? { number: completion.hrwl_number, expiry: completion.hrwl_expiry }
        : null,
    otherLicences: parseOtherLicences(completion.other_licenses_json).map((licence) => ({
      name: licence.name,
      number: licence.number,
      expiry: licence.expiry,
    })),
    induction: { title: induction.title, description: induction.description },
    identification:
      identification && identificationBytes
        ? { bytes: identificationBytes, contentType: identification.content_type }
        : null,
    pages: await Promise.all(
      pages.map(async (page) => ({
        title: page.title,
        firstShownAt: page.first_shown_at,
        // How long the page took: from first shown until the server found it done.
        secondsSpent:
          page.first_shown_at && page.satisfied_at
            ? Math.max(0, Math.round((Date.parse(page.satisfied_at) - Date.parse(page.first_shown_at)) / 1000))
            : null,
        // Quiz answers are checked in the browser and not sent to the server (spec §4 Quiz).
        quizAnswers: [],
        signaturePng: page.signature_key ? await readStored(storage, page.signature_key) : null,
      })),
    ),
    generatedAt: now.toISOString(),
    publicUrl,
  };
}
