import { useCallback, useEffect, useState } from 'react';
import { callApi, type ApiRequest, type ApiResult } from '@nyaya/shared/api';

export type ApiData<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; data: T };

/**
 * Loads one of the API's lists for a profile section, with a `reload` for its Retry. A section
 * that cannot reach the API says so and leaves the rest of the profile working.
 */
export function useApiData<T>(path: string, schema: ApiRequest<T>['schema']): [ApiData<T>, () => void] {
  const [data, setData] = useState<ApiData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setData({ state: 'loading' });
    void callApi({ path, schema, signal: controller.signal }).then((result: ApiResult<T>) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') setData({ state: 'ok', data: result.data });
      else setData({ state: 'error', message: result.kind === 'unreachable' ? 'We couldn’t reach Nyaya’s servers.' : result.problem.title });
    });
    return () => controller.abort();
  }, [path, schema, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [data, reload];
}
