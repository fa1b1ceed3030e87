import type { Discussion } from '../../types';
import { filterByQuery } from '../textSearch';
import { DISCUSSION_CATEGORIES } from './discussionPost';

export const DISCUSSION_FILTERS = ['All', ...DISCUSSION_CATEGORIES] as const;
export type DiscussionFilter = (typeof DISCUSSION_FILTERS)[number];

/** Public discussions in the chosen category whose title or category contains the query. */
export function filterDiscussions<T extends Pick<Discussion, 'title' | 'category'>>(discussions: readonly T[], query: string, filter: DiscussionFilter): T[] {
  const inCategory = filter === 'All' ? discussions : discussions.filter((item) => item.category === filter);
  return filterByQuery(inCategory, query, (item) => [item.title, item.category]);
}
