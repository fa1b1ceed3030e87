import type { DiscussionSummary, DiscussionView } from '@nyaya/shared/api';
import { trendingDiscussions } from '@nyaya/shared/rules/info';
import { discussions as samples } from '@nyaya/shared/data/info';
import { json } from './account';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** Replies and upvotes in the last 24 hours and the 24 before: the trending samples are growing. */
const activity: Record<string, { last24h: number; previous24h: number }> = {
  'ds-1': { last24h: 8, previous24h: 2 },
  'ds-3': { last24h: 6, previous24h: 3 },
  'ds-5': { last24h: 4, previous24h: 0 },
};
const activeMinutes: Record<string, number> = { 'ds-1': 5, 'ds-2': 60, 'ds-3': 12, 'ds-4': 180, 'ds-5': 25, 'ds-6': 26 * 60, 'ds-7': 2 * 24 * 60 };

/**
 * The list as the API sends it for the seeded samples (counts as the screens showed them before),
 * its times from now: made per call, since test files share one module graph for minutes.
 */
export const discussionSummaries = (): DiscussionSummary[] =>
  samples.map((sample) => ({
    id: sample.id,
    title: sample.title,
    category: sample.category,
    author: { name: 'Ananya Gupta' },
    participants: sample.participants,
    messages: sample.messages,
    upvotes: 0,
    trending: sample.trending,
    activity: activity[sample.id] ?? { last24h: 1, previous24h: 2 },
    createdAt: minutesAgo(3 * 24 * 60),
    lastActiveAt: minutesAgo(activeMinutes[sample.id] ?? 5),
  }));

/** One discussion as the API sends it; `mine`/`upvoted` as the asking account sees it. */
export function discussionView(overrides: Partial<DiscussionView> = {}): DiscussionView {
  return {
    ...discussionSummaries()[2]!,
    participants: 3,
    messages: 3,
    body: 'Which regime did you pick? See https://incometax.gov.in for the calculator.',
    editedAt: null,
    mine: false,
    upvoted: false,
    upvotes: 2,
    sort: 'oldest',
    replies: [
      { id: 11, author: { name: 'Karan Mehta' }, body: 'New regime.', upvotes: 1, createdAt: minutesAgo(120), editedAt: null, mine: false, upvoted: false },
      {
        id: 12,
        author: { name: 'Divya Pillai' },
        body: '<script>alert(1)</script> Old regime.',
        upvotes: 4,
        createdAt: minutesAgo(60),
        editedAt: null,
        mine: false,
        upvoted: false,
      },
    ],
    ...overrides,
  };
}

export const listAnswer = () => ({ 'GET /api/v1/discussions': json({ discussions: discussionSummaries() }) });

/** `GET trending` as the server ranks the samples above: ds-5 (+400%), ds-1 (+300%), ds-3 (+100%). */
export const trendingAnswer = (summaries = discussionSummaries()) => ({
  'GET /api/v1/trending': json({ items: trendingDiscussions(summaries).map(({ id, title, category, trend }) => ({ id, title, category, trend })) }),
});
