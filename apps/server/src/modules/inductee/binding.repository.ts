import type { Executor } from '../../db/database.ts';

/** When a code may be replaced: one emailed no later than `sentAfter`, and live only when `isLiveReplaced`. */
export type CodeReplacement = {
  sentAfter: string;
  now: string;
  maxTries: number;
  /** The worker asked for a new code; otherwise a live code (unexpired, with tries left) stands. */
  isLiveReplaced: boolean;
};

/**
 * Writes a new code for the progress, replacing the one before when `replacement` allows: one
 * conditional upsert, so starts arriving together write (and email) one code. Answers whether it wrote.
 */
export async function replaceCodeWhenAllowed(
  db: Executor,
  code: { progressId: number; codeHash: string; tokenHash: string; createdAt: string; expiresAt: string },
  replacement: CodeReplacement,
): Promise<boolean> {
  const values = {
    code_hash: code.codeHash,
    token_hash: code.tokenHash,
    failed_attempts: 0,
    created_at: code.createdAt,
    expires_at: code.expiresAt,
  };
  const written = await db
    .insertInto('inductee_binding_codes')
    .values({ progress_id: code.progressId, ...values })
    .onConflict((conflict) =>
      conflict
        .column('progress_id')
        .doUpdateSet(values)
        .where((eb) =>
          eb.and([
            eb('inductee_binding_codes.created_at', '<=', replacement.sentAfter),
            ...(replacement.isLiveReplaced
              ? []
              : [
                  eb.or([
                    eb('inductee_binding_codes.failed_attempts', '>=', replacement.maxTries),
                    eb('inductee_binding_codes.expires_at', '<=', replacement.now),
                  ]),
                ]),
          ]),
        ),
    )
    .returning('progress_id')
    .executeTakeFirst();
  return written !== undefined;
}

export function findCode(db: Executor, progressId: number) {
  return db
    .selectFrom('inductee_binding_codes')
    .select(['code_hash', 'failed_attempts', 'created_at', 'expires_at'])
    .where('progress_id', '=', progressId)
    .executeTakeFirst();
}

/**
 * Counts a try against the progress's code before the code is compared, when the code is live and
 * has tries left: one update, so guesses sent together can never get more than the tries allowed.
 * Answers the code's hash and the tries used with this one, or undefined when no try is left.
 */
export function reserveTry(db: Executor, progressId: number, now: string, maxTries: number) {
  return db
    .updateTable('inductee_binding_codes')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('progress_id', '=', progressId)
    .where('failed_attempts', '<', maxTries)
    .where('expires_at', '>', now)
    .returning(['code_hash', 'failed_attempts'])
    .executeTakeFirst();
}

/** Deletes the progress's code if it is still the one compared; answers whether this call deleted it. */
export async function deleteCode(db: Executor, progressId: number, codeHash: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('inductee_binding_codes')
    .where('progress_id', '=', progressId)
    .where('code_hash', '=', codeHash)
    .returning('progress_id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Deletes the live code of this link token and answers its progress: a link works once. */
export async function deleteLiveCodeByToken(db: Executor, tokenHash: string, now: string): Promise<number | undefined> {
  const deleted = await db
    .deleteFrom('inductee_binding_codes')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning('progress_id')
    .executeTakeFirst();
  return deleted?.progress_id;
}

export async function hasCodeOfToken(db: Executor, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('inductee_binding_codes')
    .select('progress_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes codes that expired before `before`, of every progress. */
export async function deleteCodesExpiredBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('inductee_binding_codes').where('expires_at', '<', before).execute();
}
