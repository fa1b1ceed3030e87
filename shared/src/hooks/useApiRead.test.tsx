import { act, renderHook, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { callApi, type ApiRequest, type ApiResult } from '../api/client';
import { useApiRead } from './useApiRead';

const ListSchema = z.object({ items: z.array(z.string()) });
type List = z.infer<typeof ListSchema>;

/** A callApi whose answers the test gives, one request at a time. */
function fakeApi() {
  const calls: { request: ApiRequest<List>; answer: (result: ApiResult<List>) => void }[] = [];
  const call = ((request: ApiRequest<List>) =>
    new Promise<ApiResult<List>>((resolve) => {
      calls.push({ request, answer: resolve });
    })) as typeof callApi;
  return { calls, call };
}

const ok = (items: string[]): ApiResult<List> => ({ kind: 'ok', status: 200, data: { items } });

describe('useApiRead', () => {
  it('reads a path: loading, then ok with the data; a retry keeps the data on show until the new answer', async () => {
    const api = fakeApi();
    const { result } = renderHook(() => useApiRead('/api/v1/orders', ListSchema, { callApi: api.call }));
    expect(result.current.status).toBe('loading');
    expect(api.calls[0]!.request).toMatchObject({ path: '/api/v1/orders', schema: ListSchema });
    await act(async () => api.calls[0]!.answer(ok(['ORD1'])));
    expect(result.current).toMatchObject({ status: 'ok', data: { items: ['ORD1'] }, httpStatus: 200 });

    act(() => result.current.retry());
    expect(result.current).toMatchObject({ status: 'loading', data: { items: ['ORD1'] } });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await act(async () => api.calls[1]!.answer({ kind: 'unreachable', reason: 'timeout' }));
    expect(result.current).toMatchObject({ status: 'unreachable', reason: 'timeout', data: { items: ['ORD1'] } });

    act(() => result.current.retry());
    await waitFor(() => expect(api.calls).toHaveLength(3));
    await act(async () => api.calls[2]!.answer({ kind: 'problem', status: 429, problem: { type: 'about:blank', title: 'Too many', status: 429 } }));
    expect(result.current).toMatchObject({ status: 'problem', httpStatus: 429, problem: { title: 'Too many' }, data: { items: ['ORD1'] } });
  });

  it('aborts the request on unmount', () => {
    const api = fakeApi();
    const { unmount } = renderHook(() => useApiRead('/api/v1/orders', ListSchema, { callApi: api.call }));
    const signal = api.calls[0]!.request.signal!;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });

  it('starts a new path empty, aborts the old request and never shows its late answer', async () => {
    const api = fakeApi();
    const { result, rerender } = renderHook(({ path }) => useApiRead(path, ListSchema, { callApi: api.call }), { initialProps: { path: '/a' } });
    await act(async () => api.calls[0]!.answer(ok(['from a'])));
    rerender({ path: '/b' });
    expect(result.current.status).toBe('loading');
    expect(result.current.data).toBeUndefined();
    rerender({ path: '/c' });
    expect(api.calls[1]!.request.signal!.aborted).toBe(true);
    await act(async () => api.calls[1]!.answer(ok(['from b, late'])));
    expect(result.current).toMatchObject({ status: 'loading' });
    await act(async () => api.calls[2]!.answer(ok(['from c'])));
    expect(result.current).toMatchObject({ status: 'ok', data: { items: ['from c'] } });
  });

  it('asks nothing for a null path', () => {
    const api = fakeApi();
    const { result } = renderHook(() => useApiRead(null, ListSchema, { callApi: api.call }));
    expect(result.current.status).toBe('idle');
    expect(api.calls).toHaveLength(0);
  });

  it('goes through callApi: the answer is checked against the schema', async () => {
    const answers = [{ items: ['ORD1'] }, { items: 'not a list' }];
    const fetchImpl = (async () =>
      new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const call = ((request: ApiRequest<unknown>) => callApi({ ...request, fetchImpl })) as typeof callApi;
    const { result } = renderHook(() => useApiRead('/api/v1/orders', ListSchema, { callApi: call }));
    await waitFor(() => expect(result.current.status).toBe('ok'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.status).toBe('problem'));
    expect(result.current).toMatchObject({ httpStatus: 502, data: { items: ['ORD1'] } });
  });
});
