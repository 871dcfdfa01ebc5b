import { sql, type Kysely } from 'kysely';

/**
 * A started progress is `not_started` until its first page move (issue 11, decision 16), so the
 * dashboard does not count attempts that were started and never taken. Existing progress that was
 * never moved forward (still on the first page, no page left satisfied, no other page shown) becomes
 * `not_started` too. Moves that stayed on the first page left no trace, so such progress is counted
 * from its next move.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update inductee_progress set status = 'not_started'
    where status = 'in_progress' and current_page = 0
      and not exists (select 1 from inductee_page_progress pp
        where pp.progress_id = inductee_progress.id and pp.satisfied_at is not null)
      and (select count(*) from inductee_page_progress pp where pp.progress_id = inductee_progress.id) <= 1`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update inductee_progress set status = 'in_progress' where status = 'not_started'`.execute(db);
}
