#!/usr/bin/env node
/**
 * `pnpm bench:api`: orders created/s and read/s, with p99 latency, at 50 connections for ~10 s
 * each, against the API on PGlite (a fresh folder) and on a throwaway PostgreSQL. Every created
 * order has its own Idempotency-Key; afterwards every key answered 201/200 must be in the database
 * once, and no key twice. Prints a table; asserts nothing else.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_DB=pglite,postgres node --import tsx api/bench/orders.mjs
 *
 * (tsx: the request is built by TypeScript shared with the API tests, `../test/orderRequest.ts`.)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startPostgres } from '../scripts/with-postgres.mjs';
import { order } from '../test/orderRequest.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');

// The checkout's own order, built by the app's data and rules (the rental form's sample intake, the
// total `priceQuote` gives, which the server checks before it runs the test payment), as the API
// tests build theirs: a new field or price reaches this with them, not as a table of 400s.
const orderBody = JSON.stringify(order());

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

async function startApi(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 250) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return { base, child };
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('The API did not start');
}

/** CPU seconds the process has used (user + system), from /proc: load-independent cost per request. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function measure(label, env, storedKeys) {
  const { base, child } = await startApi(env);
  // Warm up (JIT, the pool's connections), then create with a distinct key per request.
  await run({ url: `${base}/api/v1/health`, duration: 2 });
  const sent = new Set();
  const answered = new Set();
  const place = async (key) => {
    sent.add(key);
    const response = await fetch(`${base}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: orderBody,
    });
    if (response.status === 201) answered.add(key);
    return response;
  };
  // One order first: a refused one would fill the table with fast 4xx answers, not orders.
  const probe = await place(`bench-probe-${randomBytes(8).toString('hex')}`);
  if (probe.status !== 201) {
    child.kill('SIGTERM');
    throw new Error(`The API refused the benchmark's order (${probe.status}): ${await probe.text()}`);
  }
  const cpuBeforeCreate = cpuSeconds(child.pid);
  const created = await run({
    url: `${base}/api/v1/orders`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: orderBody,
        setupRequest(request, context) {
          context.key = `bench-${randomBytes(12).toString('base64url')}`;
          sent.add(context.key);
          return { ...request, headers: { ...request.headers, 'idempotency-key': context.key } };
        },
        onResponse(status, _body, context) {
          if (status === 201 || status === 200) answered.add(context.key);
        },
      },
    ],
  });
  const createCpu = cpuSeconds(child.pid) - cpuBeforeCreate;
  // The run ends with requests in flight, whose answers autocannon drops (and timed-out ones): each
  // was stored once or not at all. They are not re-sent: a key is unique within its session, and a
  // request without a cookie starts a new one, so a retry could only place a second order.
  const cutOff = [...sent].filter((key) => !answered.has(key));
  // Orders to read: 50 sessions with one order each, read in turn with their cookies.
  const readable = [];
  for (let index = 0; index < 50; index += 1) {
    const response = await place(`bench-read-${index}-${randomBytes(8).toString('hex')}`);
    if (response.status === 201) {
      readable.push({ path: `/api/v1/orders/${(await response.json()).orderNumber}`, cookie: response.headers.getSetCookie()[0].split(';')[0] });
    }
  }
  let next = 0;
  const cpuBeforeRead = cpuSeconds(child.pid);
  const read = await run({
    url: base,
    requests: [
      {
        method: 'GET',
        setupRequest(request) {
          const target = readable[next++ % readable.length];
          return { ...request, path: target.path, headers: { cookie: target.cookie } };
        },
      },
    ],
  });
  const readCpu = cpuSeconds(child.pid) - cpuBeforeRead;
  child.kill('SIGTERM');
  await once(child, 'exit');
  const stored = await storedKeys();
  const row = (what, result, cpu) => ({
    database: label,
    what,
    'requests/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    '2xx': result['2xx'],
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
    // The API process's own CPU per answered request (PGlite's included, PostgreSQL's not).
    'API CPU ms/req': Number(((cpu * 1000) / Math.max(1, result['2xx'] + result.non2xx)).toFixed(2)),
  });
  return { rows: [row('orders created', created, createCpu), row('orders read', read, readCpu)], ...checkStored(stored, sent, answered, cutOff) };
}

/** Every answered key stored once, no key twice, nothing the benchmark did not send; cut-off keys stored or not. */
function checkStored(stored, sent, answered, cutOff) {
  const counts = new Map();
  for (const key of stored) counts.set(key, (counts.get(key) ?? 0) + 1);
  const missing = [...answered].filter((key) => !counts.has(key)).length;
  const twice = [...counts.values()].filter((count) => count > 1).length;
  const unknown = [...counts.keys()].filter((key) => !sent.has(key)).length;
  const cutOffStored = cutOff.filter((key) => counts.has(key)).length;
  return { stored: stored.length, answered: answered.size, cutOff: cutOff.length, cutOffStored, ok: missing + twice + unknown === 0, missing, twice, unknown };
}

async function keysOnPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT idempotency_key AS key FROM orders');
  await client.end();
  return rows.map((row) => row.key);
}

const results = [];
for (const database of databases) {
  if (database === 'pglite') {
    const dataDir = fileURLToPath(new URL(`../.data/bench-${process.pid}`, import.meta.url));
    try {
      results.push(
        await measure('PGlite', { NYAYA_DATA_DIR: dataDir, NYAYA_DATA_FRESH: '1' }, async () => {
          const db = await PGlite.create(dataDir);
          const { rows } = await db.query('SELECT idempotency_key AS key FROM orders');
          await db.close();
          return rows.map((row) => row.key);
        }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (database === 'postgres') {
    const postgres = await startPostgres();
    try {
      results.push(await measure('PostgreSQL 15', { DATABASE_URL: postgres.url }, () => keysOnPostgres(postgres.url)));
    } finally {
      postgres.stop();
    }
  }
}

console.log(`\n${connections} connections, ${seconds} s each, autocannon on the same machine (load average before: ${loadavg()[0].toFixed(2)})`);
console.table(results.flatMap((result) => result.rows));
for (const result of results) {
  console.log(
    `${result.rows[0].database}: ${result.stored} orders in the database: the ${result.answered} keys answered 201, ` +
      `${result.cutOffStored} of the ${result.cutOff} whose answer the end of the run cut off. ` +
      (result.ok ? 'Each once: OK' : `NOT OK: ${result.missing} answered missing, ${result.twice} keys twice, ${result.unknown} never sent`),
  );
  if (!result.ok) process.exitCode = 1;
}
