import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider, useLocation } from '@nyaya/shared/router';
import { SEARCH_MAX_LENGTH } from '@nyaya/shared/rules/textSearch';
import { HomeSearch } from './HomeSearch';
import { recentSearchesStore } from './recentSearches';
import { prefetchSearch } from './useSearch';

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderSearch() {
  const router = createMemoryRouter([
    { path: '/', element: <HomeSearch /> },
    { path: '*', element: <Probe /> },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), box: screen.getByRole('combobox', { name: 'Search or ask anything' }) };
}

describe('HomeSearch', () => {
  // Importing every area's sample data is the slow part; pay it once, not in the first test.
  beforeAll(async () => {
    await (await prefetchSearch()).loadIndex();
  }, 30_000);
  beforeEach(() => recentSearchesStore.reset());

  it('shows grouped results as you type, despite a typo', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'rentel agreement');
    // While typing, the popup closes and reopens ("rente" matches nothing): wait for the final state.
    const group = await screen.findByRole('group', { name: /Legal services \(\d+\)/ });
    expect(screen.getByRole('listbox')).toContainElement(group);
    expect(within(group).getAllByRole('option', { name: /Rental Agreement/ }).length).toBeGreaterThan(0);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const { user, box } = renderSearch();
    // Words only the Affidavit service has (the notaries of AffidavitWala match "affidavit" alone).
    await user.type(box, 'affidavit gap year');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/service-providers/affidavit');
    expect(recentSearchesStore.get()).toEqual(['affidavit gap year']);
  });

  it('Enter with nothing chosen opens the full results page', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'tax{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/search?q=tax');
  });

  it('See all opens the full results of what the box says, for that kind', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'lawyer');
    const seeAll = await screen.findByRole('option', { name: /^See all \d+ experts$/ });
    await user.click(seeAll);
    expect(await screen.findByTestId('location')).toHaveTextContent('/search?q=lawyer&kind=expert');
    expect(recentSearchesStore.get()).toEqual(['lawyer']);
  });

  it('Escape clears the box', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'priya');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('says so when nothing matches, with ways forward', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'zzzzqqq');
    expect(await screen.findByText('No results for “zzzzqqq”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('offers the last searches when empty and focused, and can forget them', async () => {
    recentSearchesStore.set(['lawyer', 'rent']);
    const { user, box } = renderSearch();
    await user.click(box);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['lawyer', 'rent']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('lawyer');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(recentSearchesStore.get()).toEqual([]);
  });

  it('takes hostile input as plain text', async () => {
    const { user, box } = renderSearch();
    await user.type(box, '<img src=x onerror=alert(1)>(([[*'); // [[ types a literal [
    await waitFor(() => expect(screen.getByText(/^No results for “/)).toBeInTheDocument());
    expect(document.querySelector('img')).toBeNull();
  });

  it('takes at most as many characters as the search rule looks for', () => {
    const { box } = renderSearch();
    expect(box).toHaveAttribute('maxLength', String(SEARCH_MAX_LENGTH));
  });
});
