import { describe, expect, it, vi } from 'vitest';
import { problemGuard, requestApi } from './request';
import { TrendingListSchema } from './trending';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('requestApi (no zod)', () => {
  it('reads an answer with a light reader and refuses one of another shape', async () => {
    const item = { id: 'ds-1', title: 'Deposit kept', category: 'Finance', trend: 300 };
    expect(await requestApi({ path: '/api/v1/trending', schema: TrendingListSchema, fetchImpl: answer(200, { items: [item] }) })).toEqual({
      kind: 'ok',
      status: 200,
      data: { items: [item] },
    });
    const odd = await requestApi({
      path: '/api/v1/trending',
      schema: TrendingListSchema,
      fetchImpl: answer(200, { items: [{ ...item, category: 'Gossip' }] }),
    });
    expect(odd).toMatchObject({ kind: 'problem', status: 502 });
  });

  it('keeps a problem the API answered, and words one it could not read', async () => {
    const problem = { type: 'about:blank', title: 'Too many requests', status: 429, detail: 'Wait 30 s.', retryAfterSeconds: 30 };
    expect(await requestApi({ path: '/x', schema: TrendingListSchema, fetchImpl: answer(429, problem) })).toEqual({ kind: 'problem', status: 429, problem });
    const unreadable = await requestApi({ path: '/x', schema: TrendingListSchema, fetchImpl: answer(500, '<html>') });
    expect(unreadable).toMatchObject({ kind: 'problem', status: 500, problem: { status: 500 } });
  });

  it('reports a proxy 502–504 and a network failure as unreachable', async () => {
    expect(await requestApi({ path: '/x', schema: TrendingListSchema, fetchImpl: answer(503, {}) })).toEqual({ kind: 'unreachable', reason: 'network' });
    const down = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await requestApi({ path: '/x', schema: TrendingListSchema, fetchImpl: down })).toEqual({ kind: 'unreachable', reason: 'network' });
  });
});

describe('problemGuard', () => {
  it('needs RFC 9457 type, title and an integer status; detail, when there, is text', () => {
    expect(problemGuard.safeParse({ type: 'about:blank', title: 'Not found', status: 404 }).success).toBe(true);
    for (const bad of [
      null,
      [],
      'oops',
      { title: 'x', status: 404 },
      { type: 'a', title: 'x', status: 4.5 },
      { type: 'a', title: 'x', status: 400, detail: 3 },
    ]) {
      expect(problemGuard.safeParse(bad).success).toBe(false);
    }
  });
});
