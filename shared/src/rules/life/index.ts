// Rules of the life area (spec §4, §9), one file per rule, each with its test.
export { toIsoDay, indiaDay, parseIsoDay, isIsoDay, addDays, type IsoDay } from './calendarDay';
export { barHeight, CHART_HEIGHT_PX, CHART_MAX_VALUE } from './barHeight';
export {
  TREND_DAYS,
  goalFromCheckIns,
  goalProgress,
  goalStatus,
  goalTrend,
  goalWeek,
  lastSevenDays,
  percentOf,
  type ChartDay,
  type GoalStatus,
} from './goalProgress';
export {
  GOAL_CATEGORIES,
  GOAL_LIMITS,
  GOAL_UNITS,
  GOALS_MAX_BYTES,
  MAX_CHECK_INS,
  addCheckIn,
  countCompletedGoals,
  isGoalReached,
  maxAmount,
  deleteGoal,
  goalsFit,
  isGoalEntry,
  isGoalTombstone,
  newGoalId,
  ownGoals,
  putGoal,
  type GoalCategory,
  type GoalCheckIn,
  type GoalEntries,
  type GoalEntry,
  type OwnGoal,
  type OwnGoalUnit,
} from './ownGoals';
export {
  GOAL_FIELDS,
  amountText,
  checkCheckInDraft,
  checkGoalDraft,
  emptyGoalDraft,
  goalDraftOf,
  parseAmount,
  type CheckInDraft,
  type CheckInField,
  type CheckInProblems,
  type GoalDraft,
  type GoalField,
  type GoalProblem,
  type GoalProblems,
} from './goalDraft';
export { removeCheckIn, replaceCheckIn, type CheckInCorrectionProblem, type CheckInRef } from './checkInCorrection';
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
export {
  LIFE_EVENT_TEMPLATE_IDS,
  MAX_PLANS,
  PLAN_STATUSES,
  countLifePlans,
  deleteLifePlan,
  isLifePlanEntry,
  lifePlansToShow,
  nextPlanStatus,
  ownLifePlans,
  planLinkPath,
  previousPlanStatus,
  setPlanStatus,
  startLifePlan,
  type LifePlan,
  type LifePlanEntries,
  type LifePlanEntry,
  type PlanStatus,
  type PlanView,
  type StartedPlan,
} from './lifePlans';
export { RESOURCE_FILE_NOTE, formatFileSize, resourceFileName, resourceFileText, utf8Bytes } from './resourceFile';
