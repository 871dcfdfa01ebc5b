import type { Executor, RemindersSentTable } from '../../db/database.ts';

export function findReminderSettings(db: Executor) {
  return db.selectFrom('reminder_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}

export async function saveReminderSettings(
  db: Executor,
  settings: {
    induction_reminders: number;
    induction_days_json: string;
    licence_reminders: number;
    licence_days: number;
    digest: number;
    digest_weekday: number;
  },
): Promise<void> {
  await db.updateTable('reminder_settings').set(settings).where('id', '=', 1).execute();
}

export function findLease(db: Executor, name: string) {
  return db.selectFrom('scheduler_leases').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
}

/**
 * Takes the lease of a periodic job for `holder` until `until`, if it is free (never taken, or its
 * time is over): one statement, so two instances asking at once cannot both get it. Answers the day of
 * the job's last complete run, or undefined when another instance holds the lease.
 */
export async function takeLease(
  db: Executor,
  lease: { name: string; holder: string; now: string; until: string },
): Promise<{ lastRunOn: string } | undefined> {
  const row = await db
    .updateTable('scheduler_leases')
    .set({ holder: lease.holder, lease_until: lease.until })
    .where('name', '=', lease.name)
    .where('lease_until', '<=', lease.now)
    .returning('last_run_on')
    .executeTakeFirst();
  return row ? { lastRunOn: row.last_run_on } : undefined;
}

/** Gives the lease back, recording the day of the run when it finished. */
export async function releaseLease(db: Executor, name: string, holder: string, ranOn: string | undefined) {
  await db
    .updateTable('scheduler_leases')
    .set({ lease_until: '', ...(ranOn !== undefined && { last_run_on: ranOn }) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/**
 * Records that a reminder is sent, unless it was already: true when this call recorded it (and so must
 * send it), false when it had been sent before, by this instance or another.
 */
export async function recordReminder(
  db: Executor,
  reminder: Pick<RemindersSentTable, 'kind' | 'subject_id' | 'due_on' | 'sent_at'>,
): Promise<boolean> {
  const row = await db
    .insertInto('reminders_sent')
    .values(reminder)
    .onConflict((conflict) => conflict.columns(['kind', 'subject_id', 'due_on']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The latest completions that still stand (not reset, revoked or superseded) completed between these
 * moments: those whose year of validity ends around a day (the caller picks the exact day), with the
 * induction's title as the worker took it (the version's, on the certificate), not the draft's.
 */
export function listStandingCompletionsBetween(db: Executor, from: string, to: string) {
  return db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .leftJoin('certificates', 'certificates.completion_id', 'completions.id')
    .select([
      'completions.id',
      'completions.email',
      'completions.first_name',
      'completions.last_name',
      'completions.completed_at',
      'completions.induction_id',
      'completions.language',
    ])
    .select((eb) => eb.fn.coalesce('certificates.induction_title', 'inductions.title').as('title'))
    .where('completions.completed_at', '>=', from)
    .where('completions.completed_at', '<', to)
    .where('completions.is_latest', '=', 1)
    .where('completions.reset_at', 'is', null)
    .where('certificates.revoked_at', 'is', null)
    .where('completions.superseded_at', 'is', null)
    .orderBy('completions.id')
    .execute();
}

/** Current licences, not rejected, expiring on these days (YYYY-MM-DD), with the language of their completion. */
export function listLicencesExpiringOn(db: Executor, days: readonly string[]) {
  if (days.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('licences')
    .innerJoin('completions', 'completions.id', 'licences.completion_id')
    .selectAll('licences')
    .select('completions.language')
    .where('licences.is_current', '=', 1)
    .where('licences.expiry_sort', 'in', days)
    .where('licences.status', '<>', 'rejected')
    .orderBy('licences.id')
    .execute();
}

/** Current licences with an expiry from `from` to `to` (both included), soonest first, at most `limit`. */
export function listLicencesExpiringBetween(db: Executor, from: string, to: string, limit: number) {
  return db
    .selectFrom('licences')
    .selectAll()
    .where('is_current', '=', 1)
    .where('expiry_sort', '>=', from)
    .where('expiry_sort', '<=', to)
    .orderBy('expiry_sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Current licences waiting for a check, the oldest first, at most `limit`. */
export function listPendingLicences(db: Executor, limit: number) {
  return db
    .selectFrom('licences')
    .selectAll()
    .where('is_current', '=', 1)
    .where('status', '=', 'pending')
    .orderBy('id')
    .limit(limit)
    .execute();
}
