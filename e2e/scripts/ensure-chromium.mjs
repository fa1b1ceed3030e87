#!/usr/bin/env node
/**
 * The e2e suite drives Debian's `chromium-headless-shell` (Playwright's own browser download does
 * not work on our machines): the old headless mode, which is what Playwright itself runs headless
 * tests in, and on our 2-core machines it runs the suite in 4.4 minutes where full Chromium took
 * 7.6 (issue 22). `pnpm bench` measures with full Chromium (`--for=bench`), as a phone runs it.
 * Both come with Noto Sans Devanagari (Android's Hindi face), so Hindi screens are laid out with
 * real glyph widths rather than missing-glyph boxes. Installs what is missing when we are root;
 * otherwise says exactly what to run.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const E2E_BROWSER = '/usr/bin/chromium-headless-shell';
const BENCH_BROWSER = '/usr/bin/chromium';
const devanagari = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';

const forBench = process.argv.includes('--for=bench');
const browser = forBench ? BENCH_BROWSER : (process.env.CHROMIUM_PATH ?? E2E_BROWSER);
const packages = [forBench ? 'chromium' : 'chromium-headless-shell', 'fonts-noto-core'];
if (existsSync(browser) && existsSync(devanagari)) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${packages.join(' ')}`;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`${browser} or its Devanagari font is missing. Install Debian's packages, then run again:\n  sudo ${command}`);
  process.exit(1);
}
console.log(`${browser} or its Devanagari font is missing; installing Debian's packages (${command})...`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(browser) || !existsSync(devanagari)) {
  console.error(`apt-get finished but ${existsSync(browser) ? devanagari : browser} is still missing.`);
  process.exit(1);
}
