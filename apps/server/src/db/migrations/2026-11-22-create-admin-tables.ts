import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const idType = isPostgres(db) ? 'serial' : 'integer';
  await db.schema
    .createTable('admin_users')
    .addColumn('id', idType, (column) => (isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'super_admin')`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('admin_id', 'integer', (column) => column.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_admin_id_index').on('admin_sessions').column('admin_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', idType, (column) => (isPostgres(db) ? column.primaryKey() : column.primaryKey().autoIncrement()))
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('failed_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_failed_at_index')
    .on('login_failures')
    .columns(['key', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
  await db.schema.dropTable('admin_sessions').execute();
  await db.schema.dropTable('admin_users').execute();
}
