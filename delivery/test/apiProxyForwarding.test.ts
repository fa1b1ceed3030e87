import { createServer } from 'node:http';
import { proxyToApi } from '../src/server/apiProxy';
import { trustedProxies } from '../src/server/forwarded';
import { get, listen, proxyRig } from './support/proxyHarness';

describe('proxyToApi: who the client is', () => {
  const rig = proxyRig();

  it('passes on X-Forwarded-For/-Proto from a trusted proxy on this machine (TLS in front), the peer appended', async () => {
    await get(rig.hostPort, '/api/v1/health', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' });
    expect(rig.api.seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7, 127.0.0.1' });
  });

  it('trusts ::1 as loopback by default', async () => {
    const local6 = createServer((request, response) => proxyToApi(request, response, rig.apiPort));
    const port = await listen(local6, '::1');
    await get(port, '/api/v1/health', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }, '::1');
    local6.close();
    expect(rig.api.seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9, ::1' });
  });

  it("drops an untrusted client's own X-Forwarded-For/-Proto/-Host: the API sees its real address, over http", async () => {
    const { trust } = trustedProxies('10.0.0.0/8');
    const direct = createServer((request, response) => proxyToApi(request, response, rig.apiPort, { trust }));
    const port = await listen(direct);
    await get(port, '/api/v1/health', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.1',
      'x-forwarded-host': 'evil.example',
      host: 'app.example',
    });
    direct.close();
    expect(rig.api.seen.at(-1)!.headers).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'app.example' });
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
