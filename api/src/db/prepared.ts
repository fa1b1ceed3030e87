/**
 * Statements built once and prepared, for the requests that run on every order: building a
 * Drizzle query per request costs more API CPU than sending it (docs/api-performance.md), and on
 * PostgreSQL a named statement is parsed and planned once per connection. Values go in through
 * `sql.placeholder(name)`; a placeholder in a raw `sql` template carries no column encoder, so JSON
 * is passed as text and cast in the statement (`::jsonb`).
 *
 * Each name must belong to one statement text: PostgreSQL refuses a second text under a name a
 * connection already prepared (node-postgres remembers them per connection).
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { rowsOf } from './rows';

const dialect = new PgDialect();

/** A raw statement prepared once: `run(values)` sends only the values, and answers its rows. */
export function preparedSql<Row>(db: Db, name: string, statement: SQL): (values: Record<string, unknown>) => Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  return async (values) => rowsOf<Row>(await prepared.execute(values));
}
