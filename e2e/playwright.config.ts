import { defineConfig, devices } from '@playwright/test';
import chromiumArgs from './support/chromium-args.json' with { type: 'json' };

/**
 * e2e runs against the production build, served exactly as `pnpm start` serves it.
 * NYAYA_PORT_BASE lets several runs (or a running `pnpm start`) coexist.
 */
const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3100);
const ci = Boolean(process.env.CI);
/**
 * Timeouts are guards, not measurements (timings live in the benches). CI's shared 2-core
 * machines have run several times slower than a laptop, and an axe pass alone took 30 s there,
 * so its guards are twice as long; E2E_PACE sets the factor by hand.
 */
const pace = Number(process.env.E2E_PACE ?? (ci ? 2 : 1));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // 4 workers on 2 cores: the whole suite took 902 s on CI with 4 and 982 s with 2, since many
  // tests wait on the server or a live update rather than the CPU (the CPU-bound route sweep alone
  // is faster with 2: 171 s against 195 s).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: ci ? 1 : 0,
  timeout: 30_000 * pace,
  expect: { timeout: 7_000 * pace },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${portBase}`,
    trace: 'off',
    ...devices['Pixel 7'],
    launchOptions: {
      // Debian's old headless shell (scripts/ensure-chromium.mjs says why).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      // Our machines reach no network but the registries: nothing in the background may try to.
      args: chromiumArgs,
    },
  },
  webServer: {
    command: 'node --import tsx ../delivery/src/server/main.ts',
    url: `http://localhost:${portBase}/remotes.json`,
    // The API comes up with it (port base + 5) on a throwaway PGlite database, emptied at each start.
    // Every account here is minutes old: private messages' new-account rule (24 h) would stop any first message.
    env: { NYAYA_PORT_BASE: String(portBase), NYAYA_DATA_FRESH: '1', NEW_ACCOUNT_HOURS: '0' },
    reuseExistingServer: !ci,
    // The API logs only warnings and errors here (LOG_LEVEL warn) to this stdout: printed, so a CI
    // run whose API stopped answering says why (one did, 28 November, with nothing on record).
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
