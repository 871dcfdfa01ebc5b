import type { CompletionRow, Executor, NewCompletionFileRow, NewCompletionRow } from '../../db/database.ts';

export function insertCompletion(db: Executor, completion: NewCompletionRow): Promise<CompletionRow> {
  return db.insertInto('completions').values(completion).returningAll().executeTakeFirstOrThrow();
}

export async function insertCompletionFiles(db: Executor, files: NewCompletionFileRow[]): Promise<void> {
  if (files.length === 0) return;
  await db.insertInto('completion_files').values(files).execute();
}

/** Everyone to tell about a completion. */
export async function listAdminEmails(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('admin_users').select('email').orderBy('id').execute();
  return rows.map((row) => row.email);
}
