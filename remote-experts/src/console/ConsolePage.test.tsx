import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { clientAccount, consoleOrder, consultationItem, orderItem, serveConsole } from '../testing/consoleApi';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

// Newest first, as the API sends them: a consultation booked today, an order in progress, a delivered one, a cancelled consultation.
const items = [
  consultationItem('BKGUPCOMING1', 'active', '2026-12-15T12:00:00.000Z'),
  { ...orderItem(consoleOrder('ORDACTIVE001')), unread: 3 },
  orderItem(consoleOrder('ORDDONE00001', 7)),
  consultationItem('BKGCANCELED1', 'cancelled', '2026-12-14T09:00:00.000Z'),
];

const table = () => screen.getByRole('table');
const rows = () => within(table()).getAllByRole('row').slice(1);

describe('the console list', () => {
  it('lists the expert’s orders and consultations newest first, with where each stands and its unread count', async () => {
    await serveConsole({ items });
    renderRoutes(routes, '/console');
    expect(await screen.findByRole('heading', { level: 1, name: 'Expert console' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Adv. Karan Malhotra')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your orders and consultations, newest first' });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order or consultation', 'Status', 'Unread']);
    expect(rows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Upcoming', 'Document Collection', 'Completed', 'Cancelled']);
    const order = rows()[1]!;
    expect(within(order).getByRole('link', { name: /Rental Agreement Drafting\s*ORDACTIVE001/ })).toHaveAttribute('href', '/console/orders/ORDACTIVE001');
    expect(within(order).getByText('Client: Asha Verma')).toBeInTheDocument();
    expect(within(order).getByText('Placed 15 Dec 2026, 3:42 PM IST')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Video Call consultation')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('16 Dec 2026, 11:00 AM IST')).toBeInTheDocument();
    // The client's unread messages, said in words to a screen reader.
    expect(within(rows()[1]!).getAllByRole('cell')[2]).toHaveTextContent(/^3\s*3 unread messages$/);
    for (const row of [rows()[0]!, rows()[2]!]) expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^0No unread messages$/);
    // A consultation opens its conversation; an order its page (with the conversation on it).
    expect(within(rows()[0]!).getByRole('link', { name: /BKGUPCOMING1/ })).toHaveAttribute('href', '/consultation-chat?booking=BKGUPCOMING1');
  });

  it('puts the day’s consultations first, with the call to join and the chat', async () => {
    // 16 December 2026, 09:00 in India: the video consultation at 11:00 is today's; the cancelled one is not.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-16T09:00:00+05:30') });
    try {
      await serveConsole({ items: [...items, consultationItem('BKGCANCELED2', 'cancelled', '2026-12-15T09:00:00.000Z')] });
      renderRoutes(routes, '/console');
      const today = await screen.findByRole('region', { name: 'Today’s consultations' });
      const entries = within(today).getAllByRole('listitem');
      expect(entries).toHaveLength(1);
      expect(entries[0]).toHaveTextContent('11:00 AM IST · Video Call');
      expect(entries[0]).toHaveTextContent('Client: Ravi Kumar');
      const join = within(entries[0]!).getByRole('link', { name: 'Join the call' });
      expect(join).toHaveAttribute('href', 'https://meet.jit.si/nyaya-bkgupcoming1');
      expect(join).toHaveAttribute('target', '_blank');
      expect(join).toHaveAttribute('rel', 'noopener noreferrer');
      expect(within(entries[0]!).getByRole('link', { name: 'Open the chat' })).toHaveAttribute('href', '/consultation-chat?booking=BKGUPCOMING1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when no consultation is booked for the day', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-20T09:00:00+05:30') });
    try {
      await serveConsole({ items });
      renderRoutes(routes, '/console');
      const today = await screen.findByRole('region', { name: 'Today’s consultations' });
      expect(today).toHaveTextContent('No consultations booked with you today.');
      expect(within(today).queryByRole('link')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters by status with chips kept in the URL, and says when nothing has the status', async () => {
    const user = userEvent.setup();
    await serveConsole({ items: items.filter((item) => item.status !== 'cancelled') });
    const { router } = renderRoutes(routes, '/console');
    const chips = await screen.findByRole('group', { name: 'Filter by status' });
    expect(within(chips).getByRole('button', { name: /^All\s*\(3\)$/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chips).getByRole('button', { name: /^Completed\s*\(1\)$/ }));
    expect(router.state.location.search).toBe('?status=completed');
    expect(rows().map((row) => within(row).getByText(/^(ORD|BKG)/).textContent)).toEqual(['ORDDONE00001']);
    await user.click(within(chips).getByRole('button', { name: /^Cancelled\s*\(0\)$/ }));
    expect(screen.getByText('Nothing with this status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(router.state.location.search).toBe('');
    expect(rows()).toHaveLength(3);
  });

  it('reads the filter from the URL, an unknown one as all', async () => {
    await serveConsole({ items });
    renderRoutes(routes, '/console?status=active');
    await screen.findByRole('table');
    expect(rows().map((row) => within(row).getByText(/^(ORD|BKG)/).textContent)).toEqual(['BKGUPCOMING1', 'ORDACTIVE001']);
    expect(screen.getByRole('button', { name: /^In progress\s*\(2\)$/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says plainly when nothing is assigned yet', async () => {
    await serveConsole({ items: [] });
    renderRoutes(routes, '/console?status=bogus');
    expect(await screen.findByText('Nothing is assigned to you yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks a guest to sign in and come back, without asking for the console', async () => {
    const api = await serveConsole({ me: null });
    renderRoutes(routes, '/console?status=active');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fconsole%3Fstatus%3Dactive');
    expect(api.requests.map((request) => request.path)).toEqual(['/api/v1/me']);
  });

  it('tells a client account the console is for experts, with the way home', async () => {
    await serveConsole({ me: clientAccount });
    renderRoutes(routes, '/console');
    expect(await screen.findByRole('heading', { name: 'This console is for Nyaya experts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await serveConsole({ items });
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/console');
    expect(await screen.findByRole('heading', { level: 1, name: 'विशेषज्ञ कंसोल' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(within(rows()[1]!).getByText('दस्तावेज़ जमा करना')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('किरायानामा ड्राफ़्टिंग')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^सभी\s*\(4\)$/ })).toBeInTheDocument();
  });
});
