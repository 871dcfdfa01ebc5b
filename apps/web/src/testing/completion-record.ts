import type { CompletionRecord } from '@crane/contract';

/** A completion as the API answers it, for component tests: Jordan Smith's first attempt, valid. */
export function completionRecord(changes: Partial<CompletionRecord> = {}): CompletionRecord {
  return {
    id: 7,
    progressId: 12,
    completedAt: '2026-01-05T10:00:00.000Z',
    inductee: {
      firstName: 'Jordan',
      lastName: 'Smith',
      email: 'jordan@example.com',
      phone: '0400 111 222',
      company: 'Acme Rigging',
      emergencyContactName: 'Alex Smith',
      emergencyContactPhone: '0400 333 444',
      emergencyContactRelationship: 'Partner',
      driversLicenseNumber: '',
      driversLicenseExpiry: '',
      driversLicenseFrontUrl: null,
      driversLicenseBackUrl: null,
      hrwlNumber: '',
      hrwlExpiry: '',
      hrwlFrontUrl: null,
      hrwlBackUrl: null,
      otherLicenses: [],
    },
    induction: { id: 3, title: 'Site Safety' },
    identificationUrl: null,
    signatureUrl: null,
    signatures: [],
    verificationCode: '7KQ4-M2XD-9BWT',
    revokedAt: null,
    revokedReason: null,
    revokedBy: null,
    attempt: 1,
    status: 'valid',
    resetAt: null,
    resetBy: null,
    resetReason: null,
    supersededAt: null,
    ...changes,
  };
}
