import { act, screen } from '@testing-library/react';
import { refreshAccount, resetAccountForTests } from '@nyaya/shared/account';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { HomePage } from '../pages/HomePage';

const account = {
  id: 'acc_1',
  mobile: '9876543210',
  role: 'client',
  name: 'Asha Verma',
  email: null,
  language: 'en' as const,
  memberSince: '2026-11-24T19:00:00.000Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 0, orders: 0, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
};

/** Answers `GET me` with `me` and the unread count with `unread` (a Response maker), anything else offline. */
function serve(me: unknown, unread: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      if (path === '/api/v1/me') return Response.json(me);
      if (path === '/api/v1/notifications/unread') return unread();
      throw new TypeError('offline');
    }),
  );
  return calls;
}

async function renderHome() {
  await act(() => refreshAccount());
  renderRoutes([{ path: '/', element: <HomePage /> }], '/');
  await screen.findByRole('heading', { level: 1 });
}

beforeEach(() => resetAccountForTests());
afterEach(() => {
  vi.unstubAllGlobals();
  resetAccountForTests();
});

describe('home’s bell', () => {
  it('shows a signed-in user’s unread count, said to screen readers after the shortcut’s name', async () => {
    serve({ account, testMode: true }, () => Response.json({ unread: 3 }));
    await renderHome();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Notification, 3 unread' })).toHaveAttribute('href', '/notifications');
  });

  it('caps a large count at 99+', async () => {
    serve({ account, testMode: true }, () => Response.json({ unread: 250 }));
    await renderHome();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('asks nothing for a guest and shows no badge for none, or when the API fails or answers nonsense', async () => {
    const calls = serve({ account: null, testMode: true }, () => Response.json({ unread: 3 }));
    await renderHome();
    expect(calls).not.toContain('/api/v1/notifications/unread');
    expect(screen.getByRole('link', { name: 'Notification' })).toBeInTheDocument();

    for (const answer of [
      () => Response.json({ unread: 0 }),
      () => new Response('nope', { status: 500 }),
      () => Response.json({ unread: '3<b>' }),
      () => Response.json({ unread: -1 }),
    ]) {
      resetAccountForTests();
      document.body.innerHTML = '';
      serve({ account, testMode: true }, answer);
      await renderHome();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(screen.queryByTestId('unread-badge')).toBeNull();
    }
  });
});
