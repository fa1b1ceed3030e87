import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountState, resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { SignInPage } from './SignInPage';

const account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: 'Asha Verma',
  email: null,
  language: 'en',
  memberSince: '2026-11-25T08:00:00.000Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 0, orders: 1, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
};

const sent = { sentTo: '+91 98••••3210', resendAfterSeconds: 30, expiresInSeconds: 300, testCode: '123456' };

type Answer = () => Response | Promise<Response>;

/** The API as a queue of answers per call; anything unexpected is a network failure. */
function serve(answers: Record<string, Answer[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
    // Who is signed in (asked by useAccount): a guest, and not one of the calls under test.
    if (path === '/api/v1/me' && !init?.method) return Response.json({ account: null, testMode: true });
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers[`${init?.method ?? 'GET'} ${path}`]?.shift();
    if (!next) throw new TypeError('offline');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const json =
  (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers });

function renderSignIn(path = '/sign-in?next=%2Fprofile%2Fedit') {
  return renderRoutes(
    [
      { path: 'sign-in', Component: SignInPage },
      { path: 'profile', element: <h1>Profile page</h1> },
      { path: 'profile/edit', element: <h1>Edit page</h1> },
    ],
    path,
  );
}

beforeEach(() => resetAccountForTests({ status: 'guest', testMode: true }));
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetAccountForTests();
  await act(() => changeLocale('en'));
  document.cookie = 'nyaya-lang=; Max-Age=0; Path=/';
});

describe('Sign in', () => {
  it('says what is wrong with a number before sending anything', async () => {
    const calls = serve({});
    renderSignIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter your mobile number.')).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    expect(mobile).toHaveFocus();
    await user.type(mobile, '98765');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Enter the 10 digits of your mobile number, without spaces in between.')).toBeInTheDocument();
    await user.clear(mobile);
    await user.type(mobile, '5876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('An Indian mobile number starts with 6, 7, 8 or 9.')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends the code, shows the test-mode code, signs in and goes to `next`', async () => {
    const calls = serve({
      'POST /api/v1/auth/code': [json(sent, 202)],
      'POST /api/v1/auth/sign-in': [json({ account })],
      'GET /api/v1/me/state': [json({ entries: {} })],
    });
    renderSignIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Test mode: your code is 123456')).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: '/api/v1/auth/code', body: { mobile: '9876543210' } });
    const code = screen.getByLabelText('6-digit code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Resend code in 30 seconds' })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Edit page' })).toBeInTheDocument();
    expect(calls[1]).toEqual({ path: '/api/v1/auth/sign-in', body: { mobile: '9876543210', code: '123456' } });
    expect(accountState()).toEqual({ status: 'signed-in', account, testMode: true });
  });

  it('shows the attempts left after a wrong code, then the way to a new code once it is used up', async () => {
    serve({
      'POST /api/v1/auth/code': [json(sent, 202), json({ ...sent, testCode: '654321' }, 202)],
      'POST /api/v1/auth/sign-in': [
        json({ type: 'about:blank', title: 'Wrong code', status: 400, attemptsLeft: 2 }, 400),
        json({ type: 'about:blank', title: 'Wrong code', status: 400, attemptsLeft: 1 }, 400),
        json({ type: 'about:blank', title: 'Code used up', status: 410 }, 410),
      ],
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSignIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText('6-digit code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right. 2 attempts left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That code is not right. 1 attempt left.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('This code is used up or has expired. Send a new code.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeDisabled();
    // The server sends one code per 30 s: the new one waits its turn.
    expect(screen.getByRole('button', { name: /^Send a new code in \d+ seconds$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('Test mode: your code is 654321')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveValue('');
    expect(screen.getByLabelText('6-digit code')).toBeEnabled();
  });

  it('offers Resend once the countdown is over, and lets the number be changed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve({ 'POST /api/v1/auth/code': [json(sent, 202), json(sent, 202)] });
    renderSignIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: /^Resend code in \d+ seconds$/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('says plainly when codes are limited or the servers cannot be reached', async () => {
    serve({
      'POST /api/v1/auth/code': [
        json({ type: 'about:blank', title: 'Too many', status: 429 }, 429, { 'retry-after': '600' }),
        json({ type: 'about:blank', title: 'Too many', status: 429 }, 429, { 'retry-after': '12' }),
      ],
    });
    renderSignIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Too many codes were asked for. Try again in 10 minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('A code was just sent. You can ask for another in 12 seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We couldn’t reach Nyaya’s servers. Check your connection and try again.')).toBeInTheDocument();
  });

  it.each(['//evil.example', 'https://evil.example/', 'javascript:alert(1)'])('goes to the profile, not to next=%s', async (next) => {
    serve({ 'POST /api/v1/auth/code': [json(sent, 202)], 'POST /api/v1/auth/sign-in': [json({ account })], 'GET /api/v1/me/state': [json({ entries: {} })] });
    renderSignIn(`/sign-in?next=${encodeURIComponent(next)}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
  });

  it('is all Hindi in Hindi', async () => {
    await act(() => changeLocale('hi'));
    serve({});
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('मोबाइल नंबर')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeInTheDocument();
  });

  it('saves a language chosen on this device to the account, else takes the account’s', async () => {
    const signInWith = async (saved: typeof account, answers: Record<string, Answer[]>) => {
      const calls = serve({
        'POST /api/v1/auth/code': [json(sent, 202)],
        'POST /api/v1/auth/sign-in': [json({ account: saved })],
        'GET /api/v1/me/state': [json({ entries: {} })],
        ...answers,
      });
      const view = renderSignIn('/sign-in?next=%2Fprofile');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText(/Mobile number|मोबाइल नंबर/), '9876543210');
      await user.click(screen.getByRole('button', { name: /Send code|कोड भेजें/ }));
      await user.type(await screen.findByLabelText(/6-digit code|6 अंकों का कोड/), '123456');
      await user.click(screen.getByRole('button', { name: /^(Sign in|साइन इन करें)$/ }));
      await screen.findByRole('heading', { name: 'Profile page' });
      view.unmount();
      return calls;
    };

    // Hindi chosen with the switch (its cookie): the account, saved in English, learns Hindi.
    await act(() => changeLocale('hi'));
    expect(document.cookie).toContain('nyaya-lang=hi');
    const calls = await signInWith(account, { 'PATCH /api/v1/me': [json({ account: { ...account, language: 'hi' }, testMode: true })] });
    expect(calls.find(({ path }) => path === '/api/v1/me')?.body).toEqual({ language: 'hi' });
    const state = accountState();
    expect(state.status === 'signed-in' && state.account.language).toBe('hi');

    // No choice made on this device: the page takes the account's Hindi.
    await act(() => changeLocale('en'));
    document.cookie = 'nyaya-lang=; Max-Age=0; Path=/';
    resetAccountForTests({ status: 'guest', testMode: true });
    const quiet = await signInWith({ ...account, language: 'hi' }, {});
    expect(quiet.some(({ path }) => path === '/api/v1/me')).toBe(false);
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
  });

  it('tells someone already signed in who they are, with the way on to `next`', async () => {
    resetAccountForTests({ status: 'signed-in', account: account as never, testMode: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ account, testMode: true })),
    );
    renderSignIn();
    expect(await screen.findByText('You are signed in as Asha Verma.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });
});
