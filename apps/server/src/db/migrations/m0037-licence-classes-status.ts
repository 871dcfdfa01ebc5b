import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { createCopyTriggers, dropCopyTriggers } from './m0035-licence-classes-in-register-order.ts';

/**
 * Each class row of a licence also holds the licence's `status`, kept by the triggers of m0035 (now
 * copying it too), under an index in the register's order within a class and a status (issue 18,
 * decision 42). The register's class and status filters then count and page from that index alone:
 * `class=LF&status=pending` with 1,500,000 licences counted its first 1,001 by walking the licences'
 * primary key beside the class's rows (PostgreSQL, 12 ms); from the index, under a millisecond.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('licence_classes')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .execute();
  await sql`update licence_classes set status = licences.status
    from licences where licences.id = licence_classes.licence_id`.execute(db);
  await db.schema
    .createIndex('licence_classes_status_index')
    .on('licence_classes')
    .columns(['class_code', 'is_current', 'status', 'expiry_sort', 'licence_id'])
    .execute();
  if (isPostgres(db)) await replacePostgresTriggers(db);
  else await replaceSqliteTriggers(db);
  // The planner learns the new index as it knows the others: SQLite, with statistics for the class
  // index of m0035 and none for this one, took this one for a class without a status and sorted the
  // whole class for a page (C6 with 1,000,000 completions: 238 ms, 2.0 ms after ANALYZE).
  await sql`analyze licence_classes`.execute(db);
}

/** m0035's triggers again, as it made them. */
export async function down(db: Kysely<any>): Promise<void> {
  await dropCopyTriggers(db);
  await createCopyTriggers(db);
  await db.schema.dropIndex('licence_classes_status_index').execute();
  await db.schema.alterTable('licence_classes').dropColumn('status').execute();
}

/** The copied columns: m0035's, and the status. */
const copiedColumns = ['is_current', 'expiry_sort', 'status'];

async function replaceSqliteTriggers(db: Kysely<any>): Promise<void> {
  const list = sql.raw(copiedColumns.join(', '));
  const changed = sql.raw(copiedColumns.map((column) => `old.${column} is not new.${column}`).join(' or '));
  const assigned = sql.raw(copiedColumns.map((column) => `${column} = new.${column}`).join(', '));
  await sql`drop trigger licence_classes_copy_licence`.execute(db);
  await sql`drop trigger licences_copy_to_classes`.execute(db);
  await sql`create trigger licence_classes_copy_licence after insert on licence_classes begin
    update licence_classes set (${list}) = (select ${list} from licences where id = new.licence_id)
    where class_code = new.class_code and licence_id = new.licence_id;
  end`.execute(db);
  await sql`create trigger licences_copy_to_classes after update of ${list} on licences
    when ${changed} begin
    update licence_classes set ${assigned} where licence_id = new.id;
  end`.execute(db);
}

async function replacePostgresTriggers(db: Kysely<any>): Promise<void> {
  const list = sql.raw(copiedColumns.join(', '));
  const into = sql.raw(copiedColumns.map((column) => `new.${column}`).join(', '));
  const changed = sql.raw(copiedColumns.map((column) => `old.${column} is distinct from new.${column}`).join(' or '));
  const assigned = sql.raw(copiedColumns.map((column) => `${column} = new.${column}`).join(', '));
  await sql`create or replace function licence_classes_copy_licence() returns trigger language plpgsql as $$
    begin
      select ${list} into ${into} from licences where id = new.licence_id;
      return new;
    end $$`.execute(db);
  await sql`create or replace function licences_copy_to_classes() returns trigger language plpgsql as $$
    begin
      update licence_classes set ${assigned} where licence_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger licences_copy_to_classes on licences`.execute(db);
  await sql`create trigger licences_copy_to_classes after update of ${list} on licences
    for each row when (${changed}) execute function licences_copy_to_classes()`.execute(db);
}
