import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createSystemClock } from '../lib/time.ts';
import { seedCompletions } from '../modules/seed/seed-completions.ts';

/** `npm run seed -- --completions N`: adds N realistic completions to the configured database. */
try {
  const { values } = parseArgs({ options: { completions: { type: 'string', default: '1000' } } });
  const count = Number(values.completions);
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
    throw new Error('Usage: npm run seed -- --completions N   (N from 1 to 1000000)');
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    await seedCompletions(database.db, count, createSystemClock().now(), (line) => process.stdout.write(`${line}\n`));
    process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  } finally {
    await database.db.destroy();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
