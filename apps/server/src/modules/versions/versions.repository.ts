import type { Insertable } from 'kysely';
import type { TranslationLanguage } from '@crane/contract';
import { withRowLock } from '../../db/dialect.ts';
import type {
  Executor,
  InductionVersionPageTranslationsTable,
  InductionVersionPagesTable,
  InductionVersionsTable,
} from '../../db/database.ts';

/** Stores snapshots not stored yet; one already stored under its hash is the same content. */
export async function insertSnapshots(
  db: Executor,
  snapshots: { hash: string; snapshot: string; pdf_url: string | null }[],
): Promise<void> {
  if (snapshots.length === 0) return;
  await db
    .insertInto('page_snapshots')
    .values(snapshots)
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
}

/** The highest version number of an induction; 0 before the first. */
export async function findLastVersionNumber(db: Executor, inductionId: number): Promise<number> {
  const row = await db
    .selectFrom('induction_versions')
    .select((eb) => eb.fn.max<number | null>('version').as('last'))
    .where('induction_id', '=', inductionId)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

export function insertVersion(db: Executor, version: Insertable<InductionVersionsTable>) {
  return db.insertInto('induction_versions').values(version).returningAll().executeTakeFirstOrThrow();
}

export async function insertVersionPages(db: Executor, pages: InductionVersionPagesTable[]): Promise<void> {
  if (pages.length === 0) return;
  await db.insertInto('induction_version_pages').values(pages).execute();
}

/** Locks the induction's row until the transaction ends, so that two publishes of it take turns. */
export async function lockInduction(db: Executor, inductionId: number): Promise<void> {
  await withRowLock(db, db.selectFrom('inductions').select('id').where('id', '=', inductionId)).execute();
}

/** Gives workers this version, and marks the draft as published. */
export async function setPublishedVersion(db: Executor, inductionId: number, versionId: number, now: string) {
  await db
    .updateTable('inductions')
    .set({ published_version_id: versionId, has_unpublished_changes: 0, status: 'active', updated_at: now })
    .where('id', '=', inductionId)
    .execute();
}

export function findVersion(db: Executor, versionId: number) {
  return db.selectFrom('induction_versions').selectAll().where('id', '=', versionId).executeTakeFirst();
}

/** The page hashes of a version in order, to tell whether a draft differs from it. */
export async function listVersionPageHashes(db: Executor, versionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('induction_version_pages')
    .select('snapshot_hash')
    .where('version_id', '=', versionId)
    .orderBy('page_order')
    .execute();
  return rows.map((row) => row.snapshot_hash);
}

/** The pages of a version in order, each with its snapshot. */
export function listVersionPages(db: Executor, versionId: number) {
  return db
    .selectFrom('induction_version_pages')
    .innerJoin('page_snapshots', 'page_snapshots.hash', 'induction_version_pages.snapshot_hash')
    .select(['induction_version_pages.page_id', 'induction_version_pages.snapshot_hash', 'page_snapshots.snapshot'])
    .where('induction_version_pages.version_id', '=', versionId)
    .orderBy('induction_version_pages.page_order')
    .execute();
}

/** An induction's versions, the latest first, each with the completions of attempts taken on it. */
export function listVersionsWithCounts(db: Executor, inductionId: number) {
  return db
    .selectFrom('induction_versions')
    .selectAll('induction_versions')
    .select((eb) =>
      // Kept by triggers (migration m0040): counting the completions took 216 ms with a million.
      eb
        .selectFrom('completion_counts')
        .select((sum) => sum.fn.sum<string | number | null>('completion_counts.count').as('count'))
        .whereRef('completion_counts.version_id', '=', 'induction_versions.id')
        .as('completion_count'),
    )
    .where('induction_versions.induction_id', '=', inductionId)
    .orderBy('induction_versions.version', 'desc')
    .execute();
}

/**
 * Ends every unfinished attempt of the induction when a version asking everyone to take it again is
 * published: none can be continued or completed any more (inductee/progress-state), and starting
 * begins a new attempt on the new version. Run before supersedeCompletions in the publish: on
 * PostgreSQL a completion holding its attempt (claimUnfinishedProgress) makes this wait, and this then
 * passes it by as completed, and supersedeCompletions, a later statement, sees its completion. Answers
 * how many were ended.
 */
export async function supersedeUnfinishedAttempts(db: Executor, inductionId: number, now: string): Promise<number> {
  const ended = await db
    .updateTable('inductee_progress')
    .set({ superseded_at: now })
    .where('induction_id', '=', inductionId)
    .where('status', '<>', 'completed')
    .where('superseded_at', 'is', null)
    .returning('id')
    .execute();
  return ended.length;
}

/**
 * Marks superseded every latest completion of the induction, not reset, when a version asking
 * everyone to take it again is published. Answers whom to email, those whose certificate stood, and
 * every completion superseded, for the webhooks. One revoked then is superseded too, its worker
 * untold: reinstated later, it must answer as superseded, since it is not a completion of what the
 * induction now says.
 */
export async function supersedeCompletions(db: Executor, inductionId: number, now: string) {
  const latest = db
    .updateTable('completions')
    .set({ superseded_at: now })
    .where('induction_id', '=', inductionId)
    .where('is_latest', '=', 1)
    .where('reset_at', 'is', null)
    .where('superseded_at', 'is', null);
  const standing = await latest
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('certificates')
            .select('certificates.id')
            .whereRef('certificates.completion_id', '=', 'completions.id')
            .where('certificates.revoked_at', 'is not', null),
        ),
      ),
    )
    .returning(['id', 'email', 'first_name', 'language'])
    .execute();
  const revoked = await latest.returning('id').execute();
  return {
    standing,
    completionIds: [...standing, ...revoked].map((completion) => completion.id).sort((a, b) => a - b),
  };
}

/** Inductions that workers can reach or have records of, without a version yet (made before versions). */
export function listInductionsWithoutVersion(db: Executor) {
  return db
    .selectFrom('inductions')
    .selectAll()
    .where('published_version_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'active'),
        eb.exists(
          eb
            .selectFrom('inductee_progress')
            .select('inductee_progress.id')
            .whereRef('inductee_progress.induction_id', '=', 'inductions.id'),
        ),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** Gives every attempt of the induction without a version this one (attempts made before versions). */
export async function assignVersionToAttempts(db: Executor, inductionId: number, versionId: number): Promise<void> {
  await db
    .updateTable('inductee_progress')
    .set({ version_id: versionId })
    .where('induction_id', '=', inductionId)
    .where('version_id', 'is', null)
    .execute();
}

/**
 * The version an attempt was started on: the induction's title and description as it showed them, and
 * the licences it required.
 */
export function findAttemptVersion(db: Executor, progressId: number) {
  return db
    .selectFrom('inductee_progress')
    .innerJoin('induction_versions', 'induction_versions.id', 'inductee_progress.version_id')
    .select([
      'induction_versions.title',
      'induction_versions.description',
      'induction_versions.version',
      'induction_versions.published_at',
      'induction_versions.required_licences_json',
    ])
    .where('inductee_progress.id', '=', progressId)
    .executeTakeFirst();
}

export async function insertVersionPageTranslations(
  db: Executor,
  rows: InductionVersionPageTranslationsTable[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('induction_version_page_translations').values(rows).execute();
}

/** A version's translated pages as `page:language:hash`, in a fixed order, to tell whether a draft differs. */
export async function listVersionTranslationKeys(db: Executor, versionId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('induction_version_page_translations')
    .select(['page_id', 'language', 'snapshot_hash'])
    .where('version_id', '=', versionId)
    .orderBy('page_id')
    .orderBy('language')
    .execute();
  return rows.map((row) => `${row.page_id}:${row.language}:${row.snapshot_hash}`);
}

/** A version's pages in one language, each with its translated snapshot (decision 37). */
export function listVersionPageTranslations(db: Executor, versionId: number, language: TranslationLanguage) {
  return db
    .selectFrom('induction_version_page_translations')
    .innerJoin('page_snapshots', 'page_snapshots.hash', 'induction_version_page_translations.snapshot_hash')
    .select(['induction_version_page_translations.page_id', 'page_snapshots.snapshot'])
    .where('induction_version_page_translations.version_id', '=', versionId)
    .where('induction_version_page_translations.language', '=', language)
    .execute();
}
