#!/usr/bin/env node
/**
 * `pnpm test`: every check of the repository, in stages that overlap where they can (issue 22).
 * On our 2-core machines: Debian's packages (the e2e browser, PostgreSQL) install in the
 * background from the start; typecheck, lint and the production build run side by side (the
 * first two are single-threaded); then the unit tests, the API tests on PGlite and on a throwaway
 * PostgreSQL, side by side too; then Playwright against the build. Each stage's output is printed whole when it
 * ends, then a table of the stages' times, then Playwright's output, whose last line is the
 * suite's "e2e: N passed, N failed, N skipped". The first stage that fails stops the run.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const started = Date.now();
const times = [];

/** Runs a command in the repository, its output kept for when it ends. */
function run(name, command, args) {
  const begin = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - begin) / 1000;
      times.push({ name, seconds, from: (begin - started) / 1000, ok: code === 0 });
      resolveRun({ name, code, output, seconds });
    });
  });
}

const script = (name, scriptName, ...extra) => run(name, pnpm[0], [...pnpm.slice(1), scriptName, ...extra]);

function print(result) {
  console.log(`\n── ${result.name}: ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code})`} in ${result.seconds.toFixed(1)} s ──`);
  process.stdout.write(result.output);
}

function table() {
  console.log('\nstage                      start      took');
  for (const { name, seconds, from, ok } of times.sort((a, b) => a.from - b.from)) {
    console.log(`${name.padEnd(24)} ${from.toFixed(0).padStart(6)} s ${seconds.toFixed(1).padStart(7)} s${ok ? '' : '  FAILED'}`);
  }
  console.log(`${'all'.padEnd(24)} ${''.padStart(8)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s\n`);
}

/** Stops the run at the first failure, with the stage's output and the times so far. */
async function stage(...pending) {
  const results = await Promise.all(pending);
  for (const result of results) print(result);
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    table();
    console.error(`${failed.name} failed.`);
    process.exit(1);
  }
}

// Debian's packages: one apt-get after the other (they share dpkg's lock), beside everything else.
const packages = run('system packages', 'sh', ['-c', 'node e2e/scripts/ensure-chromium.mjs && node api/scripts/with-postgres.mjs --install-only']);

await stage(script('typecheck', 'typecheck'), script('lint', 'lint'), script('build', 'build'));
// Each Vitest run takes one worker on a 2-core machine, so the three run side by side: one after
// the other they left a core idle for about 280 s. PostgreSQL's run waits for its package.
const apiOnPostgres = packages.then((installed) =>
  installed.code === 0
    ? run('api on PostgreSQL', 'node', ['api/scripts/with-postgres.mjs', 'npx', 'vitest', 'run', '--config', 'api/vitest.config.ts'])
    : installed,
);
await stage(script('unit tests', 'test:unit'), run('api on PGlite', 'npx', ['vitest', 'run', '--config', 'api/vitest.config.ts']), apiOnPostgres);
const e2e = await run('e2e (Playwright)', pnpm[0], [...pnpm.slice(1), '--filter', '@nyaya/e2e', 'test']);
table();
print(e2e);
process.exit(e2e.code === 0 ? 0 : 1);
