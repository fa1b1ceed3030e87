import { act, screen, within } from '@testing-library/react';
import type { ReplyView } from '@nyaya/shared/api';
import userEvent from '@testing-library/user-event';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { discussionView } from '../testing/discussions';
import { renderScreen } from '../testing/renderScreen';

/** A stand-in for the browser's EventSource: the test delivers the server's events. */
class FakeSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

afterEach(() => {
  forgetAccount();
  FakeSource.instances = [];
  vi.unstubAllGlobals();
});

const TITLE = 'New tax regime vs old: which one did you pick?';
const theirs = (id: number, body: string): ReplyView => ({
  id,
  author: { name: 'Meera Nair' },
  body,
  upvotes: 0,
  createdAt: new Date().toISOString(),
  editedAt: null,
  mine: false,
  upvoted: false,
});
const replyList = () => within(screen.getByRole('list', { name: /Replies/ }));

describe('DiscussionPage, live replies (issue 26)', () => {
  it('adds a reply posted elsewhere without a reload, once, as text; a change reads the discussion again', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const changed = discussionView({ replies: [discussionView().replies[0]!] });
    let reads = 0;
    await guestForTest({ 'GET /api/v1/discussions/ds-3': () => json(reads++ === 0 ? discussionView() : changed)() });
    await renderScreen('/public/ds-3', TITLE);
    await vi.waitFor(() => expect(FakeSource.instances).toHaveLength(1));
    const source = FakeSource.instances[0]!;
    // From the last reply the page shows: nothing posted in between is missed.
    expect(source.url).toBe('/api/v1/discussions/ds-3/events?after=12');

    const hostile = theirs(20, '<img src=x onerror="window.__pwned=1"> live');
    act(() => source.emit('reply', hostile));
    act(() => source.emit('reply', hostile));
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1"> live')).toBeInTheDocument();
    expect(replyList().getAllByRole('article', { name: 'Meera Nair' })).toHaveLength(1);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Replies (3)' })).toBeInTheDocument();

    act(() => source.emit('changed', { replyId: 12 }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Replies (1)' })).toBeInTheDocument());
    expect(screen.queryByText('<img src=x onerror="window.__pwned=1"> live')).toBeNull();
  });

  it("shows the member's own reply once when the stream and the reply's answer both bring it, in either order", async () => {
    vi.stubGlobal('EventSource', FakeSource);
    const mine = (id: number, body: string): ReplyView => ({ ...theirs(id, body), author: { name: 'Asha Verma' }, mine: true });
    let answered = 20;
    const fetchMock = await signInForTest({
      'GET /api/v1/discussions/ds-3': json(discussionView()),
      'POST /api/v1/discussions/ds-3/replies': () => {
        const reply = mine(answered, `Mine ${answered}`);
        answered += 1;
        return json({ reply, participants: 4, messages: 4, lastActiveAt: reply.createdAt }, 201)();
      },
    });
    const user = userEvent.setup();
    await renderScreen('/public/ds-3', TITLE);
    await vi.waitFor(() => expect(FakeSource.instances).toHaveLength(1));
    const source = FakeSource.instances[0]!;
    const box = () => screen.getByRole('textbox', { name: 'Your reply' });

    // The stream first (as a guest sees it), then the answer: one reply, and it is the author's (Edit).
    act(() => source.emit('reply', { ...mine(20, 'Mine 20'), mine: false }));
    await user.type(box(), 'Mine 20');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    await vi.waitFor(() => expect(box()).toHaveValue(''));
    expect(replyList().getAllByRole('article', { name: 'Asha Verma' })).toHaveLength(1);
    expect(within(replyList().getByRole('article', { name: 'Asha Verma' })).getByRole('button', { name: 'Edit' })).toBeInTheDocument();

    // The answer first, then the stream.
    await user.type(box(), 'Mine 21');
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await screen.findByText('Mine 21')).toBeInTheDocument();
    act(() => source.emit('reply', { ...mine(21, 'Mine 21'), mine: false }));
    expect(replyList().getAllByRole('article', { name: 'Asha Verma' })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Replies (4)' })).toBeInTheDocument();
    // Neither write read the discussion again.
    expect(fetchMock.mock.calls.filter(([path]) => String(path).endsWith('/api/v1/discussions/ds-3'))).toHaveLength(1);
  });
});
