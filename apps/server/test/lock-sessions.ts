import pg from 'pg';
import type { TestApp } from './test-app.ts';

/**
 * Two more sessions on the test app's PostgreSQL, for tests of requests racing one another: `holder`
 * takes locks as a slow transaction of another request would, and `waitForLockWaits` watches, from the
 * other, until requests wait for them.
 */
export async function connectLockSessions(test: TestApp) {
  const database = test.config.database;
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const holder = new pg.Client({ connectionString: database.url });
  const watcher = new pg.Client({ connectionString: database.url });
  await holder.connect();
  await watcher.connect();
  return {
    holder,
    /** Waits until at least `count` backends wait for a lock, of `locktype` when one is given. */
    async waitForLockWaits(count: number, locktype?: string) {
      for (let tries = 0; tries < 400; tries += 1) {
        const { rows } = await watcher.query<{ waiting: number }>(
          'select count(*)::int as waiting from pg_locks where not granted and ($1::text is null or locktype = $1)',
          [locktype ?? null],
        );
        if (rows[0]!.waiting >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`${count} backend(s) did not wait for a ${locktype ?? ''} lock`);
    },
    async end() {
      await holder.end().catch(() => {});
      await watcher.end();
    },
  };
}
