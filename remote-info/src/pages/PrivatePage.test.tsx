import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/renderScreen';

const row = (name: string) => screen.getByText(name, { selector: 'span.truncate' }).closest('button')!;

describe('PrivatePage', () => {
  it('shows direct and group conversations with unread badges, online dots on direct ones only', async () => {
    await renderScreen('/private', 'Private Messages');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeInformationPrivate');
    const direct = row('Adv. Priya Sharma');
    expect(direct).toHaveTextContent('Direct · Online');
    expect(within(direct).getByTestId('online-dot')).toBeInTheDocument();
    expect(direct).toHaveTextContent('2 unread');
    const group = row('Housing Society Committee');
    expect(group).toHaveTextContent('Group · 24 members');
    expect(group).toHaveTextContent('5 unread');
    // The sample group is online, yet groups never show the dot.
    expect(within(group).queryByTestId('online-dot')).not.toBeInTheDocument();
    expect(row('Rohan Gupta')).not.toHaveTextContent('unread');
    expect(within(row('Rohan Gupta')).queryByTestId('online-dot')).not.toBeInTheDocument();
  });

  it('searches names and messages as plain text, with a way back from no matches', async () => {
    const user = userEvent.setup();
    await renderScreen('/private', 'Private Messages');
    const search = screen.getByRole('searchbox', { name: 'Search messages' });
    await user.type(search, 'form 16');
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')).toHaveLength(1);
    expect(row('CA Meera Iyer')).toBeInTheDocument();
    await user.clear(search);
    await user.click(search);
    await user.paste('<script>alert(1)</script>');
    expect(screen.getByText('No conversations match “<script>alert(1)</script>”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('listitem')).toHaveLength(5);
  });

  it('says a sample conversation is an example, to sign in for your own', async () => {
    const user = userEvent.setup();
    await renderScreen('/private', 'Private Messages');
    await user.click(row('Rohan Gupta'));
    expect((await screen.findAllByText('This is an example conversation. Sign in to see and write your own messages.'))[0]).toBeInTheDocument();
  });
});
