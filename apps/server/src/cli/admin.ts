import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AppError } from '../lib/app-error.ts';
import { createSystemClock } from '../lib/time.ts';
import { runAdminCommand, UsageError } from './admin-commands.ts';

/** Runs the command in the configured database. */
async function run(argv: string[]): Promise<string> {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    return await runAdminCommand(database.db, argv, createSystemClock().now());
  } finally {
    await database.db.destroy();
  }
}

try {
  process.stdout.write(`${await run(process.argv.slice(2))}\n`);
} catch (error) {
  const isExpected = error instanceof UsageError || error instanceof AppError || error instanceof Error;
  process.stderr.write(`${isExpected ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
