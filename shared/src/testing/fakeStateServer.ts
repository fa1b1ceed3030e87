/**
 * A fake account store for sync tests: `GET /api/v1/me/state` and `PUT /api/v1/me/state/{key}`,
 * compare-and-set on each copy's revision as the API does (a stale base is 409 with the copy).
 * `write` is another device's write, made between this device's requests.
 */
import { vi } from 'vitest';

export interface FakeEntry {
  value: unknown;
  updatedAt: string;
  revision?: number;
}

export function fakeServer(entries: Record<string, FakeEntry> = {}) {
  for (const entry of Object.values(entries)) entry.revision ??= 1;
  const puts: { key: string; value: unknown }[] = [];
  const answers: number[] = [];
  const write = (key: string, value: unknown) => {
    entries[key] = { value, updatedAt: new Date().toISOString(), revision: (entries[key]?.revision ?? 0) + 1 };
  };
  const fetchImpl = vi.fn(async function (this: unknown, path: string, init?: RequestInit) {
    // As the browser's fetch does: called as a method of anything but the window, it throws.
    if (this !== undefined && this !== globalThis) throw new TypeError("Failed to execute 'fetch' on 'Window': Illegal invocation");
    if (path === '/api/v1/me/state' && (init?.method ?? 'GET') === 'GET') return Response.json({ entries: structuredClone(entries) });
    const key = decodeURIComponent(path.replace('/api/v1/me/state/', ''));
    if (init?.method !== 'PUT') return new Response(null, { status: 404 });
    const { value, base } = JSON.parse(String(init.body)) as { value: unknown; base?: number | null };
    const stored = entries[key];
    if ((base ?? null) !== (stored?.revision ?? null)) {
      answers.push(409);
      return Response.json({ type: 'about:blank', title: 'Stale copy', status: 409, current: stored ? structuredClone(stored) : null }, { status: 409 });
    }
    write(key, value);
    puts.push({ key, value });
    answers.push(200);
    return Response.json(entries[key]);
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, entries, puts, answers, write };
}
