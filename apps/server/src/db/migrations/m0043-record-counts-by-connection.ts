import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';
import { addToCountRow, definePostgresFunction, postgresCounters } from './m0032-record-counts.ts';
import { shardOf } from './m0040-completion-counts.ts';

/**
 * On PostgreSQL each connection adds to its own row of a kept count (`shard`: its backend's pid modulo
 * 16), as completion_counts does (m0040); a count is the sum of its rows. The progress count had one
 * row, which every start's insert locked until its transaction committed: 50 workers starting at once
 * waited for one another (`Lock/transactionid` on the insert), and PostgreSQL started 294 inductions a
 * second where SQLite started 1,575 (issue 18, decision 42). A statement that changes no count (most
 * updates of a licence) no longer locks one. SQLite writes one transaction at a time: every count keeps
 * its one row, shard 0, and its triggers are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table record_counts add column shard integer not null default 0`.execute(db);
  if (!isPostgres(db)) return;
  await sql`alter table record_counts drop constraint record_counts_pkey`.execute(db);
  await sql`alter table record_counts add constraint record_counts_pkey primary key (name, shard)`.execute(db);
  for (const [name, counter, change] of postgresCounters) {
    await definePostgresFunction(db, name, addToOwnShard(db, counter, change));
  }
}

/** The body of a PostgreSQL counting function that adds a change other than 0 to this connection's row. */
const addToOwnShard = (db: Kysely<any>, counter: string, change: string) =>
  `declare added bigint := ${change};
      begin
        if added <> 0 then
          insert into record_counts (name, shard, count) values ('${counter}', ${shardOf(db)}, added)
          on conflict (name, shard) do update set count = record_counts.count + excluded.count;
        end if;
        return null;
      end`;

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const [name, counter, change] of postgresCounters) {
      await definePostgresFunction(db, name, addToCountRow(counter, change));
    }
    // Each count back in one row: the sum of its rows, made as shard -1 while the others are removed.
    await sql`insert into record_counts (name, shard, count)
      select name, -1, sum(count) from record_counts group by name`.execute(db);
    await sql`delete from record_counts where shard <> -1`.execute(db);
    await sql`alter table record_counts drop constraint record_counts_pkey`.execute(db);
    await sql`alter table record_counts add constraint record_counts_pkey primary key (name)`.execute(db);
  }
  await sql`alter table record_counts drop column shard`.execute(db);
}
