import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intakeDraftsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };

describe('ServiceDetailPage', () => {
  // The first lazy import compiles the page; keep that out of the first test's time budget.
  beforeAll(() => import('./ServiceDetailPage'), 30_000);
  afterEach(() => intakeDraftsStore.reset());

  it('shows the offer: provider, rating, timeframe, price, original and saving', async () => {
    renderRoutes(routes, '/service-details/rental-agreement-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('LegalDocs Pro')).toBeInTheDocument();
    expect(screen.getByText('Document Drafting')).toBeInTheDocument();
    expect(screen.getByText('Top Rated')).toBeInTheDocument();
    expect(screen.getByText(/Delivery in 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('7-day revisions')).toBeInTheDocument();
    expect(screen.getByText('Original price').closest('del')).toHaveTextContent('₹1,299');
    expect(screen.getByText('Save 38%')).toBeInTheDocument();
  });

  it('totals the price breakdown to the price', async () => {
    renderRoutes(routes, '/service-details/rental-agreement-3');
    const breakdown = (await screen.findByRole('heading', { name: 'Price Breakdown' }, loaded)).closest('section')!;
    expect(within(breakdown).getByText('Senior advocate review')).toBeInTheDocument();
    expect(within(breakdown).getByText('Total').nextSibling).toHaveTextContent('₹1,299');
    expect(screen.getByText('Save 35%')).toBeInTheDocument();
  });

  it.each(['/service-details/does-not-exist', '/service-details', '/service-details/%3Cscript%3E'])('falls back to rental-agreement-1 for %s', async (path) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('LegalDocs Pro')).toBeInTheDocument();
  });

  it('shows no saving for an offer without a discount', async () => {
    renderRoutes(routes, '/service-details/sale-deed-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale Deed Drafting' }, loaded)).toBeInTheDocument();
    expect(screen.queryByText(/^Save/)).not.toBeInTheDocument();
    expect(screen.getByText('60-day revisions')).toBeInTheDocument();
  });

  it('opens an FAQ answer with the keyboard-accessible accordion', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-details/rental-agreement-2');
    const question = await screen.findByRole('button', { name: 'Can I ask for changes?' }, loaded);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Yes. You can request revisions for 7 days after delivery.')).toBeVisible();
  });

  it('sends Chat with Expert and Need Help? to the experts', async () => {
    renderRoutes(routes, '/service-details/verification-1');
    expect(await screen.findByRole('link', { name: 'Chat with Expert' }, loaded)).toHaveAttribute('href', '/experts');
    expect(screen.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/experts');
  });

  it('proceeds to the offer’s intake form, the page Fill details opens', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service-details/rental-agreement-2');
    const fillDetails = await screen.findByRole('link', { name: 'Fill in your details first' }, loaded);
    expect(fillDetails).toHaveAttribute('href', '/service/rental-agreement/quickdraft-legal');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded)).toBeInTheDocument();
    expect(await screen.findByLabelText('Landlord name', {}, loaded)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/rental-agreement\/quickdraft-legal$/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Checkout' })).not.toBeInTheDocument();
    expect(router.state.location.state).toBeNull();
  });

  it('carries the offer through its intake to the checkout, with the details and no price', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/service-details/rental-agreement-2');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }, loaded));
    await user.type(await screen.findByLabelText('Landlord name', {}, loaded), 'Ramesh Gupta');
    await user.type(screen.getByLabelText('Tenant name'), 'Anita Rao');
    await user.type(screen.getByLabelText('Property address'), '12 MG Road, Bengaluru');
    await user.type(screen.getByLabelText('Monthly rent (₹)'), '25000');
    await user.type(screen.getByLabelText('Start date'), '2025-07-01');
    expect(screen.getByRole('button', { name: 'Fill details to proceed' })).toBeDisabled();
    await user.type(screen.getByLabelText('Security deposit (₹)'), '50000');
    expect(screen.getByLabelText('Tenure (months)')).toHaveValue(11);
    await user.type(screen.getByLabelText('Lock-in period (months)'), '6');
    await user.type(screen.getByLabelText('Notice period (months)'), '1');
    await user.type(screen.getByLabelText('Rent escalation (% per year)'), '5');
    await user.selectOptions(screen.getByLabelText('Furnishing'), 'Semi-furnished');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
    expect(router.state.location.state).toEqual({
      purchase: {
        serviceId: 'rental-agreement',
        offerId: 'rental-agreement-2',
        intake: {
          landlordName: 'Ramesh Gupta',
          tenantName: 'Anita Rao',
          propertyAddress: '12 MG Road, Bengaluru',
          monthlyRent: '25000',
          startDate: '2025-07-01',
          securityDeposit: '50000',
          tenureMonths: '11',
          lockInMonths: '6',
          noticeMonths: '1',
          rentEscalation: '5',
          furnishing: 'Semi-furnished',
        },
      },
    });
    expect(screen.getByText('QuickDraft Legal')).toBeInTheDocument();
  });
});
