import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { HttpTimeouts } from '../src/lib/http-timeouts.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { createStorage } from '../src/storage/create-storage.ts';
import type { FileStorage } from '../src/storage/file-storage.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureFirstAdmin } from '../src/modules/auth/first-admin.ts';
import { checkAnswersAgainstDocument, checkWebhookBodiesAgainstDocument } from './openapi-conformance.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const databaseKinds: DatabaseKind[] = process.env['TEST_DATABASE_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];

export const firstAdmin = { email: 'root@example.com', password: 'root-password-1', name: 'Root Admin' };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/** A fresh empty database: a new SQLite file, or a new PostgreSQL database on the test server. */
export async function createTestDatabaseUrl(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-test-'));
  if (kind === 'sqlite') {
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'] ?? '';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the app as main.ts does (migrations, first admin) on a fresh database. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    extend?: (app: FastifyInstance) => void;
    storage?: FileStorage;
    /** Shorter than the real ones, for a test that waits for one to pass. */
    httpTimeouts?: HttpTimeouts;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabaseUrl(kind);
  const config = loadConfig(
    {
      LOG_LEVEL: 'silent',
      // Fixed, so that what tests expect of dates does not depend on the machine's zone.
      TIME_ZONE: 'UTC',
      ADMIN_EMAIL: firstAdmin.email,
      ADMIN_PASSWORD: firstAdmin.password,
      ADMIN_NAME: firstAdmin.name,
      ...database.env,
      ...env,
    },
    { webDistDir: options.webDistDir },
  );
  const handle = createDatabase(config.database);
  const app = await buildApp(config, handle, options.storage ?? (await createStorage(config)), options.httpTimeouts);
  await migrateToLatest(handle.db);
  await ensureFirstAdmin(handle.db, config.firstAdmin, app.log, app.clock.now());
  options.extend?.(app);
  const conformance = checkAnswersAgainstDocument(app);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      const webhookFailures = await checkWebhookBodiesAgainstDocument(app, handle.db);
      await app.close();
      await handle.db.destroy();
      await database.drop();
      const failures = [...conformance.failures, ...webhookFailures];
      if (failures.length > 0)
        throw new Error(`Answers unlike the OpenAPI document:\n${[...new Set(failures)].join('\n')}`);
    },
  };
}

/**
 * Another instance of a test app's server on the same database and files, as a second server behind
 * a load balancer would be; close it before the first.
 */
export async function createSecondInstance(
  test: TestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const handle = createDatabase(test.config.database);
  const app = await buildApp(test.config, handle, await createStorage(test.config));
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.db.destroy();
    },
  };
}

/** The `name=value` pair of the session cookie a reply set, for the next request's Cookie header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'admin_session');
  if (!cookie) throw new Error(`no session cookie in the reply (status ${response.statusCode})`);
  return `admin_session=${cookie.value}`;
}

/** Signs in and answers the Cookie header of the new session. */
export async function logIn(
  app: FastifyInstance,
  email = firstAdmin.email,
  password = firstAdmin.password,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return sessionCookie(response);
}
