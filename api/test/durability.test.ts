/**
 * Durability: the real server process under load, killed with SIGKILL mid-load (no shutdown, no
 * flush), then started again on the same data. Every order that was answered 201 must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@nyaya/shared/api';
import { dbLabel, newDatabaseLocation, newKey, order, type DatabaseLocation } from './support';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
let location: DatabaseLocation | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  await location?.drop();
});

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  return port;
}

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'error' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with ${child.exitCode} on start-up`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${apiPaths.health}`)).ok) return child;
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The API did not start within 90 s');
}

interface Acknowledged {
  orderNumber: string;
  cookie: string;
}

describe(`durability (${dbLabel})`, () => {
  it('keeps every acknowledged order when the server is killed with SIGKILL mid-load', { timeout: 240_000 }, async () => {
    location = await newDatabaseLocation();
    const port = await freePort();
    server = await startServer(location.env, port);
    const acknowledged: Acknowledged[] = [];
    let failed = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}${apiPaths.orders}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
            body: JSON.stringify(order()),
          });
          const body = await response.json();
          if (response.status === 201) acknowledged.push({ orderNumber: body.orderNumber, cookie: response.headers.getSetCookie()[0]!.split(';')[0]! });
        } catch {
          failed += 1;
          if (stop || server?.exitCode !== null) return;
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    // Kill once a few hundred orders are in, while requests are still in flight.
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 20));
    server.kill('SIGKILL');
    await once(server, 'exit');
    stop = true;
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(failed).toBeGreaterThan(0);

    server = await startServer(location.env, port);
    const missing: string[] = [];
    for (const { orderNumber, cookie } of acknowledged) {
      const response = await fetch(`http://127.0.0.1:${port}${apiPaths.order(orderNumber)}`, { headers: { cookie } });
      if (response.status !== 200) missing.push(`${orderNumber} (${response.status})`);
    }
    console.log(
      `durability (${dbLabel}): ${acknowledged.length} orders acknowledged before SIGKILL, ${failed} requests cut off, ${missing.length} missing after restart`,
    );
    expect(missing).toEqual([]);
  });
});
