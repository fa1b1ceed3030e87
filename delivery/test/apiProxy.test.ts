import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { apiTrustProxy, isApiPath, proxyToApi } from '../src/server/apiProxy';
import { trustedProxies } from '../src/server/forwarded';

async function listen(server: Server, host = '127.0.0.1') {
  server.listen(0, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

/** Writes `text` on a fresh socket and returns everything the server sent until it closed (or went quiet). */
function rawExchange(port: number, text: string, host = '127.0.0.1'): Promise<{ answer: string; closed: boolean }> {
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
function get(port: number, path: string, headers: Record<string, string> = {}, host = '127.0.0.1'): Promise<IncomingMessage & { text: string }> {
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

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const namesIn = (rawHeaders: string[]) => rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());

describe('isApiPath', () => {
  it('takes /api and what is under it, nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/v1/orders?x=1')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/experts/api')).toBe(false);
  });
});

describe('proxyToApi', () => {
  let api: Server;
  let host: Server;
  let apiPort: number;
  let hostPort: number;
  const seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  /** what the fake API adds to its answers, per test */
  let answerHeaders: Record<string, string> = {};

  beforeAll(async () => {
    api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'nyaya_session=abc; HttpOnly', ...answerHeaders });
        response.end('{"ok":true}');
      });
    });
    // The API keeps connections open, as Fastify does: a smuggled request rides on one.
    api.keepAliveTimeout = 30_000;
    apiPort = await listen(api);
    host = createServer((request, response) =>
      proxyToApi(request, response, apiPort, {
        extraHeaders: {
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
          'Cross-Origin-Opener-Policy': 'same-origin',
        },
      }),
    );
    hostPort = await listen(host);
  });
  beforeEach(() => {
    seen.length = 0;
    answerHeaders = {};
  });
  afterAll(() => {
    host.closeAllConnections();
    host.close();
    api.closeAllConnections();
    api.close();
  });

  it('forwards method, path, headers (cookies included) and body, and the answer with its status and cookies', async () => {
    const response = await fetch(`http://127.0.0.1:${hostPort}/api/v1/orders?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'nyaya_session=old', 'idempotency-key': 'k'.repeat(20) },
      body: '{"serviceId":"affidavit"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual(['nyaya_session=abc; HttpOnly']);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', url: '/api/v1/orders?x=1', body: '{"serviceId":"affidavit"}' });
    expect(request!.headers).toMatchObject({
      cookie: 'nyaya_session=old',
      'idempotency-key': 'k'.repeat(20),
      'content-length': '25',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('refuses a GET whose chunked body is a second request, and nothing reaches the API (the smuggled order)', async () => {
    const smuggled = 'POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}';
    const chunk = `${Buffer.byteLength(smuggled).toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`;
    const { answer, closed } = await rawExchange(hostPort, `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('application/problem+json');
    expect(answer).toMatch(/connection: close/i);
    expect(closed).toBe(true);
    // Give a smuggled request time to arrive, had it been sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen).toEqual([]);
  });

  it('refuses bodies on GET, HEAD, OPTIONS and DELETE by Content-Length too', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE']) {
      const { answer } = await rawExchange(hostPort, `${method} /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello`);
      expect(statusOf(answer), method).toBe(400);
    }
    expect(seen).toEqual([]);
  });

  it('passes on bodiless GET and DELETE (Content-Length: 0 included) without a body or framing of their own', async () => {
    const { answer } = await rawExchange(hostPort, 'DELETE /api/v1/me HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(201);
    const { answer: second } = await rawExchange(hostPort, 'GET /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(statusOf(second)).toBe(201);
    expect(seen.map(({ method, body }) => [method, body])).toEqual([
      ['DELETE', ''],
      ['GET', ''],
    ]);
    for (const { headers } of seen) {
      expect(headers).not.toHaveProperty('transfer-encoding');
      expect(headers).not.toHaveProperty('content-length');
    }
  });

  it('never forwards a request with both Content-Length and Transfer-Encoding', async () => {
    const body = '2\r\n{}\r\n0\r\n\r\n';
    const { answer } = await rawExchange(
      hostPort,
      `POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    );
    expect(statusOf(answer)).toBe(400);
    expect(seen).toEqual([]);
  });

  it('refuses a transfer coding other than chunked', async () => {
    const { answer } = await rawExchange(hostPort, 'POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(seen).toEqual([]);
  });

  it('re-frames a chunked POST as its own chunked body, and the API connection stays in step for the next request', async () => {
    const { answer } = await rawExchange(
      hostPort,
      'POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n2\r\n1}\r\n0\r\n\r\n' +
        'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.match(/HTTP\/1\.1 201/g)).toHaveLength(2);
    expect(seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v1/orders', '{"a":1}'],
      ['GET', '/api/v1/health', ''],
    ]);
    expect(seen[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  it('strips hop-by-hop headers, those named in Connection included', async () => {
    await get(hostPort, '/api/v1/health', {
      Connection: 'keep-alive, X-Internal-Token, Cookie',
      'Keep-Alive': 'timeout=5',
      'Proxy-Connection': 'keep-alive',
      'Proxy-Authorization': 'Basic eDp5',
      TE: 'trailers',
      Upgrade: 'h2c',
      'X-Internal-Token': 'secret',
      Cookie: 'nyaya_session=abc',
      Forwarded: 'for=198.51.100.1',
      'Idempotency-Key': 'kept-because-end-to-end',
    });
    const [request] = seen;
    for (const name of ['keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade', 'x-internal-token', 'cookie', 'forwarded'])
      expect(request!.headers, name).not.toHaveProperty(name);
    expect(request!.headers['idempotency-key']).toBe('kept-because-end-to-end');
  });

  it("answers with one of each security header (the API's value where it sent one) and no hop-by-hop header of its answer", async () => {
    answerHeaders = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      Connection: 'X-Api-Internal',
      'X-Api-Internal': 'instance-7',
    };
    const answer = await get(hostPort, '/api/v1/health');
    const names = namesIn(answer.rawHeaders);
    expect(names.filter((name) => name === 'x-content-type-options')).toHaveLength(1);
    expect(names.filter((name) => name === 'referrer-policy')).toHaveLength(1);
    expect(names.filter((name) => name === 'cross-origin-opener-policy')).toHaveLength(1);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers).not.toHaveProperty('x-api-internal');
    expect(answer.text).toBe('{"ok":true}');
  });

  it('passes on X-Forwarded-For/-Proto from a trusted proxy on this machine (TLS in front), the peer appended', async () => {
    await get(hostPort, '/api/v1/health', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' });
  });

  it('trusts ::1 as loopback by default', async () => {
    const local6 = createServer((request, response) => proxyToApi(request, response, apiPort));
    const port = await listen(local6, '::1');
    await get(port, '/api/v1/health', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }, '::1');
    local6.close();
    expect(seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, ::1' });
  });

  it("drops an untrusted client's own X-Forwarded-For/-Proto/-Host: the API sees its real address, over http", async () => {
    const { trust } = trustedProxies('10.0.0.0/8');
    const direct = createServer((request, response) => proxyToApi(request, response, apiPort, { trust }));
    const port = await listen(direct);
    await get(port, '/api/v1/health', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      host: 'app.example',
    });
    direct.close();
    expect(seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'app.example' });
  });

  it('answers a 503 problem when the API is down', async () => {
    const gone = createServer();
    const closedPort = await listen(gone);
    gone.close();
    const down = createServer((request, response) => proxyToApi(request, response, closedPort));
    const port = await listen(down);
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/orders`);
    down.close();
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ status: 503, title: 'Service unavailable' });
  });
});

describe('apiTrustProxy', () => {
  it('makes the API believe this server (loopback) and the proxies in front of it, once each', () => {
    expect(apiTrustProxy(['loopback'])).toBe('loopback');
    expect(apiTrustProxy(['10.0.0.0/8', 'loopback'])).toBe('loopback,10.0.0.0/8');
  });
});
