/**
 * A request body must keep coming (plugins/bodyPace.ts): a slow but steady upload is served however
 * long it takes, a trickle is answered 408 with the reason. Through a real port, since `inject`
 * hands the body over at once.
 */
import { connect, type Socket } from 'node:net';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '@nyaya/shared/api';
import { dbLabel, newKey, order, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;
let port: number;
const pace = { windowMs: 400, minBytesPerWindow: 1_000 };

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { bodyPace: pace, socketTimeoutMs: 10_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends a POST of `body` in chunks of `chunk` bytes every `everyMs`; resolves with what came back and whether the server hung up. */
async function slowPost(body: string, chunk: number, everyMs: number): Promise<{ answer: string; closedEarly: boolean; sent: number }> {
  const socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => {});
  let answer = '';
  socket.on('data', (data) => (answer += data.toString('utf8')));
  const closed = once(socket, 'close');
  const bytes = Buffer.from(body);
  socket.write(
    `POST ${apiPaths.orders} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nIdempotency-Key: ${newKey()}\r\n` +
      `Content-Length: ${bytes.byteLength}\r\nConnection: close\r\n\r\n`,
  );
  let sent = 0;
  while (sent < bytes.byteLength && !socket.destroyed && answer === '') {
    socket.write(bytes.subarray(sent, sent + chunk));
    sent += chunk;
    await sleep(everyMs);
  }
  await closed;
  return { answer, closedEarly: sent < bytes.byteLength, sent };
}

describe(`a request body's pace (${dbLabel})`, () => {
  it('serves a steady body that takes several windows to arrive', { timeout: 30_000 }, async () => {
    // JSON allows whitespace: the order is padded (within the 64 KB body limit) to take about
    // six windows at 2 KB per 100 ms.
    const body = JSON.stringify(order()) + ' '.repeat(48_000);
    const { answer, closedEarly } = await slowPost(body, 2_000, 100);
    expect(closedEarly).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 201 /);
  });

  it('answers a trickle 408 with the reason and closes the connection', { timeout: 30_000 }, async () => {
    const body = JSON.stringify(order()) + ' '.repeat(40_000);
    const started = Date.now();
    const { answer, closedEarly } = await slowPost(body, 50, 100);
    expect(closedEarly).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/connection: close/i);
    const problem = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { title: string; detail: string };
    expect(problem.title).toBe('Upload too slow');
    expect(problem.detail).toContain('less than 1 KB arrived in 0.4 seconds');
  });
});
