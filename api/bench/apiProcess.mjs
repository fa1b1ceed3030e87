/**
 * The API under `pnpm bench:api` (orders.mjs): started as its own process with its statements
 * counted, driven by autocannon, and what each phase cost it, from /proc and its IPC channel.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { mainThreadCpu, mainThreadTimes, postgresCpu, processCpu } from './processCpu.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const seconds = Number(process.env.BENCH_SECONDS ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** This host's Lighthouse BenchmarkIndex, measured in Chromium by the e2e package's calibration (Playwright). */
export async function hostIndex() {
  if (process.env.BENCH_INDEX) return { index: Number(process.env.BENCH_INDEX), readings: ['BENCH_INDEX'] };
  try {
    const { measureBenchmarkIndex } = await import('../../e2e/bench/calibrate.mjs');
    return await measureBenchmarkIndex();
  } catch (error) {
    console.warn(`BenchmarkIndex not measured (${error.message.split('\n')[0]}); set BENCH_INDEX to convert to reference speed.`);
    return null;
  }
}

async function freePort() {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  probe.close();
  return port;
}

export async function startApi(env) {
  const port = await freePort();
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', './bench/countQueries.mjs', '--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
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

/** Statements the API process has sent to PostgreSQL so far (bench/countQueries.mjs). */
async function queriesSent(child) {
  child.send('count-queries');
  const [{ queries }] = await once(child, 'message');
  return queries;
}

export function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Waits until the process has used almost no CPU for a second (at most a minute): its background work is done. */
export async function idle(pid) {
  for (let waited = 0, last = processCpu(pid); waited < 60_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = processCpu(pid);
    if (now - last < 0.02) return;
    last = now;
  }
}

const profiling = (process.env.BENCH_API_NODE_ARGS ?? '').includes('--cpu-prof');

/** Runs one phase and what it cost: the API process, its main thread, PostgreSQL, round trips. */
export async function phase(child, pgPort, options) {
  const queriesBefore = await queriesSent(child);
  // Read together, just before and just after the run: the same window for each figure.
  const snapshot = () => ({
    process: processCpu(child.pid),
    main: mainThreadCpu(child.pid),
    times: mainThreadTimes(child.pid),
    postgres: postgresCpu(pgPort),
    at: process.hrtime.bigint() / 1000n,
  });
  const before = snapshot();
  const result = await run(options);
  const after = snapshot();
  const used = {
    process: after.process - before.process,
    main: after.main - before.main,
    postgres: after.postgres - before.postgres,
    queries: (await queriesSent(child)) - queriesBefore,
  };
  if (profiling) {
    // The profile's clock is this monotonic one: bench/breakdown.mjs reads this window of it.
    const answers = result['2xx'] + result.non2xx;
    const perRequest = (seconds) => ((seconds * 1000) / answers).toFixed(3);
    used.window = `${before.at} ${after.at} ${answers} ${perRequest(after.times.user - before.times.user)} ${perRequest(after.times.system - before.times.system)}`;
  }
  return { result, used };
}
