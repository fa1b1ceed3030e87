import { newIdempotencyKey } from '../api/client';

/**
 * Where a write's Idempotency-Key is kept between tries. The same write (same fingerprint) gets
 * the same key, so a Retry after no answer, a second tap or a reload during the send cannot make
 * it twice; another write gets a new key. Kept until the write succeeds (`forget`).
 */
export interface IdempotencyKeys {
  keyFor(fingerprint: string): string;
  forget(): void;
}

interface Attempt {
  fingerprint: string;
  key: string;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keys kept per tab in sessionStorage under `nyaya:v1:<name>`, so they survive a reload (the
 * attempt was on its way when the page went); in memory when storage is unavailable or full.
 * For writes whose page keeps no draft of its own (a page with a draft passes the draft's key).
 */
export function sessionIdempotencyKeys(name: string, makeKey: () => string = newIdempotencyKey): IdempotencyKeys {
  const storageKey = `nyaya:v1:${name}`;
  let memory: Attempt | null = null;
  const read = (): Attempt | null => {
    try {
      const raw = sessionStorageOrNull()?.getItem(storageKey);
      if (raw) {
        const parsed = JSON.parse(raw) as Partial<Attempt> | null;
        if (typeof parsed?.fingerprint === 'string' && typeof parsed.key === 'string') return { fingerprint: parsed.fingerprint, key: parsed.key };
      }
    } catch {
      // unreadable: what memory holds
    }
    return memory;
  };
  return {
    keyFor(fingerprint) {
      // This page's own attempt first: storage may hold an older one it could not overwrite.
      if (memory?.fingerprint === fingerprint) return memory.key;
      const kept = read();
      if (kept?.fingerprint === fingerprint) return kept.key;
      const attempt = { fingerprint, key: makeKey() };
      memory = attempt;
      try {
        sessionStorageOrNull()?.setItem(storageKey, JSON.stringify(attempt));
      } catch {
        // quota or disabled storage: memory holds it
      }
      return attempt.key;
    },
    forget() {
      memory = null;
      try {
        sessionStorageOrNull()?.removeItem(storageKey);
      } catch {
        // nothing to remove
      }
    },
  };
}

/** A value as JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same write. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
