import type { TrackingStep } from '../../../types';

export interface TrackingProgress {
  completed: number;
  total: number;
  /** 0–100, rounded */
  percent: number;
  /** "Order completed!" or "N of M steps completed" */
  text: string;
}

/** Spec §4: progress is completed steps ÷ total steps; all done reads "Order completed!". */
export function trackingProgress(steps: Pick<TrackingStep, 'status'>[]): TrackingProgress {
  const total = steps.length;
  const completed = steps.filter((step) => step.status === 'completed').length;
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  const text = total > 0 && completed === total ? 'Order completed!' : `${completed} of ${total} steps completed`;
  return { completed, total, percent, text };
}
