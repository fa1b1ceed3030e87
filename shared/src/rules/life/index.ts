// Rules of the life area (spec §4, §9), one file per rule, each with its test.
export { toIsoDay, indiaDay, parseIsoDay, isIsoDay, addDays, type IsoDay } from './calendarDay';
export { barHeight, CHART_HEIGHT_PX, CHART_MAX_VALUE } from './barHeight';
export { goalProgress } from './goalProgress';
export { priorityLabel, priorityTone, type PriorityTone } from './priorityTone';
export { dueDateTone, type DueDateTone, type DueDateDisplay } from './dueDateTone';
export { ACTION_FILTERS, actionFilterLabel, filterActionItems, countActionItems, isOverdue, type ActionFilter } from './actionItemFilter';
export { filterResources, type ResourceFilter } from './resourceFilter';
export { applyCompletionOverrides, setCompletion, type CompletionOverrides } from './completionOverrides';
export {
  ACTION_ITEM_CATEGORIES,
  ACTION_ITEM_LIMITS,
  ACTION_ITEM_PRIORITIES,
  ACTION_ITEMS_MAX_BYTES,
  TOMBSTONE_DAYS,
  actionItemsFit,
  actionItemsToShow,
  completeActionItem,
  deleteActionItem,
  isActionItemEntry,
  isTombstone,
  newActionItemId,
  ownActionItems,
  putActionItem,
  type ActionItemEntries,
  type ActionItemEntry,
  type ActionItemTombstone,
  type OwnActionItem,
} from './ownActionItems';
export {
  ACTION_ITEM_FIELDS,
  checkActionItemDraft,
  draftOf,
  emptyActionItemDraft,
  type ActionItemDraft,
  type ActionItemField,
  type ActionItemProblem,
  type ActionItemProblems,
} from './actionItemDraft';
