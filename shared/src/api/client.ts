import type { z } from 'zod';
import { tCommon } from '@nyaya/shared/i18n/common';
import { IDEMPOTENCY_HEADER } from './orders';
import { ProblemSchema, type Problem } from './problem';

/** Spec §9 keeps screens responsive: a call that takes longer than this is reported as down. */
export const API_TIMEOUT_MS = 8000;

/**
 * What a call to the API can end in: the parsed body, a problem the API answered (400, 404, 409…),
 * or no answer at all (network down, API down, over 8 s), which the screens say plainly.
 */
export type ApiResult<T> =
  { kind: 'ok'; status: number; data: T } | { kind: 'problem'; status: number; problem: Problem } | { kind: 'unreachable'; reason: 'timeout' | 'network' };

export interface ApiRequest<T> {
  path: string;
  schema: z.ZodType<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

function problemOf(status: number, body: unknown): Problem {
  const parsed = ProblemSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  return { type: 'about:blank', title: status >= 500 ? tCommon('api.unavailable') : tCommon('api.failed'), status };
}

/**
 * One call to the API on this origin (the host forwards `/api/*`), with the session cookie, a
 * timeout, and the response checked against its schema, so a screen never renders an unexpected
 * shape. 502/503/504 from the proxy count as unreachable: the API itself did not answer.
 */
export async function callApi<T>({
  path,
  schema,
  method = 'GET',
  body,
  idempotencyKey,
  signal,
  timeoutMs = API_TIMEOUT_MS,
  fetchImpl = fetch,
}: ApiRequest<T>): Promise<ApiResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const response = await fetchImpl(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const payload: unknown = await response.json().catch(() => null);
    if (response.status === 502 || response.status === 503 || response.status === 504) return { kind: 'unreachable', reason: 'network' };
    if (!response.ok) return { kind: 'problem', status: response.status, problem: problemOf(response.status, payload) };
    const parsed = schema.safeParse(payload);
    if (!parsed.success) return { kind: 'problem', status: 502, problem: { type: 'about:blank', title: tCommon('api.unexpected'), status: 502 } };
    return { kind: 'ok', status: response.status, data: parsed.data };
  } catch {
    return { kind: 'unreachable', reason: controller.signal.aborted && !signal?.aborted ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** A fresh idempotency key for a write (URL-safe, 32 characters from the platform's random source). */
export function newIdempotencyKey(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  // One character (6 random bits) per byte: 32 bytes make the 32 characters this promises.
  const bytes = random(new Uint8Array(32));
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from(bytes, (byte) => alphabet[byte & 63]).join('');
}
