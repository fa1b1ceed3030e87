import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { findToast, renderScreen } from '../testing/renderScreen';
import { spaceDetail, spaceViews } from '../testing/spaces';

afterEach(() => forgetAccount());

const names = () =>
  within(screen.getByRole('list', { name: 'Spaces' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const LIST = 'GET /api/v1/spaces';
/** Join waits, disabled, for the API's answer. */
async function enabled(name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('SpacesPage', () => {
  it('shows the sample spaces with their counts loading (never the sample’s figures) until the API answers', async () => {
    const answers: ((response: Response) => void)[] = [];
    await guestForTest({ [LIST]: () => new Promise<Response>((resolve) => answers.push(resolve)) });
    await renderScreen('/spaces', 'Spaces');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeSpaces');
    expect(names()).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Loading member counts…')).toHaveAttribute('role', 'status');
    expect(screen.getAllByTestId('members-loading')).toHaveLength(6);
    expect(card('Family Law Support')).not.toHaveTextContent(/member/);
    expect(screen.queryByText(/[\d,]+ members?/)).toBeNull();
    expect(within(card('Family Law Support')).getByText('Private')).toBeInTheDocument();
    // Nor the sample's last activity, which nobody saw happen.
    expect(screen.getAllByTestId('activity-loading')).toHaveLength(6);
    expect(screen.queryByText(/^Active/)).toBeNull();
    expect(within(card('Family Law Support')).getByRole('link', { name: 'Family Law Support' })).toHaveAttribute('href', '/spaces/sp-family');
    // Join is there (so nothing moves when it works) but waits for the API.
    expect(screen.getByRole('button', { name: 'Ask to join Family Law Support' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Join Tenant Rights Circle' })).toBeDisabled();

    // The screen asks in an effect, which may run after the heading is found: answer once it has asked.
    await waitFor(() => expect(answers.length).toBeGreaterThan(0));
    for (const answer of answers) answer(json({ spaces: spaceViews().map((space) => ({ ...space, members: space.id === 'sp-family' ? 2480 : 3 })) })());
    expect(await within(card('Family Law Support')).findByText('2,480 members')).toBeInTheDocument();
    expect(screen.queryAllByTestId('members-loading')).toHaveLength(0);
    expect(screen.queryAllByTestId('activity-loading')).toHaveLength(0);
    expect(within(card('Family Law Support')).getByText(/^Active/)).toHaveTextContent('Active 15 min ago');
    expect(screen.queryByText('Loading member counts…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Join Tenant Rights Circle' })).toBeEnabled();
    expect(names()[0]).toBe('Tenant Rights Circle'); // the painted order, not the API's
  });

  it('says when the counts cannot be loaded, and Try again loads them', async () => {
    const user = userEvent.setup();
    const list = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(json({ spaces: spaceViews() }));
    await guestForTest({ [LIST]: list });
    await renderScreen('/spaces', 'Spaces');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Member counts could not be loaded: Nyaya could not be reached.');
    expect(screen.queryAllByTestId('members-loading')).toHaveLength(0);
    expect(screen.queryByText(/[\d,]+ members?/)).toBeNull();
    expect(screen.queryByText(/^Active/)).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(card('Family Law Support')).findByText('1 member')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the API’s own reason when it refuses', async () => {
    await guestForTest({ [LIST]: json({ type: 'about:blank', title: 'Too many requests', status: 429, detail: 'Wait a minute, then try again.' }, 429) });
    await renderScreen('/spaces', 'Spaces');
    expect(await screen.findByRole('alert')).toHaveTextContent('Member counts could not be loaded: Wait a minute, then try again.');
  });

  it('orders Popular by members and Recent by last activity, and searches as plain text', async () => {
    const user = userEvent.setup();
    const members: Record<string, number> = { 'sp-founders': 9, 'sp-tenants': 4 };
    await guestForTest({ [LIST]: json({ spaces: spaceViews().map((space) => ({ ...space, members: members[space.id] ?? 1 })) }) });
    await renderScreen('/spaces', 'Spaces');
    await within(card('Startup Founders India')).findByText('9 members');
    await user.click(screen.getByRole('button', { name: 'Popular' }));
    expect(names().slice(0, 2)).toEqual(['Startup Founders India', 'Tenant Rights Circle']);
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(names()[0]).toBe('Family Law Support');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search spaces' }), 'CUSTODY');
    expect(names()).toEqual(['Family Law Support']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search spaces' }));
    await user.paste('[(*<script>');
    expect(screen.getByText('No spaces match “[(*<script>”')).toBeInTheDocument();
  });

  it('shows real member counts; a member joins (counted at once) and finds the space under Joined', async () => {
    const user = userEvent.setup();
    const put = vi.fn(json(spaceDetail('sp-tenants', { members: 2, mine: 'member' })));
    await signInForTest({ [LIST]: json({ spaces: spaceViews() }), 'PUT /api/v1/spaces/sp-tenants/membership': put });
    await renderScreen('/spaces', 'Spaces');
    expect(await within(card('Tenant Rights Circle')).findByText('1 member')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(screen.getByText('You have not joined any spaces yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    await user.click(screen.getByRole('button', { name: 'Join Tenant Rights Circle' }));
    expect(await screen.findByRole('button', { name: 'Joined Tenant Rights Circle' })).toHaveAttribute('aria-pressed', 'true');
    expect(card('Tenant Rights Circle')).toHaveTextContent('2 members');
    expect(put).toHaveBeenCalledTimes(1);
    expect(await findToast('You joined Tenant Rights Circle')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Joined' }));
    expect(names()).toEqual(['Tenant Rights Circle']);
  });

  it('asks to join a private space, and says so', async () => {
    const user = userEvent.setup();
    await signInForTest({
      [LIST]: json({ spaces: spaceViews() }),
      'PUT /api/v1/spaces/sp-family/membership': json(spaceDetail('sp-family', { mine: 'pending' })),
    });
    await renderScreen('/spaces', 'Spaces');
    await user.click(await enabled('Ask to join Family Law Support'));
    expect(await screen.findByRole('button', { name: 'Request sent Family Law Support' })).toHaveAttribute('aria-pressed', 'true');
    expect(await findToast('Request sent: the admin of Family Law Support will decide')).toBeInTheDocument();
  });

  it('sends a guest who joins to sign in, and back to the spaces', async () => {
    const user = userEvent.setup();
    await guestForTest({ [LIST]: json({ spaces: spaceViews() }) });
    const { router } = await renderScreen('/spaces', 'Spaces');
    await user.click(await enabled('Join Tenant Rights Circle'));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/sign-in?next=${encodeURIComponent('/spaces')}`);
  });
});
