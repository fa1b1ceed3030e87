/**
 * Expert accounts (issue 25): migration 0008 gives every catalogue expert an expert account with
 * the test number of its place in /experts (9000000001…), and assigns what was ordered or booked
 * before to those accounts. On PGlite and PostgreSQL alike.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { expertTestAccounts, expertTestMobile, experts } from '@nyaya/shared/data/experts';
import { migrationsFolder, openDatabase } from '../src/db/database';
import { accounts, bookings, orders } from '../src/db/schema';
import { dbLabel, newDatabaseLocation, testDatabase, type DatabaseLocation } from './support';

let location: DatabaseLocation | undefined;
const beforeSeed = mkdtempSync(join(tmpdir(), 'nyaya-expert-accounts-'));
afterAll(async () => {
  await location?.drop();
  rmSync(beforeSeed, { recursive: true, force: true });
});

/** The migrations folder as it was before the expert accounts: every migration before the seed. */
function migrationsBeforeSeed(): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const seed = journal.entries.findIndex((entry) => entry.tag.endsWith('_expert_accounts'));
  expect(seed).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, seed);
  for (const { tag } of entries) cpSync(join(migrationsFolder, `${tag}.sql`), join(beforeSeed, `${tag}.sql`));
  cpSync(join(migrationsFolder, 'meta'), join(beforeSeed, 'meta'), { recursive: true });
  writeFileSync(join(beforeSeed, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return beforeSeed;
}

const BEFORE = [
  sql`INSERT INTO accounts (id, mobile, name, notification_settings) VALUES ('early-bird', '9000000003', 'Signed up first', '{}')`,
  sql`INSERT INTO orders (order_number, session_id, idempotency_key, request_hash, service_id, provider_name, estimated_delivery, quote, total_paise,
    expert, intake, contact, payment) VALUES ('ORDBEFORE0001', 's', 'key-before-the-console-1', 'h', 'rental-agreement', 'LegalDocs Pro', '24 hours',
    '{}', 100000, '{"id":"karan-malhotra","name":"Adv. Karan Malhotra"}', '{}', '{"name":"Asha","mobile":"9876543210"}', '{}')`,
  sql`INSERT INTO bookings (id, reference, session_id, idempotency_key, request_hash, expert_id, slot_start, mode, fee_paise, total_paise, contact)
    VALUES ('b-before', 'BKGBEFORE01', 's', 'key-before-the-console-2', 'h', 'priya-sharma', now(), 'video', 50000, 59000, '{}')`,
];

describe(`expert accounts (${dbLabel})`, () => {
  it('numbers the experts of /experts 9000000001, 9000000002, … in the list’s order', () => {
    expect(expertTestMobile(1)).toBe('9000000001');
    expect(expertTestMobile(50)).toBe('9000000050');
    expect(expertTestAccounts().map(({ expert }) => expert.id)).toEqual(experts.map((expert) => expert.id));
    expect(() => expertTestMobile(0)).toThrow(RangeError);
  });

  it('gives every catalogue expert an account with the expert role and its test number', async () => {
    const { database } = await testDatabase();
    const rows = await database.db
      .select({ mobile: accounts.mobile, expertId: accounts.expertId, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.role, 'expert'))
      .orderBy(asc(accounts.mobile));
    // A catalogue expert without an account here needs a migration: api/scripts/expert-accounts-sql.ts writes it.
    expect(rows).toEqual(expertTestAccounts().map(({ expert, mobile }) => ({ mobile, expertId: expert.id, name: expert.name })));
  });

  it('assigns earlier orders and consultations to the experts’ accounts, and reserves their numbers', { timeout: 120_000 }, async () => {
    location = await newDatabaseLocation();
    if (location.env.DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: location.env.DATABASE_URL });
      const old = drizzlePostgres(pool);
      await migratePostgres(old, { migrationsFolder: migrationsBeforeSeed() });
      for (const statement of BEFORE) await old.execute(statement);
      await pool.end();
    } else {
      const client = await PGlite.create(location.env.NYAYA_DATA_DIR!);
      const old = drizzlePglite(client);
      await migratePglite(old, { migrationsFolder: migrationsBeforeSeed() });
      for (const statement of BEFORE) await old.execute(statement);
      await client.close();
    }
    const database = await openDatabase({ databaseUrl: location.env.DATABASE_URL, dataDir: location.env.NYAYA_DATA_DIR });
    try {
      const byExpert = async (id: string) => (await database.db.select().from(accounts).where(eq(accounts.expertId, id)))[0]!;
      const [order] = await database.db.select().from(orders);
      expect(order!.expertAccountId).toBe((await byExpert('karan-malhotra')).id);
      const [booking] = await database.db.select().from(bookings);
      expect(booking!.expertAccountId).toBe((await byExpert('priya-sharma')).id);
      // The third expert's number was taken by someone who signed up: it is that expert's account now, their name kept.
      expect(await byExpert(experts[2]!.id)).toMatchObject({ id: 'early-bird', role: 'expert', mobile: '9000000003', name: 'Signed up first' });
      expect(await database.db.$count(accounts, eq(accounts.role, 'expert'))).toBe(experts.length);
    } finally {
      await database.close();
    }
  });
});
