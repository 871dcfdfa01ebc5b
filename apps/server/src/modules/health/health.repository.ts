import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';

/** The smallest round trip to the database; throws when it cannot be reached. */
export async function pingDatabase(db: Executor): Promise<void> {
  await sql`select 1`.execute(db);
}
