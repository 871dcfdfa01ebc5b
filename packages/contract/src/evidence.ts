import { z } from 'zod';
import { languages } from './languages.ts';
import { signatureMethods } from './signature-methods.ts';

/**
 * The format new evidence records are sealed in. Format 2 (session 46) adds the completion's language,
 * each signature's method and where each signature and file is stored; a format 1 record is checked as
 * format 1 for good (decision 28).
 */
export const evidenceRecordFormat = 2;

/**
 * A completion's evidence record (issue 14, decision 28): what the attempt was shown and did, written at
 * completion as canonical JSON and sealed. Times are the server's, ISO UTC. The fields marked "from
 * format 2" are absent from a format 1 record.
 */
export const EvidenceRecordSchema = z.object({
  format: z.union([z.literal(1), z.literal(2)]),
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
    /** The language the worker took the induction in; from format 2. */
    language: z.enum(languages).optional(),
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
  signatures: z.array(
    z.object({
      pageId: z.number().int(),
      signedAt: z.string(),
      sha256: z.string().nullable(),
      /** Drawn on the pad or typed as a name; from format 2. */
      method: z.enum(signatureMethods).optional(),
      /** Where the image is stored (`signatures/<uuid>.png`); from format 2. */
      storageKey: z.string().optional(),
    }),
  ),
  files: z.array(
    z.object({
      field: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      sha256: z.string().nullable(),
      /** Where the file is stored (`identity/<uuid>.jpg`); from format 2. */
      storageKey: z.string().optional(),
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

/**
 * How much of the chain held before a report's first break, in the words of the Integrity tab and the
 * alert email: "40 completions before it matched their seals".
 */
export const matchedBeforeBreak = (checked: number) =>
  checked === 1
    ? '1 completion before it matched its seal'
    : `${checked.toLocaleString('en-AU')} completions before it matched their seals`;

/** What an administrator does when a check finds the records altered (the Integrity tab and the alert email). */
export const alteredRecordsAdvice = 'Keep the database as it is and compare it with a backup to find what was changed.';

/**
 * A check of the whole chain run in the background (decision 28's addendum, session 49): `running`
 * while an instance works through it, `finished` with its report, or `stopped` when it ended without
 * one (the server stopped, or the instance running it has not said how far it is for a minute).
 */
export const integrityCheckStatuses = ['running', 'finished', 'stopped'] as const;
export type IntegrityCheckStatus = (typeof integrityCheckStatuses)[number];

export const IntegrityCheckSchema = z.object({
  id: z.number().int(),
  status: z.enum(integrityCheckStatuses),
  startedAt: z.string(),
  /** The email of the admin who started it, or `the nightly check`. */
  startedBy: z.string(),
  /** Completions checked so far. */
  checked: z.number().int(),
  /** Sealed completions when it started; those sealed during the check are checked too. */
  total: z.number().int(),
  /** When it finished, its report; null until then, and for a stopped check. */
  report: IntegrityReportSchema.nullable(),
  /** The time zone the admin portal shows times in. */
  timeZone: z.string(),
});
export type IntegrityCheck = z.infer<typeof IntegrityCheckSchema>;

/** The last check started, or null before the first. */
export const LatestIntegrityCheckSchema = z.object({ check: IntegrityCheckSchema.nullable() });
export type LatestIntegrityCheck = z.infer<typeof LatestIntegrityCheckSchema>;

/**
 * How a stored file of a completion compares with the hash its sealed record holds: the same bytes,
 * other bytes, no file (its row or the stored object is gone), or a file stored before evidence, whose
 * record holds no hash (decision 28).
 */
export const storedFileCheckStatuses = ['matches', 'differs', 'missing', 'not-sealed'] as const;
export type StoredFileCheckStatus = (typeof storedFileCheckStatuses)[number];

/** The statuses that fail the check: other bytes, or no file. A file stored before evidence does not. */
const storedFileMismatchStatuses = ['differs', 'missing'] as const;
export type StoredFileMismatch = (typeof storedFileMismatchStatuses)[number];

/** Whether a checked file fails Check files; the one home of that rule (service, audit, screen). */
export function isStoredFileMismatch(status: StoredFileCheckStatus): status is StoredFileMismatch {
  return (storedFileMismatchStatuses as readonly string[]).includes(status);
}

/**
 * Answer of GET /api/admin/completions/{id}/evidence/files and of GET /api/admin/licences/{id}/files:
 * each file read back and hashed again. For a licence, `document` is `front` or `back` and the sealed
 * hash is the one kept when the worker sent the photo (decision 31's addendum).
 */
export const StoredFilesCheckSchema = z.object({
  /** True when no file differs from its sealed hash and none is missing. */
  ok: z.boolean(),
  files: z.array(
    z.object({
      /** `signature`, or the certification's field (`identification`, `driversLicenseFront`, …). */
      document: z.string(),
      /** The page signed, for a signature; null for a file of the certification. */
      pageId: z.number().int().nullable(),
      status: z.enum(storedFileCheckStatuses),
      /** SHA-256 (hex) the sealed record holds; null for a file stored before evidence. */
      sealedSha256: z.string().nullable(),
      /** SHA-256 (hex) of the bytes stored now; null when there is no file, or no sealed hash to compare. */
      storedSha256: z.string().nullable(),
    }),
  ),
  checkedAt: z.string(),
});
export type StoredFilesCheck = z.infer<typeof StoredFilesCheckSchema>;
