/**
 * One call to the API, without zod: what `callApi` does (session cookie, 8 s timeout, 502–504 as
 * "unreachable", the answer checked before a screen sees it), with the checking left to a reader
 * the caller gives. `callApi` (client.ts) gives the contract's zod schemas; a first screen whose
 * 40 KB budget cannot carry zod (Trending) gives a small guard of its
 * own; problems are read by a guard of the few fields every screen uses.
 */
import { tCommon } from '@nyaya/shared/i18n/common';
import type { Problem } from './problem';

/** Spec §9 keeps screens responsive: a call that takes longer than this is reported as down. */
export const API_TIMEOUT_MS = 8000;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Sent by the server's screen renders: a render is not a reader (Trending's view counts). */
export const SCREEN_RENDER_HEADER = 'x-nyaya-screen-render';

/**
 * Where the server's screen worker reads the API (delivery sets `nyayaServerApiOrigin` there, to
 * the API it runs): `path` on that origin; null in a browser, which calls its own origin.
 */
export function serverApiUrl(path: string): string | null {
  const origin = (globalThis as { nyayaServerApiOrigin?: string }).nyayaServerApiOrigin;
  return origin ? `${origin}${path}` : null;
}

/**
 * What a call to the API can end in: the parsed body, a problem the API answered (400, 404, 409…),
 * or no answer at all (network down, API down, over 8 s), which the screens say plainly.
 */
export type ApiResult<T> =
  { kind: 'ok'; status: number; data: T } | { kind: 'problem'; status: number; problem: Problem } | { kind: 'unreachable'; reason: 'timeout' | 'network' };

/** Anything that checks a value the way zod's `safeParse` does (zod, zod/mini, a hand-made guard). */
export interface Reader<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequest<T> {
  path: string;
  schema: Reader<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Reads an error's body; by default the guard below. */
  problemReader?: Reader<Problem>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** RFC 9457's required fields, and `detail` when present, are what every screen shows. */
export const problemGuard: Reader<Problem> = {
  safeParse: (value) =>
    isRecord(value) &&
    typeof value.type === 'string' &&
    typeof value.title === 'string' &&
    Number.isInteger(value.status) &&
    (value.detail === undefined || typeof value.detail === 'string')
      ? { success: true, data: value as Problem }
      : { success: false },
};

function problemOf(status: number, body: unknown, reader: Reader<Problem>): Problem {
  const parsed = reader.safeParse(body);
  if (parsed.success) return parsed.data;
  return { type: 'about:blank', title: status >= 500 ? tCommon('api.unavailable') : tCommon('api.failed'), status };
}

/**
 * One call to the API on this origin (the host forwards `/api/*`), with the session cookie, a
 * timeout, and the response checked by `schema`, so a screen never renders an unexpected shape.
 * 502/503/504 from the proxy count as unreachable: the API itself did not answer.
 */
export async function requestApi<T>({
  path,
  schema,
  method = 'GET',
  body,
  idempotencyKey,
  signal,
  timeoutMs = API_TIMEOUT_MS,
  fetchImpl = fetch,
  problemReader = problemGuard,
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
    if (!response.ok) return { kind: 'problem', status: response.status, problem: problemOf(response.status, payload, problemReader) };
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
