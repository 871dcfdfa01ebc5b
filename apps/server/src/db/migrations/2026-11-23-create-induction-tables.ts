import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('inductions')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('total_min_time_minutes', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(sql`status in ('draft', 'active', 'archived')`))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('inductions_status_index').on('inductions').column('status').execute();

  await db.schema
    .createTable('induction_pages')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('induction_id', 'integer', (column) => column.notNull().references('inductions.id').onDelete('cascade'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('page_order', 'integer', (column) => column.notNull())
    .addColumn('min_time_seconds', 'integer', (column) => column.notNull())
    .addColumn('content_type', 'text', (column) => column.notNull().check(sql`content_type in ('richText', 'quiz')`))
    .addColumn('content_html', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('pdf_url', 'text')
    .addColumn('require_signature', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('quiz_json', 'text', (column) => column.notNull().defaultTo('{"questions":[]}'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('induction_pages_induction_order_index')
    .on('induction_pages')
    .columns(['induction_id', 'page_order'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('induction_pages').execute();
  await db.schema.dropTable('inductions').execute();
}
