import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { GetMailSettings, MailSettings } from './mail-settings.ts';
import { createSmtpTransport, describeMailError, isConnectionError, type MailTransport } from './mail-transport.ts';
import { createPollingLoop } from '../../lib/polling-loop.ts';
import * as repository from './outbox.repository.ts';

/** Delivers the mail outbox in the background; one per process, several processes may share a database. */
export type OutboxWorker = {
  /** Starts polling; does nothing when already started. */
  start: () => void;
  /** Stops polling; resolves once the message being sent (if any) is sent and recorded. Idempotent. */
  stop: () => Promise<void>;
  /** Asks for a delivery round now (call it after committing new messages); harmless when stopped. */
  notify: () => void;
  /** One delivery round over every due message; what start() runs on each poll. */
  deliverDueMessages: () => Promise<DeliveryRound>;
};

export type DeliveryRound = { isConfigured: boolean; delivered: number; failed: number };

export type OutboxWorkerOptions = {
  db: Kysely<Database>;
  /** Read before every round, so that changed settings apply without a restart. */
  getMailSettings: GetMailSettings;
  log: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Time between rounds when nobody calls notify(). */
  pollIntervalMilliseconds?: number;
  /** Messages read per query; a round goes on until nothing is due. */
  batchSize?: number;
  /** How long a claimed message stays reserved for the worker sending it. */
  leaseMilliseconds?: number;
  /** The clock deciding what is due (the app's); tests move it instead of waiting. */
  now: () => Date;
  createTransport?: (settings: MailSettings) => MailTransport;
};

export const defaultPollIntervalMilliseconds = 5_000;
const defaultBatchSize = 20;
/** Far longer than one SMTP attempt can take (mail-transport.ts timeouts). */
const defaultLeaseMilliseconds = 10 * 60_000;
const firstRetryDelayMilliseconds = 30_000;
const maximumRetryDelayMilliseconds = 60 * 60_000;
/** From this many failed attempts on, each further failure of a message is logged on its own. */
export const persistentFailureAttempts = 10;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 hour. */
export function retryDelayMilliseconds(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(firstRetryDelayMilliseconds * 2 ** doublings, maximumRetryDelayMilliseconds);
}

/** Creates a worker; background-tasks.ts starts it after migrations and app.close() stops it. */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, getMailSettings, log } = options;
  const pollInterval = options.pollIntervalMilliseconds ?? defaultPollIntervalMilliseconds;
  const batchSize = options.batchSize ?? defaultBatchSize;
  const lease = options.leaseMilliseconds ?? defaultLeaseMilliseconds;
  const { now } = options;
  const createTransport = options.createTransport ?? createSmtpTransport;

  let current: { key: string; transport: MailTransport } | undefined;
  let hasLoggedNotConfigured = false;
  // Ends a round between two messages when the worker stops.
  let isStopping = false;

  const instant = (offset = 0) => new Date(now().getTime() + offset).toISOString();

  function transportFor(settings: MailSettings): MailTransport {
    const key = JSON.stringify(settings);
    if (current?.key !== key) {
      current?.transport.close();
      current = { key, transport: createTransport(settings) };
    }
    return current.transport;
  }

  /** The settings of this round; a source that cannot be read (e.g. an undecryptable password) counts as none. */
  async function readSettings(): Promise<{ settings: MailSettings | undefined; problem: string | undefined }> {
    try {
      return { settings: await getMailSettings(), problem: undefined };
    } catch (error) {
      return { settings: undefined, problem: error instanceof Error ? error.message : String(error) };
    }
  }

  async function deliverDueMessages(): Promise<DeliveryRound> {
    const { settings, problem } = await readSettings();
    if (!settings) {
      if (!hasLoggedNotConfigured) {
        hasLoggedNotConfigured = true;
        const waiting = await repository.countWaitingMessages(db);
        const reason = problem
          ? `the email settings cannot be read (${problem})`
          : 'email is not configured (set SMTP_HOST and SMTP_FROM, or save the settings in Settings, Email)';
        log.warn({ waiting }, `${reason}: ${waiting} email(s) wait in the outbox and go out once email works`);
      }
      return { isConfigured: false, delivered: 0, failed: 0 };
    }
    if (hasLoggedNotConfigured) {
      hasLoggedNotConfigured = false;
      log.info('email is configured: sending the emails waiting in the outbox');
    }
    const transport = transportFor(settings);
    let delivered = 0;
    let failed = 0;
    let firstError: string | undefined;
    // After the server is found unreachable or refuses the login, the other due messages are not tried
    // in this round (each would fail alike) but get the same backoff, so an outage costs one connection
    // attempt per retry interval.
    let connectionFailure: string | undefined;

    while (!isStopping) {
      const due = await repository.findDueMessages(db, instant(), batchSize);
      if (due.length === 0) break;
      for (const message of due) {
        if (isStopping) break;
        if (!(await repository.claimMessage(db, message, instant(lease)))) continue;
        let error = connectionFailure;
        if (error === undefined) {
          try {
            const attachments = await repository.listAttachments(db, message.id);
            await transport.send({
              to: message.recipient,
              subject: message.subject,
              text: message.text_body,
              html: message.html_body ?? undefined,
              attachments: attachments.map((attachment) => ({
                fileName: attachment.file_name,
                contentType: attachment.content_type,
                content: attachment.content,
              })),
            });
            await repository.markMessageSent(db, message.id, instant());
            // The sent message stays as the record; its files (a certificate can be drawn again) go. Only
            // after it is marked sent, so a crash in between never resends it without them.
            if (attachments.length > 0) await repository.deleteAttachments(db, message.id);
            delivered += 1;
            continue;
          } catch (sendError) {
            error = describeMailError(sendError, settings);
            if (isConnectionError(sendError)) connectionFailure = error;
          }
        }
        const attempts = message.attempts + 1;
        const nextAttemptAt = instant(retryDelayMilliseconds(attempts));
        await repository.recordFailedAttempt(db, message.id, { attempts, lastError: error, nextAttemptAt });
        failed += 1;
        firstError ??= error;
        if (attempts >= persistentFailureAttempts) {
          log.warn(
            { messageId: message.id, recipient: message.recipient, attempts, nextAttemptAt, error },
            `email ${message.id} has failed ${attempts} times; it stays in the outbox and is tried again every hour`,
          );
        }
      }
    }
    if (delivered > 0) log.info({ delivered }, `sent ${delivered} email(s) from the outbox`);
    if (failed > 0) {
      log.warn(
        { failed, error: firstError },
        `could not send ${failed} email(s): ${firstError ?? ''}; they stay in the outbox and will be tried again`,
      );
    }
    return { isConfigured: true, delivered, failed };
  }

  const loop = createPollingLoop({
    round: deliverDueMessages,
    intervalMilliseconds: pollInterval,
    onError: (error) => log.error({ err: error }, 'the mail outbox worker failed; it will try again'),
    onRoundEnd: () => log.debug('mail outbox round'),
  });

  return {
    start() {
      isStopping = false;
      loop.start();
    },
    async stop() {
      isStopping = true;
      await loop.stop();
      current?.transport.close();
      current = undefined;
    },
    notify: loop.notify,
    deliverDueMessages,
  };
}
