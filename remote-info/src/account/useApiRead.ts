import { useCallback, useEffect, useState } from 'react';
import { callApi, type ApiRequest } from '@nyaya/shared/api';

/** What a screen shows for one read: loading, the API's problem, no answer at all, or the data. */
export type ApiRead<T> = { state: 'loading' } | { state: 'problem'; title: string } | { state: 'unreachable' } | { state: 'ok'; data: T };

const LOADING = { state: 'loading' } as const;

/**
 * Reads `path` once per mount and per `reload` (the screen's Try again). A response that arrives
 * after the screen left, or after a newer attempt began, is dropped.
 */
export function useApiRead<T>(path: string, schema: ApiRequest<T>['schema']): [ApiRead<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  // The answer remembers which attempt it answers, so Try again shows loading at once.
  const [answer, setAnswer] = useState<{ path: string; attempt: number; read: ApiRead<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void callApi({ path, schema, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      const read: ApiRead<T> =
        result.kind === 'ok'
          ? { state: 'ok', data: result.data }
          : result.kind === 'problem'
            ? { state: 'problem', title: result.problem.title }
            : { state: 'unreachable' };
      setAnswer({ path, attempt, read });
    });
    return () => controller.abort();
  }, [path, schema, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [answer && answer.path === path && answer.attempt === attempt ? answer.read : LOADING, reload];
}
