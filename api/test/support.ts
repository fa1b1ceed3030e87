/**
 * What the API tests share: a database of their own (a fresh PGlite folder, or a new database on
 * the PostgreSQL that DATABASE_URL points at), an app on it, visitors that keep their session
 * cookie, and the checks every error answer must pass.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PROBLEM_CONTENT_TYPE, ProblemSchema, SendCodeResponseSchema, SignInResponseSchema, accountPaths } from '@nyaya/shared/api';
import { expertTestMobileOf } from '@nyaya/shared/data/experts';
import { buildApp, type AppOptions } from '../src/app';
import { signInCodes } from '../src/db/schema';
import { openDatabase, type Database } from '../src/db/database';
import { SESSION_COOKIE } from '../src/plugins/sessions';

export const onPostgres = Boolean(process.env.DATABASE_URL);
export const dbLabel = onPostgres ? 'postgres' : 'pglite';

/** Where a test database lives: the environment a separate API process needs to open it. */
export interface DatabaseLocation {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A new, empty database: a PGlite folder under api/.data, or a database on the test PostgreSQL. */
export async function newDatabaseLocation(): Promise<DatabaseLocation> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  if (onPostgres) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.href },
      async drop() {
        const cleanup = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dataDir = fileURLToPath(new URL(`../.data/test-${name}`, import.meta.url));
  return { env: { NYAYA_DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

let shared: Promise<Database> | undefined;

/**
 * The database of this test worker, opened once and shared by its files (each test uses sessions
 * of its own, so they do not see each other's data): opening PGlite costs seconds, not milliseconds.
 * The folders and databases go when the run ends (test/globalSetup.ts) or with the throwaway cluster.
 */
export async function testDatabase(): Promise<TestDatabase> {
  shared ??= newDatabaseLocation().then((location) =>
    openDatabase({ databaseUrl: location.env.DATABASE_URL, dataDir: location.env.NYAYA_DATA_DIR, poolSize: 8 }),
  );
  return { database: await shared, drop: async () => {} };
}

export function testApp(database: Database, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildApp({ database, logger: false, ...options });
}

/** A browser: keeps the session cookie the API sets, as a browser would. */
export class Visitor {
  cookie: string | undefined;
  /** The client's address as the API sees it (a proxy's X-Forwarded-For aside); loopback by default. */
  constructor(
    private readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  async send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    { body, key, headers = {} }: { body?: unknown; key?: string; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const all: Record<string, string> = { ...(this.cookie ? { cookie: this.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) };
    // A string is sent as it is (malformed or huge JSON); anything else as JSON.
    if (typeof body === 'string') all['content-type'] = 'application/json';
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    if (payload !== undefined) all['content-type'] ??= 'application/json';
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: { ...all, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
    const set = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    // A cleared cookie (sign-out) comes back empty and already expired.
    if (set) this.cookie = set.value ? `${set.name}=${set.value}` : undefined;
    return response;
  }

  get(url: string) {
    return this.send('GET', url);
  }

  /** A JSON write without an Idempotency-Key (accounts' writes need none). */
  write(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    return this.send(method, url, { body });
  }

  /** A write with a fresh Idempotency-Key, the one given, or none (null). */
  post(url: string, body: unknown, key: string | null = newKey()) {
    return this.send('POST', url, { body, key: key ?? undefined });
  }
}

let keys = 0;
/** A fresh Idempotency-Key (URL-safe, 16 to 100 characters). */
export function newKey(): string {
  keys += 1;
  return `test-${randomBytes(8).toString('hex')}-${keys}`;
}

export const rentalIntake = {
  landlordName: 'Ramesh Gupta',
  tenantName: 'Anita Rao',
  propertyAddress: '12 MG Road, Bengaluru',
  monthlyRent: '25000',
  startDate: '2026-12-01',
  securityDeposit: '50000',
  tenureMonths: '11',
  lockInMonths: '6',
  noticeMonths: '1',
  rentEscalation: '5',
  furnishing: 'Semi-furnished',
};

export { agreedPaise, order } from './orderRequest';

/** An error answer: problem+json of the right status, the fields named, no stack trace anywhere. */
export function expectProblem(response: LightMyRequestResponse, status: number, fields?: string[]) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toContain(PROBLEM_CONTENT_TYPE);
  const problem = ProblemSchema.strict().parse(response.json());
  expect(problem.status).toBe(status);
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+|stack|node_modules|Error:/);
  if (fields) expect((problem.errors ?? []).map((error) => error.field).sort()).toEqual([...fields].sort());
  return problem;
}

/** A mobile number nobody else in the run uses. */
export const newMobile = () => `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;

/** Asks for a code (test mode: the answer carries it). */
export async function sendCode(visitor: Visitor, mobile: string) {
  const response = await visitor.write('POST', accountPaths.sendCode, { mobile });
  return { response, code: response.statusCode === 202 ? SendCodeResponseSchema.parse(response.json()).testCode! : '' };
}

/** Signs the visitor in with the on-screen test code, as a person would. */
export async function signIn(visitor: Visitor, mobile = newMobile()) {
  const { code } = await sendCode(visitor, mobile);
  const response = await visitor.write('POST', accountPaths.signIn, { mobile, code });
  expect(response.statusCode).toBe(200);
  return SignInResponseSchema.parse(response.json()).account;
}

/**
 * Signs an expert in by their test number, as `signIn` does. The files sharing a worker's database
 * sign the same experts in, often at the same pinned time, which the 30 s between codes for one
 * number would refuse: the number's codes are cleared before and after.
 */
export async function signInExpert(app: FastifyInstance, visitor: Visitor, expertId: string) {
  const mobile = expertTestMobileOf(expertId)!;
  const clear = () => app.db.delete(signInCodes).where(inArray(signInCodes.mobile, [mobile]));
  await clear();
  const account = await signIn(visitor, mobile);
  await clear();
  return account;
}
