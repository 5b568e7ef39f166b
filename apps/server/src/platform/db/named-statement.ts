import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

// The casing of the database handles (database.ts): a column named in a statement is its snake_case name.
const dialect = new PgDialect({ casing: 'snake_case' });

/** The placeholder of a named statement's value, given by name when the statement runs. */
export const param = (name: string) => sql.placeholder(name);

/** A statement compiled once, run with the values of its placeholders; answers its rows. */
export type NamedStatement<Row> = (db: Database, values: Record<string, unknown>) => Promise<Row[]>;

/**
 * A statement for a hot path, compiled to SQL text once and run under its `name`: node-postgres
 * prepares it once per connection and PostgreSQL keeps its plan, so it is neither rebuilt nor
 * planned again on every run. Its values are `param(name)`s; rows of many records travel as
 * one JSON parameter so that the text (and the plan) stays the same whatever their number. PGlite
 * ignores the name.
 */
export function namedStatement<Row>(name: string, statement: SQL): NamedStatement<Row> {
  const query = dialect.sqlToQuery(statement);
  return async (db, values) => {
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}
