/**
 * Who the client is and whether it used HTTPS, when proxies (a TLS terminator, a load balancer)
 * stand in front of this server. Only proxies listed in TRUSTED_PROXIES are believed: anyone
 * else's X-Forwarded-For/-Proto is their own claim and is dropped, so a client cannot pick the
 * address the API's rate limit counts it under, nor make an HTTP request look like HTTPS.
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

/** Is the hop at `address` a proxy whose X-Forwarded-* headers we believe? (proxy-addr's shape, so Fastify takes it too) */
export type TrustProxy = (address: string, hop: number) => boolean;

/** A proxy on this machine only (IPv4 and IPv6 loopback): what `pnpm start` needs, nothing more. */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/**
 * The trusted proxies from a setting in proxy-addr's syntax: comma-separated addresses, subnets
 * (`10.0.0.0/8`, `2001:db8::/32`, `10.0.0.0/255.0.0.0`) and the names `loopback`, `linklocal`,
 * `uniquelocal`. Unset or blank means loopback; a malformed entry throws, naming it, so a typo
 * stops the server at start-up instead of silently trusting no one (or everyone).
 */
export function trustedProxies(setting: string | undefined): { trust: TrustProxy; entries: string[] } {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length) entries.push(DEFAULT_TRUSTED_PROXIES);
  const trust: TrustProxy = (() => {
    try {
      return proxyAddr.compile(entries);
    } catch (error) {
      throw new Error(`TRUSTED_PROXIES: ${(error as Error).message} (expected addresses, subnets or loopback/linklocal/uniquelocal, comma-separated)`);
    }
  })();
  return { trust, entries };
}

/** `::ffff:203.0.113.7` (an IPv4 client on a dual-stack socket) is written as `203.0.113.7`, the way the client knows itself. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** The last value of a header a chain of proxies may have sent more than once or comma-joined. */
function lastValue(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(',') : header;
  const last = joined?.split(',').at(-1)?.trim();
  return last || undefined;
}

function peerOf(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? '';
}

/** Did the connection reach us from a proxy we trust? */
export function fromTrustedProxy(request: IncomingMessage, trust: TrustProxy): boolean {
  const peer = peerOf(request);
  return peer !== '' && trust(peer, 0);
}

/**
 * `https` or `http` as the browser used it: this socket's own TLS, else the last proxy's
 * X-Forwarded-Proto when that proxy is trusted. Any other value is not a scheme we serve.
 */
export function forwardedProto(request: IncomingMessage, trust: TrustProxy): 'https' | 'http' {
  if ((request.socket as Partial<TLSSocket>).encrypted) return 'https';
  if (!fromTrustedProxy(request, trust)) return 'http';
  return lastValue(request.headers['x-forwarded-proto'])?.toLowerCase() === 'https' ? 'https' : 'http';
}

/**
 * The X-Forwarded-For to pass on: the incoming chain only when a trusted proxy sent it, with the
 * real peer appended. An untrusted client's own header is dropped: the next hop then sees its
 * true address, whatever it claimed.
 */
export function forwardedFor(request: IncomingMessage, trust: TrustProxy): string {
  const peer = plainAddress(peerOf(request));
  const incoming = fromTrustedProxy(request, trust) ? request.headers['x-forwarded-for'] : undefined;
  const chain = (Array.isArray(incoming) ? incoming.join(',') : (incoming ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return [...chain, peer].filter(Boolean).join(', ');
}

/** The host the browser asked for: a trusted proxy's X-Forwarded-Host, else our own Host header. */
export function forwardedHost(request: IncomingMessage, trust: TrustProxy): string {
  return (fromTrustedProxy(request, trust) ? lastValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host ?? '';
}
