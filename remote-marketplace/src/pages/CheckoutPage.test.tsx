import { screen, waitFor, within } from '@testing-library/react';
import { checkoutDraftsStore } from '@nyaya/shared/stores';
import { installFakeStorage } from '@nyaya/shared/stores/testing/fakeStorage';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { loaded, openCheckout, rental, rentalIntake, setUpCheckoutTests } from '../testing/checkoutPage';

describe('CheckoutPage', () => {
  setUpCheckoutTests();

  it.each([
    ['nothing to buy', undefined],
    ['an unknown service', { serviceId: 'no-such-service' }],
    ['an offer of another service', { serviceId: 'affidavit', offerId: 'rental-agreement-1' }],
    ['an intake its form refuses', { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', intake: { landlordName: 'Ramesh' } }],
    ['a budget below the offer', { serviceId: 'company-registration', offerId: 'startup-filings', autoAssign: { budget: 1000 } }],
    // ₹6,000 covers StartupFilings' fee of ₹4,999 but not its least total (₹6,029.82): no Auto Assign chose it.
    ['a budget below the offer’s least total', { serviceId: 'company-registration', offerId: 'startup-filings', autoAssign: { budget: 6000 } }],
    ['a forged price', { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', price: 1 }],
  ])('with %s goes to the marketplace, replacing history', async (_, purchase) => {
    const { router } = renderRoutes(routes, '/checkout', purchase === undefined ? undefined : { purchase });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows the offer, the provider and the intake, and keeps a draft with an Idempotency-Key', async () => {
    await openCheckout();
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Service').nextSibling).toHaveTextContent('Rental Agreement Drafting');
    expect(within(order).getByText('Provider').nextSibling).toHaveTextContent('LegalDocs Pro');
    expect(within(order).getByText('Delivery').nextSibling).toHaveTextContent('24 hours');
    expect(within(order).getByText('Monthly rent').nextSibling).toHaveTextContent('₹25,000');
    expect(within(order).queryByText('Auto-assigned by AI')).not.toBeInTheDocument();
    expect(checkoutDraftsStore.get()).toEqual([
      { purchase: rental, contact: { name: '', mobile: '', email: '' }, state: '', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) },
    ]);
    await waitFor(() => expect(document.title).toBe('Checkout: Rental Agreement Drafting | Nyaya'));
  });

  it('says the checkout details were not saved when storage is full, and keeps them on the page', async () => {
    installFakeStorage('full');
    const { user } = await openCheckout();
    expect((await screen.findAllByText('Your checkout details could not be saved on this device', undefined, loaded))[0]).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    checkoutDraftsStore.reset();
  });

  it('never shows bidirectional controls carried in an intake', async () => {
    await openCheckout({ ...rental, intake: { ...rentalIntake, tenantName: 'Anita\u202e Rao\u200b' } });
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Tenant name').nextSibling).toHaveTextContent(/^Anita Rao$/);
    expect(checkoutDraftsStore.get()[0]!.purchase.intake?.tenantName).toBe('Anita Rao');
  });

  it('removes bidirectional controls and zero-width characters from the name as it is typed', async () => {
    const { user } = await openCheckout();
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxLength', '100');
    await user.type(screen.getByLabelText('Name'), 'As\u202eha\u200b');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(checkoutDraftsStore.get()[0]!.contact.name).toBe('Asha');
  });

  it('labels the contact fields, with +91 fixed before a telephone keypad', async () => {
    await openCheckout();
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveAttribute('type', 'tel');
    expect(mobile).toHaveAttribute('inputmode', 'tel');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAccessibleDescription(/^\+91 10 digits, starting with 6, 7, 8 or 9/);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });

  it('says what is wrong with each field, tied to it, and focuses the first', async () => {
    const { user } = await openCheckout();
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9\.$/);
    expect(screen.getByLabelText('State where the document will be used')).toHaveAccessibleDescription(/Choose the state where the document will be used\.$/);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('Mobile number'), '5876543210');
    expect(screen.getByText('Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'asha@');
    await user.tab();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(/Enter a valid email address, or leave it empty\.$/);
  });

  it('reads a mobile number typed with +91 or spaces as its ten digits', async () => {
    const { user } = await openCheckout();
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '+91 98765 43210');
    await user.tab();
    expect(mobile).toHaveValue('9876543210');
    expect(mobile).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows the refund and cancellation terms and the test-mode notice before paying', async () => {
    await openCheckout();
    const terms = screen.getByRole('region', { name: 'Refunds and cancellation' });
    expect(within(terms).getByText('Cancel before your expert starts work: full refund.')).toBeInTheDocument();
    expect(
      within(terms).getByText('Cancel once your expert has started work (from Expert Review): 50% of the professional fee and its GST back.'),
    ).toBeInTheDocument();
    expect(within(terms).getByText('No refund once the document is delivered; you can ask for changes for 7 days instead.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay / })).toHaveAccessibleDescription('Test mode: no money is taken');
  });

  it('gives a consultation the consultation refund rule', async () => {
    const intake = { topic: 'Family and marriage', question: 'How long does a mutual consent divorce take?', language: 'Hindi' };
    await openCheckout({ serviceId: 'divorce-consultation', offerId: 'family-counsel', intake });
    const terms = screen.getByRole('region', { name: 'Refunds and cancellation' });
    expect(within(terms).getByText('Cancel 24 hours or more before your consultation’s slot: full refund.')).toBeInTheDocument();
    expect(within(terms).getByText('Cancel from 24 to 2 hours before the slot: half of it back.')).toBeInTheDocument();
    expect(within(terms).getByText('Cancel less than 2 hours before the slot, or after the consultation has started: no refund.')).toBeInTheDocument();
    expect(screen.queryByText(/drafting has started/)).not.toBeInTheDocument();
  });

  it('sends a chat consultation to the booking with its expert instead of an order checkout', async () => {
    const intake = { topic: 'Property and tenancy', question: 'Can my landlord keep the deposit?', language: 'Hindi' };
    const { router } = renderRoutes(routes, '/checkout', { purchase: { serviceId: 'chat-consultation', offerId: 'lexconnect-chat', intake } });
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/lawyer-profile/adv.-nandini-rao/book?mode=chat'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a purchase without its details to its provider’s form first, with its Auto Assign budget', async () => {
    const { router } = renderRoutes(routes, '/checkout', { purchase: { serviceId: 'affidavit', offerId: 'notary-express', autoAssign: { budget: 1500 } } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/affidavit\/notary-express$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ autoAssign: { budget: 1500 } });
    expect(await screen.findByText('Auto-assigned by AI within your budget of ₹1,500: Notary Express.', {}, loaded)).toBeInTheDocument();
    expect(checkoutDraftsStore.get()).toEqual([]);
  });
});
