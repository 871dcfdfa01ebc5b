import type { CreateApiTokenSchema } from '@crane/contract';
import {
  addDays,
  formatIsoDay,
  startOfDayIn,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
  type CurrentAdmin,
} from '@crane/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import * as repository from './api-tokens.repository.ts';
import { hashTokenSecret, isTokenShaped, newTokenSecret } from './token-secret.ts';

/** Calls one token may make a minute, on all instances together. */
export const tokenRateLimitPerMinute = 600;

/** A last use is written at most once a minute per token: reading a page of records stays one write short. */
const lastUsedPrecisionMs = 60_000;

/** The system calling with a token, as the routes and the audit log see it. */
export type ApiTokenCaller = { id: number; name: string; prefix: string; scopes: ApiTokenScope[] };

export async function listTokens(db: Executor, now: Date): Promise<ApiToken[]> {
  return (await repository.listTokens(db)).map((row) => toApiToken(row, now));
}

/** The tokens an admin made that still work (neither revoked nor expired). */
export async function listActiveTokensMadeBy(db: Executor, adminId: number, now: Date): Promise<ApiToken[]> {
  return (await repository.listTokens(db, adminId))
    .map((row) => toApiToken(row, now))
    .filter((token) => token.status === 'active');
}

/** Makes a token; the answer is the only time its secret exists outside the caller's hands. */
export async function createToken(
  db: Executor,
  input: z.output<typeof CreateApiTokenSchema>,
  admin: CurrentAdmin,
  context: { now: Date; timeZone: string },
): Promise<CreatedApiToken> {
  const today = formatIsoDay(context.now.toISOString(), context.timeZone);
  if (input.expiresOn !== null && input.expiresOn < today) throw badRequest('The expiry must be today or a later day');
  const { secret, hash, prefix } = newTokenSecret();
  const { id } = await repository.insertToken(db, {
    name: input.name,
    prefix,
    tokenHash: hash,
    scopes: JSON.stringify(input.scopes),
    createdById: admin.id,
    createdAt: context.now.toISOString(),
    expiresOn: input.expiresOn,
    // The token works to the end of its last day in the company's zone.
    expiresAt: input.expiresOn === null ? null : startOfDayIn(addDays(input.expiresOn, 1), context.timeZone),
  });
  return { token: await getToken(db, id, context.now), secret };
}

export async function revokeToken(db: Executor, id: number, admin: CurrentAdmin, now: Date): Promise<ApiToken> {
  const token = await getToken(db, id, now);
  if (!(await repository.revokeToken(db, id, admin.id, now.toISOString())))
    throw conflict(`The token ${token.name} is already revoked`);
  return getToken(db, id, now);
}

async function getToken(db: Executor, id: number, now: Date): Promise<ApiToken> {
  const row = await repository.findToken(db, id);
  if (!row) throw notFound('API token not found');
  return toApiToken(row, now);
}

/**
 * The caller a presented token stands for, if it is one in force at `now`; records the use (at most
 * once a minute). Unknown, revoked and expired tokens are alike: undefined.
 */
export async function authenticateToken(db: Executor, secret: string, now: Date): Promise<ApiTokenCaller | undefined> {
  if (!isTokenShaped(secret)) return undefined;
  const row = await repository.findUsableToken(db, hashTokenSecret(secret), now.toISOString());
  if (!row) return undefined;
  const since = new Date(now.getTime() - lastUsedPrecisionMs).toISOString();
  if (row.last_used_at === null || row.last_used_at < since)
    await repository.touchToken(db, row.id, now.toISOString(), since);
  return { id: row.id, name: row.name, prefix: row.prefix, scopes: JSON.parse(row.scopes) as ApiTokenScope[] };
}

function toApiToken(row: repository.TokenRow, now: Date): ApiToken {
  const status =
    row.revoked_at !== null
      ? 'revoked'
      : row.expires_at !== null && row.expires_at <= now.toISOString()
        ? 'expired'
        : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: JSON.parse(row.scopes) as ApiTokenScope[],
    createdBy: row.created_by,
    createdAt: row.created_at,
    expiresOn: row.expires_on,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    status,
  };
}
