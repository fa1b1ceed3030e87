import { useCallback } from 'react';
import { apiPaths, SlotsResponseSchema, type Slot } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

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
 * empty; `reload()` asks again and keeps showing the day's slots until the answer comes (and
 * after it, if it fails). An answer for a day the user has left is dropped.
 */
export function useExpertSlots(expertSlug: string, date: string): ExpertSlots & { reload: () => void } {
  const read = useApiRead(apiPaths.expertSlots(expertSlug, date), SlotsResponseSchema);
  const { retry } = read;
  const reload = useCallback(() => retry(), [retry]);
  const slots = read.data?.slots ?? null;
  switch (read.status) {
    case 'ok':
      return { date, slots, status: 'ready', reload };
    case 'unreachable':
      return { date, slots, status: 'unreachable', reload };
    case 'problem':
      return { date, slots, status: 'failed', message: read.problem.detail ?? read.problem.title, reload };
    default:
      return { date, slots, status: 'loading', reload };
  }
}
