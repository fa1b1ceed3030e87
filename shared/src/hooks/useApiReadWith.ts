import { useCallback, useEffect, useState } from 'react';
import type { Problem } from '../api/problem';
import type { ApiRequest, ApiResult, Reader } from '../api/request';

/**
 * Where a read stands. `data` is the latest answer for this path, kept while the same path is
 * asked again and when that fails (a list on screen does not vanish because its refresh did);
 * a new path starts with none.
 */
export type ApiReadState<T> =
  /** nothing to ask (the path is null: an id that cannot exist, say) */
  | { status: 'idle'; data?: undefined }
  | { status: 'loading'; data?: T }
  | { status: 'ok'; data: T; httpStatus: number }
  /** the API answered with a problem (400, 404, 429, 500…) */
  | { status: 'problem'; problem: Problem; httpStatus: number; data?: T }
  /** no answer: network or API down, or slower than callApi's 8 s */
  | { status: 'unreachable'; reason: 'timeout' | 'network'; data?: T };

export type ApiRead<T> = ApiReadState<T> & {
  /** asks again (a Retry button); the current data stays on show until the answer */
  retry: () => void;
};

interface Answer<T> {
  path: string;
  attempt: number;
  result: ApiResult<T>;
  /** the latest ok data for `path` */
  data?: T;
}

/**
 * One API read for a screen: `GET path` through `callApi` (session cookie, 8 s timeout, the
 * answer checked against `schema`), as loading / ok / problem / unreachable, with a `retry`. The request
 * is aborted when the path changes or the screen unmounts, and an answer for a path the screen
 * has left is never shown. `schema` must be stable (a module's constant): a new one asks again.
 * No zod here: with requestApi and a light reader, a first screen can use it within its budget.
 */
export function useApiReadWith<T>(path: string | null, schema: Reader<T>, callApi: (request: ApiRequest<T>) => Promise<ApiResult<T>>): ApiRead<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    void callApi({ path, schema, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setAnswer((previous) => ({
        path,
        attempt,
        result,
        data: result.kind === 'ok' ? result.data : previous?.path === path ? previous.data : undefined,
      }));
    });
    return () => controller.abort();
  }, [path, schema, attempt, callApi]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  // Derived while rendering, so a new path or a Retry shows `loading` in the same frame.
  if (path === null) return { status: 'idle', retry };
  const current = answer?.path === path ? answer : null;
  if (!current || current.attempt !== attempt) return { status: 'loading', ...(current?.data !== undefined ? { data: current.data } : {}), retry };
  const { result, data } = current;
  const kept = data !== undefined ? { data } : {};
  if (result.kind === 'ok') return { status: 'ok', data: result.data, httpStatus: result.status, retry };
  if (result.kind === 'problem') return { status: 'problem', problem: result.problem, httpStatus: result.status, ...kept, retry };
  return { status: 'unreachable', reason: result.reason, ...kept, retry };
}
