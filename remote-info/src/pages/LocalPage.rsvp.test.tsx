import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocalEventView } from '@nyaya/shared/api';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const event = (id: string, title: string, more: Partial<LocalEventView> = {}): LocalEventView => ({
  id,
  title,
  category: 'Finance',
  location: "Bhavan's College, Andheri West",
  city: 'mumbai',
  latitude: 19.1187,
  longitude: 72.8366,
  startsAt: '2026-12-02T12:30:00.000Z',
  durationMinutes: 120,
  distanceKm: 1.9,
  capacity: 3,
  going: 1,
  waiting: 0,
  rating: 4.6,
  icon: 'receipt',
  mine: null,
  ...more,
});
const MUMBAI = 'GET /api/v1/local-events?city=mumbai';
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('LocalPage: RSVPs', () => {
  it('shows the API’s events with places left in India time; an RSVP takes a place and offers the calendar file', async () => {
    const user = userEvent.setup();
    const desk = event('le-3', 'Tax Filing Help Desk');
    await signInForTest({
      [MUMBAI]: json({ city: 'mumbai', events: [desk] }),
      'PUT /api/v1/local-events/le-3/rsvp': json({ ...desk, going: 2, mine: { status: 'going', position: null } }),
    });
    await renderScreen('/local', 'Local Events');
    expect(await within(await screen.findByRole('list', { name: 'Local events' })).findByText('1 going · 2 places left')).toBeInTheDocument();
    expect(card('Tax Filing Help Desk')).toHaveTextContent('2 Dec 2026, 6:00 PM (India time)');
    expect(card('Tax Filing Help Desk')).toHaveTextContent("Bhavan's College, Andheri West · 1.9 km");
    await user.click(screen.getByRole('button', { name: 'RSVP Tax Filing Help Desk' }));
    expect(await screen.findByRole('button', { name: 'Going Tax Filing Help Desk' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Tax Filing Help Desk')).toHaveTextContent('2 going · 1 place left');
    expect(screen.getByRole('link', { name: 'Add to calendar Tax Filing Help Desk' })).toHaveAttribute('href', '/api/v1/local-events/le-3/calendar.ics');
    expect(await screen.findByText('You are going to Tax Filing Help Desk')).toBeInTheDocument();
  });

  it('offers the waitlist when full, and asks before a place is given back', async () => {
    const user = userEvent.setup();
    const full = event('le-3', 'Tax Filing Help Desk', { going: 3, waiting: 1 });
    const going = event('le-1', 'Legal Tech Meetup', { capacity: 100, going: 10, mine: { status: 'going', position: null } });
    const deleted = vi.fn(json({ ...going, going: 9, mine: null }));
    await signInForTest({
      [MUMBAI]: json({ city: 'mumbai', events: [going, full] }),
      'PUT /api/v1/local-events/le-3/rsvp': json({ ...full, waiting: 2, mine: { status: 'waiting', position: 2 } }),
      'DELETE /api/v1/local-events/le-1/rsvp': deleted,
    });
    await renderScreen('/local', 'Local Events');
    expect(await screen.findByText('Full: 3 going · 1 waiting')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join waitlist Tax Filing Help Desk' }));
    expect(await screen.findByRole('button', { name: 'Waitlist #2 Tax Filing Help Desk' })).toBeInTheDocument();
    expect(await screen.findByText('Tax Filing Help Desk is full: you are #2 on the waitlist')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Going Legal Tech Meetup' }));
    const confirm = screen.getByRole('group', { name: 'Give back your place at Legal Tech Meetup?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(deleted).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Going Legal Tech Meetup' }));
    await user.click(screen.getByRole('button', { name: 'Give back my place' }));
    expect(await screen.findByRole('button', { name: 'RSVP Legal Tech Meetup' })).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('sends a guest to sign in and back to /local', async () => {
    await guestForTest({ [MUMBAI]: json({ city: 'mumbai', events: [event('le-3', 'Tax Filing Help Desk')] }) });
    await renderScreen('/local', 'Local Events');
    expect(await screen.findByRole('link', { name: 'RSVP Tax Filing Help Desk' })).toHaveAttribute('href', '/sign-in?next=%2Flocal');
  });

  it('reads the chosen city’s events, remembers the city, and says when there are none', async () => {
    const user = userEvent.setup();
    await guestForTest({
      [MUMBAI]: json({ city: 'mumbai', events: [] }),
      'GET /api/v1/local-events?city=pune': json({ city: 'pune', events: [] }),
      'GET /api/v1/local-events?city=delhi': json({
        city: 'delhi',
        events: [event('le-7', 'Consumer Rights Awareness Camp', { city: 'delhi', location: 'India Habitat Centre, Lodhi Road', distanceKm: 4.7 })],
      }),
    });
    const first = await renderScreen('/local', 'Local Events');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'delhi');
    expect(await screen.findByRole('heading', { name: 'Consumer Rights Awareness Camp' })).toBeInTheDocument();
    expect(screen.getByText('Connaught Place, New Delhi · 8 km radius')).toBeInTheDocument();
    first.unmount();
    await renderScreen('/local', 'Local Events');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('delhi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'pune');
    expect(await screen.findByText('No upcoming events near Pune yet.')).toBeInTheDocument();
  });

  it('keeps the usual events on screen without RSVPs when the API cannot be reached, with Try again', async () => {
    await signInForTest();
    await renderScreen('/local', 'Local Events');
    expect(await screen.findByRole('alert')).toHaveTextContent('Live places and RSVPs could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beach Clean-up Drive' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^RSVP/ })).toBeNull();
  });

  it('reads in Hindi', async () => {
    await changeLocale('hi');
    await guestForTest({ [MUMBAI]: json({ city: 'mumbai', events: [event('le-3', 'Tax Filing Help Desk', { going: 3, waiting: 2 })] }) });
    await renderScreen('/local', 'आसपास के इवेंट');
    expect(await screen.findByText('भर गया: 3 जा रहे हैं · 2 प्रतीक्षा में')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'शहर' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^प्रतीक्षा सूची में जुड़ें/ })).toBeInTheDocument();
  });
});
