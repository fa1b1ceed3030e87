import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';

// The first lazy page load is slow on a busy machine; wait for it generously.
const loaded = { timeout: 15_000 };

function listed() {
  return within(screen.getByRole('list', { name: /providers for/ }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
}

describe('CategoryServicesPage (View All)', { timeout: 30_000 }, () => {
  it.each([
    ['recommended', ['Notary Express', 'AffidavitWala', 'Delhi Notary Services', 'e-Stamp Legal Hub']],
    ['cheapest', ['Notary Express', 'AffidavitWala', 'e-Stamp Legal Hub', 'Delhi Notary Services']],
    // 6 hours, 12 hours, 1 day, 2 days.
    ['fastest', ['AffidavitWala', 'Notary Express', 'Delhi Notary Services', 'e-Stamp Legal Hub']],
    ['top-rated', ['Delhi Notary Services', 'Notary Express', 'e-Stamp Legal Hub', 'AffidavitWala']],
  ])('lists every affidavit provider in %s order', async (sort, names) => {
    renderRoutes(routes, `/category-services/${sort}?service=affidavit`);
    expect(await screen.findByRole('heading', { level: 1, name: /providers$/ }, loaded)).toBeInTheDocument();
    expect(screen.getByText(/^Affidavit Preparation ·/)).toBeInTheDocument();
    expect(listed()).toEqual(names);
  });

  it('keeps favourites, Get Started and the offer on its cards; back goes home in a fresh tab (§1)', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/category-services/cheapest?service=company-registration');
    const heart = await screen.findByRole('button', { name: 'Favourite StartupFilings' }, loaded);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Get Started with LLP Direct' })).toHaveAttribute('href', '/service/company-registration/llp-direct');
    expect(screen.getByRole('link', { name: 'View details of LLP Direct' })).toHaveAttribute('href', '/service-details/llp-direct');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), loaded);
  });

  it.each([
    '/category-services/priciest?service=affidavit',
    '/category-services/Cheapest?service=affidavit',
    '/category-services/cheapest?service=unknown',
    '/category-services/cheapest',
    '/category-services/cheapest?service=__proto__',
    '/category-services/top-rated?service=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ])('shows the 404 page for %s and logs the path', async (path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }, loaded)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    // The path is logged from an effect, which can land just after the heading appears.
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), expect.stringContaining(path.split('?')[0]!)));
    expect(document.querySelector('main script')).toBeNull();
  });
});
