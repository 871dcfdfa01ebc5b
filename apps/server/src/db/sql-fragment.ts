import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What a hot statement's or a fragment's parameters may be: plain values, never nested SQL. */
export type SqlValue = string | number | null;

/**
 * A piece of SQL written once and used by several statements, so that a rule has one home even in the
 * statements written as text for speed (hotSql): constant text, with values between its parts. The
 * text must be the same each time at a given place of a statement; only the values change.
 */
export type SqlFragment = { readonly strings: readonly string[]; readonly values: readonly SqlValue[] };

export const isSqlFragment = (value: SqlValue | SqlFragment): value is SqlFragment =>
  typeof value === 'object' && value !== null;

/** The fragment as a Kysely expression (a condition unless told), for the query builder's `where` and `select`. */
export function toKyselySql<T = SqlBool>(fragment: SqlFragment): RawBuilder<T> {
  return sql<T>(fragment.strings as unknown as TemplateStringsArray, ...fragment.values);
}
