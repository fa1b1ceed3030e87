import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import type { ApiRequest, ApiResult, callApi } from '../api/client';
import { resetAccountForTests } from '@nyaya/shared/account';
import { resetSessionForTests } from './ensureSession';
import { fingerprintOf, sessionIdempotencyKeys } from './idempotencyKeys';
import { useIdempotentWrite } from './useIdempotentWrite';

const BookingSchema = z.object({ id: z.string() });
type Booking = z.infer<typeof BookingSchema>;
interface Body {
  slot: string;
  name: string;
}

/** A callApi that records each request and answers what the test queued (ok by default). */
function fakeApi(...answers: ApiResult<Booking>[]) {
  const requests: ApiRequest<Booking>[] = [];
  const call = (async (request: ApiRequest<Booking>) => {
    requests.push(request);
    return answers.shift() ?? { kind: 'ok', status: 201, data: { id: `b${requests.length}` } };
  }) as typeof callApi;
  return { requests, call };
}

const body: Body = { slot: '10:00', name: 'Asha' };
const refused: ApiResult<Booking> = { kind: 'problem', status: 500, problem: { type: 'about:blank', title: 'Something went wrong', status: 500 } };
const keysOf = (requests: ApiRequest<Booking>[]) => requests.map((request) => request.idempotencyKey);

// Each test is a new page with no session yet: its first write asks GET me (a guest, here).
beforeEach(() => {
  resetAccountForTests();
  resetSessionForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ account: null, testMode: true })),
  );
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
  resetSessionForTests();
});

describe('useIdempotentWrite', () => {
  it('makes sure of a session (GET /api/v1/me, once per page) before its first write', async () => {
    const order: string[] = [];
    let answerMe!: () => void;
    const fetchMock = vi.fn((input: RequestInfo | URL) => {
      order.push(`fetch ${String(input)}`);
      return new Promise<Response>((resolve) => {
        answerMe = () => resolve(Response.json({ account: null, testMode: true }));
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const call = (async (request: ApiRequest<Booking>) => {
      order.push(`${request.method} ${request.path}`);
      return { kind: 'ok', status: 201, data: { id: `b${order.length}` } };
    }) as typeof callApi;
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/bookings', schema: BookingSchema, callApi: call }));
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.send(body);
    });
    await vi.waitFor(() => expect(order).toEqual(['fetch /api/v1/me']));
    expect(result.current.state).toEqual({ kind: 'sending' });
    answerMe();
    await act(() => sent);
    expect(order).toEqual(['fetch /api/v1/me', 'POST /api/v1/bookings']);
    await act(() => result.current.send({ ...body, slot: '11:00' }));
    expect(order).toEqual(['fetch /api/v1/me', 'POST /api/v1/bookings', 'POST /api/v1/bookings']);
  });

  it('writes only once the session step has finished', async () => {
    const api = fakeApi();
    let ready!: () => void;
    const ensureSession = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const { result } = renderHook(() =>
      useIdempotentWrite<Body, Booking>({ path: '/api/v1/bookings', schema: BookingSchema, callApi: api.call, ensureSession }),
    );
    let sent!: Promise<unknown>;
    act(() => {
      sent = result.current.send(body);
    });
    await vi.waitFor(() => expect(ensureSession).toHaveBeenCalledTimes(1));
    expect(api.requests).toHaveLength(0);
    ready();
    await act(() => sent);
    expect(api.requests).toHaveLength(1);
    expect(result.current.state).toEqual({ kind: 'ok', data: { id: 'b1' }, body });
  });

  it('sends the same key until the write succeeds (no answer, a refusal), then a new one for the same body', async () => {
    const api = fakeApi({ kind: 'unreachable', reason: 'network' }, refused);
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/bookings', schema: BookingSchema, callApi: api.call }));
    await act(() => result.current.send(body));
    expect(result.current.state).toEqual({ kind: 'unreachable', reason: 'network', body });
    await act(() => result.current.send({ name: 'Asha', slot: '10:00' }));
    expect(result.current.state).toMatchObject({ kind: 'problem', status: 500, body });
    await act(() => result.current.send(body));
    expect(result.current.state).toEqual({ kind: 'ok', data: { id: 'b3' }, body });
    await act(() => result.current.send(body));
    const [first, second, third, fourth] = keysOf(api.requests);
    expect(first).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect([second, third]).toEqual([first, first]);
    expect(fourth).not.toBe(first);
    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/bookings', body });
  });

  it('gives another body another key', async () => {
    const api = fakeApi({ kind: 'unreachable', reason: 'network' });
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/bookings', schema: BookingSchema, callApi: api.call }));
    await act(() => result.current.send(body));
    await act(() => result.current.send({ ...body, slot: '11:00' }));
    const [first, second] = keysOf(api.requests);
    expect(second).not.toBe(first);
  });

  it('sends once while a send is under way (a double tap)', async () => {
    let answer!: (result: ApiResult<Booking>) => void;
    const requests: ApiRequest<Booking>[] = [];
    const call = ((request: ApiRequest<Booking>) => {
      requests.push(request);
      return new Promise<ApiResult<Booking>>((resolve) => (answer = resolve));
    }) as typeof callApi;
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/bookings', schema: BookingSchema, callApi: call }));
    let first!: Promise<ApiResult<Booking> | null>;
    let second!: Promise<ApiResult<Booking> | null>;
    act(() => {
      first = result.current.send(body);
      second = result.current.send(body);
    });
    expect(await second).toBeNull();
    expect(result.current.state).toEqual({ kind: 'sending' });
    // The first send reaches the API once the session step is done.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await act(async () => answer({ kind: 'ok', status: 201, data: { id: 'b1' } }));
    expect(await first).toMatchObject({ kind: 'ok' });
    expect(requests).toHaveLength(1);
  });

  it("survives a reload: a new screen with the tab's kept keys sends the same key for the same body", async () => {
    const api = fakeApi({ kind: 'unreachable', reason: 'timeout' });
    const options = () => ({ path: '/api/v1/bookings', schema: BookingSchema, keys: sessionIdempotencyKeys('test:attempt'), callApi: api.call });
    const before = renderHook(() => useIdempotentWrite<Body, Booking>(options()));
    await act(() => before.result.current.send(body));
    before.unmount();
    const after = renderHook(() => useIdempotentWrite<Body, Booking>(options()));
    await act(() => after.result.current.send(body));
    const [first, second] = keysOf(api.requests);
    expect(second).toBe(first);
    expect(sessionStorage.getItem('nyaya:v1:test:attempt')).toBeNull();
  });

  it("uses the page draft's key as it is, and leaves it to the draft after success", async () => {
    const api = fakeApi({ kind: 'unreachable', reason: 'network' });
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/orders', schema: BookingSchema, callApi: api.call }));
    const idempotencyKey = 'draft-key-0123456789';
    await act(() => result.current.send(body, { idempotencyKey }));
    await act(() => result.current.send(body, { idempotencyKey }));
    await act(() => result.current.send(body, { idempotencyKey }));
    expect(keysOf(api.requests)).toEqual([idempotencyKey, idempotencyKey, idempotencyKey]);
  });

  it('lets a step before the send (a payment) use the key, or stop without sending', async () => {
    const api = fakeApi();
    const { result } = renderHook(() => useIdempotentWrite<Body, Booking>({ path: '/api/v1/orders', schema: BookingSchema, callApi: api.call }));
    const seen: string[] = [];
    let stopped: unknown;
    await act(async () => {
      stopped = await result.current.send(
        async (key) => {
          seen.push(key);
          return null;
        },
        { idempotencyKey: 'draft-key-0123456789' },
      );
    });
    expect(stopped).toBeNull();
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(api.requests).toHaveLength(0);
    await act(() => result.current.send(async (key) => ({ ...body, name: key }), { idempotencyKey: 'draft-key-0123456789' }));
    expect(seen).toEqual(['draft-key-0123456789']);
    expect(api.requests[0]).toMatchObject({ body: { name: 'draft-key-0123456789' }, idempotencyKey: 'draft-key-0123456789' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ kind: 'idle' });
  });
});

describe('sessionIdempotencyKeys', () => {
  it('ignores junk in storage, and keeps keys in memory when storage refuses them', () => {
    sessionStorage.setItem('nyaya:v1:test:junk', '{not json');
    let next = 0;
    const keys = sessionIdempotencyKeys('test:junk', () => `key-${(next += 1)}`);
    expect(keys.keyFor('a')).toBe('key-1');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(keys.keyFor('b')).toBe('key-2');
    expect(keys.keyFor('b')).toBe('key-2');
    setItem.mockRestore();
  });

  it('fingerprints a body whatever the order of its keys', () => {
    expect(fingerprintOf({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(fingerprintOf({ a: { c: 3, d: [2, { e: 0, f: 1 }] }, b: 1 }));
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
  });
});
