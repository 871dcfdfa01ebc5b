import { z } from 'zod';
import { idParam, wholeNumberParam } from './ids.ts';
import { hrwlClasses, licenceStates, type HrwlClass } from './licence-classes.ts';
import { hrwlClassList, requiredLicenceText } from './required-licence-text.ts';
import { booleanParam, exactTotalQuery, pagingQuery, totalFields } from './paging.ts';

export const LicenceStateSchema = z.enum(licenceStates, {
  error: `The issuing state must be one of ${licenceStates.join(', ')}`,
});

/** The classes held: known codes, each once. */
export const HrwlClassesSchema = z
  .array(z.enum(hrwlClasses, { error: (issue) => `Unknown licence class: ${String(issue.input)}` }), {
    error: 'The licence classes must be a list of class codes',
  })
  .max(hrwlClasses.length)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'Each licence class may be listed once' });

/** A licence number as issued: letters and digits, with spaces, dashes or slashes between (or none given). */
export const LicenceNumberSchema = z
  .string()
  .trim()
  .max(100, { error: 'Must be at most 100 characters' })
  .regex(/^([A-Za-z0-9]+([ /-][A-Za-z0-9]+)*)?$/, {
    error: 'A licence number holds letters and digits, with spaces, dashes or slashes between them',
  });

/**
 * A licence an induction requires before it can be completed (issue 15): a driver's licence, or a
 * high risk work licence holding at least one of `classes` (any class when the list is empty).
 */
export const RequiredLicenceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('drivers') }),
    z.object({
      kind: z.literal('hrwl'),
      classes: HrwlClassesSchema,
    }),
  ],
  { error: 'A required licence is a driver\'s licence ("drivers") or a high risk work licence ("hrwl")' },
);
export type RequiredLicence = z.infer<typeof RequiredLicenceSchema>;

export const requiredLicencesMax = 10;
export const RequiredLicencesSchema = z
  .array(RequiredLicenceSchema, { error: 'The required licences must be a list' })
  .max(requiredLicencesMax, { error: `At most ${requiredLicencesMax} required licences` });

/**
 * The licences a certification gives, as far as a requirement reads them: a licence counts as given
 * with its number, its expiry and photos of its front and back.
 */
export type LicencesGiven = {
  drivers: { number: string; expiry: string; hasFront: boolean; hasBack: boolean };
  hrwl: { number: string; expiry: string; hasFront: boolean; hasBack: boolean; classes: readonly HrwlClass[] };
};

/** A requirement a certification does not meet: the field to point at, and what is missing. */
export type MissingLicence = { field: 'driversLicenseNumber' | 'hrwlNumber' | 'hrwlClasses'; message: string };

/**
 * The one rule of required licences, run by the certification form and by the server: each
 * requirement the given licences do not meet, with a message naming what is missing.
 */
export function findMissingLicences(required: readonly RequiredLicence[], given: LicencesGiven): MissingLicence[] {
  const missing: MissingLicence[] = [];
  for (const requirement of required) {
    const what = `This induction requires ${requiredLicenceText(requirement).replace(/^A /, 'a ')}`;
    const licence = requirement.kind === 'drivers' ? given.drivers : given.hrwl;
    const absent = [
      licence.number === '' && 'its number',
      licence.expiry === '' && 'its expiry date',
      !licence.hasFront && 'a photo of its front',
      !licence.hasBack && 'a photo of its back',
    ].filter((part): part is string => part !== false);
    if (absent.length > 0) {
      const list = absent.length === 1 ? absent[0]! : `${absent.slice(0, -1).join(', ')} and ${absent.at(-1)!}`;
      missing.push({
        field: requirement.kind === 'drivers' ? 'driversLicenseNumber' : 'hrwlNumber',
        message: `${what}: give ${list}`,
      });
    } else if (
      requirement.kind === 'hrwl' &&
      requirement.classes.length > 0 &&
      !requirement.classes.some((code) => given.hrwl.classes.includes(code))
    ) {
      missing.push({
        field: 'hrwlClasses',
        message: `${what}: tick the classes your licence holds (none of ${hrwlClassList(requirement.classes)} is ticked)`,
      });
    }
  }
  return missing;
}

/** The kinds of licence a completion gives. */
export const licenceKinds = ['drivers', 'hrwl', 'other'] as const;
export type LicenceKind = (typeof licenceKinds)[number];
export const licenceKindLabels: Record<LicenceKind, string> = {
  drivers: "Driver's licence",
  hrwl: 'High risk work licence',
  other: 'Other licence',
};

/** Where an administrator's check of a licence stands (issue 15 §2). */
export const licenceStatuses = ['pending', 'verified', 'rejected'] as const;
export const LicenceStatusSchema = z.enum(licenceStatuses, { error: 'status must be pending, verified or rejected' });
export type LicenceStatus = z.infer<typeof LicenceStatusSchema>;
export const licenceStatusLabels: Record<LicenceStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** A licence as administrators see it: what it says, its photos (admin-only addresses) and its check. */
export const LicenceSchema = z.object({
  id: z.number().int(),
  completionId: z.number().int(),
  kind: z.enum(licenceKinds),
  /** An other licence's name; '' for a driver's or high risk work licence. */
  name: z.string(),
  number: z.string(),
  /** The issuing state or territory of a high risk work licence; '' when not given. */
  state: z.string(),
  classes: z.array(z.enum(hrwlClasses)),
  /** YYYY-MM-DD, or '' when not given. */
  expiry: z.string(),
  frontUrl: z.string().nullable(),
  backUrl: z.string().nullable(),
  /**
   * SHA-256 (hex) of each photo's bytes as stored when it was given: a verdict is on these bytes. Null
   * without a photo, or for one uploaded through a link before hashes were kept.
   */
  frontSha256: z.string().nullable(),
  backSha256: z.string().nullable(),
  status: LicenceStatusSchema,
  /** Who verified or rejected it, when, and why it was rejected. */
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The licence this one corrects or renews (uploaded by the worker through a one-time link). */
  replacesId: z.number().int().nullable(),
  /** False once a newer licence of the same person and kind replaced it. */
  isCurrent: z.boolean(),
  createdAt: z.string(),
});
export type Licence = z.infer<typeof LicenceSchema>;

export const licenceRejectionReasonMin = 3;
export const licenceRejectionReasonMax = 500;

/** Body of POST /api/admin/licences/{id}/reject. */
export const RejectLicenceSchema = z.object({
  reason: z
    .string({ error: 'Give a reason of 3 to 500 characters' })
    .trim()
    .min(licenceRejectionReasonMin, { error: 'The reason must be at least 3 characters' })
    .max(licenceRejectionReasonMax, { error: 'The reason must be at most 500 characters' }),
});
export type RejectLicence = z.infer<typeof RejectLicenceSchema>;

/** How many days a one-time licence upload link stays valid. */
export const licenceLinkDays = 14;

/** What the one-time upload link shows the worker: which licence, and why a new one is asked for. */
export const LicenceUploadRequestSchema = z.object({
  purpose: z.enum(['correct', 'renew']),
  firstName: z.string(),
  kind: z.enum(licenceKinds),
  name: z.string(),
  /** The licence as it stands, to start the form from. */
  number: z.string(),
  state: z.string(),
  classes: z.array(z.enum(hrwlClasses)),
  expiry: z.string(),
  /** Why an administrator rejected it (purpose `correct`). */
  rejectionReason: z.string().nullable(),
  expiresAt: z.string(),
});
export type LicenceUploadRequest = z.infer<typeof LicenceUploadRequestSchema>;

/** The text fields of POST /api/licence-uploads/{token} (multipart, with the files `front` and `back`). */
export const LicenceUploadSchema = z.object({
  number: LicenceNumberSchema.refine((number) => number !== '', { error: 'Enter the licence number' }),
  expiry: z
    .string({ error: 'Enter the expiry date' })
    .trim()
    .min(1, { error: 'Enter the expiry date', abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the expiry date as YYYY-MM-DD' }),
  state: z.union([z.literal(''), LicenceStateSchema]).default(''),
  classes: HrwlClassesSchema.default([]),
});
export type LicenceUpload = z.infer<typeof LicenceUploadSchema>;
export const licenceUploadFileFields = ['front', 'back'] as const;

export const LicenceIdParamsSchema = z.object({ id: idParam('Invalid licence id') });

/**
 * The shape of a one-time upload link's token. The server answers a token of another shape (a link
 * cut short by a mail client) as it answers an unknown one, in the worker's language (decision 36).
 */
export const licenceUploadTokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The token of a one-time upload link, as its address carries it. Any string: the router bounds its
 * length, and the server refuses every other shape in the worker's language (a schema's refusal is English).
 */
export const LicenceUploadParamsSchema = z.object({ token: z.string() });

/** A licence expiring within this many days shows as expiring (the register's badge and the dashboard). */
export const licenceExpiringDays = 30;

export type LicenceExpiryState = 'valid' | 'expiring' | 'expired' | 'none';
export const licenceExpiryLabels: Record<LicenceExpiryState, string> = {
  valid: 'Valid',
  expiring: `Expiring within ${licenceExpiringDays} days`,
  expired: 'Expired',
  none: 'No expiry given',
};

/** YYYY-MM-DD `days` after `day`. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Where a licence's expiry (YYYY-MM-DD, or '' for none) stands on `today` (YYYY-MM-DD in the company's
 * time zone): expired once the day is past, expiring from 30 days before (the day itself included).
 */
export function licenceExpiryState(expiry: string, today: string): LicenceExpiryState {
  if (expiry === '') return 'none';
  if (expiry < today) return 'expired';
  return expiry <= addDays(today, licenceExpiringDays) ? 'expiring' : 'valid';
}

/**
 * Filters of the licence register (issue 15 §3): `q` in the person's name, email, company and the
 * licence's number or name; a class held; a status; expiring within some days from today (expired
 * ones not included) or already expired. Days are the company's.
 */
export const LicenceRegisterFilterSchema = z
  .object({
    q: z.string().trim().max(200, { error: 'Search must be at most 200 characters' }).default(''),
    class: z.enum(hrwlClasses, { error: 'class must be a licence class code, such as C2' }).optional(),
    status: LicenceStatusSchema.optional(),
    expiresWithinDays: wholeNumberParam(
      { from: 1, to: 3650 },
      {
        format: 'expiresWithinDays must be a whole number of days',
        tooSmall: 'expiresWithinDays must be from 1 to 3650',
      },
    ).optional(),
    expired: booleanParam('expired'),
  })
  .refine((filter) => !(filter.expired && filter.expiresWithinDays !== undefined), {
    error: 'Choose expired or expiresWithinDays, not both',
  });
export type LicenceRegisterFilter = z.infer<typeof LicenceRegisterFilterSchema>;

export const licenceRegisterPageSize = 25;

/** Query of GET /api/admin/licences. */
export const LicenceRegisterQuerySchema = LicenceRegisterFilterSchema.and(
  z.object({ ...pagingQuery(licenceRegisterPageSize), ...exactTotalQuery }),
);
export type LicenceRegisterQuery = z.infer<typeof LicenceRegisterQuerySchema>;

/** A licence of the register, with whose it is. */
export const RegisterLicenceSchema = LicenceSchema.extend({
  person: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), company: z.string() }),
});
export type RegisterLicence = z.infer<typeof RegisterLicenceSchema>;

export const LicenceRegisterPageSchema = z.object({
  items: z.array(RegisterLicenceSchema),
  ...totalFields,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The company's time zone, and today in it (YYYY-MM-DD): what the expiry badges are measured from. */
  timeZone: z.string(),
  today: z.string(),
});
export type LicenceRegisterPage = z.infer<typeof LicenceRegisterPageSchema>;
