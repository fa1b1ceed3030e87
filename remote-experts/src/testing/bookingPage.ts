import { configure, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { BookingView, Slot } from '@nyaya/shared/api';
import { bookingDraftStore } from '@nyaya/shared/stores';
import { addDays, indiaDate } from '../booking/indiaTime';

/** What the booking page's tests share: the API faked through fetch, the days, and filling the form in. */

/** Pages are lazy chunks: on a busy machine the first load can take over a second. Globals and drafts reset after each test. */
export function setUpBookingTests() {
  configure({ asyncUtilTimeout: 15_000 });
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    bookingDraftStore.reset();
  });
}

export const PRIYA = '/lawyer-profile/adv.-priya-sharma/book';
export const today = indiaDate(new Date());
export const tomorrow = addDays(today, 1);
export const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

export interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

export type Answer = Response | 'unreachable' | Promise<Response | 'unreachable'>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

/**
 * The API as the screen sees it, through a stubbed fetch: slots 10:00 to 16:00 in India (taken or
 * begun ones unavailable), bookings that take a slot once (409 after that), and cancel. `book`
 * may answer a POST its own way (no answer, a held answer).
 */
export function fakeApi({ book }: { book?: (sent: Sent, answer: () => Response) => Answer } = {}) {
  const sent: Sent[] = [];
  const taken = new Set<string>();
  const views = new Map<string, BookingView>();
  const slotsOf = (date: string): Slot[] =>
    [10, 11, 12, 13, 14, 15, 16].map((hour) => ({
      start: at(date, hour),
      available: !taken.has(at(date, hour)) && new Date(at(date, hour)).getTime() > Date.now(),
    }));

  function bookNow(request: Sent): Response {
    const body = request.body as { expertSlug: string; mode: BookingView['mode']; slotStart: string };
    if (taken.has(body.slotStart))
      return json(409, { type: 'about:blank', title: 'Slot taken', status: 409, detail: 'Someone else has just booked this slot.' });
    taken.add(body.slotStart);
    const view: BookingView = {
      id: `booking-${views.size + 1}`,
      expertSlug: body.expertSlug,
      expertName: 'Adv. Priya Sharma',
      mode: body.mode,
      slotStart: body.slotStart,
      fee: 500,
      gst: 90,
      total: 590,
      refunded: null,
      reference: `BKGTEST0000${views.size + 1}`,
      cancelledAt: null,
      meetingUrl: body.mode === 'chat' ? null : 'https://meet.jit.si/Nyaya-abcdefghijklmnopqrstuv',
      status: 'booked',
      createdAt: new Date().toISOString(),
    };
    views.set(view.id, view);
    return json(201, view);
  }

  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = (init.headers ?? {}) as Record<string, string>;
    const request: Sent = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      key: headers['idempotency-key'] ?? null,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const slots = /^\/api\/v1\/experts\/([^/]+)\/slots$/.exec(url.pathname);
    if (slots && request.method === 'GET') {
      const date = url.searchParams.get('date')!;
      return json(200, { expertSlug: decodeURIComponent(slots[1]!), date, slots: slotsOf(date) });
    }
    if (url.pathname === '/api/v1/bookings' && request.method === 'POST') {
      const answer = await (book ? book(request, () => bookNow(request)) : bookNow(request));
      if (answer === 'unreachable') throw new TypeError('Failed to fetch');
      return answer;
    }
    const cancel = /^\/api\/v1\/bookings\/([^/]+)\/cancel$/.exec(url.pathname);
    if (cancel && request.method === 'POST') {
      const view = views.get(decodeURIComponent(cancel[1]!))!;
      taken.delete(view.slotStart);
      const cancelled = { ...view, status: 'cancelled' as const, refunded: view.total, cancelledAt: new Date().toISOString(), meetingUrl: null };
      views.set(view.id, cancelled);
      return json(200, cancelled);
    }
    return json(404, { type: 'about:blank', title: 'Not found', status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent,
    taken,
    posts: () => sent.filter((request) => request.method === 'POST' && request.path === '/api/v1/bookings'),
    slotRequests: () => sent.filter((request) => request.path.includes('/slots')),
  };
}

export const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
export const slotRadio = (time: string) => screen.findByRole('radio', { name: new RegExp(`^${time}`) });

/** Tomorrow's (or `day`'s) 11:00 AM, a voice call, and valid contact details. */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, { slot = '11:00 AM', day = tomorrow } = {}) {
  await screen.findByRole('radio', { name: /^Tomorrow,/ });
  await user.click(document.querySelector<HTMLInputElement>(`input[name="day"][value="${day}"]`)!);
  await user.click(await slotRadio(slot));
  await user.click(radio(/^Voice Call/));
  // Pasted: one input event each (typing is the validation test's part).
  await user.click(screen.getByLabelText('Name'));
  await user.paste('Asha Rao');
  await user.click(screen.getByLabelText('Mobile number'));
  await user.paste('98765 43210');
}
