/**
 * The production server under the faults a bad deploy or a hostile client brings: it never exits,
 * and it keeps answering. These run a second server (no API) on a copy of the built bundles, so
 * that files can be deleted and replaced under it without touching the suite's own server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { portBase as suitePortBase } from '../support/origins';

const repo = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const bundles = ['host', 'remote-info', 'remote-life', 'remote-experts', 'remote-marketplace'];
const portBase = suitePortBase + 300;
const host = `http://localhost:${portBase}`;
const experts = `http://localhost:${portBase + 3}`;

let root: string;
let server: ChildProcess;
let output = '';

async function waitUntilServing() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${host}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server did not start:\n${output}`);
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nyaya-deploy-'));
  for (const bundle of bundles) {
    for (const folder of ['dist', 'dist-prerender']) {
      try {
        cpSync(join(repo, bundle, folder), join(root, bundle, folder), { recursive: true });
      } catch {
        // the host has no dist-prerender to deploy
      }
    }
  }
  server = spawn(process.execPath, ['--import', 'tsx', join(repo, 'delivery/src/server/main.ts')], {
    cwd: repo,
    env: { ...process.env, NYAYA_PORT_BASE: String(portBase), NYAYA_DIST_ROOT: root, NYAYA_NO_API: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  await waitUntilServing();
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(root, { recursive: true, force: true });
});

const alive = async () => expect((await fetch(`${host}/`)).status).toBe(200);

test('remotes.json deleted while serving: 404 for it, the app still served, back once it returns', async () => {
  const file = join(root, 'host/dist/remotes.json');
  renameSync(file, `${file}.away`);
  await new Promise((done) => setTimeout(done, 1100)); // the server re-checks a file each second
  expect((await fetch(`${host}/remotes.json`)).status).toBe(404);
  expect((await fetch(`${host}/experts`)).status).toBe(200);
  await alive();
  renameSync(`${file}.away`, file);
  await new Promise((done) => setTimeout(done, 1100));
  expect((await fetch(`${host}/remotes.json`)).status).toBe(200);
  expect(server.exitCode).toBeNull();
});

test("a remote's files replaced under load: the old file, the new one, or a refusal; never a wrong file", async () => {
  const entry = join(root, 'remote-experts/dist/remoteEntry.js');
  const original = readFileSync(entry);
  const replaced = Buffer.concat([original, Buffer.from('\n// redeployed\n')]);
  let stop = false;
  // A copy that is not atomic has moments with no file, or a file shorter than when its send
  // began: those requests get a 404/403 or a cut transfer (the client retries), never a wrong body.
  const seen = { ok: 0, notFound: 0, refused: 0, cut: 0, other: [] as string[] };
  // A non-atomic redeploy, over and over: rm, then write the new file (and its compressed copies).
  const deployer = (async () => {
    let turn = 0;
    while (!stop) {
      for (const suffix of ['', '.br', '.gz']) rmSync(`${entry}${suffix}`, { force: true });
      await new Promise((done) => setTimeout(done, 2));
      writeFileSync(entry, turn++ % 2 ? original : replaced);
      await new Promise((done) => setTimeout(done, 5));
    }
  })();
  const client = async () => {
    while (!stop) {
      try {
        const response = await fetch(`${experts}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status === 404) seen.notFound += 1;
        else if (response.status === 403 || response.status === 503) seen.refused += 1;
        else if (response.status === 200 && (body.equals(original) || body.equals(replaced) || response.headers.get('content-encoding'))) seen.ok += 1;
        else seen.other.push(`${response.status} ${body.length}`);
      } catch (error) {
        if (String(error).includes('terminated')) seen.cut += 1;
        else seen.other.push(String(error));
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  await new Promise((done) => setTimeout(done, 3000));
  stop = true;
  await Promise.all([deployer, ...clients]);
  writeFileSync(entry, original);
  expect(seen.other).toEqual([]);
  // How many got through depends on the machine's speed; that some did, and none got a wrong file, does not.
  expect(seen.ok).toBeGreaterThan(0);
  expect(server.exitCode).toBeNull();
  expect((await fetch(`${experts}/remoteEntry.js`)).status).toBe(200);
});

test('5,000 idle connections do not stop a normal request', async () => {
  const sockets: Socket[] = [];
  await Promise.all(
    Array.from(
      { length: 5000 },
      () =>
        new Promise<void>((done) => {
          const socket = connect(portBase, '127.0.0.1', () => done());
          socket.on('error', () => done());
          sockets.push(socket);
        }),
    ),
  );
  const started = Date.now();
  const response = await fetch(`http://127.0.0.1:${portBase}/experts`);
  expect(response.status).toBe(200);
  expect(Date.now() - started).toBeLessThan(5000);
  for (const socket of sockets) socket.destroy();
  expect(server.exitCode).toBeNull();
});

test('malformed URLs get 400 and echo nothing; the server stays up', async () => {
  for (const path of ['/%E0%A4%A', '/experts/%', '/%ZZ<script>']) {
    const response = await fetch(`${host}${path}`);
    expect(response.status, path).toBe(400);
    expect(await response.text()).toBe('Bad request');
  }
  await alive();
});
