import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { checkoutDraftsStore, type CheckoutPurchase } from '@nyaya/shared/stores';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { installFakeStorage } from '@nyaya/shared/stores/testing/fakeStorage';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';

const loaded = { timeout: 10_000 };
const rentalIntake = {
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
};
const rental: CheckoutPurchase = { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', intake: rentalIntake };
const saleDeed: CheckoutPurchase = { serviceId: 'sale-deed', offerId: 'sale-deed-1', intake: intakeFormFor('sale-deed').sample };
const affidavitIntake = intakeFormFor('affidavit').sample;

type User = ReturnType<typeof userEvent.setup>;

async function openCheckout(purchase: CheckoutPurchase | undefined = rental) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/checkout', purchase === undefined ? undefined : { purchase });
  await screen.findByRole('heading', { level: 1, name: 'Checkout' }, loaded);
  return { user, ...view };
}

async function fillContact(user: User, { name = 'Asha Verma', mobile = '9876543210', email = '' } = {}) {
  await user.type(screen.getByLabelText('Name'), name);
  await user.type(screen.getByLabelText('Mobile number'), mobile);
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
}

const storedKey = () => checkoutDraftsStore.get()[0]!.idempotencyKey;
const priceLines = () =>
  within(screen.getByRole('region', { name: 'Price' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);

describe('CheckoutPage', () => {
  beforeAll(() => Promise.all([import('./CheckoutPage'), import('./OrderConfirmationPage'), import('./MarketplacePage')]), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    priceChoiceStore.reset();
  });

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

  it('asks for the state only for stamp-paper services, and prices its stamp duty', async () => {
    const { user } = await openCheckout();
    const state = screen.getByLabelText('State where the document will be used');
    expect(state.tagName).toBe('SELECT');
    expect(within(state).getAllByRole('option')).toHaveLength(37); // Choose… and 36 states and union territories
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Digital delivery ₹0', 'Total ₹942.82']);
    expect(screen.getByText('Stamp duty is added once you choose the state.')).toBeInTheDocument();

    await user.selectOptions(state, 'Delhi');
    expect(priceLines()).toEqual([
      'Professional fee ₹799',
      'GST (18%) on the fee ₹143.82',
      'Stamp duty (Delhi) ₹100',
      'Digital delivery ₹0',
      'Total ₹1,042.82',
    ]);
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeInTheDocument();
    // Remembered for the cards and the service detail.
    expect(priceChoiceStore.get()).toEqual({ state: 'Delhi', delivery: 'digital' });

    // A state outside the table: the expert confirms the duty; nothing is charged for it now.
    await user.selectOptions(state, 'Goa');
    expect(state).toHaveAccessibleDescription(/Your expert confirms Goa’s stamp duty before buying the stamp paper; it is not charged now\./);
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Digital delivery ₹0', 'Total ₹942.82']);
  });

  it('charges the courier only when a paper copy is chosen', async () => {
    const { user } = await openCheckout();
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const digital = screen.getByRole('radio', { name: 'Digital copy, by email (free)' });
    expect(digital).toBeChecked();
    const courierRefund = 'Courier charges come back if the document has not been dispatched.';
    expect(screen.queryByText(courierRefund)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' }));
    expect(priceLines()).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Stamp duty (Delhi) ₹100', 'Courier ₹100', 'Total ₹1,142.82']);
    expect(screen.getByText(courierRefund)).toBeInTheDocument();
    await user.click(digital);
    expect(priceLines()).toContain('Digital delivery ₹0');
    expect(priceLines()).toContain('Total ₹1,042.82');
  });

  it('adds no stamp duty where the offer includes the stamp paper, in any state', async () => {
    const { user } = await openCheckout({ serviceId: 'affidavit', offerId: 'notary-express', intake: affidavitIntake });
    for (const state of ['Maharashtra', 'Delhi']) {
      await user.selectOptions(screen.getByLabelText('State where the document will be used'), state);
      expect(priceLines()).toEqual([
        'Professional fee ₹299',
        'GST (18%) on the fee ₹53.82',
        'Stamp paper (included in the fee) ₹0',
        'Digital delivery ₹0',
        'Total ₹352.82',
      ]);
    }
    expect(screen.queryByText('Stamp duty is added once you choose the state.')).not.toBeInTheDocument();
  });

  it('opens with the state and delivery chosen on the service detail', async () => {
    priceChoiceStore.set({ state: 'Maharashtra', delivery: 'paper' });
    await openCheckout();
    expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Maharashtra');
    expect(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' })).toBeChecked();
    expect(priceLines()).toContain('Total ₹1,542.82');
  });

  it('has no state for a service without stamp paper, and shows its own lines', async () => {
    await openCheckout(saleDeed);
    expect(screen.queryByLabelText('State where the document will be used')).not.toBeInTheDocument();
    expect(priceLines()).toEqual(['Professional fee ₹3,000', 'GST (18%) on the fee ₹540', 'Digital delivery ₹0', 'Total ₹3,540']);
  });

  it('guesses the state from the intake where the form asked it', async () => {
    const intake = {
      proposedName1: 'Chai Labs Private Limited',
      proposedName2: 'Kettle Labs Private Limited',
      companyType: 'Private Limited',
      directors: '2',
      state: 'Karnataka',
      officeAddress: '14 Residency Road, Bengaluru',
      authorisedCapital: '100000',
      activity: 'Tea',
    };
    await openCheckout({ serviceId: 'company-registration', offerId: 'startup-filings', intake });
    expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
    expect(priceLines()).toContain('Government fees ₹131');
    expect(priceLines()).toContain('Stamp duty (Karnataka) ₹1,500');
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

  it('pays once, sends the key and no price, and replaces the checkout with the confirmation', async () => {
    const api = fakeOrdersApi();
    const { user, router } = await openCheckout();
    await fillContact(user, { email: 'Asha@Example.IN' });
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const key = storedKey();
    await user.dblClick(screen.getByRole('button', { name: 'Pay ₹1,042.82' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/order-confirmation?order=ORDTEST00001');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.posts()).toHaveLength(1);
    const [post] = api.posts();
    expect(post!.headers['idempotency-key']).toBe(key);
    expect(post!.body).toEqual({
      serviceId: 'rental-agreement',
      offerId: 'rental-agreement-1',
      intake: rentalIntake,
      contact: { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' },
      state: 'Delhi',
      delivery: 'digital',
      // The total the user agreed to, in paise: the server checks it against its own price and runs the payment.
      payment: { provider: 'test', amountPaise: 104_282 },
    });
    expect(JSON.stringify(post!.body)).not.toMatch(/price|total|reference/);
    expect(checkoutDraftsStore.get()[0]).toMatchObject({ idempotencyKey: key, orderNumber: 'ORDTEST00001' });
  });

  it('disables Pay while sending', async () => {
    const api = fakeOrdersApi();
    let answer: (response: Response) => void = () => {};
    api.respond = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = await openCheckout(saleDeed);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    const sending = await screen.findByRole('button', { name: 'Placing your order…' });
    expect(sending).toBeDisabled();
    await user.click(sending);
    expect(api.posts()).toHaveLength(1);
    answer(new Response('{}', { status: 503 }));
    expect(await screen.findByRole('button', { name: 'Pay ₹3,540' })).toBeEnabled();
  });

  it('shows the server’s field messages next to the fields, and the rest above Pay', async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          errors: [
            { field: 'contact.mobile', message: 'This number cannot receive calls.' },
            { field: 'intake.monthlyRent', message: 'Monthly rent must be at most ₹10,00,000.' },
          ],
        }),
        { status: 400 },
      );
    const { user } = await openCheckout();
    await fillContact(user);
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    const mobile = screen.getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(/This number cannot receive calls\.$/));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Invalid request');
    expect(alert).toHaveTextContent('Monthly rent (₹): Monthly rent must be at most ₹10,00,000.');
    expect(within(alert).getByRole('link', { name: 'Edit your details' })).toHaveAttribute('href', '/service/rental-agreement/legaldocs-pro');
    // Editing the field clears the server's word on it.
    await user.type(mobile, '1');
    expect(screen.queryByText('This number cannot receive calls.')).not.toBeInTheDocument();
  });

  it('sends a purchase without its details to its provider’s form first, with its Auto Assign budget', async () => {
    const { router } = renderRoutes(routes, '/checkout', { purchase: { serviceId: 'affidavit', offerId: 'notary-express', autoAssign: { budget: 1500 } } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/service\/affidavit\/notary-express$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ autoAssign: { budget: 1500 } });
    expect(await screen.findByText('Auto-assigned by AI within your budget of ₹1,500: Notary Express.', {}, loaded)).toBeInTheDocument();
    expect(checkoutDraftsStore.get()).toEqual([]);
  });

  it('leads to the intake form when the server refuses the details', async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          detail: 'Sale Deed needs its details before it can be ordered.',
          errors: [{ field: 'intake.sellerName', message: "Enter the seller's name." }],
        }),
        { status: 400 },
      );
    const { user } = await openCheckout(saleDeed);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sale Deed needs its details before it can be ordered.');
    expect(within(alert).getByRole('link', { name: 'Edit your details' })).toHaveAttribute('href', '/service/sale-deed/proplegal-experts');
  });

  it('says plainly when Nyaya cannot be reached, keeps everything, and Retry sends the same key', async () => {
    const api = fakeOrdersApi();
    api.down = true;
    const { user } = await openCheckout(saleDeed);
    await fillContact(user, { email: 'asha@example.in' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(
      'We couldn’t reach Nyaya’s servers. Nothing was charged and your details are saved. Try again.',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    const keys = api.posts().map((post) => post.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(api.orders.size).toBe(1);
  });

  it('keeps what was typed, and the key, across a remount (a reload)', async () => {
    const { user, unmount } = await openCheckout();
    await fillContact(user, { name: 'Asha <b>Verma</b>', mobile: '98765' });
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Karnataka');
    const key = storedKey();
    unmount();

    // A reload keeps the history entry's state; a new tab has none and resumes the latest draft.
    for (const state of [{ purchase: rental }, undefined]) {
      const view = renderRoutes(routes, '/checkout', state);
      expect(await screen.findByLabelText('Name', {}, loaded)).toHaveValue('Asha <b>Verma</b>');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('98765');
      expect(screen.getByLabelText('State where the document will be used')).toHaveValue('Karnataka');
      expect(screen.getByText('Landlord name').nextSibling).toHaveTextContent('Ramesh Gupta');
      view.unmount();
    }
    expect(checkoutDraftsStore.get()).toHaveLength(1);
    expect(storedKey()).toBe(key);
  });

  it('starts another purchase with its own key and the same contact details', async () => {
    const first = await openCheckout(saleDeed);
    await fillContact(first.user);
    const key = storedKey();
    first.unmount();
    await openCheckout(rental);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    expect(storedKey()).not.toBe(key);
    expect(checkoutDraftsStore.get().map((draft) => draft.purchase)).toEqual([rental, saleDeed]);
  });

  it('after paying, the same purchase says it was placed; Place another order starts a new key', async () => {
    const api = fakeOrdersApi();
    const first = await openCheckout(saleDeed);
    await fillContact(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded);
    const key = storedKey();
    first.unmount();

    // Back to the service, Proceed to Payment again: no second order.
    const { user } = await openCheckout(saleDeed);
    const placed = screen.getByRole('region', { name: 'You have placed this order' });
    expect(within(placed).getByRole('link', { name: 'View order ORDTEST00001' })).toHaveAttribute('href', '/order-confirmation?order=ORDTEST00001');
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();

    await user.click(within(placed).getByRole('button', { name: 'Place another order' }));
    expect(storedKey()).not.toBe(key);
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.orders.size).toBe(2);
  });

  it('shows an Auto Assign purchase with its badge, budget and timeline', async () => {
    await openCheckout({ serviceId: 'affidavit', offerId: 'notary-express', intake: affidavitIntake, autoAssign: { budget: 1500, timeline: 'urgent' } });
    const order = screen.getByRole('region', { name: 'Your order' });
    expect(within(order).getByText('Auto-assigned by AI')).toBeInTheDocument();
    expect(within(order).getByText('Maximum budget').nextSibling).toHaveTextContent('₹1,500');
    expect(within(order).getByText('Timeline').nextSibling).toHaveTextContent('Urgent (within 24 hours)');
  });

  it('holds Pay, and says why, while the state chosen puts the total over the Auto Assign budget', async () => {
    const api = fakeOrdersApi();
    const { user } = await openCheckout({ ...rental, autoAssign: { budget: 1000 } });
    await fillContact(user);
    const pay = screen.getByRole('button', { name: 'Pay ₹942.82' });
    expect(pay).toBeEnabled();
    expect(screen.queryByText(/over your Auto Assign budget/)).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Delhi');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The total of ₹1,042.82 is over your Auto Assign budget of ₹1,000, so it cannot be paid.');
    // Already digital: no cheaper delivery to suggest, only another provider.
    expect(alert).not.toHaveTextContent('A digital copy');
    expect(within(alert).getByRole('link', { name: 'Choose another provider' })).toHaveAttribute('href', '/providers/drafting');
    const held = screen.getByRole('button', { name: 'Pay ₹1,042.82' });
    expect(held).toBeDisabled();
    expect(held).toHaveAccessibleDescription(/^The total of ₹1,042\.82 is over your Auto Assign budget/);
    // Enter in a field submits the form: still nothing is paid.
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(api.posts()).toHaveLength(0);

    // A state whose duty the expert confirms later is within the budget today.
    await user.selectOptions(screen.getByLabelText('State where the document will be used'), 'Goa');
    expect(screen.queryByText(/over your Auto Assign budget/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay ₹942.82' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.posts()[0]!.body).toMatchObject({ state: 'Goa', autoAssign: { budget: 1000 }, payment: { amountPaise: 94_282 } });
  });

  it('says a digital copy costs less when the courier puts the total over the budget', async () => {
    priceChoiceStore.set({ state: 'Delhi', delivery: 'digital' });
    const { user } = await openCheckout({ ...rental, autoAssign: { budget: 1100, timeline: 'urgent' } });
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Paper copy by courier (+₹100)' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The total of ₹1,142.82 is over your Auto Assign budget of ₹1,100, so it cannot be paid.');
    expect(alert).toHaveTextContent('A digital copy, by email, has no courier charge.');
    expect(screen.getByRole('button', { name: 'Pay ₹1,142.82' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Digital copy, by email (free)' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,042.82' })).toBeEnabled();
  });

  it('finds the order an earlier attempt placed when the key was used with other details (422)', async () => {
    const api = fakeOrdersApi();
    const { user, router } = await openCheckout(saleDeed);
    await fillContact(user);
    api.orders.set(
      'ORDEARLIER01',
      orderViewFor({ ...saleDeed, contact: { name: 'Asha', mobile: '9876543210' }, payment: { provider: 'test', amountPaise: 354_000 } }, 'ORDEARLIER01'),
    );
    api.respond = (request) =>
      request.method === 'POST'
        ? new Response(JSON.stringify({ type: 'about:blank', title: 'Idempotency-Key reused', status: 422, orderNumber: 'ORDEARLIER01' }), { status: 422 })
        : new Response(JSON.stringify({ orders: [...api.orders.values()] }), { status: 200 });
    await user.click(screen.getByRole('button', { name: 'Pay ₹3,540' }));
    await waitFor(() => expect(router.state.location.search).toBe('?order=ORDEARLIER01'), loaded);
    expect(api.posts()).toHaveLength(1);
  });
});
