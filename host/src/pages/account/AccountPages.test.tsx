import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountState, resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { notificationSettingsStore } from '@nyaya/shared/stores';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { EditProfilePage, HelpPage, NotificationSettingsPage, PrivacyPage } from './accountPages';

const account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: 'Asha Verma',
  email: null,
  language: 'en' as const,
  memberSince: '2026-11-25T08:00:00.000Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 1, orders: 2, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** The API by `METHOD path`; `GET /api/v1/me` answers with the account unless told. */
function serve(routes: Record<string, Handler>) {
  const calls: { call: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${path}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = routes[call] ?? (call === 'GET /api/v1/me' ? () => Response.json({ account, testMode: true }) : undefined);
      if (!handler) throw new TypeError('offline');
      return handler(init);
    }),
  );
  return calls;
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { index: true, element: <h1>Home page</h1> },
      { path: 'profile', element: <h1>Profile page</h1> },
      { path: 'profile/edit', Component: EditProfilePage },
      { path: 'profile/notifications', Component: NotificationSettingsPage },
      { path: 'profile/privacy', Component: PrivacyPage },
      { path: 'profile/help', Component: HelpPage },
      { path: 'sign-in', element: <h1>Sign-in page</h1> },
    ],
    path,
  );
}

beforeEach(() => resetAccountForTests());
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

describe('account pages', () => {
  it('send a guest to sign in, with the way back', async () => {
    serve({ 'GET /api/v1/me': () => Response.json({ account: null, testMode: true }) });
    renderPage('/profile/privacy');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?next=%2Fprofile%2Fprivacy');
  });

  it('say so when the API cannot say who this is, and Retry asks again', async () => {
    let up = false;
    serve({ 'GET /api/v1/me': () => (up ? Response.json({ account, testMode: true }) : new Response('down', { status: 503 })) });
    renderPage('/profile/edit');
    const user = userEvent.setup();
    expect(await screen.findByText('We couldn’t reach Nyaya’s servers. Check your connection and try again.')).toBeInTheDocument();
    up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Asha Verma');
  });

  it('Edit Profile checks the email, saves to the account and every screen sees the new name', async () => {
    const calls = serve({
      'PATCH /api/v1/me': (init) => Response.json({ account: { ...account, ...JSON.parse(String(init?.body)) }, testMode: true }),
    });
    renderPage('/profile/edit');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email (optional)'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveFocus();
    expect(calls.filter(({ call }) => call.startsWith('PATCH'))).toEqual([]);

    await user.type(screen.getByLabelText('Email (optional)'), 'example.com');
    await user.clear(name);
    await user.type(name, '  Asha\u200b Rao  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    expect(calls.find(({ call }) => call === 'PATCH /api/v1/me')?.body).toEqual({ name: 'Asha Rao', email: 'asha@example.com', language: 'en' });
    const state = accountState();
    expect(state.status === 'signed-in' && state.account.name).toBe('Asha Rao');
  });

  it('Edit Profile keeps what was typed and says so when the save fails', async () => {
    serve({ 'PATCH /api/v1/me': () => new Response(JSON.stringify({ type: 'about:blank', title: 'Bad request', status: 400 }), { status: 400 }) });
    renderPage('/profile/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your changes were not saved. Try again.');
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma Jr');
  });

  it('Notification Settings stores a toggle on the account and on this device, and puts it back when refused', async () => {
    let refuse = false;
    const calls = serve({
      'PATCH /api/v1/me': (init) => {
        if (refuse) return new Response(null, { status: 500 });
        const change = JSON.parse(String(init?.body)) as { notificationSettings: Record<string, boolean> };
        return Response.json({
          account: { ...account, notificationSettings: { ...account.notificationSettings, ...change.notificationSettings } },
          testMode: true,
        });
      },
    });
    renderPage('/profile/notifications');
    const user = userEvent.setup();
    const sms = await screen.findByRole('switch', { name: /^SMS/ });
    expect(sms).toHaveAttribute('aria-checked', 'false');
    await user.click(sms);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(sms).toHaveAttribute('aria-checked', 'true');
    expect(calls.find(({ call }) => call === 'PATCH /api/v1/me')?.body).toEqual({ notificationSettings: { sms: true } });
    expect(notificationSettingsStore.get()).toEqual({ sms: true });

    refuse = true;
    await user.click(screen.getByRole('switch', { name: /^Marketing Updates/ }));
    expect(await screen.findByText('That change was not saved. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Marketing Updates/ })).toHaveAttribute('aria-checked', 'false');
  });

  it('Privacy & Security lists the sessions and signs out the others', async () => {
    const session = (id: string, device: string, current: boolean) => ({
      id,
      device,
      createdAt: '2026-11-20T04:30:00.000Z',
      lastSeenAt: '2026-11-25T06:00:00.000Z',
      current,
    });
    let ended = false;
    serve({
      'GET /api/v1/me/sessions': () =>
        Response.json({
          sessions: ended ? [session('a', 'Chrome on Android', true)] : [session('a', 'Chrome on Android', true), session('b', 'Safari on iPhone', false)],
        }),
      'POST /api/v1/me/sessions/end-others': () => {
        ended = true;
        return Response.json({ ended: 1 });
      },
    });
    renderPage('/profile/privacy');
    const user = userEvent.setup();
    const sessions = await screen.findByRole('region', { name: 'Where you are signed in' });
    const list = await within(sessions).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getAllByText('Signed in 20 Nov 2026, 10:00 AM · last seen 25 Nov 2026, 11:30 AM')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/v1/me/export');
    await user.click(screen.getByRole('button', { name: 'Sign out of other devices' }));
    expect(await screen.findByText('1 device signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(within(sessions).getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Sign out of other devices' })).toBeDisabled();
  });

  it('Delete my account asks first, sends the confirmation, then shows a guest home', async () => {
    const calls = serve({
      'GET /api/v1/me/sessions': () => Response.json({ sessions: [] }),
      'DELETE /api/v1/me?confirm=DELETE': () => Response.json({ deleted: true }),
    });
    renderPage('/profile/privacy');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some(({ call }) => call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete my account for good' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    // The confirmation is in the query, with no body: the host's proxy refuses a DELETE with one.
    expect(calls.find(({ call }) => call.startsWith('DELETE'))).toEqual({ call: 'DELETE /api/v1/me?confirm=DELETE', body: undefined });
    expect(accountState()).toEqual({ status: 'guest', testMode: true });
  });

  it('Help & Support answers the FAQs and names the grievance officer, for guests too, in Hindi too', async () => {
    serve({ 'GET /api/v1/me': () => Response.json({ account: null, testMode: true }) });
    renderPage('/profile/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'How do refunds work?' }));
    expect(screen.getByText(/Cancel before your expert starts work for a full refund/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How long does delivery take?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How do consultations work?' })).toBeInTheDocument();
    const grievance = screen.getByRole('region', { name: 'Grievance officer' });
    expect(within(grievance).getByRole('link', { name: 'grievance@nyaya.app' })).toHaveAttribute('href', 'mailto:grievance@nyaya.app');
    expect(grievance).toHaveTextContent(/within 24 hours.*within 15 days/);
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'मदद और सहायता' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'शिकायत अधिकारी' })).toBeInTheDocument();
  });
});
