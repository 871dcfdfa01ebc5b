import { HrwlClassesSchema, type Certification, type Licence } from '@crane/contract';
import type { CompletionRow, LicenceRow, NewLicenceRow } from '../../db/database.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';
import { fileUrl } from '../../storage/keys.ts';
import { normaliseSearch } from '../records/completion-search.ts';

type Person = Pick<CompletionRow, 'id' | 'email' | 'first_name' | 'last_name' | 'company' | 'completed_at'>;
/** A licence to record, without what the register derives from it (registerFields). */
export type NewLicence = { row: Omit<NewLicenceRow, 'expiry_sort' | 'search_text'>; classes: readonly string[] };

/** What the register sorts and searches by, derived from the licence (migration m0025). */
export function registerFields(row: NewLicence['row']): Pick<NewLicenceRow, 'expiry_sort' | 'search_text'> {
  return {
    expiry_sort: row.expiry || '9999-12-31',
    search_text: normaliseSearch(
      [row.first_name, row.last_name, row.email, row.company, row.number, row.name ?? ''].join(' '),
    ),
  };
}

/** A licence photo as stored: its key and the SHA-256 (hex) of its bytes. */
export type PhotoFile = { key: string; sha256: string };

/** A licence row's photo columns: each side's key and hash, null for a side not given. */
export function photoColumns(front: PhotoFile | undefined, back: PhotoFile | undefined) {
  return {
    front_key: front?.key ?? null,
    front_sha256: front?.sha256 ?? null,
    back_key: back?.key ?? null,
    back_sha256: back?.sha256 ?? null,
  };
}

/** What makes an other licence the same licence again: its name, trimmed and lower-cased. */
export const licenceNameKey = (name: string) => name.trim().toLowerCase();

/**
 * The licences a certification gives, as licence rows (issue 15, decision 31): each licence with a
 * number, an expiry or a photo, pending verification. `fileOf` gives the stored file of a field.
 */
export function licencesOfCertification(
  completion: Person,
  certification: Certification,
  fileOf: (field: string) => PhotoFile | undefined,
): NewLicence[] {
  const person = {
    completion_id: completion.id,
    email: completion.email,
    first_name: completion.first_name,
    last_name: completion.last_name,
    company: completion.company,
    created_at: completion.completed_at,
  };
  const licences: NewLicence[] = [
    {
      row: {
        ...person,
        kind: 'drivers',
        number: certification.driversLicenseNumber,
        expiry: certification.driversLicenseExpiry,
        ...photoColumns(fileOf('driversLicenseFront'), fileOf('driversLicenseBack')),
      },
      classes: [],
    },
    {
      row: {
        ...person,
        kind: 'hrwl',
        number: certification.hrwlNumber,
        state: certification.hrwlState,
        classes_json: JSON.stringify(certification.hrwlClasses),
        expiry: certification.hrwlExpiry,
        ...photoColumns(fileOf('hrwlFront'), fileOf('hrwlBack')),
      },
      classes: certification.hrwlClasses,
    },
    ...certification.otherLicenses.map((licence, index) => ({
      row: {
        ...person,
        kind: 'other' as const,
        name: licence.name,
        name_key: licenceNameKey(licence.name),
        number: licence.number,
        expiry: licence.expiry,
        ...photoColumns(fileOf(`otherLicense_${index}_front`), fileOf(`otherLicense_${index}_back`)),
      },
      classes: [],
    })),
  ];
  return licences.filter(
    ({ row }) => row.number !== '' || row.expiry !== '' || row.front_key !== null || row.back_key !== null,
  );
}

/** A licence as the API answers it; its photos at admin-only addresses. */
export function toLicence(row: LicenceRow): Licence {
  return {
    id: row.id,
    completionId: row.completion_id,
    kind: row.kind,
    name: row.name,
    number: row.number,
    state: row.state,
    classes: parseStoredJson(HrwlClassesSchema, row.classes_json, []),
    expiry: row.expiry,
    frontUrl: row.front_key === null ? null : fileUrl(row.front_key),
    backUrl: row.back_key === null ? null : fileUrl(row.back_key),
    frontSha256: row.front_sha256,
    backSha256: row.back_sha256,
    status: row.status,
    reviewedBy: row.reviewed_by,
    reviewedAt: row.reviewed_at,
    rejectionReason: row.rejection_reason,
    replacesId: row.replaces_id,
    isCurrent: row.is_current === 1,
    createdAt: row.created_at,
  };
}
