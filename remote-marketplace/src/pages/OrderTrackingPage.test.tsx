import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';

const loaded = { timeout: 10_000 };
const order = orderViewFor(
  {
    serviceId: 'rental-agreement',
    offerId: 'rental-agreement-1',
    contact: { name: 'Asha', mobile: '9876543210' },
    state: 'Delhi',
    payment: { provider: 'test', amountPaise: 114_282 },
  },
  'ORDTRACK1234',
);

describe('OrderTrackingPage', () => {
  beforeAll(() => Promise.all([import('./OrderTrackingPage'), import('./OrderConfirmationPage'), import('./MarketplacePage')]), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('without an order number goes to the confirmation, which sends on to the marketplace', async () => {
    const api = fakeOrdersApi({ orders: [order] });
    const { router } = renderRoutes(routes, '/order-tracking');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.requests).toEqual([]);
  });

  it('shows progress, details, the expert and the seven-step timeline with the time of each reached step', async () => {
    fakeOrdersApi({ orders: [order] });
    renderRoutes(routes, '/order-tracking?order=ORDTRACK1234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('2 of 7 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByText('29%')).toBeInTheDocument();
    expect(screen.getByText('ORDTRACK1234')).toBeInTheDocument();
    expect(screen.getByText('LegalDocs Pro')).toBeInTheDocument();
    // The provider's own lawyer in the document's state (Delhi), named with the firm.
    const expert = screen.getByRole('region', { name: 'Your Assigned Expert' });
    expect(within(expert).getByText('Adv. Karan Malhotra')).toBeInTheDocument();
    expect(within(expert).getByText('Firm: LegalDocs Pro')).toBeInTheDocument();

    const timeline = screen.getByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.firstChild?.textContent)).toEqual([
      'Order Placed',
      'Expert Assigned',
      'Document Collection',
      'Expert Review',
      'Document Drafting',
      'Quality Check',
      'Delivery',
    ]);
    expect(within(steps[2]!).getByText('Current Step')).toBeInTheDocument();
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(timeline).getAllByText('Completed')).toHaveLength(2);
    expect(within(timeline).getAllByText('Pending')).toHaveLength(4);
    // 10:12 UTC is 3:42 PM in India, whatever the test machine's zone.
    for (const step of steps.slice(0, 3)) expect(within(step).getByText('15 Dec 2026, 3:42 PM')).toHaveAttribute('datetime', '2026-12-15T10:12:00.000Z');
    for (const step of steps.slice(3)) expect(step.querySelector('time')).toBeNull();
  });

  it('follows the order while open: a step the expert completes shows when the page is back in view, and a failed refresh keeps it', async () => {
    const api = fakeOrdersApi({ orders: [order] });
    renderRoutes(routes, '/order-tracking?order=ORDTRACK1234');
    expect(await screen.findByText('2 of 7 steps completed', {}, loaded)).toBeInTheDocument();
    api.down = true;
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.requests.filter((request) => request.path === '/api/v1/orders/ORDTRACK1234')).toHaveLength(2));
    expect(screen.getByText('2 of 7 steps completed')).toBeInTheDocument();
    api.down = false;
    const completedAt = '2026-12-15T11:00:00.000Z';
    api.orders.set('ORDTRACK1234', {
      ...order,
      tracking: order.tracking.map((step, index) =>
        index === 2 ? { ...step, status: 'completed', at: completedAt } : index === 3 ? { ...step, status: 'active', at: completedAt } : step,
      ),
    });
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('3 of 7 steps completed', {}, loaded)).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[2]!).getByText('15 Dec 2026, 4:30 PM')).toBeInTheDocument();
  });

  it('links Get Updates to notifications and Chat with Expert to the order’s conversation, with its unread count', async () => {
    const api = fakeOrdersApi({ orders: [order] });
    api.unread.set('ORDTRACK1234', 2);
    renderRoutes(routes, '/order-tracking?order=ORDTRACK1234');
    expect(await screen.findByRole('link', { name: 'Get Updates' }, loaded)).toHaveAttribute('href', '/notifications');
    const chat = await screen.findByRole('link', { name: 'Chat with Expert (2 unread messages)' }, loaded);
    expect(chat).toHaveAttribute('href', '/order-chat?order=ORDTRACK1234');
    // The count moves while the page is open (asked again on return, every 15 s while visible).
    api.unread.set('ORDTRACK1234', 0);
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('link', { name: 'Chat with Expert' }, loaded)).toHaveAttribute('href', '/order-chat?order=ORDTRACK1234');
  });

  it('says Order not found for a number this browser did not place', async () => {
    fakeOrdersApi({ orders: [order] });
    renderRoutes(routes, '/order-tracking?order=ORDSOMEONE01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('retries when the API could not be reached', async () => {
    const user = userEvent.setup();
    const api = fakeOrdersApi({ orders: [order] });
    api.down = true;
    renderRoutes(routes, '/order-tracking?order=ORDTRACK1234');
    await user.click(await screen.findByRole('button', { name: 'Retry' }, loaded));
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load your order' }, loaded)).toBeInTheDocument();
    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2 of 7 steps completed', {}, loaded)).toBeInTheDocument();
  });
});
