import { isTrending } from './discussionPost';

/** How busy a discussion was: replies, upvotes and readers in the last 24 hours and in the 24 before. */
export interface Activity {
  last24h: number;
  previous24h: number;
}

/** The most items Trending lists. */
export const TRENDING_MAX = 10;

/**
 * "+N%": the growth of the last 24 hours over the 24 before, rounded. With nothing the day
 * before, each reply or upvote counts as 100% (from one, or from nothing, it is the same news),
 * so 4 new ones read +400% rather than an endless number.
 */
export function trendPercent({ last24h, previous24h }: Activity): number {
  return Math.round(((last24h - previous24h) / Math.max(previous24h, 1)) * 100);
}

/**
 * Trending (issue 26): the discussions `isTrending` picks, fastest growing first (then the
 * busiest, then the one active most recently), at most TRENDING_MAX, each with its percent.
 */
export function trendingDiscussions<D extends { activity: Activity; lastActiveAt: string }>(discussions: readonly D[]): (D & { trend: number })[] {
  return discussions
    .filter((discussion) => isTrending(discussion.activity))
    .map((discussion) => ({ ...discussion, trend: trendPercent(discussion.activity) }))
    .sort((a, b) => b.trend - a.trend || b.activity.last24h - a.activity.last24h || b.lastActiveAt.localeCompare(a.lastActiveAt))
    .slice(0, TRENDING_MAX);
}
