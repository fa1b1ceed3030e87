#!/usr/bin/env node
/**
 * The e2e suite drives Debian's Chromium (Playwright's own browser download does not work on
 * our machines), with Noto Sans Devanagari (Android's Hindi face), so Hindi screens are laid out
 * with real glyph widths rather than missing-glyph boxes. Install what is missing when we are
 * root; otherwise say exactly what to run.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const devanagari = '/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf';
if (existsSync(chromium) && existsSync(devanagari)) process.exit(0);

const command = 'apt-get update && apt-get install -y chromium fonts-noto-core';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(`Chromium (${chromium}) or its Devanagari font is missing. Install Debian's package, then run the tests again:\n  sudo ${command}`);
  process.exit(1);
}
console.log(`Chromium or its Devanagari font is missing; installing Debian's packages (${command})...`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(chromium) || !existsSync(devanagari)) {
  console.error(`apt-get finished but ${existsSync(chromium) ? devanagari : chromium} is still missing.`);
  process.exit(1);
}
