/**
 * The API (`api/`, port PORT_BASE + 5) beside the static bundles: started as a child process and
 * restarted if it exits, and reached from the host's origin at `/api/*`, so the browser's CSP
 * keeps `connect-src 'self'`. The proxy streams: method, headers (cookies included) and body go
 * through as they come, the answer comes back the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join } from 'node:path';

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

function unavailable(response: ServerResponse, detail: string) {
  if (response.headersSent) return response.destroy();
  const body = JSON.stringify({ type: 'about:blank', title: 'Service unavailable', status: 503, detail });
  response.writeHead(503, {
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

/** Forwards one request to the API on `port`; a down API is a 503 problem, never a hang. */
export function proxyToApi(request: IncomingMessage, response: ServerResponse, port: number, extraHeaders: OutgoingHttpHeaders = {}) {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
  const client = request.socket.remoteAddress ?? '';
  // A TLS proxy in front of this server (on this machine) says whether the browser used HTTPS.
  const fromProxy = LOOPBACK.test(client);
  headers['x-forwarded-for'] = [fromProxy ? request.headers['x-forwarded-for'] : undefined, client].filter(Boolean).join(', ');
  headers['x-forwarded-proto'] = (fromProxy && request.headers['x-forwarded-proto']) || 'http';
  headers['x-forwarded-host'] = request.headers.host ?? '';
  const upstream = httpRequest({ host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent, timeout: 30_000 }, (answer) => {
    const back: OutgoingHttpHeaders = { ...extraHeaders };
    for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) back[name] = value;
    response.writeHead(answer.statusCode ?? 502, back);
    answer.pipe(response);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => unavailable(response, 'The orders service is not answering; try again in a moment.'));
  request.on('aborted', () => upstream.destroy());
  request.pipe(upstream);
}

/**
 * Runs the API (`api/src/main.ts` through tsx) on `port`, restarting it when it exits; resolves
 * once it answers its health check (or after `readyTimeoutMs`, so the app is served regardless).
 */
export function startApi({ root, port, readyTimeoutMs = 45_000 }: { root: string; port: number; readyTimeoutMs?: number }) {
  let child: ChildProcess | undefined;
  let stopping = false;
  let restarts = 0;
  let startedAt = 0;
  const launch = () => {
    startedAt = Date.now();
    const env = { ...process.env, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    // The IPC channel lets the API notice this server going away (even on SIGKILL) and stop too.
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: join(root, 'api'), env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt > 30_000) restarts = 0;
      const delay = Math.min(1000 * 2 ** restarts, 10_000);
      restarts += 1;
      console.error(`The API exited (${signal ?? `code ${code}`}); restarting it in ${delay / 1000} s.`);
      setTimeout(launch, delay).unref();
    });
  };
  launch();
  const ready = (async () => {
    const deadline = Date.now() + readyTimeoutMs;
    while (Date.now() < deadline) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
        if (answer.ok) return true;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.error(`The API did not answer on port ${port} within ${readyTimeoutMs / 1000} s; /api answers 503 until it does.`);
    return false;
  })();
  return {
    ready,
    stop() {
      stopping = true;
      child?.kill('SIGTERM');
    },
  };
}
