import { isApiPath } from '../src/server/apiProxy';
import { get, namesIn, proxyRig, rawExchange, statusOf } from './support/proxyHarness';

describe('isApiPath', () => {
  it('takes /api and what is under it, nothing else', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/v1/orders?x=1')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/experts/api')).toBe(false);
  });
});

describe('proxyToApi: framing and headers', () => {
  const rig = proxyRig();

  it('forwards method, path, headers (cookies included) and body, and the answer with its status and cookies', async () => {
    const response = await fetch(`http://127.0.0.1:${rig.hostPort}/api/v1/orders?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'nyaya_session=old', 'idempotency-key': 'k'.repeat(20) },
      body: '{"serviceId":"affidavit"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual(['nyaya_session=abc; HttpOnly']);
    const [request] = rig.api.seen;
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
    const { answer, closed } = await rawExchange(rig.hostPort, `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`);
    expect(statusOf(answer)).toBe(400);
    expect(answer).toContain('application/problem+json');
    expect(answer).toContain('GET requests carry no body.');
    expect(answer).toMatch(/connection: close/i);
    // A refusal is an answer like any other: it carries the security headers.
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
    expect(closed).toBe(true);
    // Give a smuggled request time to arrive, had it been sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rig.api.seen).toEqual([]);
  });

  it('refuses bodies on GET, HEAD, OPTIONS and DELETE by Content-Length too', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS', 'DELETE']) {
      const { answer } = await rawExchange(rig.hostPort, `${method} /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello`);
      expect(statusOf(answer), method).toBe(400);
    }
    expect(rig.api.seen).toEqual([]);
  });

  it('passes on bodiless GET and DELETE (Content-Length: 0 included) without a body or framing of their own', async () => {
    const { answer } = await rawExchange(rig.hostPort, 'DELETE /api/v1/me HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    expect(statusOf(answer)).toBe(201);
    const { answer: second } = await rawExchange(rig.hostPort, 'GET /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(statusOf(second)).toBe(201);
    expect(rig.api.seen.map(({ method, body }) => [method, body])).toEqual([
      ['DELETE', ''],
      ['GET', ''],
    ]);
    for (const { headers } of rig.api.seen) {
      expect(headers).not.toHaveProperty('transfer-encoding');
      expect(headers).not.toHaveProperty('content-length');
    }
  });

  it('never forwards a request with both Content-Length and Transfer-Encoding', async () => {
    const body = '2\r\n{}\r\n0\r\n\r\n';
    const { answer } = await rawExchange(
      rig.hostPort,
      `POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${body.length}\r\nTransfer-Encoding: chunked\r\n\r\n${body}`,
    );
    expect(statusOf(answer)).toBe(400);
    expect(rig.api.seen).toEqual([]);
  });

  it('refuses a transfer coding other than chunked', async () => {
    const { answer } = await rawExchange(rig.hostPort, 'POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n');
    expect(statusOf(answer)).toBe(400);
    expect(rig.api.seen).toEqual([]);
  });

  it('re-frames a chunked POST as its own chunked body, and the API connection stays in step for the next request', async () => {
    const { answer } = await rawExchange(
      rig.hostPort,
      'POST /api/v1/orders HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n2\r\n1}\r\n0\r\n\r\n' +
        'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    );
    expect(answer.match(/HTTP\/1\.1 201/g)).toHaveLength(2);
    expect(rig.api.seen.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/api/v1/orders', '{"a":1}'],
      ['GET', '/api/v1/health', ''],
    ]);
    expect(rig.api.seen[0]!.headers['transfer-encoding']).toBe('chunked');
  });

  it('strips hop-by-hop headers, those named in Connection included', async () => {
    await get(rig.hostPort, '/api/v1/health', {
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
    const [request] = rig.api.seen;
    for (const name of ['keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'upgrade', 'x-internal-token', 'cookie', 'forwarded'])
      expect(request!.headers, name).not.toHaveProperty(name);
    expect(request!.headers['idempotency-key']).toBe('kept-because-end-to-end');
  });

  it("answers with one of each security header (the API's value where it sent one) and no hop-by-hop header of its answer", async () => {
    rig.api.answerHeaders = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      Connection: 'X-Api-Internal',
      'X-Api-Internal': 'instance-7',
    };
    const answer = await get(rig.hostPort, '/api/v1/health');
    const names = namesIn(answer.rawHeaders);
    expect(names.filter((name) => name === 'x-content-type-options')).toHaveLength(1);
    expect(names.filter((name) => name === 'referrer-policy')).toHaveLength(1);
    expect(names.filter((name) => name === 'cross-origin-opener-policy')).toHaveLength(1);
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers).not.toHaveProperty('x-api-internal');
    expect(answer.text).toBe('{"ok":true}');
  });
});
