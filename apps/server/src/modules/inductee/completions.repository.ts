import type { CompletionRow, Executor, NewCompletionFileRow, NewCompletionRow } from '../../db/database.ts';

export function insertCompletion(db: Executor, completion: NewCompletionRow): Promise<CompletionRow> {
  return db.insertInto('completions').values(completion).returningAll().executeTakeFirstOrThrow();
}

/** Once a new attempt is completed, the person's earlier completions of the induction are no longer the latest. */
export async function markEarlierAttemptsNotLatest(
  db: Executor,
  completion: Pick<CompletionRow, 'id' | 'email' | 'induction_id'>,
): Promise<void> {
  await db
    .updateTable('completions')
    .set({ is_latest: 0 })
    .where('email', '=', completion.email)
    .where('induction_id', '=', completion.induction_id)
    .where('id', '<>', completion.id)
    .where('is_latest', '=', 1)
    .execute();
}

export async function insertCompletionFiles(db: Executor, files: NewCompletionFileRow[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('completion_files').values(files).execute();
}

/** Every active admin, to tell about a completion or send a digest; a deactivated one is sent nothing (decision 53). */
export async function listAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('admin_users')
    .select('email')
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.email);
}
