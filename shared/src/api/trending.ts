/**
 * Trending (issue 26): the discussions growing fastest, as the server ranks them with the shared
 * `trendingDiscussions`. Written with zod's mini build, not the contract's usual zod: this list is
 * the information area's first screen, which has 40 KB of JavaScript for everything, and the full
 * build alone would take more than half of it. The list is the same for everyone (no viewer's
 * own data), so any cache may keep it.
 */
import * as z from 'zod/mini';
import { DISCUSSION_CATEGORIES } from '../rules/info/discussionPost';

export const TrendingItemSchema = z.object({
  /** The discussion's id: the item opens `/public/{id}`. */
  id: z.string(),
  title: z.string(),
  category: z.enum(DISCUSSION_CATEGORIES),
  /** Growth of the last 24 hours over the 24 before, percent (`trendPercent`). */
  trend: z.number(),
});
export type TrendingItem = z.infer<typeof TrendingItemSchema>;

export const TrendingListSchema = z.object({ items: z.array(TrendingItemSchema) });
export type TrendingList = z.infer<typeof TrendingListSchema>;

export const trendingPath = '/api/v1/trending';
