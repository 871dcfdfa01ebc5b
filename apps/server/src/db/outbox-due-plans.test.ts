import { CompiledQuery, type Compilable } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app.ts';
import { dueMessagesQuery } from '../modules/mail/outbox.repository.ts';
import { dueDeliveriesQuery } from '../modules/webhooks/webhooks.repository.ts';
import type { Executor } from './database.ts';

/**
 * Each batch an outbox's worker reads must come from its due index in order and stop at the batch's
 * limit: sorted after the read, every batch read all that was due, and a round through 20,000
 * deliveries took 11 s on SQLite (m0053). The tables are near empty here, so the plans are those the
 * indexes allow: on PostgreSQL without sequential scans, which its planner prefers for a small table.
 */
describe.each(databaseKinds)('the outboxes’ batches on %s', (kind) => {
  let test: TestApp;

  beforeEach(async () => {
    test = await createTestApp(kind);
  });
  afterEach(async () => {
    await test.close();
  });

  async function planOf(query: Compilable): Promise<string> {
    const { sql: text, parameters } = query.compile();
    if (kind === 'sqlite') {
      const rows = await test.app.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      return rows.rows.map((row) => row.detail).join('\n');
    }
    return test.app.db.transaction().execute(async (transaction) => {
      await transaction.executeQuery(CompiledQuery.raw('set local enable_seqscan = off'));
      const rows = await transaction.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }
  const at = '2026-03-02T10:00:00.000Z';
  const sortOf = kind === 'sqlite' ? 'TEMP B-TREE' : 'Sort';

  it.each([
    ['webhook deliveries', (db: Executor) => dueDeliveriesQuery(db, at, 20), 'webhook_deliveries_due_index'],
    ['emails', (db: Executor) => dueMessagesQuery(db, at, 10), 'mail_outbox_due_index'],
  ])('reads the due %s from the due index in order, without sorting them', async (_, query, index) => {
    const plan = await planOf(query(test.app.db));
    expect(plan).toContain(index);
    expect(plan).not.toContain(sortOf);
  });
});
