import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingView, Slot } from '@nyaya/shared/api';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { bookingDraftStore } from '@nyaya/shared/stores';
import { addDays, indiaDate } from '../booking/indiaTime';
import { routes } from '../routes';

// Pages are lazy chunks; on a busy machine the first load can take over a second.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });

const PRIYA = '/lawyer-profile/adv.-priya-sharma/book';
const today = indiaDate(new Date());
const tomorrow = addDays(today, 1);
const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00+05:30`;

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Answer = Response | 'unreachable' | Promise<Response | 'unreachable'>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

/**
 * The API as the screen sees it, through a stubbed fetch: slots 10:00 to 16:00 in India (taken or
 * begun ones unavailable), bookings that take a slot once (409 after that), and cancel. `book`
 * may answer a POST its own way (no answer, a held answer).
 */
function fakeApi({ book }: { book?: (sent: Sent, answer: () => Response) => Answer } = {}) {
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

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  bookingDraftStore.reset();
});

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
const slotRadio = (time: string) => screen.findByRole('radio', { name: new RegExp(`^${time}`) });

/** Tomorrow's (or `day`'s) 11:00 AM, a voice call, and valid contact details. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, { slot = '11:00 AM', day = tomorrow } = {}) {
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

describe('BookingPage', () => {
  it.each([
    ['?mode=chat', 'Chat'],
    ['?mode=call', 'Voice Call'],
    ['?mode=video', 'Video Call'],
  ])('preselects the mode of the button used (%s)', async (query, label) => {
    fakeApi();
    renderRoutes(routes, `${PRIYA}${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a consultation' })).toBeInTheDocument();
    expect(radio(new RegExp(`^${label}`))).toBeChecked();
    expect(screen.getAllByRole('radio', { checked: true, name: /Chat|Call/ })).toHaveLength(1);
  });

  it('shows the expert with fee and status, and leaves the mode open for Book Slot and Schedule', async () => {
    fakeApi();
    renderRoutes(routes, `${PRIYA}?mode=<script>`);
    const summary = (await screen.findByRole('heading', { level: 2, name: 'Adv. Priya Sharma' })).parentElement!;
    expect(within(summary).getByText('₹500')).toBeInTheDocument();
    // Available Now only while a slot starts within the hour, else when the next one is (the clock is real here).
    expect(within(summary).getByText(/^(Available Now|Next slot: .+ (AM|PM))$/)).toBeInTheDocument();
    for (const mode of ['Chat', 'Voice Call', 'Video Call']) expect(radio(new RegExp(`^${mode}`))).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('Book Adv. Priya Sharma | Nyaya'));
  });

  it('says when the expert does not offer the mode asked for, and does not offer it', async () => {
    fakeApi();
    renderRoutes(routes, '/lawyer-profile/adv.-suresh-menon/book?mode=chat');
    expect(await screen.findByText('Adv. Suresh Menon doesn’t offer Chat consultations. Choose one of the others.')).toBeInTheDocument();
    expect(radio(/^Chat/)).toBeDisabled();
    expect(radio(/^Chat/)).not.toBeChecked();
    expect(radio(/^Voice Call/)).toBeEnabled();
  });

  it('loads the day’s slots from the API in India time; booked and past ones are disabled', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    api.taken.add(at(tomorrow, 10));
    renderRoutes(routes, `${PRIYA}?mode=call`);
    await waitFor(() => expect(api.slotRequests().map((request) => request.path)).toContain(`/api/v1/experts/adv.-priya-sharma/slots?date=${today}`));
    expect(screen.getAllByRole('radio', { name: /, \d{1,2} [A-Z][a-z]+ \d{4}$/ })).toHaveLength(14);
    expect(radio(/^Today,/)).toBeChecked();

    await user.click(radio(/^Tomorrow,/));
    await waitFor(() => expect(api.slotRequests().at(-1)!.path).toBe(`/api/v1/experts/adv.-priya-sharma/slots?date=${tomorrow}`));
    const booked = await slotRadio('10:00 AM');
    expect(booked).toBeDisabled();
    expect(booked).toHaveAccessibleName('10:00 AM Booked');
    for (const time of ['11:00 AM', '12:00 PM', '4:00 PM']) expect(await slotRadio(time)).toBeEnabled();
    expect(screen.getByText('India time (IST)')).toBeInTheDocument();
  });

  it('shows a slot that has begun as past even when the API still calls it free', async () => {
    fakeApi();
    const midnight = at(today, 0);
    vi.mocked(fetch).mockImplementationOnce(async () =>
      json(200, { expertSlug: 'adv.-priya-sharma', date: today, slots: [{ start: midnight, available: true }] }),
    );
    renderRoutes(routes, PRIYA);
    const past = await slotRadio('12:00 AM');
    expect(past).toBeDisabled();
    expect(past).toHaveAccessibleName('12:00 AM Past');
  });

  it('asks for a mode, a time, a name and a +91 mobile, and refuses 9 digits', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderRoutes(routes, PRIYA);
    await user.click(await screen.findByRole('button', { name: 'Pay ₹590 and book' }));
    expect(await screen.findByText('Choose how you would like to consult.')).toBeInTheDocument();
    expect(screen.getByText('Choose a free time.')).toBeInTheDocument();
    expect(screen.getByText('Enter your name.')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAccessibleDescription(/^\+91 Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9\.$/);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('+91')).toBeInTheDocument();
    // The first thing to fix has focus.
    expect(radio(/^Chat/)).toHaveFocus();

    await user.type(mobile, '987654321');
    await user.tab();
    expect(mobile).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '+91 98765 43210');
    expect(mobile).toHaveAccessibleDescription('+91');
    expect(mobile).toHaveAttribute('aria-invalid', 'false');

    const email = screen.getByLabelText('Email (optional)');
    await user.type(email, 'asha@');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid email address, or leave it empty.');
    expect(api.posts()).toHaveLength(0);
  });

  it('sends one POST with an Idempotency-Key and the chosen slot, however often Confirm is tapped, and confirms', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    const api = fakeApi({ book: (_, answer) => new Promise((resolve) => (release = () => resolve(answer()))) });
    renderRoutes(routes, PRIYA);
    await fillIn(user);
    await user.type(screen.getByLabelText('Email (optional)'), ' Asha@Example.IN ');
    const confirm = screen.getByRole('button', { name: 'Pay ₹590 and book' });
    await user.dblClick(confirm);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Paying and booking…' })).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toHaveFocus();
    expect(api.posts()).toHaveLength(1);
    const [post] = api.posts();
    expect(post!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(post!.body).toEqual({
      expertSlug: 'adv.-priya-sharma',
      mode: 'call',
      slotStart: at(tomorrow, 11),
      contact: { name: 'Asha Rao', mobile: '9876543210', email: 'asha@example.in' },
      payment: { provider: 'test', amountPaise: 59_000 },
    });
    const outcome = screen.getByRole('region', { name: 'Booking confirmed' });
    expect(within(outcome).getByText('Voice Call')).toBeInTheDocument();
    expect(within(outcome).getByText('11:00 AM India time')).toBeInTheDocument();
    expect(within(outcome).getByText(/^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(within(outcome).getByText('₹500')).toBeInTheDocument();
    expect(within(outcome).getByText('₹90')).toBeInTheDocument();
    expect(within(outcome).getByText('₹590')).toBeInTheDocument();
    expect(within(outcome).getByText('BKGTEST00001')).toBeInTheDocument();
    expect(within(outcome).queryByText('booking-1')).toBeNull();
    expect(
      within(outcome).getByText('At the time booked, join the voice call with Adv. Priya Sharma from the link below: it opens in the browser, no app needed.'),
    ).toBeInTheDocument();
    // The room the server named, opened in a new tab; the calendar file from the server, for the phone's calendar.
    const join = within(outcome).getByRole('link', { name: 'Join the voice call' });
    expect(join).toHaveAttribute('href', 'https://meet.jit.si/Nyaya-abcdefghijklmnopqrstuv');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(join).toHaveAccessibleDescription('Opens Jitsi Meet in a new tab. Keep this link to yourself.');
    expect(within(outcome).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/v1/bookings/booking-1/calendar.ics');
    expect(sessionStorage.length).toBe(0);
  });

  it('after a 409 says the slot was just taken and shows the refreshed slots, the next free ones marked', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      book: (request, answer) => {
        // Someone else booked 11:00 a moment earlier.
        api.taken.add(at(tomorrow, 11));
        return answer();
      },
    });
    renderRoutes(routes, PRIYA);
    await fillIn(user);
    const before = api.slotRequests().length;
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));

    expect(await screen.findByText('That slot was just taken. Here are the next free ones.')).toBeInTheDocument();
    await waitFor(() => expect(api.slotRequests().length).toBe(before + 1));
    await waitFor(async () => expect(await slotRadio('11:00 AM')).toBeDisabled());
    expect(await slotRadio('11:00 AM')).toHaveAccessibleName('11:00 AM Booked');
    expect(screen.getAllByRole('radio', { name: /Next free$/ }).map((slot) => slot.getAttribute('value'))).toEqual([
      at(tomorrow, 12),
      at(tomorrow, 13),
      at(tomorrow, 14),
    ]);
    expect(screen.queryByRole('radio', { checked: true, name: /AM|PM/ })).toBeNull();
    // What was typed is still there.
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');

    await user.click(await slotRadio('12:00 PM'));
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    const [first, second] = api.posts();
    expect(second!.key).not.toBe(first!.key);
    expect((second!.body as { slotStart: string }).slotStart).toBe(at(tomorrow, 12));
  });

  it('when the API cannot be reached keeps the details and retries with the same key', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const api = fakeApi({ book: (_, answer) => (reachable ? answer() : 'unreachable') });
    renderRoutes(routes, PRIYA);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t reach Nyaya’s servers. Your details are kept. Try again.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98765 43210');

    reachable = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    const [first, retry] = api.posts();
    expect(api.posts()).toHaveLength(2);
    expect(retry!.key).toBe(first!.key);
    expect(retry!.body).toEqual(first!.body);
  });

  it('reuses the key after a reload when the same booking is sent again', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const api = fakeApi({ book: (_, answer) => (reachable ? answer() : 'unreachable') });
    const first = renderRoutes(routes, PRIYA);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));
    await screen.findByRole('alert');
    first.unmount();

    reachable = true;
    renderRoutes(routes, PRIYA);
    // The reload kept the mode, day, slot and details.
    await waitFor(async () => expect(await slotRadio('11:00 AM')).toBeChecked());
    expect(radio(/^Voice Call/)).toBeChecked();
    expect(radio(/^Tomorrow,/)).toBeChecked();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(api.posts()[1]!.key).toBe(api.posts()[0]!.key);
  });

  it('shows the payment before Pay: the fee, GST at 18%, the total, the refund rule and the test mode', async () => {
    fakeApi();
    renderRoutes(routes, `${PRIYA}?mode=call`);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    const rows = within(payment)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Professional fee', '₹500'],
      ['GST (18%) on the fee', '₹90'],
      ['Total', '₹590'],
    ]);
    expect(
      within(payment).getByText('You pay ₹590 now, when you book: the expert’s fee and GST on it. Nothing more is charged for this consultation.'),
    ).toBeInTheDocument();
    const refunds = within(payment).getByRole('region', { name: 'If you cancel' });
    expect(
      within(refunds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '24 hours or more before the slot: full refund.',
      'From 24 hours to 2 hours before the slot: half of it back.',
      'Less than 2 hours before the slot: no refund. A consultation that has started cannot be cancelled.',
      'Refunds go back to the way you paid within 5–7 working days.',
    ]);
    const pay = screen.getByRole('button', { name: 'Pay ₹590 and book' });
    expect(pay).toHaveAccessibleDescription('Test mode: no money is taken');
  });

  it('asks before cancelling, with the refund; Keep booking keeps it, Yes cancels and shows the refund', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    renderRoutes(routes, PRIYA);
    // Three days ahead: always 24 hours or more away, so all of it comes back.
    await fillIn(user, { day: addDays(today, 3) });
    await user.click(screen.getByRole('button', { name: 'Pay ₹590 and book' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveAccessibleDescription('Cancelled now, all of the ₹590 paid comes back to you.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sent.some((request) => request.path.endsWith('/cancel'))).toBe(false);
    expect(screen.getByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('heading', { name: 'Booking cancelled' })).toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.endsWith('/cancel'))).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/v1/bookings/booking-1/cancel' }),
    ]);
    expect(screen.getByText('This consultation is cancelled and its time is free again.')).toBeInTheDocument();
    expect(screen.getByText('₹590 is refunded to the way you paid, within 5–7 working days.')).toBeInTheDocument();
    const outcome = screen.getByRole('region', { name: 'Booking cancelled' });
    expect(within(outcome).getByText('Refunded').nextElementSibling).toHaveTextContent('₹590');
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Book another time' }));
    expect(await slotRadio('11:00 AM')).toBeEnabled();
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao');
  });

  it('says the slots could not be loaded when the API is down, with a Retry', async () => {
    const user = userEvent.setup();
    const api = fakeApi();
    vi.mocked(fetch).mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    renderRoutes(routes, PRIYA);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t reach Nyaya’s servers to load the free times.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await slotRadio('4:00 PM')).toBeInTheDocument();
    expect(api.slotRequests().length).toBeGreaterThanOrEqual(1);
  });

  it.each(['nobody', 'priya-sharma', encodeURIComponent('<img src=x>'), 'x'.repeat(3000)])('explains an unknown slug and calls no API %#', async (slug) => {
    const api = fakeApi();
    const { container } = renderRoutes(routes, `/lawyer-profile/${slug}/book?mode=call`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all experts' })).toHaveAttribute('href', '/experts');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Expert not found | Nyaya'));
    expect(api.sent).toHaveLength(0);
  });
});
