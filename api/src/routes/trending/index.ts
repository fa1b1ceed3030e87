/**
 * `GET trending` (issue 26): the discussions growing fastest, ranked by the shared rule from the
 * activity the store counts (replies, upvotes and readers, last 24 hours against the 24 before).
 * Nobody's own view is in it, so it is read as a guest whoever asks.
 */
import type { FastifyPluginAsync } from 'fastify';
import { trendingPath, type TrendingList } from '@nyaya/shared/api';
import { trendingDiscussions } from '@nyaya/shared/rules/info';
import { createDiscussionStore } from '../../discussions/store';
import { summaryView } from '../../discussions/view';

const trendingRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const store = createDiscussionStore(app.db, now);

  app.get(trendingPath, async (): Promise<TrendingList> => ({
    items: trendingDiscussions((await store.list(null)).map(summaryView)).map(({ id, title, category, trend }) => ({ id, title, category, trend })),
  }));
};

export default trendingRoutes;
