import { createHash } from 'node:crypto';

/** JSON with object keys sorted, so that the same request hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What identifies a write for its Idempotency-Key: the same key with another request is refused. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonical(request)).digest('base64url');
}
