import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isApiPath, proxyToApi } from '../src/server/apiProxy';

async function listen(server: Server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

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

  beforeAll(async () => {
    api = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, headers: request.headers, body });
        response.writeHead(201, { 'content-type': 'application/json', 'set-cookie': 'nyaya_session=abc; HttpOnly' });
        response.end('{"ok":true}');
      });
    });
    apiPort = await listen(api);
    host = createServer((request, response) => proxyToApi(request, response, apiPort));
    hostPort = await listen(host);
  });
  afterAll(() => {
    host.close();
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
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('passes on X-Forwarded-Proto from a proxy on this machine (TLS in front)', async () => {
    await fetch(`http://127.0.0.1:${hostPort}/api/v1/health`, { headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' } });
    expect(seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' });
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
