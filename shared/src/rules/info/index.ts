// Rules of the information & community area (one file per rule, each with its test).
export { activityLabel } from './activityLabel';
export { filterConversations, showsOnlineDot } from './filterConversations';
export { DISCUSSION_FILTERS, filterDiscussions, type DiscussionFilter } from './filterDiscussions';
export { filterLocalEvents, LOCAL_EVENT_FILTERS, LOCAL_RADIUS_KM, type LocalEventFilter } from './filterLocalEvents';
export { distanceLabel, localAreaLabel } from './localDistance';
export { discussionFilterLabel, localEventFilterLabel, spaceFilterLabel } from './filterLabels';
export { filterSpaces, SPACE_FILTERS, type SpaceFilter } from './filterSpaces';
export { countUnread, isNotificationRead, markAllRead, resolveNotificationSettings } from './notificationState';
export { daySlots, SCHEDULE_FIRST_HOUR, SCHEDULE_SLOT_COUNT, scheduleSlotTimes } from './scheduleSlots';
export { summarizeSchedule, type ScheduleSummary } from './scheduleSummary';
export { summarizeTransactions, type WalletSummary } from './walletSummary';
export {
  checkDiscussion,
  checkReply,
  cleanPostText,
  DISCUSSION_BODY_MAX,
  DISCUSSION_CATEGORIES,
  DISCUSSION_TITLE_MAX,
  DISCUSSION_TITLE_MIN,
  isDiscussionCategory,
  isTrending,
  linkParts,
  REPLY_BODY_MAX,
  REPLY_SORTS,
  sortReplies,
  type DiscussionCategory,
  type DiscussionDraft,
  type PostProblem,
  type ReplySort,
} from './discussionPost';
export { CONSULTATION_SHOWN_FOR_MS, personalSchedule, type PersonalSchedule, type ScheduleEntry } from './personalSchedule';
export { distanceKm, nextOccurrence, type Point } from './eventPlace';
export { TRENDING_MAX, trendingDiscussions, trendPercent, type Activity } from './trendingDiscussions';
