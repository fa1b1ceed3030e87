#!/usr/bin/env node
/**
 * `pnpm bench:inp`: how long the app's key interactions take on a slow phone. Debian's Chromium
 * (as a phone runs it) at the CPU slowdown calibrated to this host (./calibrate.mjs; BENCH_CPU=<n> by
 * hand), 390 × 844 mobile emulation, against the production
 * build served as `pnpm start` serves it on its own ports. Each interaction is run BENCH_RUNS
 * times (3) in a fresh browser context; the Event Timing API (PerformanceObserver 'event', every
 * event of 16 ms or more) gives each run's worst event, from input to the next paint; the table
 * shows the median of those. Timings are reported here, never asserted in tests. Writes
 * bench/inp.json.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import chromiumArgs from '../support/chromium-args.json' with { type: 'json' };
import { benchSlowdown } from './calibrate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3950);
const origin = `http://localhost:${portBase}`;
const runs = Number(process.env.BENCH_RUNS ?? 3);
execFileSync('node', [join(root, 'e2e/scripts/ensure-chromium.mjs'), '--for=bench'], { stdio: 'inherit' });
// Measured before the server starts, on an idle host.
const calibration = await benchSlowdown();
const CPU_SLOWDOWN = calibration.multiplier;

/** Each interaction: where it starts, and what the user does (the page is the app by then). */
const interactions = [
  {
    name: 'home search typing',
    path: '/',
    async act(page) {
      await page.getByRole('combobox', { name: 'Search or ask anything' }).click();
      await page.keyboard.type('rental agreement', { delay: 80 });
      await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor();
    },
  },
  {
    name: 'expert dialog open',
    path: '/experts',
    async act(page) {
      await page.getByRole('main').getByRole('button', { name: 'Adv. Priya Sharma' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'category tab switch',
    path: '/category/drafting',
    async act(page) {
      await page.getByRole('tab', { name: 'Cheapest' }).click();
      await page.getByRole('tab', { name: 'Cheapest', selected: true }).waitFor();
    },
  },
  {
    name: 'intake typing',
    path: '/service/rental-agreement/legaldocs-pro',
    async act(page) {
      await page.getByLabel('Property address').click();
      await page.keyboard.type('Flat 302, Whitefield', { delay: 80 });
    },
  },
  {
    name: '/act chip filter',
    path: '/act',
    async act(page) {
      const chips = page.getByRole('group', { name: 'Show action items' }).getByRole('button');
      await chips.filter({ hasText: 'Overdue' }).click();
      await chips.filter({ hasText: 'Completed' }).click();
      await chips.filter({ hasText: 'All' }).click();
    },
  },
  {
    name: 'language switch',
    path: '/',
    async act(page) {
      await page.getByRole('button', { name: 'हिन्दी' }).click();
      await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'English' }).click();
      await page.locator('html[lang="en-IN"]').waitFor({ state: 'attached' });
    },
  },
];

/** Collects Event Timing entries from the start of the page (read and cleared by the bench). */
function observeEvents() {
  globalThis.__nyayaEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__nyayaEvents.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

async function measure(browser, interaction) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
  });
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  await page.goto(`${origin}${interaction.path}`);
  await page.waitForFunction(() => !globalThis.document.getElementById('root')?.hasAttribute('data-prerendered'));
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => (globalThis.__nyayaEvents = []));
  await interaction.act(page);
  await page.waitForTimeout(500); // the last event's entry arrives after its paint
  const events = await page.evaluate(() => globalThis.__nyayaEvents);
  await context.close();
  const worst = events.reduce((max, event) => (event.duration > max.duration ? event : max), { name: '-', duration: 0 });
  return worst;
}

const server = spawn('node', ['--import', 'tsx', join(root, 'delivery/src/server/main.ts'), '--build-if-needed'], {
  cwd: root,
  env: { ...process.env, NYAYA_PORT_BASE: String(portBase), NYAYA_DATA_FRESH: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolveReady, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('being served') && resolveReady());
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: chromiumArgs,
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = [];
try {
  for (const interaction of interactions) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measure(browser, interaction));
    const durations = samples.map((sample) => sample.duration);
    const worstEvent = samples.reduce((max, sample) => (sample.duration > max.duration ? sample : max)).name;
    results.push({ interaction: interaction.name, path: interaction.path, medianMs: median(durations), runsMs: durations, worstEvent });
  }
} finally {
  await browser.close();
  server.kill();
}

mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(
  join(root, 'bench/inp.json'),
  `${JSON.stringify({ date: new Date().toISOString(), hostBenchmarkIndex: calibration.index, hostReadings: calibration.readings, cpuSlowdown: CPU_SLOWDOWN, runs, results }, null, 2)}\n`,
);
console.log(
  `\nWorst event of each interaction, host BenchmarkIndex ${calibration.index ?? 'not measured'}, ${CPU_SLOWDOWN}× CPU slowdown, 390 px, median of ${runs} (Event Timing, ms)\n`,
);
console.log('| interaction | page | median | runs | slowest event |');
console.log('|---|---|---|---|---|');
for (const row of results) console.log(`| ${row.interaction} | \`${row.path}\` | ${row.medianMs} | ${row.runsMs.join(', ')} | ${row.worstEvent} |`);
