/**
 * Trending (issue 26): the discussions growing fastest, as the server ranks them with the shared
 * `trendingDiscussions`. Checked by a small guard rather than the contract's zod: this list is the
 * information area's first screen, which has 40 KB of JavaScript for everything, and zod (even its
 * mini build, measured at 11.8 KB gzip -9) would not fit. The list is the same for everyone (no
 * viewer's own data), so any cache may keep it.
 */
import type { Reader } from './request';
import { isDiscussionCategory, type DiscussionCategory } from '../rules/info/discussionCategory';

export interface TrendingItem {
  /** The discussion's id: the item opens `/public/{id}`. */
  id: string;
  title: string;
  category: DiscussionCategory;
  /** Growth of the last 24 hours over the 24 before, percent (`trendPercent`). */
  trend: number;
}
export interface TrendingList {
  items: TrendingItem[];
}

const isItem = (value: unknown): value is TrendingItem => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'string' && typeof item.title === 'string' && isDiscussionCategory(item.category) && Number.isFinite(item.trend);
};

export const TrendingListSchema: Reader<TrendingList> = {
  safeParse(value) {
    const items = typeof value === 'object' && value !== null ? (value as { items?: unknown }).items : undefined;
    return Array.isArray(items) && items.every(isItem) ? { success: true, data: { items } } : { success: false };
  },
};

export const trendingPath = '/api/v1/trending';
