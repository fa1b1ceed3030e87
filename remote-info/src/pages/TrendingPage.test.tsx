import { screen, within } from '@testing-library/react';
import { trendingItems } from '@nyaya/shared/data/info';
import { renderScreen } from '../testing/renderScreen';

describe('TrendingPage', () => {
  it('lists trending items with their percentage trend, the breadcrumb and the four tabs', async () => {
    await renderScreen('/trending', 'Trending');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationTrending');
    expect(screen.getByText('Make information yours.')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Trending items' })).getAllByRole('listitem');
    expect(items).toHaveLength(trendingItems.length);
    expect(items[0]).toHaveTextContent(`${trendingItems[0]!.title}`);
    expect(items[0]).toHaveTextContent(`+${trendingItems[0]!.trend}% trending up`);
    const tabs = screen.getByRole('navigation', { name: 'Information area' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Trending', '/trending'],
      ['Public', '/public'],
      ['Private', '/private'],
      ['Local', '/local'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Trending' })).toHaveAttribute('aria-current', 'page');
  });
});
