import type { FastifyBaseLogger } from 'fastify';
import { formatIsoDay, startOfDayIn } from '@crane/contract';
import { startPeriodicTask } from '../../lib/periodic-task.ts';
import { localActor } from '../audit/audit.service.ts';
import type { TakeTurn } from '../scheduler/shared-turns.ts';
import type { IntegrityChecks } from './integrity-checks.ts';

const hour = 60 * 60 * 1000;

/** The nightly check is due from this hour of the company's day, when the fewest people work. */
export const nightlyCheckHour = 2;

/** Who the nightly check's row and audit entry name. */
export const nightlyCheckStarter = 'the nightly check';

/**
 * Starts the nightly check of the chain if it is due: once a day, from 02:00 in the company's time zone,
 * unless a check (an admin's or the night's) has started since. A server down at night runs it when it
 * comes back. Answers whether it started one: false also when a check started before 02:00 is still
 * running, which the start joins; the night's own check then starts at a later turn.
 */
export async function runDueIntegrityCheck(checks: IntegrityChecks, now: Date, timeZone: string): Promise<boolean> {
  const today = formatIsoDay(now.toISOString(), timeZone);
  const dueFrom = Date.parse(startOfDayIn(today, timeZone)) + nightlyCheckHour * hour;
  if (now.getTime() < dueFrom) return false;
  const latest = await checks.latest();
  if (latest && Date.parse(latest.startedAt) >= dueFrom) return false;
  const check = await checks.start(localActor(nightlyCheckStarter, now));
  return Date.parse(check.startedAt) >= dueFrom;
}

/**
 * Looks every ten minutes whether the nightly check is due, on one instance at a time
 * (background-tasks.ts); the check then runs in the background like Check now, and a break it finds is
 * emailed to the admins.
 */
export function startNightlyIntegrityChecks({
  checks,
  timeZone,
  log,
  now,
  takeTurn,
}: {
  checks: IntegrityChecks;
  timeZone: string;
  log: FastifyBaseLogger;
  now: () => Date;
  takeTurn: TakeTurn;
}): { stop(): Promise<void> } {
  return startPeriodicTask(
    async () => {
      if (await runDueIntegrityCheck(checks, now(), timeZone)) log.info('the nightly check of the records started');
    },
    {
      intervalMilliseconds: hour / 6,
      log,
      what: 'the nightly check of the records',
      shared: { name: 'nightly-integrity-check', takeTurn, now },
    },
  );
}
