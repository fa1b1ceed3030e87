import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { discussionDraftsStore } from '@nyaya/shared/stores';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { discussionView } from '../testing/discussions';
import { renderScreen } from '../testing/renderScreen';

afterEach(() => {
  forgetAccount();
  return changeLocale('en');
});

const TITLE = 'New tax regime vs old: which one did you pick?';
const replyTexts = () =>
  within(screen.getByRole('list', { name: /Replies/ }))
    .getAllByRole('article')
    .map((article) => article.getAttribute('aria-label'));

describe('DiscussionPage', () => {
  it('shows the discussion, its replies oldest first or Top, with links marked as user content and script as text', async () => {
    const user = userEvent.setup();
    await guestForTest({ 'GET /api/v1/discussions/ds-3': json(discussionView()) });
    await renderScreen('/public/ds-3', TITLE);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`HomeInformationPublic${TITLE}`);
    expect(screen.getByText('Finance')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://incometax.gov.in' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByText(/<script>alert\(1\)<\/script> Old regime\./)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(replyTexts()).toEqual(['Karan Mehta', 'Divya Pillai']);
    expect(screen.getByRole('button', { name: 'Oldest' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Top' }));
    expect(screen.getByRole('button', { name: 'Top' })).toHaveAttribute('aria-pressed', 'true');
    expect(replyTexts()).toEqual(['Divya Pillai', 'Karan Mehta']);
    expect(screen.getByRole('button', { name: /^Upvote this discussion,/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("reads the discussion once: the route's loader reads it before the screen shows, the page does not read it again", async () => {
    const fetchMock = await guestForTest({ 'GET /api/v1/discussions/ds-3': json(discussionView()) });
    await renderScreen('/public/ds-3', TITLE);
    expect(screen.getByText(/<script>alert\(1\)<\/script> Old regime\./)).toBeInTheDocument();
    const reads = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/v1/discussions/ds-3'));
    expect(reads).toHaveLength(1);
  });

  it('sends a guest who writes to sign in, keeping the words for the return', async () => {
    const user = userEvent.setup();
    await guestForTest({ 'GET /api/v1/discussions/ds-3': json(discussionView()) });
    const { router } = await renderScreen('/public/ds-3', TITLE);
    expect(screen.getByText('Sign in to reply. What you typed is kept.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'I kept the old one');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/sign-in?next=${encodeURIComponent('/public/ds-3')}`);
    expect(discussionDraftsStore.get()['ds-3']?.body).toBe('I kept the old one');
  });

  it('lets a member reply, upvote (aria-pressed) and edit and delete their own reply after confirming', async () => {
    const user = userEvent.setup();
    const mine = {
      id: 13,
      author: { name: 'Asha Verma' },
      body: 'My answer',
      upvotes: 0,
      createdAt: new Date().toISOString(),
      editedAt: null,
      mine: true,
      upvoted: false,
    };
    const fetchMock = await signInForTest({
      'GET /api/v1/discussions/ds-3': json(discussionView()),
      // The answer is the reply and the counts, not the thread: the page adds it to what it shows.
      'POST /api/v1/discussions/ds-3/replies': json({ reply: mine, participants: 4, messages: 4, lastActiveAt: mine.createdAt }, 201),
      'PUT /api/v1/discussions/ds-3/vote': json({ upvotes: 3, upvoted: true }),
      'PATCH /api/v1/discussions/ds-3/replies/13': json(
        discussionView({ replies: [...discussionView().replies, { ...mine, body: 'My better answer', editedAt: new Date().toISOString() }] }),
      ),
      'DELETE /api/v1/discussions/ds-3/replies/13': () => new Response(null, { status: 204 }),
    });
    await renderScreen('/public/ds-3', TITLE);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), 'My answer');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('My answer')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    const sent = JSON.parse(
      String(fetchMock.mock.calls.find(([path, init]) => path === '/api/v1/discussions/ds-3/replies' && init?.method === 'POST')![1]!.body),
    );
    expect(sent).toMatchObject({ body: 'My answer' });
    expect(sent.clientId).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(replyTexts()).toEqual(['Karan Mehta', 'Divya Pillai', 'Asha Verma']);
    expect(screen.getByRole('heading', { name: 'Replies (3)' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/api/v1/discussions/ds-3'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: /^Upvote this discussion,/ }));
    expect(await screen.findByRole('button', { name: /^Upvote this discussion,/, pressed: true })).toHaveTextContent('3 upvotes');

    const article = screen.getByRole('article', { name: 'Asha Verma' });
    await user.click(within(article).getByRole('button', { name: 'Edit' }));
    const box = within(article).getByRole('textbox', { name: 'Your reply' });
    await user.clear(box);
    await user.type(box, 'My better answer');
    await user.click(within(article).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('My better answer')).toBeInTheDocument();

    await user.click(within(screen.getByRole('article', { name: 'Asha Verma' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your reply?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Karan Mehta')).toBeInTheDocument();
    expect(screen.queryByText('My better answer')).toBeNull();
  });

  it('says so when the discussion is not there, and in Hindi', async () => {
    await guestForTest({
      'GET /api/v1/discussions/ds-3': json(discussionView()),
      'GET /api/v1/discussions/ds-gone': json({ type: 'about:blank', title: 'Not found', status: 404 }, 404),
    });
    await renderScreen('/public/ds-3', TITLE);
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'नई टैक्स व्यवस्था या पुरानी: आपने कौन-सी चुनी?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सबसे पुराने' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^इस चर्चा को अपवोट करें,/ })).toHaveTextContent('2 अपवोट');
    expect(screen.getByRole('button', { name: 'जवाब दें' })).toBeInTheDocument();
    await act(() => changeLocale('en'));
    forgetAccount();
    await guestForTest({ 'GET /api/v1/discussions/ds-gone': json({ type: 'about:blank', title: 'Not found', status: 404 }, 404) });
    await renderScreen('/public/ds-gone', 'Public Discussions');
    expect(await screen.findByRole('alert')).toHaveTextContent('This discussion is not here');
  });
});
