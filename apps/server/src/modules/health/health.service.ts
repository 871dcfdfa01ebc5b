import type { FastifyBaseLogger } from 'fastify';
import type { HealthResponse, ReadinessResponse } from '@crane/contract';
import type { Executor } from '../../db/database.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { pingDatabase } from './health.repository.ts';

/**
 * How long each readiness check may take: a load balancer's probe gives up after a few seconds, and a
 * store that answers slower than this cannot serve requests either.
 */
export const readinessTimeoutMilliseconds = 3_000;

/** Whether the server can reach its database; the reason it cannot goes to the log, not the answer. */
export async function checkHealth(db: Executor, log: FastifyBaseLogger): Promise<HealthResponse> {
  const database = await isReachable(() => pingDatabase(db), 'database', log);
  return { status: database ? 'ok' : 'error', database: database ? 'reachable' : 'unreachable' };
}

/**
 * Whether this instance can serve requests: its database and its file storage both answer, each
 * within `timeoutMilliseconds`. The reasons go to the log, not the answer.
 */
export async function checkReadiness(
  { db, storage, log }: { db: Executor; storage: FileStorage; log: FastifyBaseLogger },
  timeoutMilliseconds = readinessTimeoutMilliseconds,
): Promise<ReadinessResponse> {
  const [database, files] = await Promise.all([
    isReachable(() => pingDatabase(db), 'database', log, timeoutMilliseconds),
    isReachable(() => storage.checkReachable(), 'storage', log, timeoutMilliseconds),
  ]);
  return {
    status: database && files ? 'ok' : 'error',
    database: database ? 'reachable' : 'unreachable',
    storage: files ? 'reachable' : 'unreachable',
  };
}

async function isReachable(
  check: () => Promise<void>,
  what: 'database' | 'storage',
  log: FastifyBaseLogger,
  timeoutMilliseconds?: number,
): Promise<boolean> {
  try {
    await (timeoutMilliseconds === undefined ? check() : withinTime(check(), timeoutMilliseconds));
    return true;
  } catch (error) {
    log.error({ err: error }, `health check: ${what} unreachable`);
    return false;
  }
}

/** The promise, or a rejection once `milliseconds` have passed without it settling. */
function withinTime(promise: Promise<void>, milliseconds: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
