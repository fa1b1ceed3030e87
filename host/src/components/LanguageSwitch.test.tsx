import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountForTests } from '@nyaya/shared/account';
import { changeLocale, targetLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { HomePage } from '../pages/HomePage';
import { ProfilePage } from '../pages/ProfilePage';

afterEach(async () => {
  await act(() => changeLocale('en'));
  document.cookie = 'nyaya-lang=; Max-Age=0; Path=/';
});

function languageGroup(name: 'Language' | 'भाषा' = 'Language') {
  return screen.getByRole('group', { name });
}

describe('LanguageSwitch', () => {
  it('offers English and हिन्दी, each in its own language, English pressed by default', async () => {
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const group = await screen.findByRole('group', { name: 'Language' });
    const english = within(group).getByRole('button', { name: 'English' });
    const hindi = within(group).getByRole('button', { name: 'हिन्दी' });
    expect(english).toHaveAttribute('lang', 'en');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(hindi).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches home to Hindi, remembers it in the cookie and <html lang>, then back to English', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    await screen.findByRole('heading', { level: 1, name: 'What matters for you today.' });

    await user.click(within(languageGroup()).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'आज आपके लिए ज़रूरी बातें।' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /अतिथि\s*जारी रखने के लिए साइन इन करें/ })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('navigation', { name: 'झटपट विकल्प' })).toBeInTheDocument();
    expect(within(languageGroup('भाषा')).getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('hi');
    expect(document.cookie).toContain('nyaya-lang=hi');

    await user.click(within(languageGroup('भाषा')).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'What matters for you today.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guest\s*Sign in to continue/ })).toBeInTheDocument();
    expect(within(languageGroup()).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(document.cookie).toContain('nyaya-lang=en');
  });

  it('shows the choice within the tap and switches only once that has been painted', async () => {
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const hindi = within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' });
    // The tap's own task paints the pressed button; the downloads and the page's re-render wait
    // for the frame after it, not merely for the next task (which can run before the paint).
    act(() => {
      fireEvent.click(hindi);
    });
    expect(hindi).toHaveAttribute('aria-pressed', 'true');
    expect(targetLocale()).toBe('en');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(targetLocale()).toBe('en');
    await waitFor(() => expect(targetLocale()).toBe('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'आज आपके लिए ज़रूरी बातें।' })).toBeInTheDocument();
  });

  it('keeps the last of two quick taps, English, even when Hindi was asked for first', async () => {
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const group = await screen.findByRole('group', { name: 'Language' });
    act(() => {
      fireEvent.click(within(group).getByRole('button', { name: 'हिन्दी' }));
      fireEvent.click(within(group).getByRole('button', { name: 'English' }));
    });
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(document.cookie).toContain('nyaya-lang=en'));
    // Hindi's download, finishing later, must not win.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(targetLocale()).toBe('en');
    expect(screen.getByRole('heading', { level: 1, name: 'What matters for you today.' })).toBeInTheDocument();
    expect(document.documentElement.lang).not.toBe('hi');
    expect(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <HomePage /> }], '/');
    const hindi = within(await screen.findByRole('group', { name: 'Language' })).getByRole('button', { name: 'हिन्दी' });
    hindi.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'आज आपके लिए ज़रूरी बातें।' })).toBeInTheDocument();
    expect(hindi).toHaveFocus();
  });

  it('has its own section on the profile, which switches the profile to Hindi', async () => {
    // A guest (the profile's own API sections offline): the example card, in Hindi once switched.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/v1/me') return Response.json({ account: null, testMode: true });
        throw new TypeError('offline');
      }),
    );
    resetAccountForTests(); // asked afresh, of the fetch above
    const user = userEvent.setup();
    renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile');
    const section = await screen.findByRole('region', { name: 'Language' });
    expect(await screen.findAllByRole('alert')).toHaveLength(2); // orders and consultations, offline
    await user.click(within(section).getByRole('button', { name: 'हिन्दी' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'भाषा' })).toBeInTheDocument();
    expect(screen.getByText('पूरे किए लक्ष्य')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'यह एक उदाहरण प्रोफ़ाइल है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जारी रखने के लिए साइन इन करें' })).toHaveAttribute('href', '/sign-in?next=%2Fprofile');
    expect(screen.queryByText('Goals Completed')).toBeNull();
    vi.unstubAllGlobals();
    resetAccountForTests();
  });
});
