import { commonLabels } from '@nyaya/shared/i18n/common';
import type { ActionItem } from '../../types';
import { filterByQuery } from '../textSearch';
import { isIsoDay, type IsoDay } from './calendarDay';

export const ACTION_FILTERS = ['All', 'Pending', 'Completed', 'Overdue'] as const;
export type ActionFilter = (typeof ACTION_FILTERS)[number];

const actionFilterLabels = commonLabels<ActionFilter>({
  All: 'filter.all',
  Pending: 'life.filter.pending',
  Completed: 'life.filter.completed',
  Overdue: 'life.filter.overdue',
});

/** What an action-item chip says in the page's language ("Pending" / "बाकी"); the filter stays the id. */
export function actionFilterLabel(filter: ActionFilter): string {
  return actionFilterLabels[filter];
}

/** Overdue = not completed and due before today (ISO days compare as text). */
export function isOverdue(item: Pick<ActionItem, 'completed' | 'dueDate'>, today: IsoDay): boolean {
  return !item.completed && isIsoDay(item.dueDate) && item.dueDate < today;
}

function matchesFilter(item: ActionItem, filter: ActionFilter, today: IsoDay): boolean {
  switch (filter) {
    case 'Pending':
      return !item.completed;
    case 'Completed':
      return item.completed;
    case 'Overdue':
      return isOverdue(item, today);
    default:
      return true;
  }
}

/** The action items a search (title, category, description; plain text) and a chip leave. */
export function filterActionItems(items: readonly ActionItem[], filter: ActionFilter, query: string, today: IsoDay): ActionItem[] {
  return filterByQuery(items, query, (item) => [item.title, item.category, item.description]).filter((item) => matchesFilter(item, filter, today));
}

/**
 * How many items each chip would show for the current search, so a chip's count always equals
 * the length of the list it opens.
 */
export function countActionItems(items: readonly ActionItem[], query: string, today: IsoDay): Record<ActionFilter, number> {
  const matching = filterActionItems(items, 'All', query, today);
  return {
    All: matching.length,
    Pending: matching.filter((item) => matchesFilter(item, 'Pending', today)).length,
    Completed: matching.filter((item) => matchesFilter(item, 'Completed', today)).length,
    Overdue: matching.filter((item) => matchesFilter(item, 'Overdue', today)).length,
  };
}
