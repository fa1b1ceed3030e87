/**
 * The migrations convert what an earlier release stored: a database at 0000 (float rupees, the
 * Idempotency-Key in the payment reference) is migrated by the server's start-up, on PGlite and
 * PostgreSQL alike, and its rows come out in paise with a reference that is not the key.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../src/db/database';
import { bookings, orders } from '../src/db/schema';
import { dbLabel, newDatabaseLocation, type DatabaseLocation } from './support';

let location: DatabaseLocation | undefined;
const firstOnly = mkdtempSync(join(tmpdir(), 'nyaya-migrations-'));
afterAll(async () => {
  await location?.drop();
  rmSync(firstOnly, { recursive: true, force: true });
});

/** A migrations folder holding only 0000, the schema of the release before issue 23. */
function initialMigrations(): string {
  cpSync(join(migrationsFolder, '0000_init.sql'), join(firstOnly, '0000_init.sql'));
  cpSync(join(migrationsFolder, 'meta'), join(firstOnly, 'meta'), { recursive: true });
  const journal = { version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when: 1795438903730, tag: '0000_init', breakpoints: true }] };
  writeFileSync(join(firstOnly, 'meta/_journal.json'), JSON.stringify(journal));
  return firstOnly;
}

const OLD_ORDER = sql`INSERT INTO orders (order_number, session_id, idempotency_key, request_hash, service_id, offer_id, provider_name,
  estimated_delivery, quote, expert, intake, contact, state, auto_assign_budget, payment)
  VALUES ('ORDOLD000001', 'old-session', 'key-of-the-first-write-0001', 'h', 'rental-agreement', 'rental-agreement-1', 'LegalDocs Pro', '24 hours',
  '{"lines":[{"id":"fee","label":"Professional fee","amount":799},{"id":"gst","label":"GST (18%) on the fee","amount":143.82},{"id":"stamp-duty","label":"Stamp duty (Delhi)","amount":100},{"id":"delivery","label":"Digital delivery","amount":100.1}],"total":1142.92,"stampDutyIncluded":true}',
  '{}', '{}', '{"name":"Asha","mobile":"9876543210"}', 'Delhi', 1299.99, '{"provider":"test","reference":"test_key-of-the-first-write-0001"}')`;
const OLD_BOOKING = sql`INSERT INTO bookings (id, session_id, idempotency_key, request_hash, expert_id, slot_start, mode, fee, contact)
  VALUES ('b-old', 'old-session', 'key-2-of-the-first-write', 'h', 'e1', now(), 'video', 1500, '{}')`;

describe(`migrations (${dbLabel})`, () => {
  it('converts money to paise and replaces payment references that carried the key', { timeout: 120_000 }, async () => {
    location = await newDatabaseLocation();
    if (location.env.DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: location.env.DATABASE_URL });
      const old = drizzlePostgres(pool);
      await migratePostgres(old, { migrationsFolder: initialMigrations() });
      await old.execute(OLD_ORDER);
      await old.execute(OLD_BOOKING);
      await pool.end();
    } else {
      const client = await PGlite.create(location.env.NYAYA_DATA_DIR!);
      const old = drizzlePglite(client);
      await migratePglite(old, { migrationsFolder: initialMigrations() });
      await old.execute(OLD_ORDER);
      await old.execute(OLD_BOOKING);
      await client.close();
    }
    const database = await openDatabase({ databaseUrl: location.env.DATABASE_URL, dataDir: location.env.NYAYA_DATA_DIR });
    try {
      const [order] = await database.db.select().from(orders);
      expect(order).toMatchObject({ totalPaise: 114_292, autoAssignBudgetPaise: 129_999, accountId: null });
      expect(order!.quote).toEqual({
        lines: [
          { id: 'fee', label: 'Professional fee', amountPaise: 79_900 },
          { id: 'gst', label: 'GST (18%) on the fee', amountPaise: 14_382 },
          { id: 'stamp-duty', label: 'Stamp duty (Delhi)', amountPaise: 10_000 },
          { id: 'delivery', label: 'Digital delivery', amountPaise: 10_010 },
        ],
        totalPaise: 114_292,
        stampDutyIncluded: true,
      });
      const payment = order!.payment as { provider: string; reference: string; amountPaise: number };
      expect(payment).toMatchObject({ provider: 'test', amountPaise: 114_292 });
      expect(payment.reference).toMatch(/^test_[0-9a-f]{32}$/);
      const [booking] = await database.db.select().from(bookings);
      expect(booking).toMatchObject({ feePaise: 150_000, totalPaise: 150_000, payment: null, refundedPaise: null });
      expect(booking!.reference).toMatch(/^BKG[A-Z0-9]{9}$/);
    } finally {
      await database.close();
    }
  });
});
