import { sql, type Kysely } from 'kysely';

/**
 * Email settings saved from the Settings tab, overriding the SMTP_* variables: at most one row (id 1).
 * The password is stored encrypted (AES-256-GCM) under a key kept outside the database.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('email_settings')
    .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
    .addColumn('host', 'text', (column) => column.notNull())
    .addColumn('port', 'integer', (column) => column.notNull())
    .addColumn('secure', 'integer', (column) => column.notNull().check(sql`secure in (0, 1)`))
    .addColumn('username', 'text', (column) => column.notNull())
    .addColumn('encrypted_password', 'text')
    .addColumn('from_address', 'text', (column) => column.notNull())
    // The admin who saved them (not a foreign key: the record outlives the account).
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_settings').execute();
}
