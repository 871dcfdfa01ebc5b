import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** `npm run db:migrate`: brings the configured database up to date and stops. */
try {
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    const applied = await migrateToLatest(database.db);
    process.stdout.write(
      applied.length > 0 ? `Applied: ${applied.join(', ')}\n` : 'The database is already up to date.\n',
    );
  } finally {
    await database.db.destroy();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
