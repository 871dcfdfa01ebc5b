import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  addDays,
  completionExpiry,
  completionValidityMonths,
  formatIsoDay,
  ReminderSettingsSchema,
  startOfDayIn,
  type ReminderSettings,
  type ReminderStatus,
} from '@crane/contract';
import type { Database, Executor, LicenceRow } from '../../db/database.ts';
import { giveWay } from '../../lib/give-way.ts';
import { startPeriodicTask } from '../../lib/periodic-task.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { listAdminEmails } from '../inductee/completions.repository.ts';
import { licenceName, createUploadLink, uploadLinkUrl } from '../licences/licences.service.ts';
import { toLicence } from '../licences/licence-rows.ts';
import { digestEmail, inductionReminderEmail, licenceReminderEmail, type Digest } from './reminder-emails.ts';
import * as repository from './reminders.repository.ts';
import { queueLicenceEvent } from '../webhooks/webhook-events.ts';

export type ReminderDependencies = {
  db: Kysely<Database>;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
};

const leaseName = 'daily-reminders';
/** Longer than a run takes; a run cut short (the process died) frees the lease when it ends. */
const leaseMilliseconds = 15 * 60 * 1000;
/** A run after days without one sends the reminders of those days too, up to this many. */
const catchUpDays = 7;
/** The digest lists this many of each, then says there are more. */
const digestListLimit = 50;

const DaysSchema = ReminderSettingsSchema.shape.inductionDaysBefore;

export async function getReminderSettings(db: Executor): Promise<ReminderSettings> {
  const row = await repository.findReminderSettings(db);
  return {
    inductionReminders: row.induction_reminders === 1,
    inductionDaysBefore: parseStoredJson(DaysSchema, row.induction_days_json, [30, 7]),
    licenceReminders: row.licence_reminders === 1,
    licenceDaysBefore: row.licence_days,
    digest: row.digest === 1,
    digestWeekday: row.digest_weekday,
  };
}

export async function getReminderStatus(db: Executor, timeZone: string): Promise<ReminderStatus> {
  const lease = await repository.findLease(db, leaseName);
  return { settings: await getReminderSettings(db), lastRunOn: lease.last_run_on || null, timeZone };
}

export async function saveReminderSettings(db: Executor, settings: ReminderSettings): Promise<void> {
  await repository.saveReminderSettings(db, {
    induction_reminders: settings.inductionReminders ? 1 : 0,
    induction_days_json: JSON.stringify([...settings.inductionDaysBefore].sort((a, b) => b - a)),
    licence_reminders: settings.licenceReminders ? 1 : 0,
    licence_days: settings.licenceDaysBefore,
    digest: settings.digest ? 1 : 0,
    digest_weekday: settings.digestWeekday,
  });
}

/** The days from the day after `lastRunOn` to `today`, at most catchUpDays of them; today alone at first. */
export function daysToRun(lastRunOn: string, today: string): string[] {
  if (lastRunOn === '') return [today];
  if (lastRunOn >= today) return [];
  const days: string[] = [];
  for (let day = addDays(lastRunOn, 1); day <= today; day = addDays(day, 1)) days.push(day);
  return days.slice(-catchUpDays);
}

/**
 * The daily run of reminders (issue 15 §4), when one is due: one instance at a time takes the lease
 * (the others return at once), then sends the reminders of each day since the last run (today at
 * least), each recorded as it is queued so that it goes once whatever runs again. Answers how many
 * emails were queued, or undefined when there was nothing to do or another instance was at it.
 */
export async function runDueReminders(
  dependencies: ReminderDependencies,
  now: Date,
  holder: string = randomUUID(),
): Promise<number | undefined> {
  const { db, timeZone } = dependencies;
  const today = formatIsoDay(now.toISOString(), timeZone);
  const lease = await repository.takeLease(db, {
    name: leaseName,
    holder,
    now: now.toISOString(),
    until: new Date(now.getTime() + leaseMilliseconds).toISOString(),
  });
  if (!lease) return undefined;
  let ranOn: string | undefined;
  try {
    const days = daysToRun(lease.lastRunOn, today);
    if (days.length === 0) return undefined;
    dependencies.log.debug({ days }, 'the daily reminders run on this instance');
    const settings = await getReminderSettings(db);
    let queued = 0;
    for (const day of days) {
      if (settings.inductionReminders) queued += await sendInductionReminders(dependencies, settings, day, now);
      if (settings.licenceReminders) queued += await sendLicenceReminders(dependencies, settings, day, now);
      if (settings.digest && new Date(`${day}T12:00:00Z`).getUTCDay() === settings.digestWeekday) {
        queued += await sendWeeklyDigest(dependencies, day, now);
      }
    }
    ranOn = today;
    if (queued > 0) dependencies.log.info({ queued, days }, 'reminders queued');
    return queued;
  } finally {
    await repository.releaseLease(db, leaseName, holder, ranOn);
  }
}

/** `months` months before a moment, as completionExpiry counts them forwards (give or take the month's end). */
const monthsBefore = (moment: string, months: number) => {
  const date = new Date(moment);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * The standing completions whose validity ends on one of these days in the company's time zone:
 * those completed a year before, give or take the few days a month's end moves an expiry, then the
 * exact day checked with completionExpiry.
 */
async function completionsExpiringOn(db: Executor, days: readonly string[], timeZone: string) {
  const sorted = [...days].sort();
  const margin = 4 * 86_400_000;
  const from = new Date(
    monthsBefore(startOfDayIn(sorted[0]!, timeZone), completionValidityMonths).getTime() - margin,
  ).toISOString();
  const to = new Date(
    monthsBefore(startOfDayIn(addDays(sorted.at(-1)!, 1), timeZone), completionValidityMonths).getTime() + margin,
  ).toISOString();
  const wanted = new Set(days);
  return (await repository.listStandingCompletionsBetween(db, from, to)).flatMap((completion) => {
    const expiresOn = formatIsoDay(completionExpiry(completion.completed_at).toISOString(), timeZone);
    return wanted.has(expiresOn) ? [{ ...completion, expiresOn }] : [];
  });
}

/** To each worker whose induction expires in one of the set numbers of days from `day`, or on it. */
async function sendInductionReminders(
  dependencies: ReminderDependencies,
  settings: ReminderSettings,
  day: string,
  now: Date,
): Promise<number> {
  const { db, timeZone, publicUrl } = dependencies;
  const daysBefore = [...new Set([...settings.inductionDaysBefore, 0])];
  const expiryDays = new Map(daysBefore.map((before) => [addDays(day, before), before]));
  let queued = 0;
  for (const completion of await completionsExpiringOn(db, [...expiryDays.keys()], timeZone)) {
    const before = expiryDays.get(completion.expiresOn)!;
    queued += await sendOnce(db, { kind: 'induction', subject_id: completion.id, due_on: day }, now, async () => [
      inductionReminderEmail({
        to: completion.email,
        firstName: completion.first_name,
        inductionTitle: completion.title,
        expiresOn: completion.expiresOn,
        daysBefore: before,
        publicUrl,
        language: completion.language,
      }),
    ]);
  }
  return queued;
}

/** To each worker whose current licence expires the set number of days after `day`, with a renewal link. */
async function sendLicenceReminders(
  dependencies: ReminderDependencies,
  settings: ReminderSettings,
  day: string,
  now: Date,
): Promise<number> {
  const { db, publicUrl } = dependencies;
  const expiresOn = addDays(day, settings.licenceDaysBefore);
  let queued = 0;
  for (const licence of await repository.listLicencesExpiringOn(db, [expiresOn])) {
    queued += await sendOnce(db, { kind: 'licence', subject_id: licence.id, due_on: day }, now, async (transaction) => {
      const link = await createUploadLink(transaction, licence.id, 'renew', now);
      // Other systems hear of it the same day, once, with the reminder (decision 40).
      await queueLicenceEvent(transaction, 'licence.expiring', licence.id, { publicUrl, now });
      return [
        licenceReminderEmail({
          to: licence.email,
          firstName: licence.first_name,
          licence,
          number: licence.number,
          expiresOn: licence.expiry,
          link: uploadLinkUrl(publicUrl, link.token),
          linkExpiresOn: formatIsoDay(link.expiresAt.toISOString(), dependencies.timeZone),
          language: licence.language,
        }),
      ];
    });
  }
  return queued;
}

/** The weekly digest to every administrator, once for that day. */
async function sendWeeklyDigest(dependencies: ReminderDependencies, day: string, now: Date): Promise<number> {
  const digest = await gatherDigest(dependencies, day);
  const admins = await listAdminEmails(dependencies.db);
  return sendOnce(dependencies.db, { kind: 'digest', subject_id: 0, due_on: day }, now, async () =>
    admins.map((email) => digestEmail(email, digest, dependencies.publicUrl)),
  );
}

/** "Send digest now" (Settings → Reminders): this week's digest to one administrator, at once, unrecorded. */
export async function sendDigestNow(dependencies: ReminderDependencies, to: string, now: Date): Promise<void> {
  const digest = await gatherDigest(dependencies, formatIsoDay(now.toISOString(), dependencies.timeZone));
  await enqueueMail(dependencies.db, [digestEmail(to, digest, dependencies.publicUrl)], now);
}

const digestLicence = (row: LicenceRow) => {
  const licence = toLicence(row);
  return { ...licence, person: `${row.first_name} ${row.last_name}`, licenceName: licenceName(row) };
};

/** What the digest of `today` says: the last 7 days' expiries, the next 30 days', and licences to verify. */
async function gatherDigest({ db, timeZone }: ReminderDependencies, today: string): Promise<Digest> {
  // One read of the inductions expiring from a week ago to a month ahead, split at today.
  const days = Array.from({ length: 38 }, (_, index) => addDays(today, index - 7));
  const inductions = (await completionsExpiringOn(db, days, timeZone))
    .map((completion) => ({
      name: `${completion.first_name} ${completion.last_name}`,
      email: completion.email,
      title: completion.title,
      expiresOn: completion.expiresOn,
    }))
    .sort((a, b) => a.expiresOn.localeCompare(b.expiresOn));
  const limit = digestListLimit + 1;
  return {
    today,
    inductionsExpired: inductions.filter((item) => item.expiresOn < today),
    inductionsExpiring: inductions.filter((item) => item.expiresOn >= today),
    licencesExpired: (
      await repository.listLicencesExpiringBetween(db, addDays(today, -7), addDays(today, -1), limit)
    ).map(digestLicence),
    licencesExpiring: (await repository.listLicencesExpiringBetween(db, today, addDays(today, 30), limit)).map(
      digestLicence,
    ),
    licencesPending: (await repository.listPendingLicences(db, limit)).map(digestLicence),
    listLimit: digestListLimit,
  };
}

/**
 * Records a reminder and queues its emails in one transaction, unless it was recorded before: a
 * second run, a restart or another instance finds it recorded and sends nothing. Answers how many
 * emails were queued. Then gives way to other requests: a day's run is thousands of reminders at a
 * contractor's scale, which would hold a SQLite server to the last.
 */
async function sendOnce(
  db: Kysely<Database>,
  reminder: { kind: 'induction' | 'licence' | 'digest'; subject_id: number; due_on: string },
  now: Date,
  emails: (transaction: Executor) => Promise<Parameters<typeof enqueueMail>[1]>,
): Promise<number> {
  const queued = await db.transaction().execute(async (transaction) => {
    if (!(await repository.recordReminder(transaction, { ...reminder, sent_at: now.toISOString() }))) return 0;
    const messages = await emails(transaction);
    await enqueueMail(transaction, messages, now);
    return messages.length;
  });
  await giveWay();
  return queued;
}

/** How often an instance asks whether the day's run is due: soon after midnight, and soon after a start. */
const checkIntervalMilliseconds = 10 * 60 * 1000;

/**
 * Starts asking, at once and every 10 minutes, whether the daily reminders are due (a missed day is run
 * at start); the lease and the record of each reminder make several instances run it once.
 */
export function startReminderScheduler(dependencies: ReminderDependencies, now: () => Date) {
  return startPeriodicTask(
    async () => {
      await runDueReminders(dependencies, now());
    },
    { intervalMilliseconds: checkIntervalMilliseconds, log: dependencies.log, what: 'the daily reminders' },
  );
}
