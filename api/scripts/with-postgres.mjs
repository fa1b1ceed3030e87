#!/usr/bin/env node
/**
 * Runs a command against a throwaway PostgreSQL: initdb in a temporary folder, a server on a free
 * port of 127.0.0.1, DATABASE_URL exported to the command, then the server stopped and the folder
 * deleted, whatever the command's outcome.
 *
 *   node api/scripts/with-postgres.mjs vitest run --config api/vitest.config.ts
 *   node api/scripts/with-postgres.mjs --install-only
 *
 * Uses Debian's `postgresql` package (binaries in /usr/lib/postgresql/<version>/bin). When it is
 * missing and we are root (CI), it is installed with apt-get; otherwise the exact command is
 * printed. initdb refuses to run as root, so as root the server runs as the `postgres` user.
 * Also a module: `startPostgres()` for the benchmarks.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const INSTALL = 'apt-get update && apt-get install -y --no-install-recommends postgresql';

function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((version) => existsSync(join(base, version, 'bin/initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : null;
}

function ensureInstalled() {
  let bin = binDir();
  if (bin) return bin;
  if (!isRoot) {
    console.error(`PostgreSQL is missing (no /usr/lib/postgresql/*/bin/initdb). Install Debian's package, then run the tests again:\n  sudo ${INSTALL}`);
    process.exit(1);
  }
  console.log(`PostgreSQL is missing; installing Debian's package (${INSTALL})...`);
  // Only the binaries are wanted: no cluster of its own started on port 5432.
  const createCluster = '/etc/postgresql-common/createcluster.conf';
  if (!existsSync(createCluster)) {
    mkdirSync('/etc/postgresql-common', { recursive: true });
    writeFileSync(createCluster, 'create_main_cluster = false\n');
  }
  execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  bin = binDir();
  if (!bin) {
    console.error('apt-get finished but /usr/lib/postgresql/*/bin/initdb is still missing.');
    process.exit(1);
  }
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a throwaway PostgreSQL; `url` connects as `app` to database `postgres`. */
export async function startPostgres() {
  const bin = ensureInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'nyaya-pg-'));
  const data = join(dir, 'data');
  const asOwner = (command, args) => {
    if (!isRoot) return execFileSync(join(bin, command), args, { stdio: 'pipe' });
    return execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' });
  };
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    asOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '-E', 'UTF8', '--no-sync']);
    asOwner('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error.stderr?.toString() ?? error.message}`);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        asOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped: the folder is removed either way.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, ...args] = process.argv.slice(2);
  // `--install-only`: install Debian's package if it is missing, and stop (the test run does this
  // early, beside its other stages, so the API stage finds it installed).
  if (command === '--install-only') {
    ensureInstalled();
    process.exit(0);
  }
  if (!command) {
    console.error('Usage: node api/scripts/with-postgres.mjs <command> [args...]');
    process.exit(2);
  }
  const postgres = await startPostgres();
  console.log(`Throwaway PostgreSQL at ${postgres.url}`);
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, DATABASE_URL: postgres.url } });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    postgres.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
