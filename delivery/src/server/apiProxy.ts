/**
 * The API (`api/`, port PORT_BASE + 5) beside the static bundles: started as a child process and
 * restarted if it exits, and reached from the host's origin at `/api/*`, so the browser's CSP
 * keeps `connect-src 'self'`. The proxy streams: method, headers (cookies included) and body go
 * through as they come, the answer comes back the same way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { DEFAULT_TRUSTED_PROXIES, forwardedFor, forwardedHost, forwardedProto, trustedProxies, type TrustProxy } from './forwarded';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1), plus the framing
 * headers this proxy sets itself, `Host` (the API's own), `Expect` (this server has already
 * answered it) and the forwarding headers it writes afresh. Headers named in `Connection` are
 * hop-by-hop as well.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'content-length',
  'host',
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
]);
/** Methods whose requests carry no body here (the API reads none): a body on them is a smuggling attempt. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS', 'DELETE', 'TRACE']);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
/**
 * Live event streams (a conversation's Server-Sent Events) hold their connection for minutes: each
 * gets one of its own, outside the pool above, so a thousand open chats never leave ordinary
 * requests queued for a socket.
 */
const streamAgent = new Agent({ keepAlive: false, maxSockets: Infinity });
/**
 * A quiet event stream's sockets stay open this long (the API sends a heartbeat every 15 s); the
 * server's own idle timeout (10 s, bundleServer.ts) is for requests that answer and end.
 */
export const EVENT_STREAM_IDLE_MS = 45_000;
const wantsEventStream = (request: IncomingMessage) => /\btext\/event-stream\b/i.test(String(request.headers.accept ?? ''));
const isEventStream = (answer: IncomingMessage) => /^text\/event-stream\b/i.test(String(answer.headers['content-type'] ?? ''));
const loopbackOnly = trustedProxies(DEFAULT_TRUSTED_PROXIES).trust;

export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Headers meant for the next hop only: `headers` without the hop-by-hop ones and those its `Connection` names. */
function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name) && !named.has(name)) kept[name] = value;
  return kept;
}

function problemAnswer(response: ServerResponse, status: number, title: string, detail: string, headers: OutgoingHttpHeaders = {}) {
  if (response.headersSent) return response.destroy();
  const body = JSON.stringify({ type: 'about:blank', title, status, detail });
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}

function unavailable(response: ServerResponse, detail: string, headers: OutgoingHttpHeaders) {
  problemAnswer(response, 503, 'Service unavailable', detail, { ...headers, 'Retry-After': '5' });
}

/**
 * Why this request's framing cannot be passed on, or undefined when it can. Node has already
 * split the stream into requests; the danger is the next hop splitting it differently. A body
 * on GET would be written after headers that announce none, and the API would read it as a
 * second request of its own, from loopback (the issue's smuggled order). Both Content-Length
 * and Transfer-Encoding, or a coding other than chunked, leave the length to interpretation.
 */
function unframeable(request: IncomingMessage): string | undefined {
  const transferEncoding = request.headers['transfer-encoding'];
  const contentLength = request.headers['content-length'];
  if (transferEncoding !== undefined && contentLength !== undefined) return 'A request may not carry both Content-Length and Transfer-Encoding.';
  if (transferEncoding !== undefined && transferEncoding.trim().toLowerCase() !== 'chunked') return 'Only chunked transfer coding is accepted.';
  const hasBody = transferEncoding !== undefined || (contentLength !== undefined && contentLength.trim() !== '0');
  if (hasBody && BODILESS.has(request.method ?? '')) return `${request.method} requests carry no body.`;
  return undefined;
}

export interface ProxyOptions {
  /** headers every answer carries unless the API sent its own (the security headers) */
  extraHeaders?: OutgoingHttpHeaders;
  /** the proxies in front of this server whose X-Forwarded-* to believe (TRUSTED_PROXIES); loopback by default */
  trust?: TrustProxy;
  /** how long a quiet event stream stays open (tests shorten it) */
  eventStreamIdleMs?: number;
}

/**
 * Forwards one request to the API on `port`; a down API is a 503 problem, never a hang. The
 * request goes out with framing this proxy sets (Content-Length, or chunked from Node), never
 * the client's, and with X-Forwarded-For/-Proto/-Host from forwarded.ts.
 */
export function proxyToApi(
  request: IncomingMessage,
  response: ServerResponse,
  port: number,
  { extraHeaders = {}, trust = loopbackOnly, eventStreamIdleMs = EVENT_STREAM_IDLE_MS }: ProxyOptions = {},
) {
  const refused = unframeable(request);
  if (refused) {
    // The unread body is never parsed as a request: the connection ends with this answer.
    response.shouldKeepAlive = false;
    return problemAnswer(response, 400, 'Bad request', refused, { ...extraHeaders, Connection: 'close' });
  }
  const headers: OutgoingHttpHeaders = endToEnd(request.headers);
  const bodiless = BODILESS.has(request.method ?? '');
  if (!bodiless) {
    if (request.headers['content-length'] !== undefined) headers['content-length'] = request.headers['content-length'];
    else if (request.headers['transfer-encoding'] !== undefined) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = '0';
  }
  headers['x-forwarded-for'] = forwardedFor(request, trust);
  headers['x-forwarded-proto'] = forwardedProto(request, trust);
  headers['x-forwarded-host'] = forwardedHost(request, trust);
  const chosenAgent = wantsEventStream(request) ? streamAgent : agent;
  const upstream = httpRequest(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent: chosenAgent, timeout: 30_000 },
    (answer) => {
      // One value per header: the API's own where it sent one (it knows what its answer is), the
      // server's security headers for the rest. Names are compared without case.
      const back: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(extraHeaders)) if (value !== undefined) back[name.toLowerCase()] = value;
      Object.assign(back, endToEnd(answer.headers));
      if (answer.headers['content-length'] !== undefined) back['content-length'] = answer.headers['content-length'];
      response.writeHead(answer.statusCode ?? 502, back);
      if (isEventStream(answer)) {
        // Each event is written as it comes (this answer is never compressed or buffered here), the
        // headers at once, and neither socket is closed for a quiet minute between heartbeats.
        response.flushHeaders();
        response.socket?.setNoDelay(true);
        response.socket?.setTimeout(eventStreamIdleMs);
        upstream.setTimeout(eventStreamIdleMs);
      }
      answer.pipe(response);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', () => unavailable(response, 'The orders service is not answering; try again in a moment.', extraHeaders));
  // A client gone before the answer is complete: the API's connection is not reused half-written.
  response.on('close', () => {
    if (!response.writableFinished) upstream.destroy();
  });
  if (bodiless) upstream.end();
  else request.pipe(upstream);
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
    // The API reads the same TRUSTED_PROXIES (adding loopback, where this server forwards from),
    // so it walks X-Forwarded-For through the same proxies to the client.
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
