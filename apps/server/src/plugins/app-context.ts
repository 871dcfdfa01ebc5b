import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/create-database.ts';
import type { Database } from '../db/database.ts';
import { createSystemClock, type Clock } from '../lib/time.ts';
import type { FileStorage } from '../storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    storage: FileStorage;
    /** Where every time read of the app comes from (lib/time.ts); tests move it on. */
    clock: Clock;
  }
}

export type AppContextOptions = { config: Config; database: DatabaseHandle; storage: FileStorage };

/** What every other plugin and route reads from the app: the configuration, database, file store and clock. */
export const appContext = fastifyPlugin(
  async (app: FastifyInstance, { config, database, storage }: AppContextOptions) => {
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('storage', storage);
    app.decorate('clock', createSystemClock());
  },
  { name: 'app-context', fastify: '5.x' },
);
