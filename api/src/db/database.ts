/**
 * Where the API keeps its data: PostgreSQL through node-postgres when `DATABASE_URL` is set, else
 * PGlite (PostgreSQL compiled to WebAssembly) in this process. Same schema, same migrations, same
 * queries; only the driver differs.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { postgresListener, type Listen } from './listener';
import { withPreparedStatements } from './pgliteStatements';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /**
   * LISTEN on a channel (NOTIFY is plain SQL, `pg_notify`, sent in the writer's transaction so it
   * goes out on commit): PostgreSQL through one connection of this instance's own, PGlite in-process.
   */
  listen: Listen;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An initialised, empty PGlite folder that new ones are copied from (git-ignored, like the data). */
const PGLITE_TEMPLATE = fileURLToPath(new URL('../../.data/pglite-template', import.meta.url));

/** Serialises start-up migrations of several instances on one PostgreSQL (any constant will do). */
const MIGRATION_LOCK = 4_251_730_016;

export interface OpenOptions {
  /** `postgres://…`: PostgreSQL. Absent: PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder; `memory://` keeps nothing. */
  dataDir?: string;
  /** Empty PGlite's data folder first: a throwaway database (the e2e suite's). */
  fresh?: boolean;
  /** node-postgres pool size (default 8: measured best for creates on a 2-core machine; PG_POOL_SIZE). */
  poolSize?: number;
  /**
   * PostgreSQL's `statement_timeout` on every pooled connection: a statement running longer is
   * cancelled (and its request answered 500) instead of holding a connection and a gate place.
   */
  statementTimeoutMs?: number;
}

/** The API's statements take milliseconds; ten seconds is a runaway. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;

async function openPostgres(url: string, poolSize: number, statementTimeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeoutMs,
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on('error', () => {});
  const client = await pool.connect();
  try {
    // A migration over a large table may take longer than a request's statement may.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
  const listener = postgresListener(url);
  return {
    kind: 'postgres',
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * A new PGlite folder is a copy of an empty, initialised one (api/.data/pglite-template): PGlite's initdb runs
 * in WebAssembly and takes 3 to 20 s on a busy 2-core machine; a copy takes well under one.
 */
async function prepareDataDir(dataDir: string, fresh: boolean): Promise<void> {
  const exists = existsSync(dataDir);
  const isDatabase = exists && existsSync(join(dataDir, 'PG_VERSION'));
  if (isDatabase && !fresh) return;
  if (exists && !isDatabase && readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is neither empty nor a PGlite folder; not touching it.`);
  const template = PGLITE_TEMPLATE;
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = `${template}-${process.pid}`;
    rmSync(building, { recursive: true, force: true });
    mkdirSync(building, { recursive: true });
    await (await PGlite.create(building)).close();
    // Another process may have finished its own template meanwhile: either copy will do.
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true });
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(template, dataDir, { recursive: true });
}

async function openPglite(dataDir: string, fresh: boolean): Promise<Database> {
  if (!dataDir.startsWith('memory://')) await prepareDataDir(dataDir, fresh);
  const client = await PGlite.create(dataDir);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  // Requests' statements are prepared once each (pgliteStatements.ts); the migrations' are not kept.
  const db = drizzlePglite(withPreparedStatements(client).client, { schema });
  // PGlite delivers a NOTIFY to its own listeners once the transaction that sent it commits.
  const listen: Listen = async (channel, subscription) => {
    const stop = await client.listen(channel, (payload) => subscription.onNotify(payload));
    return () => stop();
  };
  return { kind: 'pglite', db: db as unknown as Db, listen, close: () => client.close() };
}

export async function openDatabase({
  databaseUrl,
  dataDir,
  fresh = false,
  poolSize = 8,
  statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
}: OpenOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, poolSize, statementTimeoutMs);
  return openPglite(dataDir ?? fileURLToPath(new URL('../../.data/pglite', import.meta.url)), fresh);
}

/** The database's error code (23505: unique violation) and constraint, through Drizzle's wrapper. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return { code: candidate.code, constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined };
    }
    current = candidate.cause;
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';

/** Round trip to the database, for the health check. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`SELECT 1`);
}
