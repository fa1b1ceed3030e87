import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { refreshAccount, resetAccountForTests } from '@nyaya/shared/account';
import type { Account, HiddenItem } from '@nyaya/shared/api';
import { resetSessionForTests } from '@nyaya/shared/hooks/ensureSession';
import { changeLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { routes } from '../routes';
import { clientAccount, expertAccount } from '../testing/consoleApi';

configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 20_000 });
afterEach(async () => {
  vi.unstubAllGlobals();
  resetAccountForTests();
  await act(() => changeLocale('en'));
});

const message: HiddenItem = {
  kind: 'message',
  id: '41',
  discussionId: null,
  title: '',
  body: 'Cheap loans <script>alert(1)</script> call now',
  author: { name: 'Ravi Kumar' },
  reports: 3,
  reasons: ['spam', 'abuse'],
};
const reply: HiddenItem = {
  kind: 'reply',
  id: '12',
  discussionId: 'ds-3',
  title: 'New tax regime vs old',
  body: 'x'.repeat(400),
  author: { name: 'Meera' },
  reports: 4,
  reasons: ['misinformation'],
};
const member: HiddenItem = {
  kind: 'member',
  id: 'acc_9',
  discussionId: null,
  title: 'Dev',
  body: '',
  author: { name: 'Dev' },
  reports: 3,
  reasons: ['harassment'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

/** The review API as api/ answers it: the queue for an expert, 404 for anyone else; a decision answers the queue left. */
async function serveQueue(me: Account | null, items: HiddenItem[]) {
  let queue = [...items];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      if (path === '/api/v1/me') return json(200, { account: me, testMode: true });
      if (me?.role !== 'expert') return json(404, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'There is nothing here.' });
      if (path === '/api/v1/moderation/hidden') return json(200, { items: queue });
      const [, kind, id] = /^\/api\/v1\/moderation\/(\w+)\/([^/]+)\/(restore|remove)$/.exec(path) ?? [];
      queue = queue.filter((item) => !(item.kind === kind && item.id === decodeURIComponent(id ?? '')));
      return json(200, { items: queue });
    }),
  );
  resetSessionForTests();
  resetAccountForTests();
  await refreshAccount();
  return calls;
}

describe('/console/reports', () => {
  it('lists hidden content as plain text with its kind, writer, reasons and count', async () => {
    await serveQueue(expertAccount, [reply, message, member]);
    renderRoutes(routes, '/console/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reported content' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Reported items, most reported first' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Reply');
    expect(first).toHaveTextContent('4 reports');
    expect(first).toHaveTextContent('In: New tax regime vs old');
    expect(first).toHaveTextContent(`${'x'.repeat(280)}…`);
    expect(first).toHaveTextContent('Reasons: false or misleading');
    expect(second).toHaveTextContent('Private message');
    // Markup someone typed is shown as characters, never run.
    expect(second).toHaveTextContent('Cheap loans <script>alert(1)</script> call now');
    expect(second!.querySelector('script')).toBeNull();
    expect(second).toHaveTextContent('By Ravi Kumar');
    expect(second).toHaveTextContent('Reasons: spam or advertising, abusive or hateful');
    expect(within(third!).getByRole('button', { name: 'Restore Dev: clear the reports' })).toBeInTheDocument();
    expect(within(third!).queryByRole('button', { name: /Remove/ })).toBeNull();
    for (const button of within(list).getAllByRole('button')) expect(button).toHaveClass('min-h-11');
  });

  it('restores an item, and removes one only after asking', async () => {
    const user = userEvent.setup();
    const calls = await serveQueue(expertAccount, [message, reply]);
    renderRoutes(routes, '/console/reports');
    await user.click(await screen.findByRole('button', { name: 'Restore this private message by Ravi Kumar' }));
    expect(await screen.findByText('Restored: it is visible again and its reports were cleared.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/moderation/message/41/restore');
    expect(screen.queryByText(/Cheap loans/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove this reply by Meera' }));
    const ask = screen.getByRole('group', { name: 'Remove it for good? This cannot be undone.' });
    await user.click(within(ask).getByRole('button', { name: 'Keep it' }));
    expect(calls).not.toContain('POST /api/v1/moderation/reply/12/remove');
    await user.click(screen.getByRole('button', { name: 'Remove this reply by Meera' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Removed.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/v1/moderation/reply/12/remove');
    expect(screen.getByText('Nothing is waiting for review')).toBeInTheDocument();
  });

  it('is linked from the console', async () => {
    await serveQueue(expertAccount, []);
    vi.stubGlobal('EventSource', class {});
    renderRoutes(routes, '/console');
    expect(await screen.findByRole('link', { name: 'Reported content' })).toHaveAttribute('href', '/console/reports');
  });

  it('is for experts only: a client account is told so and never sees the queue', async () => {
    const calls = await serveQueue(clientAccount, [message]);
    renderRoutes(routes, '/console/reports');
    expect(await screen.findByRole('heading', { name: 'This console is for Nyaya experts' })).toBeInTheDocument();
    expect(calls).not.toContain('GET /api/v1/moderation/hidden');
    expect(screen.queryByText(/Cheap loans/)).toBeNull();
  });

  it('speaks Hindi', async () => {
    await serveQueue(expertAccount, [message]);
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/console/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'शिकायत की गई सामग्री' })).toBeInTheDocument();
    expect(await screen.findByText('निजी मैसेज')).toBeInTheDocument();
    expect(screen.getByText('3 शिकायतें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ravi Kumar का यह निजी मैसेज बहाल करें' })).toHaveTextContent('बहाल करें');
  });
});
