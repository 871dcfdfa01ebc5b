import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { startBackgroundTasks, type BackgroundTasks } from './background-tasks.ts';
import { closeServer } from './close-server.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/create-database.ts';
import { logFormatFor } from './lib/log-format.ts';
import { createStorage } from './storage/create-storage.ts';
import { migrateToLatest } from './db/migrate.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { versionExistingInductions } from './modules/versions/versions.service.ts';
import { sealUnsealedCompletions } from './modules/evidence/evidence.service.ts';

const startedAt = performance.now();

/**
 * How long a stop may take before the process ends anyway: in-flight uploads get this long to finish,
 * under the 30 seconds most process managers wait before they kill.
 */
const shutdownGraceMilliseconds = 25_000;

/** apps/web/dist beside this bundle (apps/server/dist/main.js), when it has been built. */
function findWebDist(): string | undefined {
  const candidate = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return fs.existsSync(path.join(candidate, 'index.html')) ? candidate : undefined;
}

async function start(): Promise<void> {
  let config;
  try {
    // Without an environment given, config.ts reads the process's own. The log is readable lines when
    // a person watches the terminal, JSON lines when the output goes to a pipe or a file.
    config = loadConfig(undefined, { webDistDir: findWebDist(), logFormat: logFormatFor(process.stdout) });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const database = createDatabase(config.database);
  const app = await buildApp(config, database, await createStorage(config));
  let background: BackgroundTasks | undefined;
  const closeEverything = () => closeServer(app, database, background);

  // SIGTERM, SIGINT or an uncaught error close everything once; a second signal or the grace ends the process.
  closeWithGrace({ delay: shutdownGraceMilliseconds, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an unexpected error');
    else if (signal) app.log.info(`${signal} received: finishing requests in progress, then stopping`);
    await closeEverything();
  });

  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length > 0) app.log.info(`database migrations applied: ${applied.join(', ')}`);
    await ensureFirstAdmin(database.db, config.firstAdmin, app.log, app.clock.now());
    const versioned = await versionExistingInductions(
      { db: database.db, storage: app.storage, publicUrl: config.publicUrl, timeZone: config.timeZone },
      app.clock.now(),
    );
    if (versioned > 0) app.log.info(`version 1 made of ${versioned} inductions published before versions`);
    const sealed = await sealUnsealedCompletions(database.db, app.clock.now());
    if (sealed > 0) app.log.info(`${sealed} completions made before evidence sealed into the chain`);
    background = startBackgroundTasks(app);
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
