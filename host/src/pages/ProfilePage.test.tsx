import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountState, resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { savedExpertsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { HomePage } from './HomePage';
import { ProfilePage } from './ProfilePage';

const account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: 'Asha Verma',
  email: 'asha@example.com',
  language: 'en' as const,
  // 25 Nov 2026, 00:30 in India, still the 24th in UTC: the profile says the Indian date.
  memberSince: '2026-11-24T19:00:00.000Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 3, orders: 2, goalsCompleted: 5, resourcesDownloaded: 7, communityPosts: 0 },
};

function serve(me: unknown, more: Record<string, () => Response> = {}) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push(call);
      if (call === 'GET /api/v1/me') return Response.json(me);
      if (more[call]) return more[call]!();
      if (call === 'GET /api/v1/orders') return Response.json({ orders: [] });
      if (call === 'GET /api/v1/bookings') return Response.json({ bookings: [] });
      throw new TypeError('offline');
    }),
  );
  return calls;
}

const renderProfile = () =>
  renderRoutes(
    [
      { index: true, Component: HomePage },
      { path: 'profile', Component: ProfilePage },
    ],
    '/profile',
  );

beforeEach(() => resetAccountForTests());
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  localStorage.clear();
  await act(() => changeLocale('en'));
});

describe('Profile', () => {
  it('shows a guest the sample card, said plainly to be an example, with the way to sign in', async () => {
    serve({ account: null, testMode: true });
    renderProfile();
    const example = await screen.findByRole('region', { name: 'This is an example profile' });
    expect(within(example).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fprofile');
    expect(screen.getByText('Aarav Mehta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/sign-in?next=%2Fprofile%2Fedit');
    expect(screen.getByRole('link', { name: 'Help & Support' })).toHaveAttribute('href', '/profile/help');
    expect(screen.getByRole('link', { name: 'Sign in to continue' })).toHaveAttribute('href', '/sign-in?next=%2Fprofile');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).toBeNull();
  });

  it('shows a signed-in user their own card and counts, and no sample person', async () => {
    serve({ account, testMode: true });
    // Goals Completed counts the user's own goals that reached their target (issue 27), kept in the browser's synced store.
    const goal = { title: 'Books', category: 'Personal Growth', unit: 'count', target: 2, deadline: '2026-12-31' };
    localStorage.setItem(
      'nyaya:v1:life:goals',
      JSON.stringify({ a: { ...goal, checkIns: [{ day: '2026-03-01', amount: 2 }] }, b: { ...goal, checkIns: [{ day: '2026-03-01', amount: 1 }] } }),
    );
    // The account says 7 downloads; this device has counted 9 not yet synced: the tile shows 9.
    localStorage.setItem('nyaya:v1:life:downloaded-resources', JSON.stringify(Array.from({ length: 9 }, (_, index) => `res-${index + 1}`)));
    renderProfile();
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
    expect(screen.getByText('Member since 25 Nov 2026')).toBeInTheDocument();
    // Each tile: its label (dt) and the account's count (dd).
    for (const [label, value] of [
      ['Goals Completed', '1'],
      ['Orders', '2'],
      ['Resources Downloaded', '9'],
      ['Expert Sessions', '3'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(screen.queryByText('Events Attended')).toBeNull();
    expect(screen.queryByText('Aarav Mehta')).toBeNull();
    expect(screen.queryByRole('region', { name: 'This is an example profile' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Privacy & Security' })).toHaveAttribute('href', '/profile/privacy');
    // The console is an expert's: a client's profile does not offer it.
    expect(screen.queryByRole('link', { name: 'Expert console' })).toBeNull();
  });

  it('offers an expert account its console', async () => {
    serve({ account: { ...account, role: 'expert', name: 'Adv. Karan Malhotra', mobile: '9000000024' }, testMode: true });
    renderProfile();
    expect(await screen.findByRole('link', { name: 'Expert console' })).toHaveAttribute('href', '/console');
  });

  it('signs out: the server ends the session, the device forgets the account, and home says Guest', async () => {
    const calls = serve({ account, testMode: true }, { 'POST /api/v1/auth/sign-out': () => Response.json({ account: null, testMode: true }) });
    localStorage.setItem('nyaya:sync:v1:account', 'acc_1');
    savedExpertsStore.set(['adv.-priya-sharma']);
    const { router } = renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('region', { name: 'This is an example profile' })).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/auth/sign-out');
    expect(accountState()).toEqual({ status: 'guest', testMode: true });
    expect(savedExpertsStore.get()).toEqual([]);
    expect(localStorage.getItem('nyaya:sync:v1:account')).toBeNull();
    expect(await screen.findByText('You are signed out')).toBeInTheDocument();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('link', { name: /Guest\s*Sign in to continue/ })).toBeInTheDocument();
  });

  it('stays signed in and says so when sign-out cannot reach the server', async () => {
    serve({ account, testMode: true });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Couldn’t sign out')).toBeInTheDocument();
    await waitFor(() => expect(accountState().status).toBe('signed-in'));
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
  });

  it('home’s button names who is signed in: the name, else the masked number', async () => {
    serve({ account: { ...account, name: null }, testMode: true });
    const { router } = renderProfile();
    await screen.findByText('+91 98765 43210');
    await act(() => router.navigate('/'));
    expect(screen.getByRole('link', { name: '+91 98••••3210' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByText('Guest')).toBeNull();
  });
});
