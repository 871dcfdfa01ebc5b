import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabaseUrl, databaseKinds } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { closeServer } from './close-server.ts';
import { loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createStorage } from './storage/create-storage.ts';

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Lets the event loop turn a few times: long enough for any close already begun to finish. */
async function letTheEventLoopTurn(): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

describe.each(databaseKinds)('stopping the server on %s', (kind) => {
  it('lets a request whose client went away finish its work before the database closes', async () => {
    const database = await createTestDatabaseUrl(kind);
    try {
      const config = loadConfig({ LOG_LEVEL: 'silent', ...database.env });
      const handle = createDatabase(config.database);
      const app = await buildApp(config, handle, await createStorage(config));
      await migrateToLatest(handle.db);
      const entered = deferred();
      const released = deferred();
      const appClosing = deferred();
      let outcome: unknown;
      app.get('/api/test/slow-write', { config: { access: 'public' } }, async () => {
        entered.resolve();
        await released.promise;
        try {
          const { rows } = await sql<{ one: number }>`select 1 as one`.execute(app.db);
          outcome = rows[0]?.one;
        } catch (error) {
          outcome = error;
        }
        return { ok: true };
      });
      app.addHook('onClose', async () => appClosing.resolve());
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;

      // A phone asks, and loses its signal while the server works on the answer.
      const client = http.get(`http://127.0.0.1:${port}/api/test/slow-write`);
      client.on('error', () => {});
      await entered.promise;
      client.destroy();

      let isClosed = false;
      const closing = closeServer(app, handle, undefined).then(() => (isClosed = true));
      await appClosing.promise;
      await vi.waitFor(() => expect(app.server.listening).toBe(false));
      await letTheEventLoopTurn();
      expect(app.handlersInFlight.count()).toBe(1);
      expect(isClosed).toBe(false);

      released.resolve();
      await closing;
      expect(outcome).toBe(1);
      expect(app.handlersInFlight.count()).toBe(0);
      // The database is closed now.
      await expect(sql`select 1`.execute(app.db)).rejects.toThrow();
    } finally {
      await database.drop();
    }
  });
});
