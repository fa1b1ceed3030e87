import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import type { ConversationView, PrivateConversation } from '@nyaya/shared/api';
import { forgetAccount, guestForTest, json, signInForTest, testAccount } from '../testing/account';
import { problemOf } from '../messages/privateApi';
import { renderScreen } from '../testing/renderScreen';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const at = new Date(Date.now() - 5 * 60_000).toISOString();
const direct: PrivateConversation = {
  reference: 'CNV7',
  kind: 'direct',
  title: 'Ravi Kumar',
  members: [{ id: 'acc_2', name: 'Ravi Kumar', online: true }],
  lastMessage: { body: '<b>Is the deposit refundable?</b>', at, mine: false, hasAttachment: false },
  unread: 2,
  blocked: false,
  createdAt: at,
};
const group: PrivateConversation = {
  reference: 'CNV9',
  kind: 'group',
  title: 'Tenants of Block C',
  members: [
    { id: 'acc_2', name: 'Ravi Kumar', online: true },
    { id: 'acc_3', name: '', online: false },
  ],
  lastMessage: { body: 'Meeting at 6', at, mine: true, hasAttachment: false },
  unread: 0,
  blocked: false,
  createdAt: at,
};
const rowOf = (name: string) => screen.getByText(name, { selector: 'span.truncate' }).closest('a')!;

describe('/private for a signed-in member', () => {
  it('lists direct and group conversations with unread badges, the online dot on direct ones only, and opens one', async () => {
    await signInForTest({ 'GET /api/v1/private': json({ conversations: [direct, group] }) });
    await renderScreen('/private', 'Private Messages');
    const ravi = await screen.findByText('Ravi Kumar', { selector: 'span.truncate' });
    const row = ravi.closest('a')!;
    expect(row).toHaveAttribute('href', '/private/CNV7');
    expect(row).toHaveTextContent('Direct · Online');
    expect(within(row).getByTestId('online-dot')).toBeInTheDocument();
    expect(within(row).getByTestId('unread-badge')).toHaveTextContent('2 unread messages');
    // Someone's words are text, never markup.
    expect(row).toHaveTextContent('<b>Is the deposit refundable?</b>');
    const tenants = rowOf('Tenants of Block C');
    expect(tenants).toHaveTextContent('Group · 3 members');
    expect(tenants).toHaveTextContent('You: Meeting at 6');
    expect(within(tenants).queryByTestId('online-dot')).toBeNull();
    expect(within(tenants).queryByTestId('unread-badge')).toBeNull();
  });

  it('finds a member by name and opens the direct conversation with them', async () => {
    const user = userEvent.setup();
    const api = await signInForTest({
      'GET /api/v1/private': json({ conversations: [] }),
      'GET /api/v1/private/members?name=Ra': json({ members: [{ id: 'acc_2', name: 'Ravi Kumar' }] }),
      'POST /api/v1/private/direct': json({ reference: 'CNV7' }),
    });
    const { router } = await renderScreen('/private', 'Private Messages');
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    await user.type(screen.getByRole('textbox', { name: 'Member’s name' }), 'Ra');
    await user.click(await screen.findByRole('button', { name: 'Write to Ravi Kumar' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/private/CNV7'));
    const sent = api.mock.calls.find(([path, init]) => path === '/api/v1/private/direct' && init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ memberId: 'acc_2' });
  });

  it('says how long to wait when a limit is reached, in the page’s language', async () => {
    const user = userEvent.setup();
    const tooMany = {
      type: 'about:blank',
      title: 'Too many requests',
      status: 429,
      detail: 'You have started 30 conversations in the last hour. Wait 25 min, then try again.',
      retryAfterSeconds: 1500,
    };
    await signInForTest({
      'GET /api/v1/private': json({ conversations: [] }),
      'GET /api/v1/private/members?name=Ra': json({ members: [{ id: 'acc_2', name: 'Ravi Kumar' }] }),
      'POST /api/v1/private/direct': () => new Response(JSON.stringify(tooMany), { status: 429 }),
    });
    await renderScreen('/private', 'Private Messages');
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    await user.type(screen.getByRole('textbox', { name: 'Member’s name' }), 'Ra');
    await user.click(await screen.findByRole('button', { name: 'Write to Ravi Kumar' }));
    expect(await screen.findByText('That is a lot at once: wait 25 minutes, then try again.')).toBeInTheDocument();
    await changeLocale('hi');
    const problem = { kind: 'problem', status: 429, problem: { ...tooMany, retryAfterSeconds: 40 } } as const;
    expect(problemOf(problem)).toBe('एक साथ बहुत ज़्यादा हो गया: 40 सेकंड रुकें, फिर कोशिश करें।');
    expect(
      problemOf({ kind: 'problem', status: 404, problem: { type: 'about:blank', title: 'Not found', status: 404, detail: 'There is no such member.' } }),
    ).toBe('There is no such member.');
  });

  it('searches conversations by name', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'GET /api/v1/private': json({ conversations: [direct, group] }) });
    await renderScreen('/private', 'Private Messages');
    await screen.findByText('Ravi Kumar', { selector: 'span.truncate' });
    await user.type(screen.getByRole('searchbox', { name: 'Search your conversations' }), 'block c');
    expect(within(screen.getByRole('list', { name: 'Your conversations' })).getAllByRole('listitem')).toHaveLength(1);
  });
});

const view: ConversationView = {
  reference: 'CNV7',
  subject: 'member',
  you: 'member',
  me: testAccount.id,
  kind: 'direct',
  members: [
    { id: testAccount.id, name: 'Asha Verma' },
    { id: 'acc_2', name: 'Ravi Kumar' },
  ],
  counterpart: 'Ravi Kumar',
  open: true,
  unread: 0,
  readUpTo: 2,
  messages: [
    { id: 1, clientId: 'c1', from: 'member', author: 'acc_2', body: 'Hello Asha', attachment: null, createdAt: at },
    { id: 2, clientId: 'c2', from: 'member', author: testAccount.id, body: 'Hi Ravi', attachment: null, createdAt: at },
  ],
  more: false,
};

describe('/private/{reference}', () => {
  it('shows the conversation with who wrote each message, and Block for a direct one', async () => {
    const user = userEvent.setup();
    await signInForTest({
      'GET /api/v1/conversations/CNV7': json(view),
      'GET /api/v1/private/blocks': json({ blocked: [] }),
      'PUT /api/v1/private/blocks/acc_2': () => new Response(null, { status: 204 }),
    });
    await renderScreen('/private/CNV7', 'Conversation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages with Ravi Kumar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ravi Kumar');
    expect(first).toHaveTextContent('Hello Asha');
    expect(second).toHaveTextContent('You');
    await user.click(await screen.findByRole('button', { name: 'Block Ravi Kumar' }));
    expect(await screen.findByText(/Ravi Kumar is blocked/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unblock Ravi Kumar' })).toBeInTheDocument();
  });

  it('lets a member leave a group after confirming, and goes back to the list', async () => {
    const user = userEvent.setup();
    const groupView: ConversationView = { ...view, reference: 'CNV9', kind: 'group', counterpart: 'Tenants of Block C' };
    const fetchMock = await signInForTest({
      'GET /api/v1/conversations/CNV9': json(groupView),
      'DELETE /api/v1/private/CNV9/members/me': () => new Response(null, { status: 204 }),
      'GET /api/v1/private': json({ conversations: [] }),
    });
    await renderScreen('/private/CNV9', 'Conversation');
    await user.click(await screen.findByText('2 members'));
    await user.click(screen.getByRole('button', { name: 'Leave the group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Tenants of Block C?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Leave the group' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Messages' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/v1/private/CNV9/members/me') && init?.method === 'DELETE')).toBe(true);
  });

  it('words a refusal to write in the page’s language', async () => {
    const user = userEvent.setup();
    const refused = { type: 'about:blank', title: 'Messages not accepted', status: 403, detail: 'This member does not accept messages from you.' };
    await signInForTest({
      'GET /api/v1/conversations/CNV7': json(view),
      'GET /api/v1/private/blocks': json({ blocked: [] }),
      'POST /api/v1/conversations/CNV7/messages': json(refused, 403),
    });
    await changeLocale('hi');
    await renderScreen('/private/CNV7', 'बातचीत');
    await user.type(await screen.findByRole('textbox', { name: /Ravi Kumar/ }), 'नमस्ते');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText(/यह सदस्य आपसे मैसेज स्वीकार नहीं करते।/)).toBeInTheDocument();
  });

  it('says a conversation that is not yours is not here', async () => {
    await signInForTest({ 'GET /api/v1/conversations/CNV8': json({ type: 'about:blank', title: 'Not Found', status: 404 }, 404) });
    await renderScreen('/private/CNV8', 'Conversation');
    expect(await screen.findByText(/There is no conversation here/)).toBeInTheDocument();
  });

  it('asks a guest to sign in and come back here', async () => {
    await guestForTest();
    await renderScreen('/private/CNV7', 'Conversation');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent('/private/CNV7')}`);
  });

  it('speaks Hindi', async () => {
    await guestForTest();
    await changeLocale('hi');
    await renderScreen('/private/CNV7', 'बातचीत');
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeInTheDocument();
  });
});
