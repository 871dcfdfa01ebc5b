import { randomBytes } from 'node:crypto';
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A code as modules/certificates makes them, written here so this migration never changes with it. */
function newCode(): string {
  let code = '';
  for (const byte of randomBytes(12)) code += alphabet[byte & 31];
  return code;
}

/**
 * Certificates anyone can check (issue 13, decision 24): one row per completion, holding its random
 * verification code and exactly what the public check shows (name, company, induction title, date),
 * and its revocation. The row outlives a reset of its completion (completion_id set to null, revoked
 * with a reason), so a withdrawn certificate still answers "revoked". Existing completions get a
 * code here, and their search text gains it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const idType = postgres ? 'serial' : 'integer';
  const idColumn = (column: ColumnDefinitionBuilder) =>
    postgres ? column.primaryKey() : column.primaryKey().autoIncrement();
  await db.schema
    .createTable('certificates')
    .addColumn('id', idType, idColumn)
    // 12 characters of Crockford's base32, upper case, without dashes.
    .addColumn('code', 'text', (column) => column.notNull().unique())
    // Null once the completion was reset (its record is gone; the certificate answers revoked).
    .addColumn('completion_id', 'integer', (column) => column.unique().references('completions.id'))
    .addColumn('full_name', 'text', (column) => column.notNull())
    .addColumn('company', 'text', (column) => column.notNull())
    .addColumn('induction_title', 'text', (column) => column.notNull())
    .addColumn('completed_at', 'text', (column) => column.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    // The name of the administrator who revoked it, as it was then; null for a reset.
    .addColumn('revoked_by', 'text')
    .execute();

  const completions = await db
    .selectFrom('completions')
    .innerJoin('inductions', 'inductions.id', 'completions.induction_id')
    .select([
      'completions.id',
      'completions.first_name',
      'completions.last_name',
      'completions.company',
      'completions.completed_at',
      'completions.search_text',
      'inductions.title',
    ])
    .execute();
  for (const completion of completions) {
    const code = newCode();
    await db
      .insertInto('certificates')
      .values({
        code,
        completion_id: completion.id,
        full_name: `${String(completion.first_name).trim()} ${String(completion.last_name).trim()}`.trim(),
        company: completion.company,
        induction_title: completion.title,
        completed_at: completion.completed_at,
      })
      .execute();
    const grouped = code.match(/.{4}/g)!.join('-');
    await db
      .updateTable('completions')
      .set({ search_text: `${completion.search_text} ${code.toLowerCase()} ${grouped.toLowerCase()}` })
      .where('id', '=', completion.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
}
