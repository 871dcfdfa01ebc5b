import { setImmediate } from 'node:timers/promises';

/**
 * Lets the server read and answer other requests before a long piece of work goes on. SQLite's driver
 * answers without ever waiting, so a loop of queries on it holds the event loop to its end: a loop over
 * thousands of rows (the chain check, the webhook outbox, the daily reminders) calls this after each batch.
 */
export const giveWay = (): Promise<void> => setImmediate();
