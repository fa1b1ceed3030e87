#!/usr/bin/env node
/**
 * `pnpm bench:api`: orders read/s and created/s, with p99 latency, at 50 connections for ~10 s
 * each, against the API started as its own process on PGlite (a fresh folder) and on a throwaway
 * PostgreSQL. Every created order has its own Idempotency-Key; afterwards every key answered
 * 201/200 must be in the database once, and no key twice. Prints the host's BenchmarkIndex and a
 * table; asserts nothing else. Method and figures: docs/api-performance.md.
 *
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_DB=pglite,postgres node --import tsx api/bench/orders.mjs
 *   BENCH_INDEX=2500               skip measuring the BenchmarkIndex (no Chromium here), use this one
 *   BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   profile the API process
 *
 * Reads run first, once the first drafts of the orders they read are rendered: ten seconds of
 * creates leave first drafts and notifications to do in the background, which would otherwise run
 * during the reads and be counted as theirs. What is still queued when the API stops is printed
 * under the table.
 *
 * (tsx: the request is built by TypeScript shared with the API tests, `../test/orderRequest.ts`.)
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { startPostgres } from '../scripts/with-postgres.mjs';
import { order } from '../test/orderRequest.ts';
import { connections, hostIndex, idle, phase, run, seconds, startApi } from './apiProcess.mjs';

const databases = (process.env.BENCH_DB ?? 'pglite,postgres').split(',');
/** The host the goals are set at (e2e/bench/calibrate.mjs): a figure here converts by × REFERENCE ÷ this host's index. */
const REFERENCE_INDEX = 1533;

// The checkout's own order, built by the app's data and rules (the rental form's sample intake, the
// total `priceQuote` gives, which the server checks before it runs the test payment), as the API
// tests build theirs: a new field or price reaches this with them, not as a table of 400s.
const orderBody = JSON.stringify(order());

async function measure(label, env, pgPort, afterwards) {
  const { base, child } = await startApi(env);
  // Warm up (JIT, the pool's connections).
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
  // Orders to read: 50 sessions with one order each, read in turn with their cookies. The first
  // one is the probe: a refused order would fill the table with fast 4xx answers, not orders.
  const readable = [];
  for (let index = 0; index < 50; index += 1) {
    const response = await place(`bench-read-${index}-${randomBytes(8).toString('hex')}`);
    if (response.status !== 201) {
      child.kill('SIGTERM');
      throw new Error(`The API refused the benchmark's order (${response.status}): ${await response.text()}`);
    }
    readable.push({ path: `/api/v1/orders/${(await response.json()).orderNumber}`, cookie: response.headers.getSetCookie()[0].split(';')[0] });
  }
  // Their first drafts render in the background; the reads start once the API is idle again.
  await idle(child.pid);
  let next = 0;
  const read = await phase(child, pgPort, {
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
  const runKey = `bench-${randomBytes(8).toString('base64url')}`;
  let created = 0;
  const creates = await phase(child, pgPort, {
    url: `${base}/api/v1/orders`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: orderBody,
        setupRequest(request, context) {
          // Unique without a random draw per request: autocannon shares the cores with the API.
          context.key = `${runKey}-${(created += 1)}`;
          sent.add(context.key);
          return { ...request, headers: { ...request.headers, 'idempotency-key': context.key } };
        },
        onResponse(status, _body, context) {
          if (status === 201 || status === 200) answered.add(context.key);
        },
      },
    ],
  });
  // The run ends with requests in flight, whose answers autocannon drops (and timed-out ones): each
  // was stored once or not at all. They are not re-sent: a key is unique within its session, and a
  // request without a cookie starts a new one, so a retry could only place a second order.
  const cutOff = [...sent].filter((key) => !answered.has(key));
  child.kill('SIGTERM');
  await once(child, 'exit');
  const { keys, queued } = await afterwards();
  return { label, phases: { 'orders read': read, 'orders created': creates }, queued, ...checkStored(keys, sent, answered, cutOff) };
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

/** The stored keys, and the background work still queued when the API stopped. */
async function afterwards(query) {
  const keys = (await query('SELECT idempotency_key AS key FROM orders')).map((row) => row.key);
  const [{ drafts }] = await query('SELECT count(*)::int AS drafts FROM draft_jobs');
  const [{ notifications }] = await query('SELECT count(*)::int AS notifications FROM notification_outbox WHERE delivered_at IS NULL AND failed_at IS NULL');
  return { keys, queued: { drafts, notifications } };
}

const host = await hostIndex();
const loadBefore = loadavg()[0];
const results = [];
for (const database of databases) {
  if (database === 'pglite') {
    const dataDir = fileURLToPath(new URL(`../.data/bench-${process.pid}`, import.meta.url));
    try {
      results.push(
        await measure('PGlite', { NYAYA_DATA_DIR: dataDir, NYAYA_DATA_FRESH: '1' }, null, async () => {
          const db = await PGlite.create(dataDir);
          try {
            return await afterwards(async (text) => (await db.query(text)).rows);
          } finally {
            await db.close();
          }
        }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  } else if (database === 'postgres') {
    const postgres = await startPostgres();
    try {
      const port = Number(new URL(postgres.url).port);
      results.push(
        await measure('PostgreSQL 15', { DATABASE_URL: postgres.url }, port, async () => {
          const client = new pg.Client({ connectionString: postgres.url });
          await client.connect();
          try {
            return await afterwards(async (text) => (await client.query(text)).rows);
          } finally {
            await client.end();
          }
        }),
      );
    } finally {
      postgres.stop();
    }
  }
}

const toReference = (value) => (host ? value * (REFERENCE_INDEX / host.index) : Number.NaN);
const perRequest = (total, count, digits = 2) => (Number.isNaN(total) ? '–' : Number(((total * 1000) / Math.max(1, count)).toFixed(digits)));
const rows = results.flatMap(({ label, phases }) =>
  Object.entries(phases).map(([what, { result, used }]) => {
    const answers = result['2xx'] + result.non2xx;
    return {
      database: label,
      what,
      'req/s': Math.round(result.requests.average),
      'req/s at ref.': host ? Math.round(toReference(result.requests.average)) : '–',
      'p99 ms': result.latency.p99,
      'p99 at ref.': host ? Math.round(result.latency.p99 / toReference(1)) : '–',
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
      errors: result.errors + result.timeouts,
      'API CPU ms': perRequest(used.process, answers),
      'main thread ms': perRequest(used.main, answers),
      'PG CPU ms': label === 'PGlite' ? '(in API)' : perRequest(used.postgres, answers),
      'round trips': label === 'PGlite' ? '–' : perRequest(used.queries / 1000, answers, 1),
    };
  }),
);

const index = host
  ? `BenchmarkIndex ${host.index} (readings ${host.readings.join(', ')}; the goals' reference host: ${REFERENCE_INDEX})`
  : 'BenchmarkIndex unknown';
console.log(`\n${connections} connections, ${seconds} s each, autocannon on the same machine. ${index}.`);
console.log(`Load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.`);
console.log(`"at ref.": req/s × ${REFERENCE_INDEX} ÷ index, p99 × index ÷ ${REFERENCE_INDEX}. CPU and round trips are per request answered.`);
console.table(rows);
for (const result of results) {
  console.log(
    `${result.label}: ${result.stored} orders in the database: the ${result.answered} keys answered 201, ` +
      `${result.cutOffStored} of the ${result.cutOff} whose answer the end of the run cut off. ` +
      (result.ok ? 'Each once: OK' : `NOT OK: ${result.missing} answered missing, ${result.twice} keys twice, ${result.unknown} never sent`),
  );
  console.log(`  Still queued when the API stopped (background work): ${result.queued.drafts} first drafts, ${result.queued.notifications} notifications.`);
  for (const [what, { used }] of Object.entries(result.phases)) {
    if (used.window) console.log(`  ${what}: node api/bench/breakdown.mjs <the main thread's profile> ${used.window}`);
  }
  if (!result.ok) process.exitCode = 1;
}
