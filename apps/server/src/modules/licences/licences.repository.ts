import type { Executor, LicenceRow, NewLicenceRow } from '../../db/database.ts';

/**
 * Records licences with one row per class they hold, and makes each the current licence of its
 * person, kind and name: the ones before it of the same person stop being current.
 */
export async function insertLicences(db: Executor, licences: { row: NewLicenceRow; classes: readonly string[] }[]) {
  const inserted: LicenceRow[] = [];
  for (const licence of licences) {
    const row = await db.insertInto('licences').values(licence.row).returningAll().executeTakeFirstOrThrow();
    if (licence.classes.length > 0) {
      await db
        .insertInto('licence_classes')
        .values(licence.classes.map((code) => ({ licence_id: row.id, class_code: code })))
        .execute();
    }
    await db
      .updateTable('licences')
      .set({ is_current: 0 })
      .where('email', '=', row.email)
      .where('kind', '=', row.kind)
      .where('name_key', '=', row.name_key)
      .where('id', '<', row.id)
      .where('is_current', '=', 1)
      .execute();
    inserted.push(row);
  }
  return inserted;
}

export function findLicence(db: Executor, id: number) {
  return db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The licences of these completions, in the order they were recorded. */
export function listLicencesOfCompletions(db: Executor, completionIds: readonly number[]) {
  if (completionIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('licences')
    .selectAll()
    .where('completion_id', 'in', completionIds)
    .orderBy('completion_id')
    .orderBy('id')
    .execute();
}

/** Sets an administrator's verdict on a licence whose status is still `from`; false when it had changed. */
export async function setLicenceStatus(
  db: Executor,
  id: number,
  from: LicenceRow['status'],
  verdict: Pick<LicenceRow, 'status' | 'reviewed_by_id' | 'reviewed_by' | 'reviewed_at' | 'rejection_reason'>,
): Promise<boolean> {
  const result = await db
    .updateTable('licences')
    .set(verdict)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function insertUploadLink(
  db: Executor,
  link: {
    licence_id: number;
    token_hash: string;
    purpose: 'correct' | 'renew';
    created_at: string;
    expires_at: string;
  },
) {
  return db.insertInto('licence_upload_links').values(link).execute();
}

/** A one-time link by its token's hash, with the licence it is for. */
export function findUploadLink(db: Executor, tokenHash: string) {
  return db
    .selectFrom('licence_upload_links')
    .innerJoin('licences', 'licences.id', 'licence_upload_links.licence_id')
    .selectAll('licences')
    .select([
      'licence_upload_links.id as link_id',
      'licence_upload_links.purpose',
      'licence_upload_links.expires_at',
      'licence_upload_links.used_at',
    ])
    .where('licence_upload_links.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a link used, once: false when it was used already (a second request at the same time). */
export async function useUploadLink(db: Executor, linkId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('licence_upload_links')
    .set({ used_at: now })
    .where('id', '=', linkId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
