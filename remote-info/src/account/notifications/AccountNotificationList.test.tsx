import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationView } from '@nyaya/shared/api';
import { renderScreen } from '../../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest, testAccount } from '../../testing/account';

afterEach(forgetAccount);

const step: NotificationView = {
  id: '12',
  kind: 'step-completed',
  subject: { type: 'order', reference: 'ORDABC123XYZ' },
  data: { step: 2, title: 'Document Collection' },
  createdAt: '2026-12-15T10:12:00Z',
  read: false,
};
const soon: NotificationView = {
  id: '11',
  kind: 'consultation-soon',
  subject: { type: 'booking', reference: 'BKGABC123XYZ' },
  data: { slotStart: '2026-12-15T10:30:00Z', mode: 'video', with: 'Adv. Priya Sharma' },
  createdAt: '2026-12-15T09:30:00Z',
  read: true,
};
const refused: NotificationView = {
  id: '3',
  kind: 'document-refused',
  subject: { type: 'order', reference: 'ORDOLD000001' },
  data: { requirement: 'Identity proof', reason: '<img src=x onerror=alert(1)> blurred' },
  createdAt: '2026-12-01T09:30:00Z',
  read: false,
};
/** The list of the user's notifications (the settings below have a list of their own). */
const recent = async () => within(await screen.findByRole('region', { name: 'Recent' })).findByRole('list');
const page = (items: NotificationView[], nextBefore: string | null, unread: number) => json({ items, nextBefore, unread });

describe('Notifications for a signed-in user: their own, from the API', () => {
  it('lists them newest first with an unread dot, each a link to its order or consultation', async () => {
    await signInForTest({ 'GET /api/v1/notifications': page([step, soon], null, 1) });
    await renderScreen('/notifications', 'Notifications');
    const list = await recent();
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAccessibleName(/^Unread: Document Collection completed Order ORDABC123XYZ/);
    expect(first).toHaveAttribute('href', '/order-tracking?order=ORDABC123XYZ');
    expect(within(first!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(second).toHaveTextContent('Your Video Call with Adv. Priya Sharma starts at 4:00 PM (India time)');
    expect(second).toHaveAttribute('href', '/schedule');
    expect(within(second!).queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(screen.queryByText('Payment received')).toBeNull();
  });

  it('Mark All Read names the newest shown, clears every dot once the server agrees', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({
      'GET /api/v1/notifications': page([step, soon], null, 1),
      'POST /api/v1/notifications/read-all': json({ unread: 0 }),
    });
    await renderScreen('/notifications', 'Notifications');
    await recent();
    await user.click(screen.getByRole('button', { name: 'Mark All Read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-dot')).toBeNull());
    const [, init] = fetchMock.mock.calls.find(([path]) => path === '/api/v1/notifications/read-all')!;
    expect(JSON.parse(String(init!.body))).toEqual({ upTo: '12' });
    expect(screen.getByText('All caught up')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All Read' })).toBeDisabled();
  });

  it('keeps the dots and says why when Mark All Read is refused', async () => {
    const user = userEvent.setup();
    await signInForTest({
      'GET /api/v1/notifications': page([step], null, 1),
      'POST /api/v1/notifications/read-all': json({ type: 'about:blank', title: 'Too many requests.', status: 429 }, 429),
    });
    await renderScreen('/notifications', 'Notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark All Read' }));
    expect(await screen.findByText('Your notifications were not marked read: Too many requests. Try again.')).toBeInTheDocument();
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
  });

  it('marks one read when it is opened', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({
      'GET /api/v1/notifications': page([step], null, 1),
      'POST /api/v1/notifications/12/read': json({ unread: 0 }),
    });
    await renderScreen('/notifications', 'Notifications');
    const link = await screen.findByRole('link', { name: /Document Collection completed/ });
    // Opening leaves for the order's page (another area); stay to look at the request.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(fetchMock.mock.calls.some(([path, init]) => path === '/api/v1/notifications/12/read' && init?.method === 'POST')).toBe(true);
  });

  it('shows older ones on request, and people’s words as plain text', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'GET /api/v1/notifications': page([step, soon], '11', 2), 'GET /api/v1/notifications?before=11': page([refused], null, 2) });
    await renderScreen('/notifications', 'Notifications');
    await user.click(await screen.findByRole('button', { name: 'Show older notifications' }));
    const refusedLink = await screen.findByRole('link', { name: /A document was not accepted: Identity proof/ });
    expect(refusedLink).toHaveTextContent('<img src=x onerror=alert(1)> blurred');
    expect(refusedLink.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
    expect(screen.getAllByTestId('unread-dot')).toHaveLength(2);
  });

  it('opens an expert’s order in the console', async () => {
    await signInForTest(
      { 'GET /api/v1/notifications': page([{ ...step, kind: 'revision-requested', data: { comment: 'Add the parking clause.' } }], null, 1) },
      { ...testAccount, role: 'expert' },
    );
    await renderScreen('/notifications', 'Notifications');
    const link = await screen.findByRole('link', { name: /The client asked for a revision of the draft/ });
    expect(link).toHaveAttribute('href', '/console/orders/ORDABC123XYZ');
    expect(link).toHaveTextContent('Add the parking clause.');
  });

  it('says so, with Try again, when the API cannot be reached', async () => {
    await signInForTest();
    await renderScreen('/notifications', 'Notifications');
    expect(await screen.findByText('Nyaya could not be reached. Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Notifications for a guest', () => {
  it('keeps today’s sample screen and asks the API for nothing of theirs', async () => {
    const fetchMock = await guestForTest();
    await renderScreen('/notifications', 'Notifications');
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'This is an example' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([path]) => String(path).startsWith('/api/v1/notifications'))).toBe(false);
  });
});
