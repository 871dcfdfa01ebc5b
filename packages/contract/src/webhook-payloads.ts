import { z } from 'zod';
import { languages } from './languages.ts';
import { hrwlClasses } from './licence-classes.ts';
import { licenceKinds, LicenceStatusSchema } from './licences.ts';
import { webhookEventLabels, webhookTestEvent, type WebhookEventType } from './webhooks.ts';

/**
 * What each webhook event carries (decision 40), as the OpenAPI document's `webhooks` section tells
 * receivers and as the server types what it sends. No identity document, licence photo or signature,
 * nor their addresses: links into the API, read with a token.
 */
const timestamp = (description: string) => z.string().describe(`${description} (ISO-8601, UTC)`);

const PersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
});

export const CompletionEventDataSchema = z.object({
  completion: z.object({
    id: z.number().int(),
    progressId: z.number().int(),
    attempt: z.number().int().describe('1 for the first attempt of this person at this induction, then 2, …'),
    completedAt: timestamp('When the worker completed it'),
    language: z.enum(languages).describe('The language the worker took the induction in'),
    person: PersonSchema.extend({ phone: z.string() }),
    induction: z.object({
      id: z.number().int(),
      title: z.string().describe('The title of the version the worker took'),
      version: z.number().int().nullable().describe('null for a completion made before versions were kept'),
    }),
    certificate: z
      .object({
        verificationCode: z.string().describe('As every document writes it: 7KQ4-M2XD-9BWT'),
        verifyUrl: z.string().describe('The public check of the certificate'),
        isRevoked: z.boolean().describe('True once revoked or reset'),
      })
      .nullable(),
    revocation: z
      .object({ at: timestamp('When it was revoked'), reason: z.string().nullable(), by: z.string().nullable() })
      .nullable(),
    reset: z
      .object({ at: timestamp('When it was reset'), reason: z.string().nullable(), by: z.string().nullable() })
      .nullable(),
    supersededAt: timestamp('When a version asking everyone to take the induction again was published')
      .nullable()
      .describe('null while the completion stands'),
    evidence: z
      .object({
        sequence: z.number().int().describe("The completion's place in the chain of sealed records, from 1"),
        seal: z
          .string()
          .describe(
            'SHA-256 (hex) of the previous seal, a newline and the sealed record: kept by the receiver, it ' +
              'witnesses the record outside the database, so that a chain rebuilt after a change no longer matches it',
          ),
      })
      .nullable()
      .describe('The sealed evidence record of the completion (GET links.evidence); null until it is sealed'),
    links: z.object({
      certificatePdf: z.string(),
      attempts: z.string(),
      evidence: z.string(),
    }),
  }),
});
export type CompletionEventData = z.infer<typeof CompletionEventDataSchema>;

export const LicenceEventDataSchema = z.object({
  licence: z.object({
    id: z.number().int(),
    completionId: z.number().int(),
    person: PersonSchema,
    kind: z.enum(licenceKinds),
    name: z.string().describe("An other licence's name; '' for a driver's or high risk work licence"),
    number: z.string(),
    state: z.string().describe("The issuing state or territory of a high risk work licence; '' when not given"),
    classes: z.array(z.enum(hrwlClasses)),
    expiry: z.string().nullable().describe('YYYY-MM-DD, or null when the worker gave none'),
    status: LicenceStatusSchema,
    reviewedBy: z.string().nullable(),
    reviewedAt: timestamp('When an administrator verified or rejected it').nullable(),
    rejectionReason: z
      .string()
      .nullable()
      .describe('Why an administrator rejected it, as the worker was told; null unless rejected'),
    frontSha256: z
      .string()
      .nullable()
      .describe(
        'SHA-256 (hex) of the front photo as stored when it was given, the bytes a verdict is on; null without a photo, or for one sent through a link before hashes were kept',
      ),
    backSha256: z.string().nullable().describe('SHA-256 (hex) of the back photo, as frontSha256'),
    links: z.object({
      register: z.string().describe("The licence register in the API, searched for the holder's email"),
    }),
  }),
});
export type LicenceEventData = z.infer<typeof LicenceEventDataSchema>;

export const IntegrityEventDataSchema = z.object({
  check: z.object({
    id: z.number().int(),
    startedBy: z.string().describe("The email of the admin who started it, or 'the nightly check'"),
    startedAt: timestamp('When it started'),
    checkedAt: timestamp('When the chain was read'),
    checked: z.number().int().describe('Completions that matched their seals before the first break'),
    firstBrokenCompletionId: z
      .number()
      .int()
      .describe('The first completion whose record, seal or link no longer matches'),
    problem: z.string().describe('What was found there, in words'),
    links: z.object({
      evidence: z.string().describe("The first broken completion's sealed record in the API"),
      integrity: z.string().describe('The Integrity tab of the admin portal'),
    }),
  }),
});
export type IntegrityEventData = z.infer<typeof IntegrityEventDataSchema>;

export const WebhookTestEventDataSchema = z.object({
  message: z.string(),
  endpoint: z.object({ id: z.number().int(), url: z.string() }),
});
export type WebhookTestEventData = z.infer<typeof WebhookTestEventDataSchema>;

/** Every event a receiver can get: the ones an endpoint subscribes to, and the test event. */
export type WebhookPayloadType = WebhookEventType | typeof webhookTestEvent;

function payload<Data extends z.ZodType>(type: WebhookPayloadType, data: Data) {
  return z.object({ type: z.literal(type), timestamp: timestamp('When the event happened'), data });
}

/** The body of each event (Standard Webhooks: `type`, `timestamp`, `data`), by its type. */
export const webhookPayloadSchemas = {
  'completion.created': payload('completion.created', CompletionEventDataSchema),
  'completion.revoked': payload('completion.revoked', CompletionEventDataSchema),
  'completion.reinstated': payload('completion.reinstated', CompletionEventDataSchema),
  'completion.reset': payload('completion.reset', CompletionEventDataSchema),
  'completion.superseded': payload('completion.superseded', CompletionEventDataSchema),
  'licence.verified': payload('licence.verified', LicenceEventDataSchema),
  'licence.rejected': payload('licence.rejected', LicenceEventDataSchema),
  'licence.expiring': payload('licence.expiring', LicenceEventDataSchema),
  'integrity.broken': payload('integrity.broken', IntegrityEventDataSchema),
  [webhookTestEvent]: payload(webhookTestEvent, WebhookTestEventDataSchema),
} satisfies Record<WebhookPayloadType, z.ZodType>;

/** What each event tells, as the OpenAPI document summarises it. */
export const webhookPayloadLabels: Record<WebhookPayloadType, string> = {
  ...webhookEventLabels,
  [webhookTestEvent]: 'An administrator sent a test event to this endpoint (Send Test Event)',
};
