import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { at, fakeApi, json, PRIYA, radio, slotRadio, today, tomorrow, setUpBookingTests } from '../testing/bookingPage';

setUpBookingTests();

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
