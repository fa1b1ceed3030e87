import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { discussionDraftsStore } from '@nyaya/shared/stores';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { renderScreen } from '../testing/renderScreen';
import { spaceDetail } from '../testing/spaces';

afterEach(() => {
  forgetAccount();
  discussionDraftsStore.reset();
  return changeLocale('en');
});

const made = spaceDetail('sp-tenants', {
  id: 'sp-abc123',
  name: 'Pune Renters',
  type: 'Private',
  description: 'Deposits and notices in Pune.',
  mine: 'member',
  admin: true,
  discussions: [],
});

async function fill(user: ReturnType<typeof userEvent.setup>, name = 'Pune Renters') {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), name);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Who can read it' }), 'Private');
  await user.type(screen.getByRole('textbox', { name: 'What it is for' }), 'Deposits and notices in Pune.');
}
const posted = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.filter(([path, init]) => path === '/api/v1/spaces' && init?.method === 'POST');

describe('NewSpacePage', () => {
  it('is reached from Spaces', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'GET /api/v1/spaces': json({ spaces: [] }) });
    const { router } = await renderScreen('/spaces', 'Spaces');
    await user.click(screen.getByRole('link', { name: 'Start a space' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Start a space' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spaces/new');
  });

  it('names each field at fault before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest();
    await renderScreen('/spaces/new', 'Start a space');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Pu');
    await user.type(screen.getByRole('textbox', { name: 'What it is for' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Start the space' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(/Write at least 3 characters; this has 2\./);
    expect(screen.getByRole('combobox', { name: 'Who can read it' })).toHaveAccessibleDescription(/Choose Public or Private\./);
    expect(screen.getByRole('textbox', { name: 'What it is for' })).toHaveAccessibleDescription(/Say what the space is for\./);
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('starts the space, cleaned, and opens its page', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({ 'POST /api/v1/spaces': json(made, 201), 'GET /api/v1/spaces/sp-abc123': json(made) });
    const { router } = await renderScreen('/spaces/new', 'Start a space');
    await fill(user, '  Pune   Renters ');
    await user.click(screen.getByRole('button', { name: 'Start the space' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pune Renters' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/spaces/sp-abc123');
    const body = JSON.parse(String(posted(fetchMock)[0]![1]!.body));
    expect(body).toEqual({
      name: 'Pune Renters',
      type: 'Private',
      description: 'Deposits and notices in Pune.',
      clientId: expect.stringMatching(/^[\w-]{16,64}$/),
    });
    expect(discussionDraftsStore.get()['space-new']).toBeUndefined();
  });

  it('says a name is taken at the name, and keeps what was typed', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'POST /api/v1/spaces': json({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'taken' }, 409) });
    await renderScreen('/spaces/new', 'Start a space');
    await fill(user, 'Tenant Rights Circle');
    await user.click(screen.getByRole('button', { name: 'Start the space' }));
    expect(await screen.findByText('A space called “Tenant Rights Circle” already exists: join it, or choose another name.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(discussionDraftsStore.get()['space-new']).toMatchObject({ title: 'Tenant Rights Circle', category: 'Private' });
  });

  it('says when the day’s limit is reached', async () => {
    const user = userEvent.setup();
    await signInForTest({
      'POST /api/v1/spaces': json({ type: 'about:blank', title: 'Too many requests', status: 429, detail: 'limit', retryAfterSeconds: 3600 }, 429),
    });
    await renderScreen('/spaces/new', 'Start a space');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Start the space' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have started 3 spaces in the last 24 hours. Try again tomorrow; what you wrote is kept.');
  });

  it('keeps a guest’s words and sends them to sign in, coming back here', async () => {
    const user = userEvent.setup();
    await guestForTest();
    const { router } = await renderScreen('/spaces/new', 'Start a space');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Start the space' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/sign-in?next=${encodeURIComponent('/spaces/new')}`);
    expect(discussionDraftsStore.get()['space-new']).toEqual({ title: 'Pune Renters', category: 'Private', body: 'Deposits and notices in Pune.' });
  });

  it('speaks Hindi, validation messages included', async () => {
    const user = userEvent.setup();
    await signInForTest();
    await renderScreen('/spaces/new', 'Start a space');
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'स्पेस शुरू करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'स्पेस शुरू करें' }));
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(/स्पेस को एक नाम दें।/);
    expect(screen.getByRole('option', { name: 'निजी' })).toBeInTheDocument();
  });
});
