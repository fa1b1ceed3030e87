import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { discussions } from '@nyaya/shared/data/info';
import { forgetAccount, guestForTest, json } from '../testing/account';
import { discussionSummaries, listAnswer } from '../testing/discussions';
import { renderScreen } from '../testing/renderScreen';

afterEach(forgetAccount);

const titles = () =>
  within(screen.getByRole('list', { name: 'Discussions' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('PublicPage', () => {
  it('shows the API’s discussions with trending flag, participants, messages and last activity, each opening its page', async () => {
    await guestForTest(listAnswer());
    await renderScreen('/public', 'Public Discussions');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationPublic');
    expect(screen.getByRole('link', { name: 'Public' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('list', { name: 'Discussions' });
    expect(titles()).toHaveLength(discussions.length);
    const card = screen.getByRole('heading', { name: 'New tax regime vs old: which one did you pick?' }).closest('li')!;
    expect(card).toHaveTextContent('Trending');
    expect(card).toHaveTextContent('890 participants');
    expect(card).toHaveTextContent('3,410 messages');
    expect(card).toHaveTextContent('Active 12 min ago');
    expect(within(card).getByRole('link', { name: 'New tax regime vs old: which one did you pick?' })).toHaveAttribute('href', '/public/ds-3');
    expect(screen.getByRole('heading', { name: 'Health insurance claim rejected: what next?' }).closest('li')).not.toHaveTextContent('Trending');
    expect(screen.getByRole('link', { name: 'Start a discussion' })).toHaveAttribute('href', '/public/new');
  });

  it('tells the author that their own discussion is hidden while it is reviewed', async () => {
    const list = discussionSummaries().map((item) => (item.id === 'ds-2' ? { ...item, hidden: true } : item));
    await guestForTest({ 'GET /api/v1/discussions': json({ discussions: list }) });
    await renderScreen('/public', 'Public Discussions');
    await screen.findByRole('list', { name: 'Discussions' });
    expect(screen.getAllByText('Hidden while reviewed')).toHaveLength(1);
    expect(screen.getByText('Hidden while reviewed').closest('li')).toHaveTextContent(discussions.find((item) => item.id === 'ds-2')!.title);
  });

  it('filters by category chip together with the search', async () => {
    const user = userEvent.setup();
    await guestForTest(listAnswer());
    await renderScreen('/public', 'Public Discussions');
    await screen.findByRole('list', { name: 'Discussions' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Finance' }));
    expect(screen.getByRole('button', { name: 'Finance' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toEqual(['New tax regime vs old: which one did you pick?', 'UPI scams: how to report and recover money']);
    await user.type(screen.getByRole('searchbox', { name: 'Search discussions' }), 'upi');
    expect(titles()).toEqual(['UPI scams: how to report and recover money']);
    await user.click(screen.getByRole('button', { name: 'Politics' }));
    expect(screen.getByText('No discussions match “upi” in Politics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(titles()).toHaveLength(discussions.length);
  });

  it('says so clearly when the API cannot be reached, and tries again', async () => {
    const user = userEvent.setup();
    const fetchMock = await guestForTest();
    await renderScreen('/public', 'Public Discussions');
    expect(await screen.findByRole('alert')).toHaveTextContent('Discussions could not be loaded: Nyaya could not be reached.');
    await guestForTest(listAnswer());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Discussions' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
