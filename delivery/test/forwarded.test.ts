import type { IncomingMessage } from 'node:http';
import { forwardedFor, forwardedHost, forwardedProto, fromTrustedProxy, trustedProxies } from '../src/server/forwarded';

/** Just what forwarded.ts reads of a request: the peer, its TLS, the headers. */
function from(remoteAddress: string, headers: Record<string, string | string[]> = {}, encrypted = false): IncomingMessage {
  return { socket: { remoteAddress, encrypted }, headers } as unknown as IncomingMessage;
}

describe('trustedProxies (TRUSTED_PROXIES)', () => {
  it('trusts loopback, IPv4 and IPv6 and IPv4-mapped, when unset or blank', () => {
    for (const setting of [undefined, '', ' , ']) {
      const { trust, entries } = trustedProxies(setting);
      expect(entries).toEqual(['loopback']);
      for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) expect(trust(address, 0), address).toBe(true);
      for (const address of ['10.0.0.1', '::2', '203.0.113.7', '::ffff:10.0.0.1']) expect(trust(address, 0), address).toBe(false);
    }
  });

  it("reads proxy-addr's syntax: addresses, subnets, netmasks and names, comma-separated", () => {
    const { trust, entries } = trustedProxies(' 10.0.0.0/8, 2001:db8::/32,192.168.1.0/255.255.255.0 , loopback');
    expect(entries).toEqual(['10.0.0.0/8', '2001:db8::/32', '192.168.1.0/255.255.255.0', 'loopback']);
    for (const address of ['10.20.30.40', '::ffff:10.1.1.1', '2001:db8::5', '192.168.1.9', '::1']) expect(trust(address, 0), address).toBe(true);
    for (const address of ['11.0.0.1', '2001:db9::5', '192.168.2.9']) expect(trust(address, 0), address).toBe(false);
  });

  it('refuses a malformed setting, naming it, instead of trusting no one or everyone', () => {
    expect(() => trustedProxies('10.0.0.0/8, lb.internal')).toThrow(/TRUSTED_PROXIES: .*lb\.internal/);
    expect(() => trustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('forwarded headers', () => {
  const { trust } = trustedProxies('loopback, 10.0.0.0/8');

  it("appends the real peer to a trusted proxy's X-Forwarded-For, repeated headers included", () => {
    expect(forwardedFor(from('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' }), trust)).toBe('6.6.6.6, 203.0.113.7, 10.0.0.5');
    expect(forwardedFor(from('::ffff:10.0.0.5', { 'x-forwarded-for': ['203.0.113.7', '198.51.100.2'] }), trust)).toBe('203.0.113.7, 198.51.100.2, 10.0.0.5');
    expect(forwardedFor(from('127.0.0.1'), trust)).toBe('127.0.0.1');
  });

  it("drops an untrusted client's X-Forwarded-For: only its own address goes on", () => {
    expect(forwardedFor(from('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }), trust)).toBe('203.0.113.7');
    expect(forwardedFor(from('::ffff:203.0.113.7', { 'x-forwarded-for': '1.1.1.1' }), trust)).toBe('203.0.113.7');
    expect(forwardedFor(from('2001:db8::1', { 'x-forwarded-for': '1.1.1.1' }), trust)).toBe('2001:db8::1');
  });

  it("takes https from this socket's TLS or a trusted proxy's last X-Forwarded-Proto, and nothing else", () => {
    expect(forwardedProto(from('10.0.0.5', { 'x-forwarded-proto': 'https' }), trust)).toBe('https');
    expect(forwardedProto(from('10.0.0.5', { 'x-forwarded-proto': 'http, HTTPS' }), trust)).toBe('https');
    expect(forwardedProto(from('10.0.0.5', { 'x-forwarded-proto': 'https, http' }), trust)).toBe('http');
    expect(forwardedProto(from('10.0.0.5', { 'x-forwarded-proto': 'javascript' }), trust)).toBe('http');
    expect(forwardedProto(from('203.0.113.7', { 'x-forwarded-proto': 'https' }), trust)).toBe('http');
    expect(forwardedProto(from('203.0.113.7', {}, true), trust)).toBe('https');
    expect(forwardedProto(from('', { 'x-forwarded-proto': 'https' }), trust)).toBe('http');
  });

  it("takes the host from a trusted proxy's X-Forwarded-Host, else the Host header", () => {
    expect(forwardedHost(from('10.0.0.5', { host: 'internal:3000', 'x-forwarded-host': 'app.nyaya.example.in' }), trust)).toBe('app.nyaya.example.in');
    expect(forwardedHost(from('203.0.113.7', { host: 'app.nyaya.example.in', 'x-forwarded-host': 'evil.example' }), trust)).toBe('app.nyaya.example.in');
    expect(fromTrustedProxy(from('', {}), trust)).toBe(false);
  });
});
