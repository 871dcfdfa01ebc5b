import { z } from 'zod';

/**
 * A completion's evidence record (issue 14, decision 28), format 1: what the attempt was shown and
 * did, written at completion as canonical JSON and sealed. Times are the server's, ISO UTC.
 */
export const EvidenceRecordSchema = z.object({
  format: z.literal(1),
  completion: z.object({
    id: z.number().int(),
    progressId: z.number().int(),
    attempt: z.number().int(),
    inductionId: z.number().int(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    company: z.string(),
    emergencyContact: z.object({ name: z.string(), phone: z.string(), relationship: z.string() }),
    driversLicence: z.object({ number: z.string(), expiry: z.string() }),
    highRiskWorkLicence: z.object({
      number: z.string(),
      expiry: z.string(),
      state: z.string(),
      classes: z.array(z.string()),
    }),
    otherLicences: z.unknown(),
    completedAt: z.string(),
    verificationCode: z.string().nullable(),
  }),
  attempt: z.object({ startedAt: z.string().nullable() }),
  version: z
    .object({
      id: z.number().int(),
      number: z.number().int(),
      title: z.string(),
      description: z.string(),
      totalMinTimeMinutes: z.number().int(),
      publishedAt: z.string(),
    })
    .nullable(),
  pages: z.array(
    z.object({
      pageId: z.number().int(),
      order: z.number().int(),
      title: z.string(),
      /** SHA-256 of the page's snapshot as stored (its canonical JSON). */
      snapshotSha256: z.string().nullable(),
      firstShownAt: z.string().nullable(),
      satisfiedAt: z.string().nullable(),
      secondsSpent: z.number().int().nullable(),
    }),
  ),
  quizAnswers: z.array(z.object({ pageId: z.number().int(), answeredAt: z.string(), answers: z.unknown() })),
  signatures: z.array(z.object({ pageId: z.number().int(), signedAt: z.string(), sha256: z.string().nullable() })),
  files: z.array(
    z.object({
      field: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      sha256: z.string().nullable(),
    }),
  ),
  /** Each request that moved the attempt: when, what, from which address and browser. */
  requests: z.array(z.object({ at: z.string(), action: z.string(), clientAddress: z.string(), userAgent: z.string() })),
  sealedAt: z.string(),
});
export type EvidenceRecord = z.infer<typeof EvidenceRecordSchema>;

/** Answer of GET /api/admin/completions/{id}/evidence. */
export const CompletionEvidenceSchema = z.object({
  record: EvidenceRecordSchema,
  /** SHA-256 (hex) of the previous seal, a newline and the record's canonical JSON. */
  seal: z.string(),
  /** The seal of the completion sealed before ('' for the first): the chain. */
  previousSeal: z.string(),
  /** Its place in the chain, from 1. */
  sequence: z.number().int(),
});
export type CompletionEvidence = z.infer<typeof CompletionEvidenceSchema>;

/** Answer of GET /api/admin/integrity: the chain and every seal computed again from the records. */
export const IntegrityReportSchema = z.object({
  ok: z.boolean(),
  /** Completions checked. */
  checked: z.number().int(),
  /** The first completion whose record, seal or link does not match (absent when ok). */
  firstBrokenCompletionId: z.number().int().optional(),
  /** What was found there, in words. */
  problem: z.string().optional(),
  checkedAt: z.string(),
  /** The time zone the admin portal shows times in. */
  timeZone: z.string(),
});
export type IntegrityReport = z.infer<typeof IntegrityReportSchema>;
