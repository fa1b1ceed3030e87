import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { discussionView } from '../testing/discussions';
import { findToast, renderScreen } from '../testing/renderScreen';

afterEach(() => {
  forgetAccount();
  return changeLocale('en');
});

const TITLE = 'New tax regime vs old: which one did you pick?';
const hiddenReply = {
  id: 14,
  author: { name: 'Spammer' },
  body: '',
  upvotes: 0,
  createdAt: new Date().toISOString(),
  editedAt: null,
  mine: false,
  upvoted: false,
  hidden: true,
};

describe('DiscussionPage, moderation (issue 26)', () => {
  it('shows a hidden reply as hidden, in English and Hindi, and its author the text with a note', async () => {
    const mine = { ...hiddenReply, id: 15, author: { name: 'Asha Verma' }, body: 'My own words', mine: true };
    await guestForTest({ 'GET /api/v1/discussions/ds-3': json(discussionView({ replies: [...discussionView().replies, hiddenReply, mine] })) });
    await renderScreen('/public/ds-3', TITLE);
    const hidden = screen.getByRole('article', { name: 'This reply is hidden while it is reviewed' });
    expect(hidden).toHaveTextContent('This reply is hidden while it is reviewed');
    expect(within(hidden).queryByRole('button')).toBeNull();
    expect(screen.queryByText('Spammer')).toBeNull();
    const own = screen.getByRole('article', { name: 'Asha Verma' });
    expect(own).toHaveTextContent('My own words');
    expect(own).toHaveTextContent('Only you can see this reply: it was reported and is hidden while it is reviewed.');
    await act(() => changeLocale('hi'));
    expect(await screen.findByText('यह जवाब समीक्षा होने तक छिपाया गया है')).toBeInTheDocument();
  });

  it('says a hidden discussion is hidden while it is reviewed', async () => {
    await guestForTest({ 'GET /api/v1/discussions/ds-9': json({ type: 'about:blank', title: 'Hidden', status: 410, detail: 'hidden' }, 410) });
    await renderScreen('/public/ds-9', 'Public Discussions');
    expect(await screen.findByRole('alert')).toHaveTextContent('This discussion is hidden while it is reviewed.');
  });

  it('sends a guest who reports to sign in', async () => {
    const user = userEvent.setup();
    await guestForTest({ 'GET /api/v1/discussions/ds-3': json(discussionView()) });
    const { router } = await renderScreen('/public/ds-3', TITLE);
    await user.click(screen.getByRole('button', { name: 'Report Karan Mehta’s reply' }));
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('lets a member report with a reason from the list and an optional note', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest({
      'GET /api/v1/discussions/ds-3': json(discussionView()),
      'POST /api/v1/reports': json({ reported: true }),
    });
    await renderScreen('/public/ds-3', TITLE);
    expect(screen.queryByRole('button', { name: 'Report this discussion' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report Divya Pillai’s reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Divya Pillai’s reply' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason.');
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(reasons).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Posts a <script> link');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await findToast('Thank you. Your report was sent.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([path]) => path === '/api/v1/reports')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ targetKind: 'reply', targetId: '12', reason: 'spam', note: 'Posts a <script> link' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("words a new account's first-day limit with the time it lifts", async () => {
    const user = userEvent.setup();
    const retryAt = '2026-11-28T10:30:00.000Z';
    await signInForTest({
      'GET /api/v1/discussions/ds-3': json(discussionView()),
      'POST /api/v1/discussions/ds-3/replies': json(
        { type: 'about:blank', title: 'New account limit', status: 429, detail: 'x', retryAfterSeconds: 60, retryAt },
        429,
      ),
    });
    await renderScreen('/public/ds-3', TITLE);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Sixth post');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(
      await screen.findByText(/^New accounts can post 5 times in their first 24 hours\. You can post again from .*4:00.* \(India time\)/),
    ).toBeInTheDocument();
  });
});
