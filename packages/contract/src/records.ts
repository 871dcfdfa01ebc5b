import { z } from 'zod';
import { LicenceSchema } from './licences.ts';
import type { CertificateStatus } from './certificates.ts';
import { idParam } from './ids.ts';
import type { CompletionStatus } from './completion-status.ts';
import { CompletionStatusSchema } from './completion-status-schema.ts';
import { exactTotalQuery, pagingQuery, totalFields } from './paging.ts';
import { signatureMethods } from './signature-methods.ts';
import { languages } from './languages.ts';
import { ProgressStatusSchema } from './inductee.ts';
import { IntegrityReportSchema } from './evidence.ts';

/** Spec §3 Dashboard response. Entries missing any field the table shows are left out by the server. */
export const DashboardSchema = z.object({
  stats: z.object({
    /** Inductions taken: progress records past their first page move (in progress) or completed. */
    totalInductions: z.number().int(),
    inProgressCount: z.number().int(),
    completedCount: z.number().int(),
  }),
  /** Current licences expiring in the next 30 days (today included), and those waiting for a check (issue 15). */
  licences: z.object({ expiringSoon: z.number().int(), pendingVerification: z.number().int() }),
  recentActivity: z.array(
    z.object({
      /** The name given at completion; the email until then. */
      inductee: z.object({ name: z.string(), email: z.string() }),
      induction: z.object({ title: z.string() }),
      progress: z.object({ status: ProgressStatusSchema, lastAccessedAt: z.string() }),
    }),
  ),
  /**
   * The report of the last finished check of the sealed records (Check now or the nightly one), or null
   * before the first: the dashboard warns while it says the records were altered (decision 28).
   */
  integrity: IntegrityReportSchema.nullable(),
  /** The company's IANA time zone (the server's TIME_ZONE), in which the screens show these times. */
  timeZone: z.string(),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

/** A licence of a completion with its images (admin-only addresses). */
export const LicenceRecordSchema = z.object({
  name: z.string(),
  number: z.string(),
  expiry: z.string(),
  frontUrl: z.string().nullable(),
  backUrl: z.string().nullable(),
});
export type LicenceRecord = z.infer<typeof LicenceRecordSchema>;

/** A signature drawn during the induction. */
export const SignatureRecordSchema = z.object({
  pageId: z.number().int(),
  pageTitle: z.string(),
  url: z.string(),
  /** Drawn on the pad or typed as a name (issue 16). */
  method: z.enum(signatureMethods),
});

/** Spec §3 Completion record, with the progress it completes (for reset and the documents). */
export const CompletionRecordSchema = z.object({
  id: z.number().int(),
  progressId: z.number().int(),
  completedAt: z.string(),
  inductee: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    emergencyContactName: z.string(),
    emergencyContactPhone: z.string(),
    emergencyContactRelationship: z.string(),
    driversLicenseNumber: z.string(),
    driversLicenseExpiry: z.string(),
    driversLicenseFrontUrl: z.string().nullable(),
    driversLicenseBackUrl: z.string().nullable(),
    hrwlNumber: z.string(),
    hrwlExpiry: z.string(),
    /** The issuing state or territory ('' when not given) and the classes held (issue 15). */
    hrwlState: z.string(),
    hrwlClasses: z.array(z.string()),
    hrwlFrontUrl: z.string().nullable(),
    hrwlBackUrl: z.string().nullable(),
    otherLicenses: z.array(LicenceRecordSchema),
  }),
  induction: z.object({ id: z.number().int(), title: z.string() }),
  identificationUrl: z.string().nullable(),
  /**
   * Every licence of the completion as a record of its own (issue 15): what the worker certified, and
   * any licence uploaded since through a one-time link, each with its verification status.
   */
  licences: z.array(LicenceSchema),
  /** The first signature, as the spec's single image; every signature is in `signatures`. */
  signatureUrl: z.string().nullable(),
  signatures: z.array(SignatureRecordSchema),
  /** The certificate's verification code, grouped for reading (`7KQ4-M2XD-9BWT`). */
  verificationCode: z.string(),
  /** When an administrator revoked the certificate, why and who; null while it stands. */
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  revokedBy: z.string().nullable(),
  /** Which attempt of this person at this induction it completes: 1, 2, … (issue 14). */
  attempt: z.number().int(),
  /** The language the worker took it in (issue 16 §2). */
  language: z.enum(languages),
  /** Where it stands now (completionStatus): valid, expiring, expired, revoked, reset or superseded. */
  status: CompletionStatusSchema,
  /** When an administrator reset it, who (their name then) and why (empty when none was given). */
  resetAt: z.string().nullable(),
  resetBy: z.string().nullable(),
  resetReason: z.string().nullable(),
  /** When a new version of the induction asked everyone to take it again. */
  supersededAt: z.string().nullable(),
});
export type CompletionRecord = z.infer<typeof CompletionRecordSchema>;

/** Completions shown per page by the Completed Inductions tab (spec §9). */
export const completionsPageSize = 10;

const inductionIdError = 'inductionId must be a positive whole number';

/** The search and the induction filter of the Completed Inductions list, shared by the page and the export. */
export const CompletionsFilterSchema = z.object({
  q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).default(''),
  /** Only completions of this induction (the list's Filter button); every induction when absent. */
  inductionId: idParam(inductionIdError).optional(),
  /**
   * `latest` (the default): the latest completed attempt of each person at each induction, so counts
   * and search count people; `all`: every attempt (issue 14).
   */
  history: z.enum(['latest', 'all'], { error: "history must be 'latest' or 'all'" }).default('latest'),
});
export type CompletionsFilter = z.infer<typeof CompletionsFilterSchema>;

/** Query of GET /api/admin/completions: search, filter and paging run on the server. */
export const CompletionsQuerySchema = CompletionsFilterSchema.extend({
  ...pagingQuery(completionsPageSize),
  ...exactTotalQuery,
});
export type CompletionsQuery = z.infer<typeof CompletionsQuerySchema>;

export const CompletionsPageSchema = z.object({
  items: z.array(CompletionRecordSchema),
  /** Completions matching the search, on every page (see totalFields). */
  ...totalFields,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's IANA time zone (the server's TIME_ZONE), in which the screens show these dates. */
  timeZone: z.string(),
});
export type CompletionsPage = z.infer<typeof CompletionsPageSchema>;

/** Spec §3 Licence info response. */
export const LicenceInfoSchema = z.object({
  driversLicense: LicenceRecordSchema.nullable(),
  hrwl: LicenceRecordSchema.nullable(),
  otherLicenses: z.array(LicenceRecordSchema),
});
export type LicenceInfo = z.infer<typeof LicenceInfoSchema>;

export const InductionProgressParamsSchema = z.object({
  inductionId: idParam(),
  progressId: idParam(),
});

/** The longest reason an administrator may give for a reset. */
export const resetReasonMaxLength = 500;

/** Body of POST /api/inductee/progress/{id}/reset: an optional reason, kept with the reset completion. */
export const ResetProgressSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(resetReasonMaxLength, { error: `The reason must be at most ${resetReasonMaxLength} characters` })
      .default(''),
  })
  .nullish()
  .transform((body) => ({ reason: body?.reason ?? '' }));
export type ResetProgress = z.input<typeof ResetProgressSchema>;

/** Answer of GET /api/admin/completions/{id}/attempts: every attempt of that person at that induction, the first first. */
export const CompletionAttemptsSchema = z.object({
  items: z.array(CompletionRecordSchema),
  timeZone: z.string(),
});
export type CompletionAttempts = z.infer<typeof CompletionAttemptsSchema>;

/** Answer of POST /api/inductee/progress/{id}/reset. */
export const ResetResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** Spec §4: a completion is valid for 12 months. */
export const completionValidityMonths = 12;

/** Spec §4: within the last 2 months of its 12 a completion is expiring. */
export const completionExpiringWithinMonths = 2;

/** When a completion expires: 12 months on, the same day of the month or the month's last day. */
export function completionExpiry(completedAt: string): Date {
  const completed = new Date(completedAt);
  const expiry = new Date(completed);
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + completionValidityMonths);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(completed.getUTCDate(), lastDay));
  return expiry;
}

/** Whole months from `from` until `to` (0 when less than one). */
function monthsBetween(from: Date, to: Date): number {
  let months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
  if (to.getUTCDate() < from.getUTCDate()) months -= 1;
  return Math.max(0, months);
}

export type CompletionValidity = {
  kind: 'valid' | 'expiring' | 'expired';
  /** Whole months until it expires; 0 once expired. */
  monthsLeft: number;
  expiresAt: Date;
};

/**
 * Whether a completion is valid, expiring (its last 2 months) or expired at `now` (spec §4): the
 * validity badges of the web app and the export's Validity column both come from here.
 */
export function completionValidity(completedAt: string, now: Date): CompletionValidity {
  const expiresAt = completionExpiry(completedAt);
  if (expiresAt.getTime() <= now.getTime()) return { kind: 'expired', monthsLeft: 0, expiresAt };
  const monthsLeft = monthsBetween(now, expiresAt);
  return { kind: monthsLeft < completionExpiringWithinMonths ? 'expiring' : 'valid', monthsLeft, expiresAt };
}

/**
 * A certificate's status at `now` (issue 13) for the public check: revoked while withdrawn (a reset
 * withdraws it too), superseded once a new version asked everyone to take the induction again (issue
 * 14), else valid, expiring or expired by its date.
 */
export function certificateStatus(
  certificate: { completedAt: string; revokedAt: string | null; supersededAt: string | null },
  now: Date,
): CertificateStatus {
  if (certificate.revokedAt !== null) return 'revoked';
  if (certificate.supersededAt !== null) return 'superseded';
  return completionValidity(certificate.completedAt, now).kind;
}

/** What decides a completion's status: its date and what happened to it since. */
export type CompletionStanding = {
  completedAt: string;
  revokedAt: string | null;
  resetAt: string | null;
  supersededAt: string | null;
};

/**
 * A completion's status at `now` (issue 14). A reset comes first (it also withdraws the certificate),
 * then a revocation, then a new version that asked everyone to take the induction again; otherwise
 * the date decides, as for the badges.
 */
export function completionStatus(standing: CompletionStanding, now: Date): CompletionStatus {
  if (standing.resetAt !== null) return 'reset';
  if (standing.revokedAt !== null) return 'revoked';
  if (standing.supersededAt !== null) return 'superseded';
  return completionValidity(standing.completedAt, now).kind;
}
