import { useCallback, useEffect, useState } from 'react';
import { callApi, type ApiRequest, type ApiResult } from '@nyaya/shared/api';

/** An error holds the API's problem title, or null when the API could not be reached (said in the user's language at render). */
export type ApiData<T> = { state: 'loading' } | { state: 'error'; problem: string | null } | { state: 'ok'; data: T };

const LOADING = { state: 'loading' } as const;

/**
 * Loads one of the API's lists for a profile section, with a `reload` for its Retry. A section
 * that cannot reach the API says so and leaves the rest of the profile working.
 */
export function useApiData<T>(path: string, schema: ApiRequest<T>['schema']): [ApiData<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which request it answers, so a new path or a Retry shows `loading` at
  // once, without an extra render to reset it.
  const [answer, setAnswer] = useState<{ path: string; schema: ApiRequest<T>['schema']; attempt: number; data: ApiData<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void callApi({ path, schema, signal: controller.signal }).then((result: ApiResult<T>) => {
      if (controller.signal.aborted) return;
      const data: ApiData<T> =
        result.kind === 'ok' ? { state: 'ok', data: result.data } : { state: 'error', problem: result.kind === 'unreachable' ? null : result.problem.title };
      setAnswer({ path, schema, attempt, data });
    });
    return () => controller.abort();
  }, [path, schema, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const current = answer && answer.path === path && answer.schema === schema && answer.attempt === attempt ? answer.data : LOADING;
  return [current, reload];
}
