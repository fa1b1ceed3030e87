import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { fakeOrdersApi, orderViewFor } from '../testing/fakeOrdersApi';

const loaded = { timeout: 10_000 };
const contact = { name: 'Asha Verma', mobile: '9876543210', email: 'asha@example.in' };
const payment = { provider: 'test' as const, amountPaise: 114_282 };

const rental = orderViewFor(
  {
    serviceId: 'rental-agreement',
    offerId: 'rental-agreement-1',
    intake: { landlordName: 'Ramesh <b>Gupta</b>', tenantName: 'Anita Rao', propertyAddress: '12 MG Road', monthlyRent: '25000', startDate: '2025-07-01' },
    contact,
    state: 'Delhi',
    payment,
  },
  'ORDRENTAL001',
);
const incorporation = orderViewFor(
  {
    serviceId: 'company-registration',
    offerId: 'startup-filings',
    intake: {
      proposedName1: 'Chai Labs Private Limited',
      proposedName2: 'Kettle Labs Private Limited',
      companyType: 'LLP',
      directors: '2',
      state: 'Karnataka',
      activity: 'Tea',
    },
    contact: { name: 'Kiran', mobile: '7012345678' },
    state: 'Goa',
    autoAssign: { budget: 5000, timeline: 'urgent' },
    payment,
  },
  'ORDINCORP001',
);

describe('OrderConfirmationPage', () => {
  beforeAll(() => Promise.all([import('./OrderConfirmationPage'), import('./OrderTrackingPage'), import('./MarketplacePage')]), 30_000);
  afterEach(() => vi.unstubAllGlobals());

  it('without an order number goes to the marketplace, replacing history, and asks nothing', async () => {
    const api = fakeOrdersApi();
    const { router } = renderRoutes(routes, '/order-confirmation');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.requests).toEqual([]);
  });

  it('ignores old navigation state: only the order the API holds is shown', async () => {
    fakeOrdersApi();
    const { router } = renderRoutes(routes, '/order-confirmation', { serviceName: 'Rental', autoAssigned: false, orderNumber: 'ORDRELOAD123' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/marketplace'), loaded);
  });

  it('loads the order from the API, showing the loading state first', async () => {
    const api = fakeOrdersApi({ orders: [rental] });
    // The answer waits until the loading state has been seen: a fast answer on a busy machine could
    // otherwise replace it between two looks of findByRole.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.respond = async () => {
      await answered;
      return Response.json(rental);
    };
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Loading your order' }, loaded)).toBeInTheDocument();
    expect(screen.getByText('Loading order ORDRENTAL001…')).toHaveAttribute('role', 'status');
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.orderRequests()).toEqual([expect.objectContaining({ method: 'GET', path: '/api/v1/orders/ORDRENTAL001' })]);

    expect(screen.getAllByText('ORDRENTAL001')).toHaveLength(2); // banner and summary
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const row = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextSibling;
    expect(row('Service')).toHaveTextContent('Rental Agreement Drafting');
    expect(row('Provider')).toHaveTextContent('LegalDocs Pro');
    expect(row('Expected delivery')).toHaveTextContent('24 hours');
    expect(row('State')).toHaveTextContent('Delhi');
    // Intake answers by the service's own form's labels, rupees grouped, markup shown as text.
    expect(row('Landlord name')).toHaveTextContent('Ramesh <b>Gupta</b>');
    expect(row('Monthly rent')).toHaveTextContent('₹25,000');
    expect(row('Start date')).toHaveTextContent('1 Jul 2025');
    expect(row('Mobile')).toHaveTextContent('+91 98765 43210');
    expect(row('Email')).toHaveTextContent('asha@example.in');
    expect(within(summary).queryByText('Auto-assigned by AI')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Maximum budget')).not.toBeInTheDocument();
  });

  it('shows the server’s itemised quote and total, paise included', async () => {
    fakeOrdersApi({ orders: [rental] });
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    const price = await screen.findByRole('region', { name: 'Price' }, loaded);
    const lines = within(price)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextSibling?.textContent}`);
    expect(lines).toEqual(['Professional fee ₹799', 'GST (18%) on the fee ₹143.82', 'Stamp duty (Delhi) ₹100', 'Digital delivery ₹0', 'Total paid ₹1,042.82']);
    expect(within(price).getByText(/Paid in test mode: no money was taken/)).toBeInTheDocument();
  });

  it('shows the AI badge, budget, timeline, the duty left to the expert, and a corporate expert', async () => {
    fakeOrdersApi({ orders: [incorporation] });
    renderRoutes(routes, '/order-confirmation?order=ORDINCORP001');
    const summary = await screen.findByRole('region', { name: 'Order Summary' }, loaded);
    expect(within(summary).getByText('Auto-assigned by AI')).toBeInTheDocument();
    expect(within(summary).getByText('Maximum budget').nextSibling).toHaveTextContent('₹5,000');
    expect(within(summary).getByText('Timeline').nextSibling).toHaveTextContent('Urgent (within 24 hours)');
    expect(within(summary).getByText('First choice of company name').nextSibling).toHaveTextContent('Chai Labs Private Limited');
    expect(within(summary).queryByText('Landlord name')).not.toBeInTheDocument();
    expect(within(summary).queryByText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('Your expert confirms the stamp duty before buying the stamp paper; it was not charged.')).toBeInTheDocument();
    // Auto Assign chose StartupFilings; the order goes to StartupFilings' corporate lawyer.
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/lawyer-profile/adv.-siddharth-bhatia');
    expect(screen.getByText('Adv. Siddharth Bhatia')).toBeInTheDocument();
    expect(screen.getByText('Firm: StartupFilings')).toBeInTheDocument();
    expect(screen.getByText(/Corporate Law/)).toBeInTheDocument();
  });

  it('shows the expert, what is next, the 2-hour promise and the links onward', async () => {
    const user = userEvent.setup();
    fakeOrdersApi({ orders: [rental] });
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    expect(await screen.findByRole('link', { name: 'View Profile' }, loaded)).toHaveAttribute('href', '/lawyer-profile/adv.-karan-malhotra');
    const expert = screen.getByRole('region', { name: 'Your Assigned Expert' });
    expect(within(expert).getByText('Firm: LegalDocs Pro')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Call Adv. Karan Malhotra' }));
    expect((await screen.findAllByText('Calling your expert is coming soon', {}, loaded))[0]).toBeInTheDocument();
    const next = screen.getByRole('region', { name: "What's Next" });
    expect(within(next).getByText('Active')).toBeInTheDocument();
    expect(within(next).getByText('Completed')).toBeInTheDocument();
    expect(within(next).getAllByText('Upcoming')).toHaveLength(2);
    expect(screen.getByText('Your expert will contact you within 2 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track Progress' })).toHaveAttribute('href', '/order-tracking?order=ORDRENTAL001');
    expect(screen.getByRole('link', { name: 'Chat with Expert' })).toHaveAttribute('href', '/order-chat?order=ORDRENTAL001');
  });

  it('shows an order placed before experts had firms, without a firm line', async () => {
    const { firm: _firm, ...expert } = rental.expert;
    fakeOrdersApi({ orders: [{ ...rental, orderNumber: 'ORDOLD000001', expert }] });
    renderRoutes(routes, '/order-confirmation?order=ORDOLD000001');
    const card = await screen.findByRole('region', { name: 'Your Assigned Expert' }, loaded);
    expect(within(card).getByText(expert.name)).toBeInTheDocument();
    expect(within(card).queryByText(/^Firm:/)).toBeNull();
  });

  it('tracks progress of the same order', async () => {
    const user = userEvent.setup();
    fakeOrdersApi({ orders: [rental] });
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    await user.click(await screen.findByRole('link', { name: 'Track Progress' }, loaded));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' }, loaded)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/order-tracking?order=ORDRENTAL001');
    expect(screen.getByText('ORDRENTAL001')).toBeInTheDocument();
  });

  it.each([
    ['an unknown number', 'ORDNOSUCH001', 'We can’t find order ORDNOSUCH001 in this browser.'],
    ['a malformed number', '<img src=x onerror=alert(1)>', 'That link does not name an order.'],
    ['a lower-case number', 'ordrental001', 'That link does not name an order.'],
  ])('says Order not found for %s, and links to the marketplace', async (_, number, text) => {
    const api = fakeOrdersApi({ orders: [rental] });
    renderRoutes(routes, `/order-confirmation?order=${encodeURIComponent(number)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }, loaded)).toBeInTheDocument();
    expect(screen.getByText(/An order opens only in the browser it was placed from\./)).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(screen.queryByText('ORDRENTAL001')).not.toBeInTheDocument();
    // A malformed number is never sent to the API.
    expect(api.requests).toHaveLength(number.startsWith('ORD') ? 1 : 0);
  });

  it('never shows another order than the one asked for', async () => {
    const api = fakeOrdersApi();
    api.respond = () => new Response(JSON.stringify(rental), { status: 200 });
    renderRoutes(routes, '/order-confirmation?order=ORDOTHER0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' }, loaded)).toBeInTheDocument();
    expect(screen.queryByText('ORDRENTAL001')).not.toBeInTheDocument();
  });

  it('says plainly when the API cannot be reached, and Retry asks again', async () => {
    const user = userEvent.setup();
    const api = fakeOrdersApi({ orders: [rental] });
    api.down = true;
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t load your order' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t reach Nyaya’s servers. Your order is not affected. Try again.');
    api.down = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    expect(api.orderRequests()).toHaveLength(2);
  });

  it('passes on what the API says when it fails otherwise', async () => {
    const api = fakeOrdersApi();
    api.respond = () =>
      new Response(JSON.stringify({ type: 'about:blank', title: 'Too many requests', status: 429, detail: 'Slow down for a minute.' }), { status: 429 });
    renderRoutes(routes, '/order-confirmation?order=ORDRENTAL001');
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent('Slow down for a minute. Try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
