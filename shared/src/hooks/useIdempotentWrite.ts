import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { callApi as defaultCallApi, newIdempotencyKey, type ApiRequest, type ApiResult } from '../api/client';
import type { Problem } from '../api/problem';
import { ensureSession as defaultEnsureSession } from './ensureSession';
import { fingerprintOf, type IdempotencyKeys } from './idempotencyKeys';

/** Where a write stands; once answered, with the body it sent (what was booked, which slot was taken). */
export type WriteState<B, T> =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'ok'; data: T; body: B }
  | { kind: 'problem'; status: number; problem: Problem; body: B }
  /** no answer: the write may or may not have been made, and sending again with the same key is safe */
  | { kind: 'unreachable'; reason: 'timeout' | 'network'; body: B };

export interface WriteOptions<T> {
  path: string;
  schema: z.ZodType<T>;
  method?: Exclude<ApiRequest<T>['method'], 'GET'>;
  /** where the key is kept between tries when `send` is not given one; in memory for this screen by default */
  keys?: IdempotencyKeys;
  callApi?: typeof defaultCallApi;
  /** resolves once the browser holds a session (asks `GET /api/v1/me` once per page when unproven) */
  ensureSession?: () => Promise<void>;
}

/**
 * `body`, or a function of the key that makes it (a payment step that needs the key first, say)
 * and returns null to stop without sending (it has said why itself).
 */
type BodyOrPrepare<B> = B | ((idempotencyKey: string) => Promise<B | null>);

export interface IdempotentWrite<B, T> {
  state: WriteState<B, T>;
  /**
   * Sends once at a time: while a send is under way, another resolves to null at once (a double
   * tap reaches the handler twice before React disables the button). The key is
   * `idempotencyKey` when given (a page's draft holds it, across reloads), else the kept one for
   * this body (`keys`), forgotten once the write succeeds.
   */
  send(body: B, options?: { idempotencyKey?: string }): Promise<ApiResult<T> | null>;
  send(prepare: (idempotencyKey: string) => Promise<B | null>, options: { idempotencyKey: string }): Promise<ApiResult<T> | null>;
  /** back to idle (the user changed what the last answer was about) */
  reset(): void;
}

/**
 * One idempotent write (`POST` with an Idempotency-Key) and where it stands. The key outlives
 * every try that got no answer or a refusal, so sending again never makes the write twice, and
 * is replaced only after success or for a different body. Before its first write a page makes sure
 * the browser holds a session, so a retry after a lost answer comes with the same cookie.
 */
export function useIdempotentWrite<B, T>({
  path,
  schema,
  method = 'POST',
  keys,
  callApi = defaultCallApi,
  ensureSession = defaultEnsureSession,
}: WriteOptions<T>): IdempotentWrite<B, T> {
  const [state, setState] = useState<WriteState<B, T>>({ kind: 'idle' });
  const sending = useRef(false);
  const [ownKeys] = useState(() => keys ?? memoryKeys());
  const keeper = keys ?? ownKeys;

  const send = useCallback(
    async (bodyOrPrepare: BodyOrPrepare<B>, options: { idempotencyKey?: string } = {}): Promise<ApiResult<T> | null> => {
      if (sending.current) return null;
      sending.current = true;
      setState({ kind: 'sending' });
      try {
        // The session first: a write that made it would be lost with its answer (ensureSession.ts).
        await ensureSession();
        const prepare = typeof bodyOrPrepare === 'function' ? (bodyOrPrepare as (key: string) => Promise<B | null>) : null;
        const idempotencyKey = options.idempotencyKey ?? keeper.keyFor(fingerprintOf(bodyOrPrepare));
        const body = prepare ? await prepare(idempotencyKey) : (bodyOrPrepare as B);
        if (body === null) {
          setState({ kind: 'idle' });
          return null;
        }
        const result = await callApi({ method, path, schema, body, idempotencyKey });
        if (result.kind === 'ok') {
          if (options.idempotencyKey === undefined) keeper.forget();
          setState({ kind: 'ok', data: result.data, body });
        } else if (result.kind === 'problem') setState({ kind: 'problem', status: result.status, problem: result.problem, body });
        else setState({ kind: 'unreachable', reason: result.reason, body });
        return result;
      } finally {
        sending.current = false;
      }
    },
    [callApi, ensureSession, keeper, method, path, schema],
  ) as IdempotentWrite<B, T>['send'];

  const reset = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, send, reset };
}

/** Keys for one screen's life: enough for a Retry; a page that must survive a reload passes its own. */
function memoryKeys(): IdempotencyKeys {
  let kept: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint) {
      if (kept?.fingerprint !== fingerprint) kept = { fingerprint, key: newIdempotencyKey() };
      return kept.key;
    },
    forget() {
      kept = null;
    },
  };
}
