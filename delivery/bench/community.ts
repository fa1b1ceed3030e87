/**
 * `pnpm bench:community` (issue 26): the community's two hot paths on PostgreSQL, through the
 * production server as a browser reaches them. A throwaway PostgreSQL, the built app and its API
 * (`delivery/src/server/main.ts` with DATABASE_URL), then:
 * - server-rendered discussion pages: autocannon, 50 connections for 10 s, on one discussion and
 *   across the seven seeded ones (each rendered in the screen worker, kept 10 s: `freshSeconds`);
 * - reply writes: 100 members signed in through the API, 50 at a time each posting its 5 replies
 *   (a new account's first-day limit) to one discussion; replies per second and each write's latency.
 * Prints a table for the README; nothing is asserted but that every write was accepted.
 *
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=100 BENCH_MEMBERS=200 pnpm bench:community
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
// @ts-expect-error: a plain .mjs script of the API's, without types
import { startPostgres } from '../../api/scripts/with-postgres.mjs';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3700);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const members = Number(process.env.BENCH_MEMBERS ?? 100);
const writers = Number(process.env.BENCH_WRITERS ?? 50);
/** A new account may post 5 times in its first day (api/src/moderation/newAccount.ts). */
const REPLIES_EACH = 5;
const url = `http://127.0.0.1:${portBase}`;
const SEEDED = ['ds-1', 'ds-2', 'ds-3', 'ds-4', 'ds-5', 'ds-6', 'ds-7'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 120_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline;) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

async function pages(title: string, path: () => string) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: path() }) }],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${title.padEnd(40)} ${Math.round(result.requests.average).toLocaleString('en-IN').padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}`,
  );
}

/** A member signed in through the API as the app does it (test mode: the code comes back). */
async function member(index: number): Promise<string> {
  const mobile = `8${String(100_000_000 + index * 7919).slice(-9)}`;
  const headers = { 'content-type': 'application/json', origin: url };
  const sent = await fetch(`${url}/api/v1/auth/code`, { method: 'POST', headers, body: JSON.stringify({ mobile }) });
  const { testCode } = (await sent.json()) as { testCode?: string };
  const signedIn = await fetch(`${url}/api/v1/auth/sign-in`, { method: 'POST', headers, body: JSON.stringify({ mobile, code: testCode }) });
  if (!signedIn.ok) throw new Error(`sign-in ${signedIn.status}: ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function replies() {
  const cookies: string[] = [];
  for (let index = 0; index < members; index += 1) cookies.push(await member(index));
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let mine = next++; mine < cookies.length; mine = next++) {
        for (let reply = 0; reply < REPLIES_EACH; reply += 1) {
          const sent = performance.now();
          const response = await fetch(`${url}/api/v1/discussions/ds-1/replies`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: url, cookie: cookies[mine]! },
            body: JSON.stringify({
              clientId: randomBytes(16).toString('base64url'),
              body: `Reply ${reply + 1} of member ${mine + 1}: stamp duty was ₹500 in Pune.`,
            }),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          if (response.status !== 201) refused += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${`reply writes (${writers} writers, ${latencies.length})`.padEnd(40)} ${Math.round(latencies.length / elapsed)
      .toLocaleString('en-IN')
      .padStart(7)} replies/s   p50 ${Math.round(percentile(latencies, 50))} ms   p99 ${Math.round(percentile(latencies, 99))} ms   refused ${refused}`,
  );
  return refused;
}

const postgres = await startPostgres();
const server = spawn(process.execPath, ['--import', 'tsx', join(repo, 'delivery/src/server/main.ts')], {
  cwd: repo,
  env: { ...process.env, NYAYA_PORT_BASE: String(portBase), DATABASE_URL: postgres.url, LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let refused = 0;
try {
  await until(async () => (await fetch(`${url}/api/v1/health`)).ok, 'the app and its API starting');
  // Warm: the screen worker loads the info area's renderer; the first render may miss its budget.
  await until(async () => (await (await fetch(`${url}/public/ds-1`)).text()).includes('og:title'), 'a discussion rendered on the server');
  console.log(`PostgreSQL, ${connections} connections, ${seconds} s each, brotli accepted; load average ${loadavg()[0]!.toFixed(2)}`);
  await pages('/public/ds-1 (server-rendered)', () => '/public/ds-1');
  let turn = 0;
  await pages('/public/<7 seeded discussions>', () => `/public/${SEEDED[turn++ % SEEDED.length]}`);
  refused = await replies();
} finally {
  server.kill('SIGTERM');
  await new Promise((done) => setTimeout(done, 1000));
  await postgres.stop();
}
if (refused > 0) {
  console.error(`${refused} reply writes were refused`);
  process.exitCode = 1;
}
