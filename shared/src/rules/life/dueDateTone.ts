import { tCommon } from '@nyaya/shared/i18n/common';
import { formatDay } from '../../format/dates';
import { addDays, parseIsoDay, type IsoDay } from './calendarDay';

export type DueDateTone = 'red' | 'orange' | 'muted';

export interface DueDateDisplay {
  /** "Today", "Tomorrow" or the date, e.g. "5 Jan 2026", in the page's language ("आज", "कल", "5 जन॰ 2026") */
  label: string;
  tone: DueDateTone;
}

/**
 * Spec §4: a due date of today reads "Today" in red, tomorrow "Tomorrow" in orange, any other
 * day its date in muted text. `today` is a parameter so the rule is the same in tests and at night.
 */
export function dueDateTone(dueDate: string, today: IsoDay): DueDateDisplay {
  const due = parseIsoDay(dueDate);
  if (!due) return { label: tCommon('life.due.none'), tone: 'muted' };
  if (dueDate === today) return { label: tCommon('life.due.today'), tone: 'red' };
  if (dueDate === addDays(today, 1)) return { label: tCommon('life.due.tomorrow'), tone: 'orange' };
  return { label: formatDay(due), tone: 'muted' };
}
