import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { favouriteProvidersStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { FavouriteProviders } from './FavouriteProviders';

const render = () => renderRoutes([{ path: '/profile', element: <FavouriteProviders /> }], '/profile');

function list() {
  return screen.getByRole('region', { name: 'Favourite providers' });
}

describe('FavouriteProviders', () => {
  it('lists each favourite provider with its offer and price, opening the offer’s page', async () => {
    favouriteProvidersStore.set(['legaldocs-pro', 'titlecheck-india']);
    render();
    const legalDocs = await screen.findByRole('link', { name: /LegalDocs Pro/ });
    expect(legalDocs).toHaveTextContent('₹799');
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.setup().click(legalDocs);
    expect(await screen.findByTestId('location')).toHaveTextContent('/service-details/rental-agreement-1');
  });

  it('removes a provider from the store with Remove', async () => {
    favouriteProvidersStore.set(['legaldocs-pro', 'titlecheck-india']);
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove LegalDocs Pro from favourite providers' }));
    expect(screen.queryByRole('link', { name: /LegalDocs Pro/ })).toBeNull();
    expect(favouriteProvidersStore.get()).toEqual(['titlecheck-india']);
  });

  it('skips an id the catalogue no longer has, and keeps it in the store', async () => {
    favouriteProvidersStore.set(['closed-firm', 'titlecheck-india']);
    render();
    expect(await screen.findByRole('link', { name: /TitleCheck India/ })).toBeInTheDocument();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(1);
    expect(favouriteProvidersStore.get()).toEqual(['closed-firm', 'titlecheck-india']);
  });

  it('says how to add one when there is none', async () => {
    render();
    expect(await screen.findByText('No favourite providers yet. Tap the heart on a provider.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse the marketplace' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/marketplace$/);
  });
});
