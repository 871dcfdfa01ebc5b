import type { Executor } from '../../db/database.ts';

const listedColumns = [
  'api_tokens.id',
  'api_tokens.name',
  'api_tokens.prefix',
  'api_tokens.scopes',
  'api_tokens.created_at',
  'api_tokens.expires_on',
  'api_tokens.expires_at',
  'api_tokens.last_used_at',
  'api_tokens.revoked_at',
  'admin_users.name as created_by',
] as const;

export function insertToken(
  db: Executor,
  token: {
    name: string;
    prefix: string;
    tokenHash: string;
    scopes: string;
    createdById: number;
    createdAt: string;
    expiresOn: string | null;
    expiresAt: string | null;
  },
): Promise<{ id: number }> {
  return db
    .insertInto('api_tokens')
    .values({
      name: token.name,
      prefix: token.prefix,
      token_hash: token.tokenHash,
      scopes: token.scopes,
      created_by_id: token.createdById,
      created_at: token.createdAt,
      expires_on: token.expiresOn,
      expires_at: token.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Every token (or those one admin made), newest first, with the name of the admin who made it. */
export function listTokens(db: Executor, createdById?: number) {
  let query = db
    .selectFrom('api_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'api_tokens.created_by_id')
    .select(listedColumns)
    .orderBy('api_tokens.id', 'desc');
  if (createdById !== undefined) query = query.where('api_tokens.created_by_id', '=', createdById);
  return query.execute();
}

export type TokenRow = Awaited<ReturnType<typeof listTokens>>[number];

export function findToken(db: Executor, id: number): Promise<TokenRow | undefined> {
  return db
    .selectFrom('api_tokens')
    .innerJoin('admin_users', 'admin_users.id', 'api_tokens.created_by_id')
    .select(listedColumns)
    .where('api_tokens.id', '=', id)
    .executeTakeFirst();
}

/** The token a caller presents, if it is known and neither revoked nor past its end at `now`. */
export function findUsableToken(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('api_tokens')
    .select(['id', 'name', 'prefix', 'scopes', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where((where) => where.or([where('expires_at', 'is', null), where('expires_at', '>', now)]))
    .executeTakeFirst();
}

/** Revokes a token still in force; answers whether one was. */
export async function revokeToken(db: Executor, id: number, revokedById: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now, revoked_by_id: revokedById })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records a use, unless one was recorded since `since` (one write a minute at most per token). */
export async function touchToken(db: Executor, id: number, now: string, since: string): Promise<void> {
  await db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((where) => where.or([where('last_used_at', 'is', null), where('last_used_at', '<', since)]))
    .execute();
}
