import type { Goal } from '../../types';
import { clampProgress } from '../progress';

/** A goal's bar value: its progress percent held to 0–100 (spec §9), whatever the data says. */
export function goalProgress(goal: Pick<Goal, 'progress'>): number {
  return clampProgress(goal.progress);
}
