import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { FakeEventSource, message } from '@nyaya/shared/testing/fakeChatApi';
import { routes } from '../routes';
import { clientAccount, consoleOrder, serveConsole } from '../testing/consoleApi';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

const timelineSteps = (name = 'Timeline') => within(screen.getByRole('region', { name })).getAllByRole('listitem');
const posts = (api: Awaited<ReturnType<typeof serveConsole>>) => api.requests.filter((request) => request.method === 'POST');

describe('an order in the console', () => {
  it('shows the service, the client, their intake as the confirmation shows it, the timeline with completed times, and one action', async () => {
    await serveConsole({ orders: [consoleOrder('ORDCONSOLE01')] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' })).toBeInTheDocument();
    const intake = screen.getByRole('region', { name: 'Client’s details' });
    expect(within(intake).getByText('Monthly rent').nextElementSibling).toHaveTextContent('₹25,000');
    expect(within(intake).getByText('Landlord name').nextElementSibling).toHaveTextContent('Ramesh Gupta');
    expect(within(intake).getByText('Start date').nextElementSibling).toHaveTextContent('1 Dec 2026');
    const client = screen.getByRole('region', { name: 'Client' });
    expect(within(client).getByText('+91 98765 43210')).toBeInTheDocument();

    const steps = timelineSteps();
    expect(steps).toHaveLength(7);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    // 10:12 UTC is 3:42 PM in India, whatever the test machine's zone.
    expect(within(steps[0]!).getByText('15 Dec 2026, 3:42 PM IST')).toHaveAttribute('datetime', '2026-12-15T10:12:00.000Z');
    expect(steps[0]).toHaveTextContent('Completed by Nyaya');
    expect(within(steps[3]!).queryByRole('time')).toBeNull();
    // The one action: the current step's.
    const actions = within(screen.getByRole('region', { name: 'Next step' })).getAllByRole('button');
    expect(actions.map((button) => button.textContent)).toEqual(['Complete Document Collection']);
  });

  it('shows the conversation with the client on the order’s page, and a new message as it arrives', async () => {
    const api = await serveConsole({ orders: [consoleOrder('ORDCONSOLE01')] });
    api.messages.set('ORDCONSOLE01', [message(1, 'client', 'Here are the ID proofs.')]);
    renderRoutes(routes, '/console/orders/ORDCONSOLE01');
    const chat = await screen.findByRole('region', { name: 'Conversation with the client' });
    const list = await within(chat).findByRole('list', { name: 'Messages with Asha Verma' });
    expect(within(list).getByText('Here are the ID proofs.')).toBeInTheDocument();
    expect(within(chat).getByRole('textbox', { name: 'Message to Asha Verma' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    act(() => FakeEventSource.latest().open());
    act(() => FakeEventSource.latest().deliver(message(2, 'client', 'And the rent receipt.')));
    expect(within(list).getByText('And the rent receipt.')).toBeInTheDocument();
  });

  it('completes the current step with an Idempotency-Key; the page shows the next step and when the last was completed', async () => {
    const user = userEvent.setup();
    const api = await serveConsole({ orders: [consoleOrder('ORDCONSOLE02')] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE02');
    await user.click(await screen.findByRole('button', { name: 'Complete Document Collection' }));
    expect(await screen.findByRole('button', { name: 'Complete Expert Review' })).toBeInTheDocument();
    expect(screen.getByText('Document Collection completed.')).toHaveAttribute('role', 'status');
    const [post] = posts(api);
    expect(post).toMatchObject({ path: '/api/v1/console/orders/ORDCONSOLE02/steps', body: { step: 2 } });
    expect(post!.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    const steps = timelineSteps();
    expect(steps[2]).toHaveTextContent('Completed by you: 15 Dec 2026, 4:30 PM IST');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
  });

  it('sends the same key again after no answer, so the step is completed once', async () => {
    const user = userEvent.setup();
    const api = await serveConsole({ orders: [consoleOrder('ORDCONSOLE03')] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE03');
    const button = await screen.findByRole('button', { name: 'Complete Document Collection' });
    api.down = true;
    await user.click(button);
    // With the API down, the documents and the chat on the page may say so too: find the step's own alert.
    expect(await screen.findByText(/the step may not be completed yet/)).toHaveAttribute('role', 'alert');
    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Complete Document Collection' }));
    expect(await screen.findByRole('button', { name: 'Complete Expert Review' })).toBeInTheDocument();
    const [first, second] = posts(api);
    expect(second!.key).toBe(first!.key);
  });

  it('at Delivery, points to delivering the draft instead of a step button', async () => {
    await serveConsole({ orders: [consoleOrder('ORDCONSOLE04', 6)] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE04');
    const next = await screen.findByRole('region', { name: 'Next step' });
    expect(await within(next).findByText(/Delivery is completed by delivering the draft/)).toBeInTheDocument();
    expect(within(next).queryByRole('button')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Draft' })).getByRole('button', { name: 'Deliver version 1 to the client' })).toBeInTheDocument();
    expect(timelineSteps()[6]).toHaveAttribute('aria-current', 'step');
  });

  it('has no action once every step is completed', async () => {
    await serveConsole({ orders: [consoleOrder('ORDCONSOLE05', 7)] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE05');
    expect(await screen.findByText('Every step is completed: the order is delivered.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Next step' })).queryByRole('button')).toBeNull();
  });

  it('says Order not found for an order not assigned to this expert, and asks nothing for a malformed number', async () => {
    const api = await serveConsole({ orders: [] });
    const { unmount } = renderRoutes(routes, '/console/orders/ORDSOMEONE01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/console');
    unmount();
    api.requests.length = 0;
    renderRoutes(routes, '/console/orders/%3Cscript%3E');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(api.requests.filter((request) => request.path.startsWith('/api/v1/console'))).toEqual([]);
  });

  it('tells a client the console is for experts', async () => {
    await serveConsole({ me: clientAccount, orders: [consoleOrder('ORDCONSOLE06')] });
    renderRoutes(routes, '/console/orders/ORDCONSOLE06');
    expect(await screen.findByRole('heading', { name: 'This console is for Nyaya experts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Complete/ })).toBeNull();
  });

  it('speaks Hindi, the action named by its step', async () => {
    await serveConsole({ orders: [consoleOrder('ORDCONSOLE07')] });
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/console/orders/ORDCONSOLE07');
    expect(await screen.findByRole('button', { name: 'चरण पूरा करें: दस्तावेज़ जमा करना' })).toBeInTheDocument();
    expect(within(timelineSteps('समयरेखा')[0]!).getByText('15 दिस॰ 2026, दोपहर 3:42 (भारतीय समय)')).toBeInTheDocument();
  });
});
