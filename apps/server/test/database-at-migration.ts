import { Migrator, type Kysely } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/create-database.ts';
import type { Database } from '../src/db/database.ts';
import { migrations } from '../src/db/migrate.ts';
import { createTestDatabaseUrl, type DatabaseKind } from './test-app.ts';

/**
 * A new test database migrated up to and including `migrationName`, for a migration test to fill with
 * rows as they were before the next migrations; `close` destroys the connection and drops it. `env`
 * says where it is (DATA_DIR, and DATABASE_URL on PostgreSQL), for a test that opens connections of its own;
 * `migrator` moves it up or down from there.
 */
export async function openDatabaseAtMigration(
  kind: DatabaseKind,
  migrationName: string,
): Promise<{ db: Kysely<Database>; close: () => Promise<void>; env: Record<string, string>; migrator: Migrator }> {
  const database = await createTestDatabaseUrl(kind);
  const handle = createDatabase(loadConfig({ LOG_LEVEL: 'silent', ...database.env }).database);
  const close = async () => {
    await handle.db.destroy();
    await database.drop();
  };
  const migrator = new Migrator({ db: handle.db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const result = await migrator.migrateTo(migrationName);
  if (result.error) {
    await close();
    throw result.error instanceof Error ? result.error : new Error(`Could not migrate to ${migrationName}`);
  }
  return { db: handle.db, close, env: database.env, migrator };
}
