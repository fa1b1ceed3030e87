/**
 * The add / edit form of an action item (issue 27): what the user typed → the item to keep, or
 * what is wrong with each field. The screen says the problems in the page's language.
 */
import type { Priority, ResourceCategory } from '../../types';
import { hasVisibleText, sanitizeText } from '../sanitizeText';
import { isIsoDay } from './calendarDay';
import { ACTION_ITEM_CATEGORIES, ACTION_ITEM_LIMITS, ACTION_ITEM_PRIORITIES, type OwnActionItem } from './ownActionItems';

/** The form's fields as typed (every value text, as inputs give it). */
export interface ActionItemDraft {
  title: string;
  category: string;
  priority: string;
  dueDate: string;
  description: string;
}

export type ActionItemField = keyof ActionItemDraft;

/**
 * - `required`: empty (or only invisible characters)
 * - `tooLong`: longer than ACTION_ITEM_LIMITS allows
 * - `notADate`: not a real day (2026-02-30, half typed: the browser then reports `badInput`)
 * - `outOfRange`: a real day outside ACTION_ITEM_LIMITS.firstDay–lastDay
 * - `notAChoice`: a category or priority the form does not offer
 */
export type ActionItemProblem = 'required' | 'tooLong' | 'notADate' | 'outOfRange' | 'notAChoice';

export type ActionItemProblems = Partial<Record<ActionItemField, ActionItemProblem>>;

/** The fields in the form's order: the first with a problem takes the focus. */
export const ACTION_ITEM_FIELDS: readonly ActionItemField[] = ['title', 'category', 'priority', 'dueDate', 'description'];

/** An empty form: priority Medium, due today (India's day, given), nothing chosen for a category. */
export function emptyActionItemDraft(today: string): ActionItemDraft {
  return { title: '', category: '', priority: 'Medium', dueDate: today, description: '' };
}

/** The form filled with an item's values, to edit it. */
export function draftOf(item: Omit<ActionItemDraft, 'priority'> & { priority: string }): ActionItemDraft {
  return { title: item.title, category: item.category, priority: item.priority, dueDate: item.dueDate, description: item.description };
}

/**
 * The item the draft makes (text cleaned of invisible characters and trimmed; a new item is not
 * completed), or the problems. `dueDateUnreadable`: the browser's date input holds something
 * that is not a date (its value is then empty).
 */
export function checkActionItemDraft(
  draft: ActionItemDraft,
  { completed = false, dueDateUnreadable = false }: { completed?: boolean; dueDateUnreadable?: boolean } = {},
): { item: OwnActionItem; problems?: undefined } | { item?: undefined; problems: ActionItemProblems } {
  const problems: ActionItemProblems = {};
  const title = sanitizeText(draft.title).trim();
  const description = sanitizeText(draft.description).trim();
  const dueDate = draft.dueDate.trim();

  if (!hasVisibleText(title)) problems.title = 'required';
  else if (title.length > ACTION_ITEM_LIMITS.title) problems.title = 'tooLong';
  if (!draft.category) problems.category = 'required';
  else if (!(ACTION_ITEM_CATEGORIES as readonly string[]).includes(draft.category)) problems.category = 'notAChoice';
  if (!(ACTION_ITEM_PRIORITIES as readonly string[]).includes(draft.priority)) problems.priority = draft.priority ? 'notAChoice' : 'required';
  if (dueDateUnreadable) problems.dueDate = 'notADate';
  else if (!dueDate) problems.dueDate = 'required';
  else if (!isIsoDay(dueDate)) problems.dueDate = 'notADate';
  else if (dueDate < ACTION_ITEM_LIMITS.firstDay || dueDate > ACTION_ITEM_LIMITS.lastDay) problems.dueDate = 'outOfRange';
  if (description.length > ACTION_ITEM_LIMITS.description) problems.description = 'tooLong';

  if (Object.keys(problems).length > 0) return { problems };
  return {
    item: {
      title,
      category: draft.category as ResourceCategory,
      priority: draft.priority as Priority,
      dueDate,
      description,
      completed,
    },
  };
}
