import { act, renderHook } from '@testing-library/react';
import type { ApiRequest, ApiResult, BookingView, callApi, CreateBookingRequest } from '@nyaya/shared/api';
import { resetSessionForTests } from '@nyaya/shared/hooks/ensureSession';
import { useBookingCancel } from './useBookingCancel';
import { useBookingSubmit } from './useBookingSubmit';

const request: CreateBookingRequest = {
  expertSlug: 'adv.-priya-sharma',
  mode: 'call',
  slotStart: '2026-11-26T11:00:00+05:30',
  contact: { name: 'Asha Rao', mobile: '9876543210' },
  payment: { provider: 'test', amountPaise: 50_000 },
};
const view: BookingView = {
  id: 'booking-1',
  expertSlug: request.expertSlug,
  expertName: 'Adv. Priya Sharma',
  mode: 'call',
  slotStart: request.slotStart,
  fee: 500,
  gst: 90,
  total: 590,
  refunded: null,
  reference: 'BKGAB12CD34E',
  cancelledAt: null,
  meetingUrl: 'https://meet.jit.si/Nyaya-abcdefghijklmnopqrstuv',
  status: 'booked',
  createdAt: '2026-11-25T09:00:00.000Z',
};

/** The API's answers, in order; every request is kept. */
function answers(...queue: ApiResult<BookingView>[]) {
  const requests: ApiRequest<unknown>[] = [];
  const call = (async (sent: ApiRequest<unknown>) => {
    requests.push(sent);
    return queue.shift()!;
  }) as typeof callApi;
  return { requests, call };
}

const problem = (status: number, extra: object = {}): ApiResult<BookingView> => ({
  kind: 'problem',
  status,
  problem: { type: 'about:blank', title: status === 409 ? 'Slot taken' : 'Invalid booking', status, ...extra },
});

function renderSubmit(api: ReturnType<typeof answers>) {
  const booked: [BookingView, CreateBookingRequest][] = [];
  const taken: string[] = [];
  const hook = renderHook(() =>
    useBookingSubmit({ onBooked: (booking, sent) => booked.push([booking, sent]), onTaken: (slot) => taken.push(slot), callApi: api.call }),
  );
  return { ...hook, booked, taken };
}

// A new page each test: its first write asks GET /api/v1/me for the guest session first.
beforeEach(() => {
  resetSessionForTests();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ account: null, testMode: true })),
  );
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('useBookingSubmit', () => {
  it('retries with the same key after no answer, keeps it in the tab for a reload, and forgets it once booked', async () => {
    const api = answers({ kind: 'unreachable', reason: 'network' }, { kind: 'ok', status: 201, data: view });
    const { result, booked } = renderSubmit(api);
    await act(() => result.current.send(request));
    expect(result.current.state).toEqual({ kind: 'unreachable' });
    const kept = JSON.parse(sessionStorage.getItem('nyaya:v1:experts:booking-attempt')!) as { key: string };
    expect(api.requests[0]!.idempotencyKey).toBe(kept.key);

    await act(() => result.current.send({ ...request, contact: { ...request.contact } }));
    expect(api.requests.map((sent) => sent.idempotencyKey)).toEqual([kept.key, kept.key]);
    expect(api.requests[1]).toMatchObject({ method: 'POST', path: '/api/v1/bookings', body: request });
    expect(booked).toEqual([[view, request]]);
    expect(result.current.state).toEqual({ kind: 'idle' });
    expect(sessionStorage.getItem('nyaya:v1:experts:booking-attempt')).toBeNull();
  });

  it('says which slot was taken on a 409, until another is chosen', async () => {
    const api = answers(problem(409));
    const { result, taken } = renderSubmit(api);
    await act(() => result.current.send(request));
    expect(result.current.state).toEqual({ kind: 'taken', slotStart: request.slotStart });
    expect(taken).toEqual([request.slotStart]);
    act(() => result.current.clearTaken());
    expect(result.current.state).toEqual({ kind: 'idle' });
  });

  it("keeps the API's word on each contact field it refused, until that field is edited", async () => {
    const refusal = problem(400, {
      errors: [
        { field: 'contact.mobile', message: 'This number cannot receive calls.' },
        { field: 'contact.mobile', message: 'A second word on it.' },
        { field: 'slotStart', message: 'Not a slot.' },
      ],
    });
    const api = answers(refusal);
    const { result } = renderSubmit(api);
    await act(() => result.current.send(request));
    expect(result.current.state).toMatchObject({ kind: 'refused', problem: { title: 'Invalid booking' } });
    expect(result.current.serverErrors).toEqual({ mobile: 'This number cannot receive calls.' });
    act(() => result.current.clearServerError('mobile'));
    expect(result.current.serverErrors.mobile).toBeUndefined();
  });

  it('sends nothing while a booking is on its way', async () => {
    let answer!: (result: ApiResult<BookingView>) => void;
    const requests: unknown[] = [];
    const call = ((sent: unknown) => {
      requests.push(sent);
      return new Promise<ApiResult<BookingView>>((resolve) => (answer = resolve));
    }) as typeof callApi;
    const { result } = renderHook(() => useBookingSubmit({ onBooked: () => undefined, onTaken: () => undefined, callApi: call }));
    act(() => {
      void result.current.send(request);
      void result.current.send(request);
    });
    expect(result.current.state).toEqual({ kind: 'sending' });
    // The booking goes out once the session step is done; the second tap sent nothing.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer({ kind: 'ok', status: 201, data: view }));
    expect(requests).toHaveLength(1);
  });
});

describe('useBookingCancel', () => {
  it('cancels once however often it is tapped, and says why when it cannot', async () => {
    const cancelled = { ...view, status: 'cancelled' as const };
    const api = answers({ kind: 'unreachable', reason: 'timeout' }, problem(409, { detail: 'It has started.' }), { kind: 'ok', status: 200, data: cancelled });
    const seen: BookingView[] = [];
    const { result } = renderHook(() => useBookingCancel({ onCancelled: (booking) => seen.push(booking), callApi: api.call }));
    await act(() => result.current.cancelBooking(view));
    expect(result.current.cancel).toEqual({ kind: 'unreachable' });
    await act(() => result.current.cancelBooking(view));
    expect(result.current.cancel).toEqual({ kind: 'failed', message: 'It has started.' });
    await act(async () => {
      await Promise.all([result.current.cancelBooking(view), result.current.cancelBooking(view)]);
    });
    expect(api.requests).toHaveLength(3);
    expect(api.requests[2]).toMatchObject({ method: 'POST', path: '/api/v1/bookings/booking-1/cancel' });
    expect(seen).toEqual([cancelled]);
    expect(result.current.cancel).toEqual({ kind: 'idle' });
  });
});
