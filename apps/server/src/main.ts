import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { createStorage } from './storage/create-storage.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { deleteDeadSessions } from './modules/auth/sessions.ts';
import { startExpiredFileSweeps } from './modules/expiring-files/expiring-files.ts';
import { startFileSweeps } from './modules/file-sweeps/file-sweeps.ts';
import { uploadStagingFolder } from './lib/upload-staging.ts';

const startedAt = performance.now();

/** apps/web/dist beside this bundle (apps/server/dist/main.js), when it has been built. */
function findWebDist(): string | undefined {
  const candidate = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return fs.existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

async function start(): Promise<void> {
  let config;
  try {
    config = loadConfig(undefined, { webDistDir: findWebDist() });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = createDatabase(config.database);
  const app = await buildApp(config, database, await createStorage(config));
  let fileSweeps: { stop(): Promise<void> } | undefined;
  let leftoverSweeps: { stop(): Promise<void> } | undefined;
  const closeEverything = async () => {
    // Finishes the requests in progress, then stops the mail worker (app.ts onClose) after its current message.
    await app.close();
    await fileSweeps?.stop();
    await leftoverSweeps?.stop();
    await database.db.destroy();
  };

  let isClosing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      app.log.info(`${signal} received: finishing requests in progress, then stopping`);
      closeEverything().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info(`database migrations applied: ${applied.join(', ')}`);
    await ensureFirstAdmin(database.db, config.firstAdmin, app.log, app.clock.now());
    await deleteDeadSessions(database.db, app.clock.now());
    // Emails queued before a restart, or while email was not configured, go out from here on.
    app.mailWorker.start();
    // Files stored for a download link are deleted once the link has expired, also after a restart.
    fileSweeps = startExpiredFileSweeps({
      db: database.db,
      storage: app.storage,
      log: app.log.child({ module: 'expiring-files' }),
      now: () => app.clock.now(),
    });
    // Files that no record refers to (a crash mid-request, a replaced PDF) are deleted, also after a restart.
    leftoverSweeps = startFileSweeps({
      db: database.db,
      storage: app.storage,
      stagingFolder: uploadStagingFolder(config.dataDir),
      log: app.log.child({ module: 'file-sweeps' }),
      now: () => app.clock.now(),
    });
    if (!config.webDistDir) app.log.warn('the web app is not built (npm run build); only the API is served');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'the server could not start');
    await closeEverything().catch(() => {});
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL';
  app.log.info(
    `Crane Safety Induction is ready in ${Math.round(performance.now() - startedAt)} ms on port ${port} ` +
      `(${where}). Open ${config.publicUrl} and choose Admin Login to sign in.`,
  );
}

await start();
