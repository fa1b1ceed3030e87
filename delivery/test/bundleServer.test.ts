import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_PACE } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { TIMEOUTS, bundleServer } from '../src/server/bundleServer';
import { deployment } from '../src/server/deployment';
import { trustedProxies } from '../src/server/forwarded';

/** A request with the raw header list kept (a repeated header stays repeated). */
function get(port: number, path: string, headers: Record<string, string> = {}, host = '127.0.0.1'): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host, port, path, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve(answer));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const count = (answer: IncomingMessage, name: string) => answer.rawHeaders.filter((header, index) => index % 2 === 0 && header.toLowerCase() === name).length;
const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port;

describe('the host server behind proxies', () => {
  let root: string;
  let api: Server;
  let apiPort: number;
  const apiSaw: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nyaya-bundle-'));
    mkdirSync(join(root, 'host/dist'), { recursive: true });
    writeFileSync(join(root, 'host/dist/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // The API's own headers, as api/src/app.ts sends them.
    api = createServer((request, response) => {
      apiSaw.push(request.headers);
      response.writeHead(200, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
      response.end('{"ok":true}');
    });
    api.listen(0, '127.0.0.1');
    await once(api, 'listening');
    apiPort = (api.address() as AddressInfo).port;
  });
  afterAll(() => {
    api.close();
    rmSync(root, { recursive: true, force: true });
  });

  async function host(trusted?: string) {
    return bundleServer({ name: 'host', port: 0, deployment: deployment({ root, portBase: 3000 }), apiPort, trust: trustedProxies(trusted).trust });
  }

  it('sends HSTS when a trusted proxy says the browser used HTTPS, on files and on API answers', async () => {
    const app = await host();
    try {
      const file = await get(portOf(app), '/favicon.svg', { 'x-forwarded-proto': 'https' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      const answer = await get(portOf(app), '/api/v1/health', { 'x-forwarded-proto': 'https' });
      expect(answer.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
      expect(apiSaw.at(-1)).toMatchObject({ 'x-forwarded-proto': 'https' });
      const plain = await get(portOf(app), '/favicon.svg');
      expect(plain.headers).not.toHaveProperty('strict-transport-security');
    } finally {
      await app.close();
    }
  });

  it('trusts a TLS proxy on ::1 by default, as on 127.0.0.1', async () => {
    const app = await host();
    try {
      const file = await get(portOf(app), '/favicon.svg', { 'x-forwarded-proto': 'https' }, '::1');
      expect(file.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const app = await host('10.0.0.0/8');
    try {
      const file = await get(portOf(app), '/favicon.svg', { 'x-forwarded-proto': 'https' });
      expect(file.headers).not.toHaveProperty('strict-transport-security');
      await get(portOf(app), '/api/v1/health', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.4' });
      expect(apiSaw.at(-1)).toMatchObject({ 'x-forwarded-proto': 'http', 'x-forwarded-for': '127.0.0.1' });
    } finally {
      await app.close();
    }
  });

  it('answers API requests with one X-Content-Type-Options and one Referrer-Policy', async () => {
    const app = await host();
    try {
      const answer = await get(portOf(app), '/api/v1/health');
      expect(answer.statusCode).toBe(200);
      expect(count(answer, 'x-content-type-options')).toBe(1);
      expect(count(answer, 'referrer-policy')).toBe(1);
      expect(count(answer, 'permissions-policy')).toBe(1);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it('gives a request through to the API as long as the API allows (a 10 MB upload on a phone), a remote only 15 s', async () => {
    const app = await host();
    const remote = await bundleServer({ name: 'info', port: 0, deployment: deployment({ root, portBase: 3000 }) });
    try {
      expect(app.server.requestTimeout).toBe(UPLOAD_PACE.ceilingMs);
      expect(remote.server.requestTimeout).toBe(TIMEOUTS.request);
      expect(app.server.headersTimeout).toBe(TIMEOUTS.headers);
    } finally {
      await app.close();
      await remote.close();
    }
  });
});
