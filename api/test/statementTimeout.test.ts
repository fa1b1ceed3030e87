/** PostgreSQL cancels a statement that runs past the pool's statement_timeout (PGlite runs in-process and has none). */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseError, openDatabase, type Database } from '../src/db/database';
import { newDatabaseLocation, onPostgres, type DatabaseLocation } from './support';

let location: DatabaseLocation | undefined;
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  await location?.drop();
});

describe.skipIf(!onPostgres)('statement timeout (postgres)', () => {
  it('cancels a runaway statement instead of holding a connection', async () => {
    location = await newDatabaseLocation();
    database = await openDatabase({ databaseUrl: location.env.DATABASE_URL, statementTimeoutMs: 200 });
    const started = Date.now();
    const error = await database.db.execute(sql`SELECT pg_sleep(5)`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(databaseError(error).code).toBe('57014');
    expect(Date.now() - started).toBeLessThan(2000);
    // The connection is still good for the next statement.
    await expect(database.db.execute(sql`SELECT 1`)).resolves.toBeDefined();
  });
});
