import type { Executor } from '../../db/database.ts';
import { countFailingMessages, countWaitingMessages } from '../mail/outbox.repository.ts';
import { countProgressByStatus } from '../records/records.repository.ts';
import { countCompletions } from './metrics.repository.ts';

/** A count GET /metrics reports as a gauge, read from the database each time Prometheus scrapes. */
export type CountedGauge = { name: string; help: string; count: (db: Executor) => Promise<number> };

/** The gauges of the app's state; each is one cheap count query. */
export const countedGauges: CountedGauge[] = [
  {
    name: 'mail_outbox_pending',
    help: 'Emails in the outbox not sent yet, due or waiting for a retry.',
    count: countWaitingMessages,
  },
  {
    name: 'mail_outbox_failed',
    help: 'Emails not sent yet whose last delivery attempt failed; the worker retries them (hourly at most) and never gives up.',
    count: countFailingMessages,
  },
  {
    name: 'completions_total',
    help: 'Completions recorded, reset and superseded ones included.',
    count: countCompletions,
  },
  {
    name: 'progress_active',
    help: 'Inductions being taken: progress moved past the first page, not completed, and not ended by a new version.',
    count: async (db) => (await countProgressByStatus(db)).inProgress,
  },
];
