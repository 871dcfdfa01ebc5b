import { completionExpiry, downloadFileName, formatVerificationCode } from '@crane/contract';
import type { CompletionRow } from '../../db/database.ts';
import type { DocumentCompletion } from '../documents/document-data.ts';
import { parseHrwlClasses, parseOtherLicences } from './completion-record.ts';

/** What a completion records of the person, their licences and when: a stored row, or one about to be. */
export type CompletionFields = Pick<
  CompletionRow,
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'company'
  | 'emergency_contact_name'
  | 'emergency_contact_phone'
  | 'emergency_contact_relationship'
  | 'drivers_license_number'
  | 'drivers_license_expiry'
  | 'hrwl_number'
  | 'hrwl_expiry'
  | 'other_licenses_json'
  | 'completed_at'
> &
  // Optional: a completion about to be stored may leave them to their defaults ('' and '[]').
  Partial<Pick<CompletionRow, 'hrwl_state' | 'hrwl_classes_json' | 'language'>> & {
    /** As stored, without dashes. */
    verification_code: string;
  };

/** What a document shows beyond the completion's own fields, and when and where it is made. */
export type DocumentContext = Pick<
  DocumentCompletion,
  'induction' | 'identification' | 'pages' | 'evidence' | 'timeZone' | 'publicUrl'
> & { generatedAt: Date };

/**
 * The data of the certificate alone, which shows none of the record: no pages, signatures,
 * identification or seal are read or passed for it (decision 42).
 */
export const toCertificateData = (
  completion: CompletionFields,
  context: Omit<DocumentContext, 'identification' | 'pages' | 'evidence'>,
): DocumentCompletion =>
  toDocumentCompletion(completion, { ...context, identification: null, pages: [], evidence: null });

/**
 * The data the certificate, report and summary are drawn from, for a completion: the one mapping of
 * its person, licences, code and expiry, used for the stored completions' downloads and for the
 * certificate emailed at completion, so both print the same.
 */
export function toDocumentCompletion(completion: CompletionFields, context: DocumentContext): DocumentCompletion {
  return {
    verificationCode: formatVerificationCode(completion.verification_code),
    completedAt: completion.completed_at,
    language: completion.language ?? 'en',
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
        ? {
            number: completion.hrwl_number,
            expiry: completion.hrwl_expiry,
            state: completion.hrwl_state ?? '',
            classes: parseHrwlClasses(completion.hrwl_classes_json ?? '[]'),
          }
        : null,
    otherLicences: parseOtherLicences(completion.other_licenses_json).map((licence) => ({
      name: licence.name,
      number: licence.number,
      expiry: licence.expiry,
    })),
    induction: context.induction,
    identification: context.identification,
    pages: context.pages,
    evidence: context.evidence,
    generatedAt: context.generatedAt.toISOString(),
    timeZone: context.timeZone,
    publicUrl: context.publicUrl,
  };
}

/**
 * The name a completion's document is downloaded or attached under, e.g. `certificate-Jane-Rigger.pdf`
 * (the contract's rule for any name).
 */
export const documentFileName = (kind: string, completion: Pick<CompletionFields, 'first_name' | 'last_name'>) =>
  downloadFileName([kind, completion.first_name, completion.last_name], 'pdf');
