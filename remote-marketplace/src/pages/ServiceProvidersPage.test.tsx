import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

function row(name: string) {
  return screen.getByRole('region', { name });
}

function namesIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

// The first lazy page load is slow on a busy machine; wait for it generously.
const loaded = { timeout: 15_000 };

describe('ServiceProvidersPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('titles the screen from the service id and sorts each row by the §9 rules', async () => {
    renderRoutes(routes, '/service-providers/rental-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Drafting' }, loaded)).toBeInTheDocument();
    expect(namesIn(row('Recommended'))).toEqual(['LegalDocs Pro', 'QuickDraft Legal', 'Premium Legal Associates', 'RentEasy Advocates', 'Sharma & Co. Legal']);
    expect(namesIn(row('Cheapest'))).toEqual(['QuickDraft Legal', 'RentEasy Advocates', 'LegalDocs Pro', 'Sharma & Co. Legal', 'Premium Legal Associates']);
    // Fastest means fastest: 12 hours, 24 hours, 1 day, 2-3 days, 1 week.
    expect(namesIn(row('Fastest'))).toEqual(['QuickDraft Legal', 'LegalDocs Pro', 'RentEasy Advocates', 'Premium Legal Associates', 'Sharma & Co. Legal']);
    expect(namesIn(row('Top-rated'))).toEqual(['Premium Legal Associates', 'LegalDocs Pro', 'RentEasy Advocates', 'QuickDraft Legal', 'Sharma & Co. Legal']);
  });

  it('shows rating, reviews, price in rupees, delivery and badges on a card', async () => {
    renderRoutes(routes, '/service-providers/rental-agreement');
    const card = within(await screen.findByRole('region', { name: 'Recommended' }, loaded)).getByRole('article', { name: 'LegalDocs Pro' });
    expect(within(card).getByText('4.8')).toBeInTheDocument();
    expect(within(card).getByText('(1,250 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('₹799')).toBeInTheDocument();
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    expect(within(card).getByText('Top Rated')).toBeInTheDocument();
  });

  it.each([
    ['affidavit', 'Affidavit Preparation'],
    ['company-registration', 'Company Incorporation'],
    ['no-such-service', 'Legal Services'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'Legal Services'],
  ])('titles %s as %s', async (id, title) => {
    renderRoutes(routes, `/service-providers/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title }, loaded)).toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('searches by company name or specialization, and offers a way out when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-providers/rental-agreement');
    const search = await screen.findByRole('searchbox', { name: /Search providers/ }, loaded);
    await user.type(search, 'LEAVE AND');
    expect(namesIn(row('Cheapest'))).toEqual(['RentEasy Advocates']);
    await user.clear(search);
    await user.type(search, 'quickdraft');
    expect(namesIn(row('Top-rated'))).toEqual(['QuickDraft Legal']);
    await user.clear(search);
    await user.type(search, '.*[[('); // user-event escapes a literal [ as [[
    expect(screen.getByText('No providers match “.*[(”')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Show all providers' }));
    expect(namesIn(row('Recommended'))).toHaveLength(5);
  });

  it('links View All to the sorted list and Get Started to the intake form', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-providers/affidavit');
    expect(await screen.findByRole('link', { name: 'View All Top-rated providers' }, loaded)).toHaveAttribute(
      'href',
      '/category-services/top-rated?service=affidavit',
    );
    await user.click(within(row('Cheapest')).getByRole('link', { name: 'Get Started with Notary Express' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/service/affidavit/notary-express'), loaded);
  });

  it('toggles a favourite in every row and remembers it', async () => {
    const user = userEvent.setup();
    const first = renderRoutes(routes, '/service-providers/rental-agreement');
    const hearts = await screen.findAllByRole('button', { name: 'Favourite QuickDraft Legal' }, loaded);
    expect(hearts).toHaveLength(4);
    await user.click(hearts[0]!);
    for (const heart of screen.getAllByRole('button', { name: 'Favourite QuickDraft Legal' })) expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: 'Favourite LegalDocs Pro' })[0]).toHaveAttribute('aria-pressed', 'false');
    first.unmount();
    renderRoutes(routes, '/service-providers/rental-agreement');
    expect((await screen.findAllByRole('button', { name: 'Favourite QuickDraft Legal' }, loaded))[0]).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the Auto Assign dialog for the service', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-providers/rental-agreement');
    await user.click(await screen.findByRole('button', { name: 'Auto Assign' }, loaded));
    expect(screen.getByRole('dialog', { name: 'Auto Assign Rental Agreement Drafting' })).toBeInTheDocument();
  });

  it('links each card to the offer it shows, with the limited offer’s original on incorporations', async () => {
    // 23:59 on 31 Dec 2026 in India: the offer's last minute.
    vi.useFakeTimers({ now: new Date('2026-12-31T18:29:00Z'), toFake: ['Date'] });
    renderRoutes(routes, '/service-providers/company-registration');
    const card = within(await screen.findByRole('region', { name: 'Recommended' }, loaded)).getByRole('article', { name: 'StartupFilings' });
    expect(within(card).getByRole('link', { name: 'View details of StartupFilings' })).toHaveAttribute('href', '/service-details/startup-filings');
    expect(within(card).getByRole('deletion')).toHaveTextContent('₹6,249');
    expect(within(card).getByText('Save 20%')).toBeInTheDocument();
  });

  it('shows just the price on incorporations once the limited offer has ended', async () => {
    // 00:00 on 1 Jan 2027 in India: the banner is gone, and so are the original and the saving.
    vi.useFakeTimers({ now: new Date('2026-12-31T18:30:00Z'), toFake: ['Date'] });
    const first = renderRoutes(routes, '/service-providers/company-registration');
    const row = await screen.findByRole('region', { name: 'Recommended' }, loaded);
    const card = within(row).getByRole('article', { name: 'StartupFilings' });
    expect(within(card).getByText('₹4,999')).toBeInTheDocument();
    expect(within(row).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(row).queryByText(/^Save \d+%$/)).not.toBeInTheDocument();
    first.unmount();
    // A provider's own discount has no end date: rental cards keep theirs.
    renderRoutes(routes, '/service-providers/rental-agreement');
    const rental = within(await screen.findByRole('region', { name: 'Recommended' }, loaded)).getByRole('article', { name: 'LegalDocs Pro' });
    expect(within(rental).getByText('Save 38%')).toBeInTheDocument();
  });

  it('goes back to the marketplace, whatever the history (spec §2)', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/service-providers/rental-agreement');
    await user.click(await screen.findByRole('button', { name: 'Go back' }, loaded));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/), loaded);
  });
});
