import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';
import { idParam } from './ids.ts';

/**
 * What another system may read with an API token (issue 17 §2): each scope opens the read routes of
 * one kind of record and nothing else; no scope reaches settings, admin users or any change.
 */
export const apiTokenScopeLabels = {
  'completions:read': 'Completions: the records, attempts and the CSV export',
  'licences:read': 'Licences: the licence register and its export',
  'inductions:read': 'Inductions: the list, their pages and versions',
  'audit:read': 'Audit log: the entries and their export',
} as const;

export type ApiTokenScope = keyof typeof apiTokenScopeLabels;
export const apiTokenScopes = Object.keys(apiTokenScopeLabels) as [ApiTokenScope, ...ApiTokenScope[]];
export const ApiTokenScopeSchema = z.enum(apiTokenScopes, { error: 'Unknown scope' });

/** Every token starts so: secret scanners and people recognise it. */
export const apiTokenPrefix = 'csi_';

export const CreateApiTokenSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required', abort: true })
    .max(100, { error: 'Name must be at most 100 characters' }),
  scopes: z
    .array(ApiTokenScopeSchema, { error: 'Choose at least one scope' })
    .min(1, { error: 'Choose at least one scope' })
    .transform((scopes) => [...new Set(scopes)]),
  /** The last day the token works (in the company's zone); none (or empty): until revoked. */
  expiresOn: z
    .preprocess(
      (value) => (value === '' ? null : value),
      calendarDay('Enter the expiry as a date (YYYY-MM-DD)').nullable(),
    )
    .default(null),
});
export type CreateApiTokenInput = z.input<typeof CreateApiTokenSchema>;

export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, to recognise it: `csi_AbC12xYz`. */
  prefix: z.string(),
  scopes: z.array(ApiTokenScopeSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresOn: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** `active`, `expired` or `revoked`, at the time of the answer. */
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

/** The tokens, newest first, and the company's zone the screen writes their times in. */
export const ApiTokenListSchema = z.object({ tokens: z.array(ApiTokenSchema), timeZone: z.string() });
export type ApiTokenList = z.infer<typeof ApiTokenListSchema>;

/** The answer to a creation: the only time the whole token is ever shown. */
export const CreatedApiTokenSchema = z.object({ token: ApiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiTokenSchema>;

export const ApiTokenIdParamsSchema = z.object({ id: idParam() });
