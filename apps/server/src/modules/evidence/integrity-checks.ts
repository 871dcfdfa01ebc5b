import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { IntegrityReportSchema, type IntegrityCheck, type IntegrityReport } from '@crane/contract';
import type { Database, Executor, IntegrityChecksTable } from '../../db/database.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { listAdminEmails } from '../inductee/completions.repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { queueIntegrityEvent } from '../webhooks/webhook-events.ts';
import { findLastEvidence } from './evidence.repository.ts';
import { checkIntegrity } from './evidence.service.ts';
import { integrityAlertEmail } from './integrity-alert-email.ts';
import * as repository from './integrity-checks.repository.ts';

/**
 * A running check says how far it is after each batch of 500 completions, a few times a second; one
 * silent for this long has stopped without saying so (its instance was killed), and another may start.
 */
export const silentCheckStopsAfterMs = 60_000;

/** Who starts a check, an admin or the nightly check: the actor of its audit entry once it finishes. */
export type CheckStarter = Omit<AuditActor, 'now'>;

/** Checks of the whole chain run in the background (decision 28's addendum, session 49), one at a time. */
export type IntegrityChecks = {
  /** Starts a check, or answers the one running (on this instance or another) without starting a second. */
  start(starter: CheckStarter): Promise<IntegrityCheck>;
  /** The last check started, or null before the first. */
  latest(): Promise<IntegrityCheck | null>;
  /** Resolves once no check runs on this instance. */
  idle(): Promise<void>;
  /** Stops the check running on this instance, which ends `stopped`, and starts no more; the app's close calls it. */
  stop(): Promise<void>;
};

type CheckRow = Selectable<IntegrityChecksTable>;

type BrokenReport = IntegrityReport & { firstBrokenCompletionId: number; problem: string };

/** The report of altered records, with where and what; undefined when the records are intact. */
const brokenReport = (report: IntegrityReport): BrokenReport | undefined =>
  report.ok || report.firstBrokenCompletionId === undefined || report.problem === undefined
    ? undefined
    : { ...report, firstBrokenCompletionId: report.firstBrokenCompletionId, problem: report.problem };

/** The report of the last finished check, or null before the first (the dashboard's warning). */
export async function lastIntegrityReport(db: Executor): Promise<IntegrityReport | null> {
  const row = await repository.findLastFinishedCheck(db);
  return row?.report ? parseReport(row.report) : null;
}

const parseReport = (text: string) => IntegrityReportSchema.parse(JSON.parse(text));

/**
 * Whether a break is new: the last finished check was intact, or found another first break. Every
 * admin is then told by email, and subscribers by `integrity.broken`, once, not at each check that
 * finds the same break again.
 */
function isNewBreak(report: BrokenReport, previousReport: string | null): boolean {
  if (previousReport === null) return true;
  const previous = parseReport(previousReport);
  return (
    previous.ok ||
    previous.firstBrokenCompletionId !== report.firstBrokenCompletionId ||
    previous.problem !== report.problem
  );
}

export function createIntegrityChecks(deps: {
  db: Kysely<Database>;
  now: () => Date;
  timeZone: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Tells the mail and webhook workers that an alert is queued, so that it goes out at once. */
  notifyWorkers?: () => void;
}): IntegrityChecks {
  const { db, now, timeZone, publicUrl, log, notifyWorkers } = deps;
  let running: { id: number; controller: AbortController; done: Promise<void> } | undefined;
  let isStopped = false;

  /** Running as its row says, unless it is not on this instance and has been silent too long. */
  const statusOf = (row: CheckRow): IntegrityCheck['status'] => {
    if (row.status !== 'running' || running?.id === row.id) return row.status;
    const silentFor = now().getTime() - Date.parse(row.updated_at);
    return silentFor > silentCheckStopsAfterMs ? 'stopped' : 'running';
  };

  const toCheck = (row: CheckRow): IntegrityCheck => ({
    id: row.id,
    status: statusOf(row),
    startedAt: row.started_at,
    startedBy: row.started_by,
    checked: row.checked,
    total: row.total,
    report: row.report === null ? null : parseReport(row.report),
    timeZone,
  });

  async function run(id: number, startedAt: string, starter: CheckStarter, signal: AbortSignal): Promise<void> {
    let report: IntegrityReport;
    try {
      report = await checkIntegrity(db, now(), timeZone, {
        signal,
        onBatch: (checked) => repository.updateCheckProgress(db, id, checked, now().toISOString()),
      });
    } catch (error) {
      if (!signal.aborted) log.error({ err: error, checkId: id }, 'The integrity check failed');
      await repository.endCheck(db, id, { status: 'stopped', report: null, updated_at: now().toISOString() });
      return;
    }
    const at = now();
    // The report, its audit entry and the alert of a new break are written together: the email and the
    // event go out once the report is kept, and never for a report that was not.
    const hasAlerted = await db.transaction().execute(async (transaction) => {
      const previous = await repository.findLastFinishedCheck(transaction);
      await repository.endCheck(transaction, id, {
        status: 'finished',
        checked: report.checked,
        report: JSON.stringify(report),
        updated_at: at.toISOString(),
      });
      await recordAudit(
        transaction,
        { ...starter, now: at },
        {
          action: 'integrity-checked',
          details: { ok: report.ok, checked: report.checked, firstBrokenCompletionId: report.firstBrokenCompletionId },
        },
      );
      const broken = brokenReport(report);
      if (!broken || !isNewBreak(broken, previous?.report ?? null)) return false;
      const admins = await listAdminEmails(transaction);
      await enqueueMail(
        transaction,
        admins.map((to) => integrityAlertEmail(to, broken, publicUrl)),
        at,
      );
      await queueIntegrityEvent(transaction, { id, startedBy: starter.email, startedAt }, broken, {
        publicUrl,
        now: at,
      });
      return true;
    });
    if (hasAlerted) notifyWorkers?.();
  }

  return {
    async start(starter) {
      if (isStopped) throw new Error('The integrity checks have stopped: the server is closing');
      const { row, isNew } = await db.transaction().execute(async (transaction) => {
        await repository.lockIntegrityChecks(transaction);
        const latest = await repository.findLatestCheck(transaction);
        if (latest && statusOf(latest) === 'running') return { row: latest, isNew: false };
        const at = now().toISOString();
        const inserted = await repository.insertCheck(transaction, {
          started_at: at,
          started_by_id: starter.id,
          started_by: starter.email,
          status: 'running',
          checked: 0,
          total: (await findLastEvidence(transaction))?.sequence ?? 0,
          updated_at: at,
          report: null,
        });
        return { row: inserted, isNew: true };
      });
      if (isNew) {
        const controller = new AbortController();
        const done = run(row.id, row.started_at, starter, controller.signal)
          .catch((error: unknown) => log.error({ err: error, checkId: row.id }, 'The integrity check could not end'))
          .finally(() => {
            running = undefined;
          });
        running = { id: row.id, controller, done };
      }
      return toCheck(row);
    },
    async latest() {
      const row = await repository.findLatestCheck(db);
      return row ? toCheck(row) : null;
    },
    idle: () => running?.done ?? Promise.resolve(),
    async stop() {
      isStopped = true;
      running?.controller.abort();
      await running?.done;
    },
  };
}
