import type { Executor } from '../../db/database.ts';

export async function insertExpiringFile(db: Executor, key: string, deleteAfter: string): Promise<void> {
  await db.insertInto('expiring_files').values({ storage_key: key, delete_after: deleteAfter }).execute();
}

/** Keys of files whose links have expired at `now`, the longest expired first. */
export async function listExpiredFileKeys(db: Executor, now: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('expiring_files')
    .select('storage_key')
    .where('delete_after', '<=', now)
    .orderBy('delete_after')
    .limit(limit)
    .execute();
  return rows.map((row) => row.storage_key);
}

export async function deleteExpiringFile(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('expiring_files').where('storage_key', '=', key).execute();
}
