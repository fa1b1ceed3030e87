import { useCallback, useEffect, useState } from 'react';
import { apiPaths, callApi, SlotsResponseSchema, type Slot } from '@nyaya/shared/api';

export interface ExpertSlots {
  /** the day these slots are for */
  date: string;
  /** null until the day's first answer; kept while the same day reloads */
  slots: Slot[] | null;
  status: 'loading' | 'ready' | 'unreachable' | 'failed';
  /** what the API said when it refused (status 'failed') */
  message?: string;
}

/**
 * An expert's slots on one day from `GET /api/v1/experts/{slug}/slots?date=`. A new day starts
 * empty; `reload()` asks again and keeps showing the day's slots until the answer comes. An
 * answer for a day the user has left is dropped.
 */
export function useExpertSlots(expertSlug: string, date: string) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ExpertSlots>({ date, slots: null, status: 'loading' });

  // A new day shows nothing of the previous one (set while rendering, so no stale frame).
  if (state.date !== date) setState({ date, slots: null, status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void callApi({ path: apiPaths.expertSlots(expertSlug, date), schema: SlotsResponseSchema, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') setState({ date, slots: result.data.slots, status: 'ready' });
      else if (result.kind === 'unreachable') setState((previous) => ({ ...previous, date, status: 'unreachable' }));
      else setState((previous) => ({ ...previous, date, status: 'failed', message: result.problem.detail ?? result.problem.title }));
    });
    return () => controller.abort();
  }, [expertSlug, date, attempt]);

  // Reloading keeps the day's slots on show, marked loading until the answer comes.
  const reload = useCallback(() => {
    setState((previous) => ({ ...previous, status: 'loading', message: undefined }));
    setAttempt((value) => value + 1);
  }, []);
  return { ...state, reload };
}
