import { tCommon } from '@nyaya/shared/i18n/common';
import type { TrackingStep } from '../../../types';

export interface TrackingProgress {
  completed: number;
  total: number;
  /** 0–100, rounded */
  percent: number;
  /** "Order completed!" or "N of M steps completed", in the page's language */
  text: string;
}

/** Spec §4: progress is completed steps ÷ total steps; all done reads "Order completed!". */
export function trackingProgress(steps: Pick<TrackingStep, 'status'>[]): TrackingProgress {
  const total = steps.length;
  const completed = steps.filter((step) => step.status === 'completed').length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const text =
    total > 0 && completed === total ? tCommon('tracking.completed') : tCommon('tracking.progress', { completed: String(completed), total: String(total) });
  return { completed, total, percent, text };
}
