import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest } from '../testing/account';
import { discussionSummaries, trendingAnswer } from '../testing/discussions';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

describe('TrendingPage', () => {
  it('ranks the growing discussions by their percent, each opening its discussion, with the breadcrumb and the four tabs', async () => {
    await guestForTest(trendingAnswer());
    await renderScreen('/trending', 'Trending');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationTrending');
    expect(screen.getByText('Make information yours.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Trending items' });
    const items = within(list).getAllByRole('listitem');
    // ds-5: 4 against none (+400%), ds-1: 8 against 2 (+300%), ds-3: 6 against 3 (+100%); the quiet ones are left out.
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual(['/public/ds-5', '/public/ds-1', '/public/ds-3']);
    expect(items[0]).toHaveTextContent('+400% trending up');
    expect(items[1]).toHaveTextContent('Should AI-drafted contracts be legally valid?');
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

  it('says so when nothing is growing, and leads to all discussions', async () => {
    const quiet = discussionSummaries().map((discussion) => ({ ...discussion, activity: { last24h: 1, previous24h: 1 } }));
    await guestForTest(trendingAnswer(quiet));
    await renderScreen('/trending', 'Trending');
    expect(await screen.findByText(/Nothing is trending right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all discussions' })).toHaveAttribute('href', '/public');
  });

  it('says when the discussions cannot be reached, and tries again', async () => {
    const user = userEvent.setup();
    const fetchMock = await guestForTest();
    await renderScreen('/trending', 'Trending');
    expect(await screen.findByRole('alert')).toHaveTextContent('What is trending could not be loaded.');
    const asked = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchMock.mock.calls.length).toBeGreaterThan(asked);
  });
});
