/**
 * Live event streams through the host's proxy (issue 25's conversations): each event reaches the
 * browser as the API writes it (never buffered, never compressed), a stream quiet for longer than
 * the server's idle timeout between heartbeats stays open, and hundreds of open streams do not
 * take the sockets ordinary API requests need.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { proxyToApi } from '../src/server/apiProxy';
import { closeServer, get, listen } from './support/proxyHarness';

/** An API whose event stream sends one event at once and the second only when the test says (`release`). */
async function streamingApi() {
  const waiting: (() => void)[] = [];
  const server = createServer((request, response) => {
    if (!request.url?.endsWith('/events')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"ok":true}');
    }
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'x-accel-buffering': 'no' });
    response.write('id: 1\nevent: message\ndata: {"n":1}\n\n');
    waiting.push(() => response.write('id: 2\nevent: message\ndata: {"n":2}\n\n'));
  });
  return { server, port: await listen(server), release: () => waiting.splice(0).forEach((send) => send()) };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
};

/** Opens a stream through the host; records when each chunk arrived. */
function openThrough(port: number): Promise<{ answer: IncomingMessage; chunks: { at: number; text: string }[]; close: () => void }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path: '/api/v1/conversations/ORDAAAAAAAAA/events', headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } },
      (answer) => {
        const chunks: { at: number; text: string }[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push({ at: Date.now(), text: chunk.toString() }));
        resolve({ answer, chunks, close: () => outgoing.destroy() });
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('proxyToApi: event streams', () => {
  let api: Awaited<ReturnType<typeof streamingApi>>;
  let host: Server;
  let hostPort: number;

  beforeAll(async () => {
    api = await streamingApi();
    host = createServer((request, response) => proxyToApi(request, response, api.port, { eventStreamIdleMs: 2000 }));
    // Like the host's Fastify (connectionTimeout): a socket idle this long is closed, unless it is a stream's.
    host.timeout = 150;
    hostPort = await listen(host);
  });
  afterAll(() => {
    closeServer(host);
    closeServer(api.server);
  });

  it('passes each event on as it is written, uncompressed, and keeps a stream open past the idle timeout', async () => {
    const { answer, chunks, close } = await openThrough(hostPort);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['x-accel-buffering']).toBe('no');
    const text = () => chunks.map((chunk) => chunk.text).join('');
    // The first event arrives while the API has written nothing more: nothing waits to fill a buffer.
    await until(() => text().includes('"n":1'));
    // Quiet for longer than the server's idle timeout (150 ms here): the stream stays open.
    await new Promise((resolve) => setTimeout(resolve, 500));
    api.release();
    await until(() => text().includes('"n":2'));
    expect(text()).toBe('id: 1\nevent: message\ndata: {"n":1}\n\nid: 2\nevent: message\ndata: {"n":2}\n\n');
    expect(answer.destroyed).toBe(false);
    close();
  });

  it('gives every stream a connection of its own: 260 open streams (the pool has 256) leave ordinary requests answering', async () => {
    // Opening 260 at once on this machine takes longer than the first test's tiny idle timeout.
    host.timeout = 10_000;
    const streams = await Promise.all(Array.from({ length: 260 }, () => openThrough(hostPort)));
    const plain = await get(hostPort, '/api/v1/health');
    expect(plain.statusCode).toBe(200);
    expect(plain.text).toBe('{"ok":true}');
    for (const stream of streams) stream.close();
  });
});
