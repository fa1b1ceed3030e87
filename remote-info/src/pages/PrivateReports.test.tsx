import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import type { ConversationView } from '@nyaya/shared/api';
import { forgetAccount, guestForTest, json, signInForTest, testAccount } from '../testing/account';
import { discussionView } from '../testing/discussions';
import { findToast, renderScreen } from '../testing/renderScreen';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const at = new Date(Date.now() - 5 * 60_000).toISOString();
const group: ConversationView = {
  reference: 'CNV9',
  subject: 'member',
  you: 'member',
  me: testAccount.id,
  kind: 'group',
  members: [
    { id: testAccount.id, name: 'Asha Verma' },
    { id: 'acc_2', name: 'Ravi Kumar' },
    { id: 'acc_3', name: 'Meera' },
  ],
  counterpart: 'Tenants of Block C',
  open: true,
  unread: 0,
  readUpTo: 4,
  messages: [
    { id: 1, clientId: 'c1', from: 'member', author: 'acc_2', body: 'Buy <b>followers</b> now', attachment: null, createdAt: at },
    { id: 2, clientId: 'c2', from: 'member', author: testAccount.id, body: 'Hi all', attachment: null, createdAt: at },
    { id: 3, clientId: 'c3', from: 'member', author: 'acc_3', body: '', attachment: null, hidden: true, createdAt: at },
    { id: 4, clientId: 'c4', from: 'member', author: testAccount.id, body: 'My reported words', attachment: null, hidden: true, createdAt: at },
  ],
  more: false,
};
const bodyOf = (fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) =>
  JSON.parse(String(fetchMock.mock.calls.find(([path, init]) => path === '/api/v1/reports' && init?.method === 'POST')?.[1]?.body));

describe('/private/{reference}: reports (issue 26)', () => {
  it('offers Report on the others’ messages only, and shows hidden messages as hidden', async () => {
    await signInForTest({ 'GET /api/v1/conversations/CNV9': json(group) });
    await renderScreen('/private/CNV9', 'Conversation');
    const list = await screen.findByRole('list', { name: 'Messages with Tenants of Block C' });
    const [theirs, mine, hidden, mineHidden] = within(list).getAllByRole('listitem');
    // Someone's words are text, never markup.
    expect(theirs).toHaveTextContent('Buy <b>followers</b> now');
    expect(within(theirs!).getByRole('button', { name: 'Report Ravi Kumar’s message' })).toHaveClass('min-h-11');
    expect(within(mine!).queryByRole('button')).toBeNull();
    expect(hidden).toHaveTextContent('This message was hidden after reports.');
    expect(within(hidden!).queryByRole('button')).toBeNull();
    expect(mineHidden).toHaveTextContent('My reported words');
    expect(mineHidden).toHaveTextContent('Only you see this message: it was hidden from the others after reports, until it is reviewed.');
  });

  it('reports a message with a reason, by keyboard, and says it was sent', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({ 'GET /api/v1/conversations/CNV9': json(group), 'POST /api/v1/reports': json({ reported: true }) });
    await renderScreen('/private/CNV9', 'Conversation');
    const button = await screen.findByRole('button', { name: 'Report Ravi Kumar’s message' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report Ravi Kumar’s message' });
    expect(dialog).toHaveTextContent('Posts, messages and members reported by several members are reviewed');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), '<script>alert(1)</script>');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Thank you. Your report was sent.')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ targetKind: 'message', targetId: '1', reason: 'spam', note: '<script>alert(1)</script>' });
  });

  it('reports a member from a direct conversation and says why a report failed', async () => {
    const user = userEvent.setup();
    const direct: ConversationView = { ...group, reference: 'CNV7', kind: 'direct', counterpart: 'Ravi Kumar', members: group.members!.slice(0, 2) };
    const refused = { type: 'about:blank', title: 'Too many requests', status: 429, detail: 'You have sent 30 reports in the last hour.' };
    const fetchMock = await signInForTest({
      'GET /api/v1/conversations/CNV7': json(direct),
      'GET /api/v1/private/blocks': json({ blocked: [] }),
      'POST /api/v1/reports': json(refused, 429),
    });
    await renderScreen('/private/CNV7', 'Conversation');
    await user.click(await screen.findByRole('button', { name: 'Report Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Ravi Kumar' });
    await user.click(within(dialog).getByRole('radio', { name: 'Harassment of a person' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your report was not sent: You have sent 30 reports in the last hour.');
    expect(bodyOf(fetchMock)).toEqual({ targetKind: 'member', targetId: 'acc_2', reason: 'harassment' });
  });

  it('offers Report beside each other member of a group', async () => {
    const user = userEvent.setup();
    await signInForTest({ 'GET /api/v1/conversations/CNV9': json(group) });
    await renderScreen('/private/CNV9', 'Conversation');
    await user.click(await screen.findByText('3 members'));
    expect(screen.getByRole('button', { name: 'Report Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Meera' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Asha Verma' })).toBeNull();
  });

  it('speaks Hindi', async () => {
    await signInForTest({ 'GET /api/v1/conversations/CNV9': json(group) });
    await changeLocale('hi');
    await renderScreen('/private/CNV9', 'बातचीत');
    expect(await screen.findByRole('button', { name: 'Ravi Kumar के मैसेज की शिकायत करें' })).toHaveTextContent('शिकायत करें');
    expect(screen.getByText('शिकायतों के बाद यह मैसेज छिपा दिया गया।')).toBeInTheDocument();
  });
});

describe('a discussion author’s Report (issue 26)', () => {
  const withAuthor = () => {
    const view = discussionView();
    return { ...view, replies: view.replies.map((reply, n) => (n === 0 ? { ...reply, author: { name: reply.author.name, id: 'acc_8' } } : reply)) };
  };

  it('sends a guest to sign in', async () => {
    const user = userEvent.setup();
    await guestForTest({ 'GET /api/v1/discussions/ds-3': json(withAuthor()) });
    const { router } = await renderScreen('/public/ds-3', 'New tax regime vs old: which one did you pick?');
    await user.click(screen.getByRole('button', { name: 'Report Karan Mehta' }));
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('reports the member beside Message', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({ 'GET /api/v1/discussions/ds-3': json(withAuthor()), 'POST /api/v1/reports': json({ reported: true }) });
    await renderScreen('/public/ds-3', 'New tax regime vs old: which one did you pick?');
    expect(await screen.findByRole('button', { name: 'Message Karan Mehta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report Karan Mehta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Karan Mehta' });
    await user.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Thank you. Your report was sent.')).toBeInTheDocument();
    expect(bodyOf(fetchMock)).toEqual({ targetKind: 'member', targetId: 'acc_8', reason: 'other' });
  });
});
