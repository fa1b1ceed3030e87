import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { addDays } from '../booking/indiaTime';
import { routes } from '../routes';
import { at, fakeApi, fillIn, PRIYA, radio, slotRadio, today, tomorrow, setUpBookingTests } from '../testing/bookingPage';

setUpBookingTests();

describe('BookingPage: sending, paying and cancelling', () => {
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
});
