import type { Priority } from '../../types';

export type PriorityTone = 'red' | 'orange' | 'green';

const tones: Record<Priority, PriorityTone> = { High: 'red', Medium: 'orange', Low: 'green' };

/** Spec §4: priority colours High red, Medium orange, Low green. */
export function priorityTone(priority: Priority): PriorityTone {
  return tones[priority];
}
