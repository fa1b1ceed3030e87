import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

// The first lazy page load is slow on a busy machine; wait for it generously.
const loaded = { timeout: 15_000 };

describe('MarketplacePage', { timeout: 30_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('shows the tagline, breadcrumb, limited offer, featured services and categories', async () => {
    // Three days before the offer's last day (31 Dec 2026), at 11:30 in India.
    vi.useFakeTimers({ now: new Date('2026-12-28T06:00:00Z'), toFake: ['Date'] });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Solve it now, with the right people.' }, loaded)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Nyaya', 'Marketplace']);
    const offer = screen.getByRole('complementary', { name: 'Limited offer' });
    expect(offer).toHaveTextContent('20% off');
    expect(offer).toHaveTextContent('2000+ companies registered');
    expect(offer).toHaveTextContent('Ends in 3 days');
    expect(screen.getByRole('link', { name: 'Get Started with Affidavit' })).toHaveAttribute('href', '/service-providers/affidavit');
    const drafting = screen.getByRole('link', { name: /^Document Drafting/ });
    expect(drafting).toHaveAttribute('href', '/providers/drafting');
    // Only the first service, then the count of the rest.
    expect(drafting).toHaveTextContent('Rental agreement');
    expect(drafting).toHaveTextContent('+3 more');
    expect(drafting).not.toHaveTextContent('Legal notice');
    expect(screen.getByRole('link', { name: 'Marketplace', current: 'page' })).toBeInTheDocument();
  });

  it.each([
    ['on its last day, in India', '2026-12-31T18:00:00Z', 'Ends today'],
    ['the day before', '2026-12-30T10:00:00Z', 'Ends tomorrow'],
  ])('counts the limited offer down %s', async (_when, now, text) => {
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('complementary', { name: 'Limited offer' }, loaded)).toHaveTextContent(text);
  });

  it('shows no limited offer once it has ended', async () => {
    // 1 Jan 2027, 00:00 in India: the offer ended with 31 Dec.
    vi.useFakeTimers({ now: new Date('2026-12-31T18:30:00Z'), toFake: ['Date'] });
    renderRoutes(routes, '/marketplace');
    expect(await screen.findByRole('heading', { name: 'Featured Services' }, loaded)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Limited offer' })).not.toBeInTheDocument();
  });

  it('filters featured services and categories as the user types, safely', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplace');
    const search = await screen.findByRole('searchbox', { name: 'Search legal services' }, loaded);
    await user.type(search, 'AFFIDAVIT');
    expect(screen.getByRole('link', { name: 'Get Started with Affidavit' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started with Rental Agreement' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Notary & Attestation/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Property Services/ })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '🙂 .*');
    expect(screen.getByText('No services match “🙂 .*”')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' }).at(-1)!);
    expect(search).toHaveValue('');
    expect(screen.getAllByRole('link', { name: /^Get Started with/ })).toHaveLength(3);
  });

  it('opens the providers of a featured service', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/marketplace');
    await user.click(await screen.findByRole('link', { name: 'Get Started with Company Incorporation' }, loaded));
    expect(await screen.findByRole('heading', { level: 1, name: 'Company Incorporation' }, loaded)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/service-providers/company-registration'));
  });
});
