import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * SQLite keeps count of the completions recorded out of the order they were completed in
 * (`completions_out_of_order` in record_counts, migration m0032): a completion whose id is below
 * another's though it was completed later. The app records a completion when it is completed, so the
 * count stays 0 and the order of ids is the order of completion; while it is 0, a search of the
 * completions takes its matches from the trigram index latest first (rowid, the id, descending) and
 * stops after a page, instead of collecting them all to sort them (issue 18, decision 42).
 *
 * The triggers are conservative: a completion inserted below the highest id or before the latest
 * completion, and any change of a completion's id or completion time, count as out of order, and
 * searches go back to the walk in completion order. Deleting a completion cannot disorder the rest.
 * PostgreSQL's trigram index gives no order, so it keeps no such count.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  const add = `update record_counts set count = count + 1 where name = 'completions_out_of_order';`;
  await sql`insert into record_counts (name, count)
    select 'completions_out_of_order', count(*) from (
      select completed_at < max(completed_at) over (order by id rows between unbounded preceding and 1 preceding)
        as is_before_an_earlier_one
      from completions)
    where is_before_an_earlier_one`.execute(db);
  await sql
    .raw(
      `create trigger record_counts_completions_order_insert after insert on completions
      when new.id < (select max(id) from completions) or new.completed_at < (select max(completed_at) from completions)
      begin ${add} end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger record_counts_completions_order_update after update of id, completed_at on completions
      when new.id is not old.id or new.completed_at is not old.completed_at
      begin ${add} end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop trigger if exists record_counts_completions_order_insert`.execute(db);
  await sql`drop trigger if exists record_counts_completions_order_update`.execute(db);
  await sql`delete from record_counts where name = 'completions_out_of_order'`.execute(db);
}
