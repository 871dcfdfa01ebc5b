import type { FastifyInstance } from 'fastify';
import type { BackgroundTasks } from './background-tasks.ts';
import type { DatabaseHandle } from './db/create-database.ts';

/**
 * Stops a server in order (main.ts, on SIGTERM or SIGINT): it takes no new requests and answers those
 * whose clients wait (app.close(), which also stops the mail and webhook workers after their current
 * message); then the handlers of requests whose clients went away finish their work; then the periodic
 * tasks stop; the database closes last.
 */
export async function closeServer(
  app: FastifyInstance,
  database: DatabaseHandle,
  background: BackgroundTasks | undefined,
): Promise<void> {
  await app.close();
  await app.handlersInFlight.finished();
  await background?.stop();
  await database.db.destroy();
}
