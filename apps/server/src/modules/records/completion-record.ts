import type { SignatureMethod } from '@crane/contract';
import {
  completionStatus,
  formatVerificationCode,
  OtherLicenseSchema,
  HrwlClassesSchema,
  type CompletionRecord,
  type HrwlClass,
  type OtherLicense,
  type LicenceInfo,
  type LicenceRecord,
} from '@crane/contract';
import { z } from 'zod';
import { parseStoredJson } from '../../lib/stored-json.ts';
import { fileUrl } from '../../storage/keys.ts';
import type { CompletionWithTitle } from './records.repository.ts';
import type { LicenceRow } from '../../db/database.ts';
import { toLicence } from '../licences/licence-rows.ts';

type FileRow = { completion_id: number; field_name: string; storage_key: string };
type SignatureRow = {
  progress_id: number;
  page_id: number;
  storage_key: string;
  page_title: string | null;
  method: SignatureMethod;
};

const OtherLicensesSchema = z.array(OtherLicenseSchema);

/** The high risk work licence classes a completion stored as JSON text; none when not what was written. */
export function parseHrwlClasses(json: string): HrwlClass[] {
  return parseStoredJson(HrwlClassesSchema, json, []);
}

/** The other licences a completion stored as JSON text; none when the text is not what was written. */
export function parseOtherLicences(json: string): OtherLicense[] {
  return parseStoredJson(OtherLicensesSchema, json, []);
}

/** A completion as the API answers it (spec §3 Completion record), from its row, files and signatures. */
export function toCompletionRecord(
  row: CompletionWithTitle,
  files: FileRow[],
  signatures: SignatureRow[],
  licences: LicenceRow[],
  now: Date,
): CompletionRecord {
  const urlOf = (field: string) => {
    const file = files.find((candidate) => candidate.completion_id === row.id && candidate.field_name === field);
    return file ? fileUrl(file.storage_key) : null;
  };
  const otherLicenses = parseOtherLicences(row.other_licenses_json).map((licence, index) => ({
    name: licence.name,
    number: licence.number,
    expiry: licence.expiry,
    frontUrl: urlOf(`otherLicense_${index}_front`),
    backUrl: urlOf(`otherLicense_${index}_back`),
  }));
  const own = signatures
    .filter((signature) => signature.progress_id === row.progress_id)
    .map((signature) => ({
      pageId: signature.page_id,
      pageTitle: signature.page_title ?? '',
      url: fileUrl(signature.storage_key),
      method: signature.method,
    }));
  return {
    id: row.id,
    progressId: row.progress_id,
    completedAt: row.completed_at,
    inductee: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      emergencyContactName: row.emergency_contact_name,
      emergencyContactPhone: row.emergency_contact_phone,
      emergencyContactRelationship: row.emergency_contact_relationship,
      driversLicenseNumber: row.drivers_license_number,
      driversLicenseExpiry: row.drivers_license_expiry,
      driversLicenseFrontUrl: urlOf('driversLicenseFront'),
      driversLicenseBackUrl: urlOf('driversLicenseBack'),
      hrwlNumber: row.hrwl_number,
      hrwlExpiry: row.hrwl_expiry,
      hrwlState: row.hrwl_state,
      hrwlClasses: parseHrwlClasses(row.hrwl_classes_json),
      hrwlFrontUrl: urlOf('hrwlFront'),
      hrwlBackUrl: urlOf('hrwlBack'),
      otherLicenses,
    },
    induction: { id: row.induction_id, title: row.induction_title },
    identificationUrl: urlOf('identification'),
    licences: licences.filter((licence) => licence.completion_id === row.id).map(toLicence),
    signatureUrl: own[0]?.url ?? null,
    signatures: own,
    verificationCode: formatVerificationCode(row.verification_code),
    revokedAt: row.revoked_at,
    revokedReason: row.revoked_reason,
    revokedBy: row.revoked_by,
    attempt: row.attempt,
    language: row.language,
    status: completionStatus(
      {
        completedAt: row.completed_at,
        revokedAt: row.revoked_at,
        resetAt: row.reset_at,
        supersededAt: row.superseded_at,
      },
      now,
    ),
    resetAt: row.reset_at,
    resetBy: row.reset_by,
    resetReason: row.reset_reason,
    supersededAt: row.superseded_at,
  };
}

/**
 * Spec §3 Licence info: the driver's licence and the HRWL when the person gave a number, an expiry or
 * an image of it, and every other licence.
 */
export function toLicenceInfo(record: CompletionRecord): LicenceInfo {
  const licence = (name: string, number: string, expiry: string, frontUrl: string | null, backUrl: string | null) =>
    number || expiry || frontUrl || backUrl
      ? ({ name, number, expiry, frontUrl, backUrl } satisfies LicenceRecord)
      : null;
  const person = record.inductee;
  return {
    driversLicense: licence(
      "Driver's Licence",
      person.driversLicenseNumber,
      person.driversLicenseExpiry,
      person.driversLicenseFrontUrl,
      person.driversLicenseBackUrl,
    ),
    hrwl: licence(
      'High Risk Work Licence',
      person.hrwlNumber,
      person.hrwlExpiry,
      person.hrwlFrontUrl,
      person.hrwlBackUrl,
    ),
    otherLicenses: person.otherLicenses,
  };
}
