/**
 * Calibration to a reference phone, whatever the host: Lighthouse's BenchmarkIndex of this host,
 * and the CPU slowdown that Lighthouse's throttling calculator gives for it.
 *
 * Why: Lighthouse's default 4× slowdown assumes a host of BenchmarkIndex ~1,533. Our hosts read
 * 800 to 2,900 from one day to the next, so a fixed 4× emulated a different phone each day
 * (issue 37). Lighthouse's docs ("Calibrating the CPU slowdown", docs/throttling.md) and its
 * calculator (patrickhulce/lighthouse-cpu-throttling-calculator) map the index to a slowdown
 * instead, piecewise linear through 150 → 1×, 800 → 2×, 1,300 → 3×, 1,533 → 4×, 2,000 → 6×.
 *
 * The index is Lighthouse's own measure (core/lib/page-functions.js, computeBenchmarkIndex):
 * half a second of building 10,000-character strings (allocation and GC) and half a second of
 * copying a 100,000-element array, each counted per second and divided by 10, averaged. It is
 * taken in headless Chromium, at 1×, on an idle page: the same engine Lighthouse measures in.
 */
import { chromium } from '@playwright/test';
import chromiumArgs from '../support/chromium-args.json' with { type: 'json' };

/** The reference host of CI's time budget and of Lighthouse's default 4×. */
export const REFERENCE_INDEX = 1533;

/** Runs in the page: Lighthouse's BenchmarkIndex (see the header). */
function pageBenchmarkIndex() {
  const perSecond = (iterations, started) => Math.round(iterations / 10 / ((Date.now() - started) / 1000));
  const withGc = () => {
    const started = Date.now();
    let iterations = 0;
    while (Date.now() - started < 500) {
      let text = '';
      for (let i = 0; i < 10000; i++) text += 'a';
      // Never true; keeps the optimiser from dropping the loop.
      if (text.length === 1) throw new Error('unreachable');
      iterations++;
    }
    return perSecond(iterations, started);
  };
  const withoutGc = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i++) a[i] = b[i] = i;
    const started = Date.now();
    let iterations = 0;
    // The clock is read every tenth copy only, as Lighthouse does.
    while (iterations % 10 !== 0 || Date.now() - started < 500) {
      const [from, to] = iterations % 2 === 0 ? [a, b] : [b, a];
      for (let i = 0; i < from.length; i++) to[i] = from[i];
      iterations++;
    }
    return perSecond(iterations, started);
  };
  return (withGc() + withoutGc()) / 2;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * This host's BenchmarkIndex: the median of `probes` runs in a fresh page of `executablePath`
 * (Debian's Chromium by default, as the benches use; the e2e headless shell also works).
 */
export async function measureBenchmarkIndex({ probes = 3, executablePath = '/usr/bin/chromium' } = {}) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const readings = [];
    for (let probe = 0; probe < probes; probe += 1) readings.push(Math.round(await page.evaluate(pageBenchmarkIndex)));
    return { index: median(readings), readings };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's calculator: the CPU slowdown that makes a host of `index` emulate its mobile device. */
export function slowdownFor(index) {
  let multiplier;
  if (index >= 1300) multiplier = 3 + (index - 1300) / 233;
  else if (index >= 800) multiplier = 2 + (index - 800) / 500;
  else if (index >= 150) multiplier = 1 + (index - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 10) / 10;
}

/**
 * The slowdown a bench runs at: `BENCH_CPU=<n>` by hand, else calibrated (the default). Prints the
 * readings and the slowdown chosen, so every table says what phone it emulated.
 */
export async function benchSlowdown() {
  const asked = process.env.BENCH_CPU;
  if (asked && asked !== 'calibrated') {
    const multiplier = Number(asked);
    if (!(multiplier >= 1)) throw new Error(`BENCH_CPU must be a number ≥ 1 or "calibrated", not ${asked}`);
    console.log(`CPU slowdown ${multiplier}× (BENCH_CPU, not calibrated)`);
    return { multiplier, index: null, readings: [] };
  }
  const { index, readings } = await measureBenchmarkIndex();
  const multiplier = slowdownFor(index);
  console.log(`BenchmarkIndex ${readings.join(', ')} (median ${index}): CPU slowdown ${multiplier}× (Lighthouse's calculator)`);
  return { multiplier, index, readings };
}
