import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { discussionSummaries } from '../testing/discussions';
import { findToast, renderScreen } from '../testing/renderScreen';
import { spaceDetail } from '../testing/spaces';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const ONE = (id: string) => `GET /api/v1/spaces/${id}`;

describe('SpacePage', () => {
  it('shows a public space with its real member count and discussions; joining counts at once', async () => {
    const user = userEvent.setup();
    const [discussion] = discussionSummaries();
    await signInForTest({
      [ONE('sp-tenants')]: json(spaceDetail('sp-tenants', { members: 3, discussions: [discussion!] })),
      'PUT /api/v1/spaces/sp-tenants/membership': json(spaceDetail('sp-tenants', { members: 4, mine: 'member', discussions: [discussion!] })),
    });
    await renderScreen('/spaces/sp-tenants', 'Tenant Rights Circle');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('SpacesTenant Rights Circle');
    expect(screen.getByText(/Rent agreements, deposits and disputes/)).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Discussions' });
    expect(within(list).getByRole('link', { name: discussion!.title })).toHaveAttribute('href', `/public/${discussion!.id}`);
    expect(screen.getByText('Join the space to start a discussion in it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Tenant Rights Circle' }));
    expect(await screen.findByText('4 members')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joined Tenant Rights Circle' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Start a discussion here' })).toHaveAttribute('href', '/public/new?space=sp-tenants');
    expect(await findToast('You joined Tenant Rights Circle')).toBeInTheDocument();
  });

  it('shows a private space’s description and Ask to join, but not its discussions', async () => {
    const user = userEvent.setup();
    await signInForTest({
      [ONE('sp-family')]: json(spaceDetail('sp-family')),
      'PUT /api/v1/spaces/sp-family/membership': json(spaceDetail('sp-family', { mine: 'pending' })),
    });
    await renderScreen('/spaces/sp-family', 'Family Law Support');
    expect(screen.getByText(/A confidential space on divorce/)).toBeInTheDocument();
    expect(screen.getByText(/only its members read its discussions/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Discussions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ask to join Family Law Support' }));
    expect(await screen.findByRole('button', { name: 'Request sent Family Law Support' })).toBeInTheDocument();
    expect(screen.getByText(/Your request to join is waiting/)).toBeInTheDocument();
  });

  it('speaks Hindi: the private notice and Ask to join', async () => {
    await signInForTest({ [ONE('sp-family')]: json(spaceDetail('sp-family')) });
    await renderScreen('/spaces/sp-family', 'Family Law Support');
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('button', { name: 'जुड़ने का अनुरोध करें पारिवारिक कानून सहायता' })).toBeInTheDocument();
    expect(screen.getByText(/यह एक निजी स्पेस है/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'चर्चाएँ' })).toBeInTheDocument();
  });

  it('lets the admin approve and decline the requests waiting', async () => {
    const user = userEvent.setup();
    const requests = [
      { id: 7, name: 'Ravi Kumar', mobileEnding: '4321', askedAt: new Date().toISOString() },
      { id: 8, name: null, mobileEnding: '9876', askedAt: new Date().toISOString() },
    ];
    const approve = vi.fn(json(spaceDetail('sp-family', { admin: true, mine: 'member', members: 2, discussions: [], requests: [requests[1]!] })));
    await signInForTest({
      [ONE('sp-family')]: json(spaceDetail('sp-family', { admin: true, mine: 'member', discussions: [], requests })),
      'POST /api/v1/spaces/sp-family/requests/7/approve': approve,
      'POST /api/v1/spaces/sp-family/requests/8/decline': json(spaceDetail('sp-family', { admin: true, mine: 'member', members: 2, discussions: [] })),
    });
    await renderScreen('/spaces/sp-family', 'Family Law Support');
    const waiting = screen.getByRole('list', { name: 'Requests to join' });
    expect(within(waiting).getAllByRole('listitem')).toHaveLength(2);
    expect(within(waiting).getByText('Member with mobile ending 9876', { selector: 'p' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve Ravi Kumar' }));
    expect(await findToast('Ravi Kumar is now a member')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline Member with mobile ending 9876' }));
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('says when a space is not there, and sends a guest who joins to sign in and back', async () => {
    const user = userEvent.setup();
    await guestForTest({
      [ONE('sp-gone')]: json({ type: 'about:blank', title: 'Not found', status: 404, detail: 'There is no such space.' }, 404),
      [ONE('sp-seniors')]: json(spaceDetail('sp-seniors')),
    });
    await renderScreen('/spaces/sp-gone', 'Spaces');
    expect(await screen.findByText('This space is not here.')).toBeInTheDocument();
    forgetAccount();
    await guestForTest({ [ONE('sp-seniors')]: json(spaceDetail('sp-seniors')) });
    const { router } = await renderScreen('/spaces/sp-seniors', 'Senior Citizens Finance');
    await user.click(screen.getByRole('button', { name: 'Join Senior Citizens Finance' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/sign-in?next=${encodeURIComponent('/spaces/sp-seniors')}`);
  });
});
