import { describe, expect, it } from 'vitest';
import { TRENDING_MAX, trendingDiscussions, trendPercent } from './trendingDiscussions';

describe('trendPercent', () => {
  it('is the growth over the day before, rounded', () => {
    expect(trendPercent({ last24h: 6, previous24h: 4 })).toBe(50);
    expect(trendPercent({ last24h: 10, previous24h: 3 })).toBe(233);
    expect(trendPercent({ last24h: 2, previous24h: 4 })).toBe(-50);
  });

  it('counts each reply or upvote as 100% when the day before had none', () => {
    expect(trendPercent({ last24h: 4, previous24h: 0 })).toBe(400);
    expect(trendPercent({ last24h: 0, previous24h: 0 })).toBe(0);
  });
});

describe('trendingDiscussions', () => {
  const discussion = (id: string, last24h: number, previous24h: number, lastActiveAt = '2026-11-27T10:00:00Z') => ({
    id,
    activity: { last24h, previous24h },
    lastActiveAt,
  });

  it('keeps only what isTrending picks, fastest growing first, then busiest, then latest', () => {
    const list = trendingDiscussions([
      discussion('quiet', 2, 0),
      discussion('cooling', 5, 8),
      discussion('doubling', 6, 3),
      discussion('new', 3, 0),
      discussion('also-new-earlier', 3, 0, '2026-11-27T09:00:00Z'),
      discussion('also-new-later', 3, 0, '2026-11-27T11:00:00Z'),
    ]);
    expect(list.map((item) => [item.id, item.trend])).toEqual([
      ['also-new-later', 300],
      ['new', 300],
      ['also-new-earlier', 300],
      ['doubling', 100],
    ]);
  });

  it('lists at most TRENDING_MAX', () => {
    const many = Array.from({ length: TRENDING_MAX + 5 }, (_, index) => discussion(`d${index}`, 3 + index, 0));
    expect(trendingDiscussions(many)).toHaveLength(TRENDING_MAX);
    expect(trendingDiscussions(many)[0]!.id).toBe(`d${TRENDING_MAX + 4}`);
  });
});
