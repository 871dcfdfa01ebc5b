import type { FastifyBaseLogger } from 'fastify';
import type { HealthResponse } from '@crane/contract';
import type { Executor } from '../../db/database.ts';
import { pingDatabase } from './health.repository.ts';

/** Whether the server can reach its database; the reason it cannot goes to the log, not the answer. */
export async function checkHealth(db: Executor, log: FastifyBaseLogger): Promise<HealthResponse> {
  try {
    await pingDatabase(db);
    return { status: 'ok', database: 'reachable' };
  } catch (error) {
    log.error({ err: error }, 'health check: database unreachable');
    return { status: 'error', database: 'unreachable' };
  }
}
