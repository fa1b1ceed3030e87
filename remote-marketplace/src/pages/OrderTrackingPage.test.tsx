import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };
const order = { serviceName: 'Rental Agreement Drafting', providerName: 'LegalDocs Pro', price: 799, autoAssigned: false, orderNumber: 'ORDTRACK1234' };

describe('OrderTrackingPage', () => {
  beforeAll(() => Promise.all([import('./OrderTrackingPage'), import('./OrderConfirmationPage'), import('./MarketplacePage')]), 30_000);

  it('without state goes to the confirmation, which sends on to the marketplace', async () => {
    const { router } = renderRoutes(routes, '/order-tracking');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('numbers an un-numbered order at the confirmation first', async () => {
    const { orderNumber: _, ...draft } = order;
    renderRoutes(routes, '/order-tracking', draft);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/order-confirmation');
  });

  it('shows progress, details, the expert and the seven-step timeline', async () => {
    renderRoutes(routes, '/order-tracking', order);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('2 of 7 steps completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Order progress' })).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByText('29%')).toBeInTheDocument();
    expect(screen.getByText('ORDTRACK1234')).toBeInTheDocument();
    expect(screen.getByText('LegalDocs Pro')).toBeInTheDocument();
    expect(screen.getByText('Adv. Priya Sharma')).toBeInTheDocument();

    const timeline = screen.getByRole('heading', { name: 'Timeline' }).closest('section')!;
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
  });

  it('links Get Updates to notifications and Chat with Expert to the experts', async () => {
    renderRoutes(routes, '/order-tracking', order);
    expect(await screen.findByRole('link', { name: 'Get Updates' }, loaded)).toHaveAttribute('href', '/notifications');
    expect(screen.getByRole('link', { name: 'Chat with Expert' })).toHaveAttribute('href', '/experts');
  });
});
