import { commonLabels } from '@nyaya/shared/i18n/common';
import type { DiscussionFilter } from './filterDiscussions';
import type { LocalEventFilter } from './filterLocalEvents';
import type { SpaceFilter } from './filterSpaces';

/**
 * What each filter chip of the information area says, in the page's language. The filters
 * themselves stay English ids (they match the data's categories); these are their words.
 */
const topics = commonLabels<DiscussionFilter>({
  All: 'filter.all',
  Technology: 'topic.technology',
  Environment: 'topic.environment',
  Finance: 'topic.finance',
  Health: 'topic.health',
  Politics: 'topic.politics',
});

const spaces = commonLabels<SpaceFilter>({
  All: 'filter.all',
  Joined: 'spaces.filter.joined',
  Popular: 'spaces.filter.popular',
  Recent: 'spaces.filter.recent',
});

/** A public-discussion chip: "All", "Technology" … (hi: "सभी", "टेक्नोलॉजी" …). */
export function discussionFilterLabel(filter: DiscussionFilter): string {
  return topics[filter];
}

/** A local-events chip: "All", "Technology" … (hi: "सभी", "टेक्नोलॉजी" …). */
export function localEventFilterLabel(filter: LocalEventFilter): string {
  return topics[filter];
}

/** A spaces chip: "All", "Joined", "Popular", "Recent" (hi: "सभी", "जॉइन किए", "लोकप्रिय", "हाल के"). */
export function spaceFilterLabel(filter: SpaceFilter): string {
  return spaces[filter];
}
