#!/usr/bin/env node
/**
 * The e2e suite drives Debian's Chromium (Playwright's own browser download does not work on
 * our machines). Install it when missing and we are root; otherwise say exactly what to run.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${chromium}. Install Debian's package, then run the tests again:\n  sudo ${command}`);
  process.exit(1);
}
console.log(`Chromium is missing at ${chromium}; installing Debian's package (${command})...`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(chromium)) {
  console.error(`apt-get finished but ${chromium} is still missing.`);
  process.exit(1);
}
