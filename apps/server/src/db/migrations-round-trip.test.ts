import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabaseAtMigration } from '../../test/database-at-migration.ts';
import { databaseKinds } from '../../test/test-app.ts';
import type { Database } from './database.ts';
import { isPostgres } from './dialect.ts';
import { migrations } from './migrate.ts';

/**
 * What the migrations made, as the database describes it: on SQLite each table, index, view and
 * trigger with its SQL; on PostgreSQL each column, constraint, index, trigger and function of the
 * schema (not those of extensions, which a `down` may leave in place). Kysely's own tables are left out.
 */
async function schemaOf(db: Kysely<Database>): Promise<string[]> {
  const { rows } = isPostgres(db)
    ? await sql<{ line: string }>`
        select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
            || ' ' || coalesce(column_default, '') as line
          from information_schema.columns where table_schema = current_schema()
        union all
        select 'constraint ' || conrelid::regclass || '.' || conname || ' ' || pg_get_constraintdef(oid)
          from pg_constraint where connamespace = current_schema()::regnamespace
        union all
        select 'index ' || indexdef from pg_indexes where schemaname = current_schema()
        union all
        select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
        union all
        select 'function ' || pg_get_functiondef(p.oid) from pg_proc p
          where p.pronamespace = current_schema()::regnamespace
            and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`.execute(db)
    : await sql<{ line: string }>`select type || ' ' || name || ' ' || coalesce(sql, '') as line
        from sqlite_master where name not like 'sqlite_%'`.execute(db);
  return rows
    .map((row) => row.line)
    .filter((line) => !/kysely_migration/.test(line))
    .sort();
}

describe.each(databaseKinds)('every migration on %s', (kind) => {
  let cleanUp: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await cleanUp?.();
  });

  it('is undone to the schema that was there before it, one by one down to an empty database', async () => {
    const names = Object.keys(migrations);
    const opened = await openDatabaseAtMigration(kind, names[0]!);
    cleanUp = opened.close;
    const { migrator } = opened;
    // The schema before each migration (none before the first), then the schema at the latest.
    const schemas = [[], await schemaOf(opened.db)];
    for (const name of names.slice(1)) {
      const up = await migrator.migrateUp();
      expect(up.error, name).toBeUndefined();
      expect(up.results?.map((result) => result.migrationName)).toEqual([name]);
      schemas.push(await schemaOf(opened.db));
    }
    expect(schemas.at(-1)!.length).toBeGreaterThan(100);

    for (const [index, name] of [...names.entries()].reverse()) {
      const down = await migrator.migrateDown();
      expect(down.error, name).toBeUndefined();
      expect(down.results?.map((result) => result.migrationName)).toEqual([name]);
      expect(await schemaOf(opened.db), `the schema after undoing ${name}`).toEqual(schemas[index]);
    }
  });
});
