import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Each class row of a licence holds the licence's `is_current` and `expiry_sort`, kept by triggers as
 * the licence changes, and an index orders a class's rows as the register orders licences (issue 18,
 * decision 42). The register's class filter then reads a class's current licences in an expiry range
 * from that index alone: `class=DG&expiresWithinDays=90` with 100,000 completions read each of the
 * class's 12,500 licences to test its expiry (9 ms to count 987 matches). Triggers keep the copies, so
 * no write path can forget them: a class row takes its licence's values as it is inserted, and a
 * licence's new values go to its class rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('licence_classes')
    .addColumn('is_current', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('licence_classes')
    .addColumn('expiry_sort', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await sql`update licence_classes set is_current = licences.is_current, expiry_sort = licences.expiry_sort
    from licences where licences.id = licence_classes.licence_id`.execute(db);
  await db.schema
    .createIndex('licence_classes_register_index')
    .on('licence_classes')
    .columns(['class_code', 'is_current', 'expiry_sort', 'licence_id'])
    .execute();
  await createCopyTriggers(db);
}

/** The triggers that copy a licence's values to its class rows, as this migration made them (m0037 undone). */
export async function createCopyTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

/** Drops those triggers, as this migration or m0037 made them. */
export async function dropCopyTriggers(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger licences_copy_to_classes on licences`.execute(db);
    await sql`drop function licences_copy_to_classes()`.execute(db);
    await sql`drop trigger licence_classes_copy_licence on licence_classes`.execute(db);
    await sql`drop function licence_classes_copy_licence()`.execute(db);
  } else {
    await sql`drop trigger licences_copy_to_classes`.execute(db);
    await sql`drop trigger licence_classes_copy_licence`.execute(db);
  }
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql`create trigger licence_classes_copy_licence after insert on licence_classes begin
    update licence_classes set
      is_current = (select is_current from licences where id = new.licence_id),
      expiry_sort = (select expiry_sort from licences where id = new.licence_id)
    where class_code = new.class_code and licence_id = new.licence_id;
  end`.execute(db);
  await sql`create trigger licences_copy_to_classes after update of is_current, expiry_sort on licences
    when old.is_current is not new.is_current or old.expiry_sort is not new.expiry_sort begin
    update licence_classes set is_current = new.is_current, expiry_sort = new.expiry_sort
    where licence_id = new.id;
  end`.execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function licence_classes_copy_licence() returns trigger language plpgsql as $$
    begin
      select is_current, expiry_sort into new.is_current, new.expiry_sort from licences where id = new.licence_id;
      return new;
    end $$`.execute(db);
  await sql`create trigger licence_classes_copy_licence before insert on licence_classes
    for each row execute function licence_classes_copy_licence()`.execute(db);
  await sql`create function licences_copy_to_classes() returns trigger language plpgsql as $$
    begin
      update licence_classes set is_current = new.is_current, expiry_sort = new.expiry_sort
      where licence_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger licences_copy_to_classes after update of is_current, expiry_sort on licences
    for each row when (old.is_current is distinct from new.is_current or old.expiry_sort is distinct from new.expiry_sort)
    execute function licences_copy_to_classes()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCopyTriggers(db);
  await db.schema.dropIndex('licence_classes_register_index').execute();
  await db.schema.alterTable('licence_classes').dropColumn('expiry_sort').execute();
  await db.schema.alterTable('licence_classes').dropColumn('is_current').execute();
}
