/**
 * `pnpm bench:server`: the production server under a deep-link load. It serves the built bundles
 * (no API), then autocannon opens 50 connections for 10 s on an area's deep link whose query
 * string differs on every request (`/experts?x=<random>`, which used to defeat the screen cache),
 * and on the same link without a query, and prints requests per second and latency percentiles.
 * A measurement for the README, never a test assertion (timings depend on the machine).
 *
 *   BENCH_SECONDS=20 BENCH_CONNECTIONS=100 pnpm bench:server
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3600);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const url = `http://127.0.0.1:${portBase}`;

const server = spawn(process.execPath, ['--import', 'tsx', join(repo, 'delivery/src/server/main.ts')], {
  cwd: repo,
  env: { ...process.env, NYAYA_PORT_BASE: String(portBase), NYAYA_NO_API: '1' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (let attempt = 0; attempt < 150; attempt++) {
    try {
      if ((await fetch(`${url}/remotes.json`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('the server did not start');
}

async function run(title: string, path: () => string, duration = seconds) {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: path() }) }],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  if (!title) return;
  console.log(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toLocaleString('en-IN').padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   errors ${errors}`,
  );
}

try {
  await ready();
  // A few seconds of the same load first, unmeasured: a server that has been up a while has
  // compiled its hot paths and rendered its screens.
  await autocannon({
    url,
    connections,
    duration: 3,
    requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: `/experts?x=${Math.random()}` }) }],
  });
  console.log(`${connections} connections, ${seconds} s each, brotli accepted`);
  await run('/experts?x=<random>', () => `/experts?x=${Math.random().toString(36).slice(2)}`);
  await run('/experts', () => '/experts');
  await run('/lawyer-profile/<16 experts>?x=<random>', () => `/lawyer-profile/adv.-priya-sharma?x=${Math.random()}`);
} finally {
  server.kill('SIGTERM');
}
