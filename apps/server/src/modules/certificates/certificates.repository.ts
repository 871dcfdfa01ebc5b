import type { Insertable } from 'kysely';
import type { CertificateRow, CertificatesTable, Executor } from '../../db/database.ts';
import { withRowLock } from '../../db/dialect.ts';

export async function insertCertificate(db: Executor, certificate: Insertable<CertificatesTable>): Promise<void> {
  await db.insertInto('certificates').values(certificate).execute();
}

/**
 * The certificate with this stored code (upper case, no dashes), with when its completion was
 * superseded (null while it stands, and for one detached by a reset before issue 14).
 */
export function findCertificateByCode(
  db: Executor,
  code: string,
): Promise<(CertificateRow & { superseded_at: string | null }) | undefined> {
  return db
    .selectFrom('certificates')
    .leftJoin('completions', 'completions.id', 'certificates.completion_id')
    .selectAll('certificates')
    .select('completions.superseded_at')
    .where('certificates.code', '=', code)
    .executeTakeFirst();
}

/**
 * The certificate of a completion with when the completion was reset, both rows locked until the
 * transaction ends (PostgreSQL; SQLite runs one transaction at a time): a revoke, a reinstatement and
 * a reset of the completion take turns, each deciding on what the one before left.
 */
export function lockCertificateOfCompletion(
  db: Executor,
  completionId: number,
): Promise<(CertificateRow & { reset_at: string | null }) | undefined> {
  const query = db
    .selectFrom('certificates')
    .innerJoin('completions', 'completions.id', 'certificates.completion_id')
    .selectAll('certificates')
    .select('completions.reset_at')
    .where('certificates.completion_id', '=', completionId);
  return withRowLock(db, query).executeTakeFirst();
}

/** Codes of the completions of these progress records, by progress id. */
export async function listCodesOfProgress(db: Executor, progressIds: number[]): Promise<Map<number, string>> {
  if (progressIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('certificates')
    .innerJoin('completions', 'completions.id', 'certificates.completion_id')
    .select(['completions.progress_id', 'certificates.code'])
    .where('completions.progress_id', 'in', progressIds)
    .execute();
  return new Map(rows.map((row) => [row.progress_id, row.code]));
}

/** Records a revocation (or clears it, with nulls) on the certificate of this completion; false when none. */
export async function setRevocation(
  db: Executor,
  completionId: number,
  revocation: { revoked_at: string | null; revoked_reason: string | null; revoked_by: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('certificates')
    .set(revocation)
    .where('completion_id', '=', completionId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Withdraws the certificate of the completion of this progress when it is reset (issue 14): revoked
 * with the reason and still attached to the completion, which is kept. One revoked before keeps its
 * own reason and date.
 */
export async function revokeForReset(db: Executor, progressId: number, reason: string, at: string): Promise<void> {
  await db
    .updateTable('certificates')
    .set({ revoked_at: at, revoked_reason: reason, revoked_by: null })
    .where('completion_id', 'in', (eb) =>
      eb.selectFrom('completions').select('completions.id').where('completions.progress_id', '=', progressId),
    )
    .where('revoked_at', 'is', null)
    .execute();
}
