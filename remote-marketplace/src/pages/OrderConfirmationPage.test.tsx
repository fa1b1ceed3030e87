import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

const loaded = { timeout: 10_000 };
const fromDetail = { serviceName: 'Rental Agreement Drafting', providerName: 'LegalDocs Pro', price: 799, timeframe: '24 hours', autoAssigned: false };

describe('OrderConfirmationPage', () => {
  beforeAll(() => Promise.all([import('./OrderConfirmationPage'), import('./MarketplacePage')]), 30_000);

  it.each([
    ['no state', undefined],
    ['malformed state', { serviceName: 42, autoAssigned: 'yes' }],
    ['hostile state', { serviceName: '<img src=x onerror=alert(1)>', autoAssigned: false, price: -1 }],
  ])('sends %s to the marketplace, replacing history', async (_, state) => {
    const { router } = renderRoutes(routes, '/order-confirmation', state);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('confirms the order with a number kept in history state', async () => {
    const { router } = renderRoutes(routes, '/order-confirmation', fromDetail);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Confirmed' }, loaded)).toBeInTheDocument();
    const number = screen.getAllByText(/^ORD[A-Z0-9]{9}$/)[0]!.textContent;
    await waitFor(() => expect(router.state.location.state).toEqual({ ...fromDetail, orderNumber: number }));
    expect(screen.getAllByText(number!)).toHaveLength(2); // banner and summary
    expect(screen.getByText('₹799')).toBeInTheDocument();
    expect(screen.getByText('24 hours')).toBeInTheDocument();
    expect(screen.queryByText('Auto-assigned by AI')).not.toBeInTheDocument();
  });

  it('lists the rental details the intake form carried', async () => {
    const intake = { landlordName: 'Ramesh <b>Gupta</b>', tenantName: 'Anita Rao', propertyAddress: '12 MG Road', monthlyRent: '25000', startDate: '2025-07-01' };
    renderRoutes(routes, '/order-confirmation', { serviceName: 'Rental Agreement Drafting', serviceId: 'rental-agreement', providerName: 'Selected Provider', price: 999, intake, autoAssigned: false });
    expect(await screen.findByText('Ramesh <b>Gupta</b>', {}, loaded)).toBeInTheDocument();
    expect(screen.getByText('₹25,000')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road')).toBeInTheDocument();
    expect(screen.getByText('Start date').nextSibling).toHaveTextContent(/2025/);
  });

  it('lists another service’s intake by its own form’s labels', async () => {
    const intake = { proposedName1: 'Chai Labs Private Limited', proposedName2: 'Kettle Labs Private Limited', companyType: 'LLP', directors: '2', state: 'Karnataka', activity: 'Tea' };
    renderRoutes(routes, '/order-confirmation', { serviceName: 'Company Incorporation', serviceId: 'company-registration', offerId: 'startup-filings', providerName: 'StartupFilings', price: 4999, intake, autoAssigned: false });
    expect(await screen.findByText('First choice of company name', {}, loaded)).toBeInTheDocument();
    expect(screen.getByText('Number of directors').nextSibling).toHaveTextContent('2');
    expect(screen.queryByText('Landlord name')).not.toBeInTheDocument();
  });

  it('redirects when the intake does not fit the service’s form', async () => {
    const intake = { landlordName: 'Ramesh', tenantName: 'Anita', propertyAddress: '12 MG Road', monthlyRent: '25000', startDate: '2025-07-01' };
    renderRoutes(routes, '/order-confirmation', { serviceName: 'Affidavit Preparation', serviceId: 'affidavit', intake, autoAssigned: false });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
  });

  it('assigns an expert who practises the service’s area, and View Profile opens that expert', async () => {
    renderRoutes(routes, '/order-confirmation', { serviceName: 'Company Incorporation', serviceId: 'company-registration', offerId: 'startup-filings', autoAssigned: false });
    expect(await screen.findByRole('link', { name: 'View Profile' }, loaded)).toHaveAttribute('href', '/lawyer-profile/adv.-rajesh-iyer');
    expect(screen.getByText('Adv. Rajesh Iyer')).toBeInTheDocument();
    expect(screen.getByText(/Corporate Law/)).toBeInTheDocument();
  });

  it('keeps a number it was given (a reload)', async () => {
    renderRoutes(routes, '/order-confirmation', { ...fromDetail, orderNumber: 'ORDRELOAD123' });
    expect(await screen.findAllByText('ORDRELOAD123', {}, loaded)).toHaveLength(2);
  });

  it('shows the defaults, the AI badge, budget and timeline for an auto-assigned order', async () => {
    renderRoutes(routes, '/order-confirmation', { serviceName: 'Affidavit Preparation', autoAssigned: true, budget: 1500, timeline: 'urgent' });
    expect(await screen.findByText('Auto-assigned by AI', {}, loaded)).toBeInTheDocument();
    expect(screen.getByText('₹1,999')).toBeInTheDocument();
    expect(screen.getByText('24-48 hours')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(screen.getByText('Urgent (within 24 hours)')).toBeInTheDocument();
  });

  it('shows the expert, what is next and the 2-hour promise', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/order-confirmation', fromDetail);
    expect(await screen.findByRole('link', { name: 'View Profile' }, loaded)).toHaveAttribute('href', '/lawyer-profile/adv.-priya-sharma');
    await user.click(screen.getByRole('button', { name: 'Call Adv. Priya Sharma' }));
    expect((await screen.findAllByText('Calling your expert is coming soon', {}, loaded))[0]).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);
    expect(screen.getByText('Your expert will contact you within 2 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with Expert' })).toHaveAttribute('href', '/experts');
  });

  it('tracks progress carrying the numbered order', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/order-confirmation', fromDetail);
    const number = (await screen.findAllByText(/^ORD[A-Z0-9]{9}$/, {}, loaded))[0]!.textContent;
    await user.click(screen.getByRole('link', { name: 'Track Progress' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order Tracking' }, loaded)).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ ...fromDetail, orderNumber: number });
    expect(screen.getByText(number!)).toBeInTheDocument();
  });
});
