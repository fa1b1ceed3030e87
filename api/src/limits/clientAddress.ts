/**
 * Who a request comes from, for the limits: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber gets a whole /64 and can rotate through it freely), an IPv4-mapped IPv6 address
 * as the IPv4 it maps. `request.ip` is the client's address: Fastify reads X-Forwarded-For only
 * from the trusted proxies (TRUSTED_PROXIES).
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let text = address.split('%')[0]!;
  // A trailing dotted IPv4 (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -dotted[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

export function addressKey(address: string): string {
  if (isIPv4(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** 127.0.0.0/8 and ::1 (also as IPv4-mapped): the machine itself. */
export function isLoopback(address: string): boolean {
  const key = addressKey(address);
  return key.startsWith('127.') || (isIPv6(address) && ipv6Groups(address)!.every((group, index) => group === (index === 7 ? 1 : 0)));
}
