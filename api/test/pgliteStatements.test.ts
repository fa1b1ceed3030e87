/**
 * PGlite's statements prepared once each (src/db/pgliteStatements.ts): the same answers and errors
 * as PGlite's own `query`, a bounded number kept, never run inside another caller's transaction.
 * PGlite only (in memory): PostgreSQL's statements are node-postgres's own named queries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withPreparedStatements, type StatementCache } from '../src/db/pgliteStatements';

let pglite: PGlite;
let client: PGlite;
let statements: StatementCache;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  ({ client, statements } = withPreparedStatements(pglite, 3));
  await pglite.exec(`CREATE TABLE items (id bigserial PRIMARY KEY, name text UNIQUE NOT NULL, data jsonb, at timestamptz, n int8)`);
});
afterAll(async () => {
  await pglite?.close();
});

describe('PGlite with prepared statements', () => {
  it('answers as PGlite does: rows, fields, parsed types, nulls, row mode, affected rows', async () => {
    const insert = `INSERT INTO items (name, data, at, n) VALUES ($1, $2, $3, $4) RETURNING id, name, data, at, n`;
    const values = ['first', JSON.stringify({ a: [1, 'two'] }), new Date('2026-11-29T10:00:00Z'), 42];
    const mine = await client.query(insert, values);
    const theirs = await pglite.query(insert, ['second', ...values.slice(1)]);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows).toEqual([{ ...(theirs.rows[0] as object), id: 1, name: 'first' }]);
    expect(mine.rows[0]).toMatchObject({ data: { a: [1, 'two'] }, at: new Date('2026-11-29T10:00:00Z'), n: 42 });
    expect(mine.affectedRows).toBe(1);
    const select = `SELECT name, data FROM items WHERE name = $1 OR $2::text IS NULL ORDER BY id`;
    expect((await client.query(select, [null, null], { rowMode: 'array' })).rows).toEqual(
      (await pglite.query(select, [null, null], { rowMode: 'array' })).rows,
    );
    expect(statements.has(insert)).toBe(true);
  });

  it('throws PostgreSQL’s error with its code and constraint, and the statement still runs after it', async () => {
    const insert = `INSERT INTO items (name) VALUES ($1)`;
    await client.query(insert, ['unique']);
    const error = await client.query(insert, ['unique']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', query: insert });
    await expect(client.query(insert, ['unique, again'])).resolves.toMatchObject({ affectedRows: 1 });
    await expect(client.query(`SELECT nothing FROM items`)).rejects.toMatchObject({ code: '42703' });
  });

  it('keeps at most its limit, closing the least recently used, which is prepared again when asked for', async () => {
    const texts = [1, 2, 3, 4].map((n) => `SELECT ${n} AS n, $1::text AS t`);
    for (const text of texts.slice(0, 3)) await client.query(text, ['x']);
    await client.query(texts[0]!, ['x']); // used again: now the most recent
    await client.query(texts[3]!, ['x']);
    expect(statements.size).toBe(3);
    expect(statements.has(texts[1]!)).toBe(false);
    expect(statements.has(texts[0]!)).toBe(true);
    expect((await client.query<{ n: number }>(texts[1]!, ['x'])).rows).toEqual([{ n: 2, t: 'x' }]);
    const { rows } = await pglite.query<{ count: number }>(`SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'nyaya_%'`);
    expect(rows[0]!.count).toBe(3);
  });

  it('waits for another caller’s open transaction instead of running inside it', async () => {
    let inside!: () => void;
    const holding = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const transaction = pglite
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO items (name) VALUES ('rolled back')`);
        inside();
        await released;
        await tx.rollback();
      })
      .catch(() => {});
    await holding;
    const outside = client.query(`INSERT INTO items (name) VALUES ($1)`, ['kept']);
    release();
    await Promise.all([transaction, outside]);
    const names = (await pglite.query<{ name: string }>(`SELECT name FROM items WHERE name IN ('kept', 'rolled back')`)).rows.map((row) => row.name);
    expect(names).toEqual(['kept']);
  });

  it('prepares a statement again when its table changed under it', async () => {
    await pglite.exec(`CREATE TABLE changing (a int)`);
    await pglite.exec(`INSERT INTO changing VALUES (1)`);
    const text = `SELECT * FROM changing WHERE a = $1`;
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await pglite.exec(`ALTER TABLE changing ADD COLUMN b text DEFAULT 'b'`);
    expect((await client.query(text, [1])).rows).toEqual([{ a: 1, b: 'b' }]);
  });

  it('delivers a NOTIFY its statements send to PGlite’s listeners', async () => {
    let hear!: (payload: string) => void;
    const heard = new Promise<string>((resolve) => (hear = resolve));
    await pglite.listen('items_changed', hear);
    await client.query(`SELECT pg_notify('items_changed', $1)`, ['hello']);
    await expect(heard).resolves.toBe('hello');
  });
});
