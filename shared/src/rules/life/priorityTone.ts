import { tCommon } from '@nyaya/shared/i18n/common';
import type { Priority } from '../../types';

export type PriorityTone = 'red' | 'orange' | 'green';

const tones: Record<Priority, PriorityTone> = { High: 'red', Medium: 'orange', Low: 'green' };

/** Spec §4: priority colours High red, Medium orange, Low green. */
export function priorityTone(priority: Priority): PriorityTone {
  return tones[priority];
}

const labels: Record<Priority, () => string> = {
  High: () => tCommon('life.priority.high'),
  Medium: () => tCommon('life.priority.medium'),
  Low: () => tCommon('life.priority.low'),
};

/** A priority's word in the page's language ("High" / "ज़्यादा"); the data keeps the English value. */
export function priorityLabel(priority: Priority): string {
  return labels[priority]();
}
