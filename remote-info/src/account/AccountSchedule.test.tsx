import { screen, within } from '@testing-library/react';
import type { BookingView } from '@nyaya/shared/api';
import { changeLocale } from '@nyaya/shared/i18n';
import { actionItemsStore } from '@nyaya/shared/stores';
import { renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';

const KEY = 'nyaya:v1:life:action-items';

const booking = (id: string, slotStart: string, more: Partial<BookingView> = {}): BookingView => ({
  id,
  expertSlug: 'adv.-priya-sharma',
  expertName: 'Adv. Priya Sharma',
  mode: 'video',
  slotStart,
  fee: 1500,
  gst: 270,
  total: 1770,
  refunded: null,
  reference: `BKG${id.toUpperCase().padEnd(9, 'X')}`,
  cancelledAt: null,
  meetingUrl: 'https://meet.jit.si/nyaya-bkg-test',
  status: 'booked',
  createdAt: '2026-11-20T09:00:00Z',
  ...more,
});

const own = (title: string, dueDate: string, completed = false) => ({ title, category: 'Finance', priority: 'High', dueDate, description: '', completed });
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
const titles = (name: string) =>
  within(section(name))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// 27 Nov 2026, 10:00 in India: a known today.
beforeEach(() => {
  // The store is one per process (test files share it): start from nothing, whatever ran before.
  actionItemsStore.reset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T04:30:00Z'));
});
afterEach(async () => {
  vi.useRealTimers();
  forgetAccount();
  await changeLocale('en');
});

describe('the schedule for a signed-in user', () => {
  it('puts today’s consultations and action items first, with the call’s link, then overdue, upcoming and past', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        a: own('Pay rent', '2026-11-27'),
        b: own('Renew passport', '2026-11-20'),
        c: own('File ITR', '2026-12-01'),
        d: own('Done', '2026-11-27', true),
      }),
    );
    await signInForTest({
      'GET /api/v1/bookings': json({
        bookings: [
          booking('later', '2026-11-30T10:00:00+05:30'),
          booking('cancelled', '2026-11-27T12:00:00+05:30', { status: 'cancelled' }),
          booking('today', '2026-11-27T15:00:00+05:30'),
          booking('past', '2026-11-01T11:00:00+05:30'),
        ],
      }),
    });
    await renderScreen('/schedule', 'Schedule');
    const summary = (await screen.findByRole('heading', { name: "Today's summary" })).parentElement!;
    expect(summary).toHaveTextContent('2 things today');
    expect(summary).toHaveTextContent('1 action item overdue');
    expect(summary).toHaveTextContent('Next: consultation with Adv. Priya Sharma at 3:00 PM (India time)');

    expect(titles('Today')).toEqual(['Video Call with Adv. Priya Sharma', 'Pay rent']);
    const today = section('Today');
    expect(within(today).getByRole('link', { name: /Join the call/ })).toHaveAttribute('href', 'https://meet.jit.si/nyaya-bkg-test');
    expect(within(today).getByRole('link', { name: /Open the chat/ })).toHaveAttribute('href', '/consultation-chat?booking=BKGTODAYXXXX');
    expect(within(today).getByText('Due Today')).toBeInTheDocument();

    expect(titles('Overdue')).toEqual(['Renew passport']);
    expect(titles('Upcoming')).toEqual(['Video Call with Adv. Priya Sharma', 'File ITR']);
    expect(within(section('Upcoming')).queryByRole('link', { name: /Join the call/ })).toBeNull();
    expect(
      within(section('Upcoming'))
        .getAllByRole('time')
        .map((time) => time.textContent),
    ).toEqual(['30 Nov 2026, 10:00 AM (India time)', 'Due 1 Dec 2026']);
    expect(titles('Past consultations')).toEqual(['Video Call with Adv. Priya Sharma']);
    expect(screen.queryByText('Done')).toBeNull();
    expect(screen.queryByText('Available time slots today')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says where to start when nothing is scheduled', async () => {
    await signInForTest({ 'GET /api/v1/bookings': json({ bookings: [] }) });
    await renderScreen('/schedule', 'Schedule');
    expect(await screen.findByText('Nothing scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a consultation' })).toHaveAttribute('href', '/experts');
  });

  it('says so when the bookings cannot be read, with Try again, and still shows the action items', async () => {
    localStorage.setItem(KEY, JSON.stringify({ a: own('Pay rent', '2026-11-27') }));
    await signInForTest({ 'GET /api/v1/bookings': json({ type: 'about:blank', title: 'The service is unavailable', status: 500 }, 500) });
    await renderScreen('/schedule', 'Schedule');
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable. Try again in a moment.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(titles('Today')).toEqual(['Pay rent']);
  });

  it('reads in Hindi', async () => {
    await changeLocale('hi');
    localStorage.setItem(KEY, JSON.stringify({ a: own('किराया देना', '2026-11-28') }));
    await signInForTest({ 'GET /api/v1/bookings': json({ bookings: [] }) });
    await renderScreen('/schedule', 'शेड्यूल');
    expect(await screen.findByText('आज कुछ भी नहीं')).toBeInTheDocument();
    expect(within(section('आगामी')).getByText('अंतिम तिथि: कल')).toBeInTheDocument();
  });
});

describe('local events on the schedule', () => {
  it('shows the events a member has a place or a waitlist spot at, by their time', async () => {
    const event = (id: string, title: string, startsAt: string, mine: { status: 'going' | 'waiting'; position: number | null }) => ({
      id,
      title,
      category: 'Finance',
      location: 'Versova Beach',
      city: 'mumbai',
      latitude: 19.134,
      longitude: 72.811,
      startsAt,
      durationMinutes: 120,
      distanceKm: 2,
      capacity: 3,
      going: 3,
      waiting: 1,
      rating: 4.6,
      icon: 'waves',
      mine,
    });
    await signInForTest({
      'GET /api/v1/bookings': json({ bookings: [] }),
      'GET /api/v1/local-events/mine': json({
        events: [
          event('le-2', 'Beach Clean-up Drive', '2026-11-27T12:30:00Z', { status: 'going', position: null }),
          event('le-3', 'Tax Filing Help Desk', '2026-12-02T12:30:00Z', { status: 'waiting', position: 1 }),
        ],
      }),
    });
    await renderScreen('/schedule', 'Schedule');
    expect(await screen.findByText('Next: Beach Clean-up Drive at 6:00 PM (India time)')).toBeInTheDocument();
    expect(titles('Today')).toEqual(['Beach Clean-up Drive']);
    expect(within(section('Today')).getByText('Going')).toBeInTheDocument();
    expect(titles('Upcoming')).toEqual(['Tax Filing Help Desk']);
    expect(within(section('Upcoming')).getByText('Waitlist #1')).toBeInTheDocument();
    expect(within(section('Upcoming')).getByRole('link', { name: 'Open local events' })).toHaveAttribute('href', '/local');
  });
});

describe('the schedule for a guest', () => {
  it('shows the guest’s own action items and where they are kept, instead of the sample', async () => {
    localStorage.setItem(KEY, JSON.stringify({ a: own('Pay rent', '2026-11-27') }));
    await guestForTest({ 'GET /api/v1/bookings': json({ bookings: [] }) });
    await renderScreen('/schedule', 'Schedule');
    expect(await screen.findByText(/kept in this browser only/)).toBeInTheDocument();
    expect(titles('Today')).toEqual(['Pay rent']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fschedule');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('keeps the sample under the notice while the guest has nothing of their own', async () => {
    await guestForTest({ 'GET /api/v1/bookings': json({ bookings: [] }) });
    await renderScreen('/schedule', 'Schedule');
    expect(screen.getByRole('note', { name: 'This is an example' })).toBeInTheDocument();
    expect(screen.getByText('Available time slots today')).toBeInTheDocument();
  });
});
