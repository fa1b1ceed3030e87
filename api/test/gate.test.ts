/**
 * The concurrency gate against clients that misbehave (review: one slow reader stopped every
 * database route until a restart). Through a real port: `inject` has no socket to stop reading.
 */
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@nyaya/shared/api';
import { createGate, type Gate } from '../src/gate';
import { Visitor, dbLabel, newKey, order, rentalIntake, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;
let gate: Gate;
let base: string;

beforeAll(async () => {
  db = await testDatabase();
  gate = createGate({ concurrency: 2, queue: 8 });
  app = await testApp(db.database, { gate, writesPerMinute: 10_000, socketTimeoutMs: 1500 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function openSocket(): Promise<Socket> {
  const socket = connect(new URL(base).port as unknown as number, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => {});
  return socket;
}

async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await sleep(20);
  }
  return check();
}

describe(`the gate and clients that misbehave (${dbLabel})`, () => {
  it('keeps serving database routes while one socket pipelines large lists and never reads them', { timeout: 60_000 }, async () => {
    // A session with a large order list: 200 orders with long intake texts, about 400 KB per answer.
    const owner = new Visitor(app);
    const long = 'A long address line that makes every order in the list weigh more. '.repeat(3);
    const intake = { ...rentalIntake, propertyAddress: long };
    for (let index = 0; index < 200; index += 1) expect((await owner.post(apiPaths.orders, order({ intake }))).statusCode).toBe(201);

    // Reproduction: one socket pipelines 40 GETs of the list and never reads an answer.
    const serverSide = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const slow = await openSocket();
    slow.pause();
    const slowOnServer = await serverSide;
    const request = `GET ${apiPaths.orders} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${owner.cookie}\r\n\r\n`;
    slow.write(request.repeat(40));
    await sleep(500);

    // Every other client is still answered, reads and writes alike, well before any timeout.
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        index % 2
          ? fetch(`${base}${apiPaths.orders}`).then((response) => response.status)
          : fetch(`${base}${apiPaths.orders}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': newKey() },
              body: JSON.stringify(order()),
            }).then((response) => response.status),
      ),
    );
    expect(answers).toEqual([201, 200, 201, 200, 201, 200]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(gate.active).toBe(0);

    // The answers it never reads end: the server closes its socket after the inactivity timeout.
    expect(await waitFor(() => slowOnServer.destroyed, 8000)).toBe(true);
    slow.destroy();
  });

  it('gives the place back when a client hangs up while queued', async () => {
    const hold = await gate.enter()!;
    const other = await gate.enter()!;
    const socket = await openSocket();
    socket.write(`GET ${apiPaths.orders} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: nyaya_session=${'a'.repeat(43)}\r\n\r\n`);
    expect(await waitFor(() => gate.waiting === 1, 3000)).toBe(true);
    socket.destroy();
    expect(await waitFor(() => gate.waiting === 0, 3000)).toBe(true);
    hold();
    other();
    expect(gate.active).toBe(0);
    expect((await fetch(`${base}${apiPaths.orders}`)).status).toBe(200);
  });
});
