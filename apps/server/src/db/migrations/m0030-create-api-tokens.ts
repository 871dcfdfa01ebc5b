import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * API tokens (issue 17 §2, decision 39): other systems read completions, licences, inductions or the
 * audit log with a token a super administrator made. Only the token's SHA-256 is kept (a token is 32
 * random bytes: nothing to guess, so no slow hash is needed), with its first characters to recognise it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    /** JSON list of scopes. */
    .addColumn('scopes', 'text', (column) => column.notNull())
    .addColumn('created_by_id', 'integer', (column) => column.notNull().references('admin_users.id'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    /** The last day it works (YYYY-MM-DD, the company's zone), and the moment that day ends. */
    .addColumn('expires_on', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_by_id', 'integer', (column) => column.references('admin_users.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('api_tokens').execute();
}
