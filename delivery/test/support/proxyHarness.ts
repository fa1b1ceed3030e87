/** A fake API and raw HTTP helpers for the proxy's tests: what reached the API, and every byte of each answer. */
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { proxyToApi } from '../../src/server/apiProxy';

export async function listen(server: Server, host = '127.0.0.1') {
  server.listen(0, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Writes `text` on a fresh socket and returns everything the server sent until it closed (or went quiet). */
export function rawExchange(port: number, text: string, host = '127.0.0.1'): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    let answer = '';
    let quiet: NodeJS.Timeout | undefined;
    const done = (closed: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      resolve({ answer, closed });
    };
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      clearTimeout(quiet);
      quiet = setTimeout(() => done(false), 400);
    });
    socket.on('end', () => done(true));
    socket.on('error', reject);
    socket.write(text);
  });
}

/** One answer through the proxy, with its raw header list (repeated names stay repeated). */
export function get(port: number, path: string, headers: Record<string, string> = {}, host = '127.0.0.1'): Promise<IncomingMessage & { text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host, port, path, headers }, (answer) => {
      let text = '';
      answer.on('data', (chunk: Buffer) => (text += chunk));
      answer.on('end', () => resolve(Object.assign(answer, { text })));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
export const namesIn = (rawHeaders: string[]) => rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());

export interface SeenRequest {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An API that records each request and answers 201 with a cookie, keeping connections open as
 * Fastify does (a smuggled request rides on one). `answerHeaders` adds headers to its answers.
 */
export async function startFakeApi() {
  const seen: SeenRequest[] = [];
  const fake = { seen, answerHeaders: {} as Record<string, string>, port: 0, server: undefined as unknown as Server };
  fake.server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'nyaya_session=abc; HttpOnly', ...fake.answerHeaders });
      response.end('{"ok":true}');
    });
  });
  fake.server.keepAliveTimeout = 30_000;
  fake.port = await listen(fake.server);
  return fake;
}

export function closeServer(server: Server) {
  server.closeAllConnections();
  server.close();
}

/**
 * A host server whose `/api` goes through `proxyToApi` to a fake API, with the host's security
 * headers, for one describe block: started before its tests, the fake's record cleared before
 * each, both closed after. Read `rig.api`, `rig.hostPort`, `rig.apiPort` inside tests.
 */
export function proxyRig() {
  const rig = {} as { api: Awaited<ReturnType<typeof startFakeApi>>; host: Server; hostPort: number; apiPort: number };
  beforeAll(async () => {
    rig.api = await startFakeApi();
    rig.apiPort = rig.api.port;
    rig.host = createServer((request, response) =>
      proxyToApi(request, response, rig.apiPort, {
        extraHeaders: {
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Cross-Origin-Opener-Policy': 'same-origin',
        },
      }),
    );
    rig.hostPort = await listen(rig.host);
  });
  beforeEach(() => {
    rig.api.seen.length = 0;
    rig.api.answerHeaders = {};
  });
  afterAll(() => {
    closeServer(rig.host);
    closeServer(rig.api.server);
  });
  return rig;
}
