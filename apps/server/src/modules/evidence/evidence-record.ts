import { evidenceRecordFormat, type EvidenceRecord } from '@crane/contract';
import { sha256Hex } from '../../lib/canonical-json.ts';
import type { GatheredEvidence } from './evidence.repository.ts';
import { parseHrwlClasses } from '../records/completion-record.ts';

/** Stored JSON as it is, or the text itself when it is not JSON: the record says what is stored. */
function storedValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const secondsBetween = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 1000)) : null;

/**
 * The evidence record of each gathered completion (decision 28), with the time it was (or is being)
 * sealed: built the same way at sealing and at every integrity check, so a row changed since shows as a
 * different record. Only what a completion fixed is in it; what happens later (a reset, a revocation, a
 * new version superseding it, a later attempt) is recorded apart and leaves the seal alone. Each record
 * is built in `formatOf` its completion: the current format when sealing, the sealed one when checking.
 */
export function buildEvidenceRecords(
  gathered: GatheredEvidence,
  sealedAtOf: (completionId: number) => string,
  formatOf: (completionId: number) => EvidenceRecord['format'] = () => evidenceRecordFormat,
): Map<number, EvidenceRecord> {
  const records = new Map<number, EvidenceRecord>();
  for (const row of gathered.completions) {
    const format = formatOf(row.id);
    // What format 2 adds is left out of a format 1 record, whose canonical JSON stays as it was sealed.
    const isFormat2 = format === 2;
    const version = gathered.versions.find((candidate) => candidate.id === row.version_id);
    const ofProgress = <T extends { progress_id: number }>(rows: T[]) =>
      rows.filter((candidate) => candidate.progress_id === row.progress_id);
    const pageRecords = ofProgress(gathered.pageRecords);
    records.set(row.id, {
      format,
      completion: {
        id: row.id,
        progressId: row.progress_id,
        attempt: row.attempt,
        inductionId: row.induction_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        phone: row.phone,
        company: row.company,
        emergencyContact: {
          name: row.emergency_contact_name,
          phone: row.emergency_contact_phone,
          relationship: row.emergency_contact_relationship,
        },
        driversLicence: { number: row.drivers_license_number, expiry: row.drivers_license_expiry },
        highRiskWorkLicence: {
          number: row.hrwl_number,
          expiry: row.hrwl_expiry,
          state: row.hrwl_state,
          classes: parseHrwlClasses(row.hrwl_classes_json),
        },
        otherLicences: storedValue(row.other_licenses_json),
        completedAt: row.completed_at,
        verificationCode: row.verification_code ?? null,
        ...(isFormat2 ? { language: row.language } : {}),
      },
      attempt: { startedAt: row.started_at },
      version: version
        ? {
            id: version.id,
            number: version.version,
            title: version.title,
            description: version.description,
            totalMinTimeMinutes: version.total_min_time_minutes,
            publishedAt: version.published_at,
          }
        : null,
      pages: gathered.versionPages
        .filter((page) => page.version_id === row.version_id)
        .map((page) => {
          const record = pageRecords.find((candidate) => candidate.page_id === page.page_id);
          return {
            pageId: page.page_id,
            order: page.page_order,
            title: page.title,
            // The snapshot's text hashed again, so that a snapshot changed in place no longer matches.
            snapshotSha256: page.snapshot === null ? null : sha256Hex(page.snapshot),
            firstShownAt: record?.first_shown_at ?? null,
            satisfiedAt: record?.satisfied_at ?? null,
            secondsSpent: secondsBetween(record?.first_shown_at ?? null, record?.satisfied_at ?? null),
          };
        }),
      quizAnswers: ofProgress(gathered.quizAnswers).map((answer) => ({
        pageId: answer.page_id,
        answeredAt: answer.answered_at,
        answers: storedValue(answer.answers_json),
      })),
      signatures: ofProgress(gathered.signatures).map((signature) => ({
        pageId: signature.page_id,
        signedAt: signature.created_at,
        sha256: signature.sha256,
        ...(isFormat2 ? { method: signature.method, storageKey: signature.storage_key } : {}),
      })),
      files: gathered.files
        .filter((file) => file.completion_id === row.id)
        .map((file) => ({
          field: file.field_name,
          contentType: file.content_type,
          sizeBytes: file.size_bytes,
          sha256: file.sha256,
          ...(isFormat2 ? { storageKey: file.storage_key } : {}),
        })),
      requests: ofProgress(gathered.requests).map((request) => ({
        at: request.at,
        action: request.action,
        clientAddress: request.client_address,
        userAgent: request.user_agent,
      })),
      sealedAt: sealedAtOf(row.id),
    });
  }
  return records;
}
