#!/usr/bin/env node
/**
 * `pnpm bench`: Lighthouse 12 (mobile, default throttling) with Debian's Chromium against the
 * production build, served as `pnpm start` serves it on its own ports. Writes bench/results.json
 * and prints one row per page and language. Timings are measured and reported here, never asserted
 * in tests. Each page is measured in English and in Hindi (the language cookie the server reads);
 * `BENCH_LANGS=en` measures one.
 *
 * The CPU slowdown is calibrated by default (./calibrate.mjs): the host's BenchmarkIndex, median
 * of three probes, mapped to a slowdown by Lighthouse's throttling calculator, so that every host
 * emulates the same phone; `BENCH_CPU=<n>` sets it by hand. Each run's own BenchmarkIndex is
 * reported beside its score. A run that ends in a tool error (NO_NAVSTART, no score) is taken
 * again, never counted.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import chromiumArgs from '../support/chromium-args.json' with { type: 'json' };
import { benchSlowdown } from './calibrate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3900);
const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : ['/', '/marketplace', '/experts', '/track', '/service-details/rental-agreement-1'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const languages = (process.env.BENCH_LANGS ?? 'en,hi').split(',').filter((lang) => ['en', 'hi'].includes(lang));
const chromeFlags = ['--headless=new', ...chromiumArgs].join(' ');

execFileSync('node', [join(root, 'e2e/scripts/ensure-chromium.mjs'), '--for=bench'], { stdio: 'inherit' });
// Measured before the server starts, on an idle host.
const calibration = await benchSlowdown();
const server = spawn('node', ['--import', 'tsx', join(root, 'delivery/src/server/main.ts'), '--build-if-needed'], {
  cwd: root,
  env: { ...process.env, NYAYA_PORT_BASE: String(portBase) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolveReady, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('being served') && resolveReady());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

function lighthouse(url, lang, multiplier) {
  const output = execFileSync(
    'npx',
    [
      '-y',
      'lighthouse@12.2.3',
      url,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--extra-headers=${JSON.stringify({ Cookie: `nyaya-lang=${lang}` })}`,
      '--chrome-path=/usr/bin/chromium',
      `--chrome-flags=${chromeFlags}`,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
  );
  const report = JSON.parse(String(output));
  // A tool error (NO_NAVSTART, NO_FCP…) still writes a report, with no score: not a measurement.
  if (report.runtimeError || report.categories.performance.score === null) {
    throw new Error(`Lighthouse tool error ${report.runtimeError?.code ?? 'without a score'}`);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferKB: Math.round(audit('total-byte-weight') / 102.4) / 10,
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? NaN),
    multiplier,
  };
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART): such a run is taken again. */
function measured(url, lang, multiplier, attempts = 5) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouse(url, lang, multiplier);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`Lighthouse failed on ${url} (${lang}), run again: ${String(error.message).split('\n')[0]}`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
try {
  const { multiplier } = calibration;
  for (const lang of languages) {
    for (const path of pages) {
      const samples = [];
      for (let run = 0; run < runs; run += 1) samples.push(measured(`http://localhost:${portBase}${path}`, lang, multiplier));
      // Report the median run by score (Lighthouse varies run to run on a shared 2-core machine).
      const byScore = [...samples].sort((a, b) => a.score - b.score);
      const chosen = byScore[Math.floor(byScore.length / 2)];
      results.push({
        lang,
        path,
        ...chosen,
        scores: samples.map((sample) => sample.score),
        medianLcpMs: median(samples.map((s) => s.lcpMs)),
        benchmarkIndexes: samples.map((sample) => sample.benchmarkIndex),
      });
    }
  }
} finally {
  server.kill();
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench/results.json'),
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: '12.2.3', formFactor: 'mobile', runs, hostBenchmarkIndex: calibration.index, hostReadings: calibration.readings, cpuSlowdownMultiplier: calibration.multiplier, results }, null, 2)}\n`,
);
console.log(
  `\nHost BenchmarkIndex ${calibration.index ?? 'not measured'} (${calibration.readings.join(', ')}): CPU slowdown ${calibration.multiplier}×, median of ${runs} by score`,
);
console.log('\n| lang | page | perf | FCP ms | LCP ms | TBT ms | CLS | transferred KB | runs | BenchmarkIndex |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.lang} | ${r.path} | ${r.score} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.transferKB} | ${r.scores.join(', ')} | ${r.benchmarkIndexes.join(', ')} |`,
  );
console.log('\nWritten to bench/results.json');
