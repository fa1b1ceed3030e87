import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { checkoutDraftsStore, intakeDraftsStore } from '@nyaya/shared/stores';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };

/** A breakdown's lines as "label amount", the total last. */
const linesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);

describe('ServiceDetailPage', () => {
  // The first lazy import compiles the page; keep that out of the first test's time budget.
  beforeAll(() => import('./ServiceDetailPage'), 30_000);
  afterEach(() => {
    intakeDraftsStore.reset();
    priceChoiceStore.reset();
    checkoutDraftsStore.reset();
  });

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

  it.each([
    ['on its last day', '2026-12-31T12:00:00Z', true],
    ['the day after it ends', '2026-12-31T18:30:00Z', false],
  ])('ties the incorporation’s saving to the limited offer: %s', async (_when, now, running) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    try {
      renderRoutes(routes, '/service-details/startup-filings');
      expect(await screen.findByRole('heading', { level: 1, name: 'Company Incorporation' }, loaded)).toBeInTheDocument();
      expect(screen.getByText('Price').parentElement).toHaveTextContent(/^Price ₹4,999/);
      if (running) {
        expect(screen.getByText('Original price').closest('del')).toHaveTextContent('₹6,249');
        expect(screen.getByText('Save 20%')).toBeInTheDocument();
        expect(screen.getByText('Limited offer: 20% off company incorporation, ends today')).toBeInTheDocument();
      } else {
        expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
        expect(screen.queryByText(/^Save \d+%$/)).not.toBeInTheDocument();
        expect(screen.queryByText(/Limited offer/)).not.toBeInTheDocument();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('itemises the price as the checkout does, for the state and delivery chosen, and remembers them', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-details/rental-agreement-3');
    const breakdown = (await screen.findByRole('heading', { name: 'Price Breakdown' }, loaded)).closest('section')!;
    expect(screen.getByText('Save 35%')).toBeInTheDocument();
    // No state yet: the card line says what the fee leaves out, and the breakdown has no stamp duty.
    expect(screen.getByText('+ GST + stamp duty')).toBeInTheDocument();
    expect(linesOf(breakdown)).toEqual(['Professional fee ₹1,299', 'GST (18%) on the fee ₹233.82', 'Digital delivery ₹0', 'Total ₹1,532.82']);
    expect(within(breakdown).getByText('Stamp duty is added once you choose the state.')).toBeInTheDocument();

    await user.selectOptions(within(breakdown).getByLabelText('State where the document will be used'), 'Delhi');
    expect(linesOf(breakdown)).toEqual([
      'Professional fee ₹1,299',
      'GST (18%) on the fee ₹233.82',
      'Stamp duty (Delhi) ₹100',
      'Digital delivery ₹0',
      'Total ₹1,632.82',
    ]);
    expect(screen.getByText('₹1,632.82 all-in for Delhi')).toBeInTheDocument();

    await user.click(within(breakdown).getByRole('radio', { name: 'Paper copy by courier (+₹100)' }));
    expect(linesOf(breakdown)).toEqual([
      'Professional fee ₹1,299',
      'GST (18%) on the fee ₹233.82',
      'Stamp duty (Delhi) ₹100',
      'Courier ₹100',
      'Total ₹1,732.82',
    ]);
    expect(priceChoiceStore.get()).toEqual({ state: 'Delhi', delivery: 'paper' });
  });

  it('asks no state where the offer includes the stamp paper, and charges no duty', async () => {
    renderRoutes(routes, '/service-details/notary-express');
    const breakdown = (await screen.findByRole('heading', { name: 'Price Breakdown' }, loaded)).closest('section')!;
    expect(within(breakdown).queryByLabelText('State where the document will be used')).not.toBeInTheDocument();
    expect(linesOf(breakdown)).toEqual([
      'Professional fee ₹299',
      'GST (18%) on the fee ₹53.82',
      'Stamp paper (included in the fee) ₹0',
      'Digital delivery ₹0',
      'Total ₹352.82',
    ]);
    expect(screen.getByText('+ GST')).toBeInTheDocument();
  });

  it('offers no paper copy where the service is delivered digitally', async () => {
    renderRoutes(routes, '/service-details/sale-deed-1');
    const breakdown = (await screen.findByRole('heading', { name: 'Price Breakdown' }, loaded)).closest('section')!;
    expect(within(breakdown).queryByRole('radio')).not.toBeInTheDocument();
    expect(linesOf(breakdown)).toEqual(['Professional fee ₹3,000', 'GST (18%) on the fee ₹540', 'Digital delivery ₹0', 'Total ₹3,540']);
  });

  it.each(['rental-agreement-1', 'rental-agreement-2', 'rental-agreement-3', 'estamp-legal-hub'])(
    'shows for %s in Karnataka, on paper, the total the checkout then asks for',
    async (offerId) => {
      const user = userEvent.setup();
      const detail = renderRoutes(routes, `/service-details/${offerId}`);
      const breakdown = (await screen.findByRole('heading', { name: 'Price Breakdown' }, loaded)).closest('section')!;
      await user.selectOptions(within(breakdown).getByLabelText('State where the document will be used'), 'Karnataka');
      await user.click(within(breakdown).getByRole('radio', { name: /^Paper copy by courier/ }));
      const detailLines = linesOf(breakdown);
      detail.unmount();

      const offer = findOfferListing(offerId)!;
      const purchase = { serviceId: offer.serviceId, offerId, intake: intakeFormFor(offer.serviceId).sample };
      renderRoutes(routes, '/checkout', { purchase });
      await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded);
      expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
      expect(linesOf(screen.getByRole('region', { name: 'Price' }))).toEqual(detailLines);
      expect(detailLines.at(-1)).toMatch(/^Total ₹/);
      expect(screen.getByRole('button', { name: `Pay ${detailLines.at(-1)!.slice('Total '.length)}` })).toBeInTheDocument();
    },
  );

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

  it.each([
    ['lexconnect-chat', '₹700', '/lawyer-profile/adv.-nandini-rao/book?mode=chat'],
    ['callcounsel', '₹1,500', '/lawyer-profile/adv.-alok-tripathi/book?mode=call'],
  ])('books %s with the provider’s expert, at that expert’s fee, instead of an order checkout', async (offerId, fee, booking) => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, `/service-details/${offerId}`);
    const chooseTime = await screen.findByRole('link', { name: 'Choose a time with the expert' }, loaded);
    expect(chooseTime).toHaveAttribute('href', booking);
    expect(screen.getAllByText(fee).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(booking);
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
