import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatDraftsStore } from '@nyaya/shared/stores';
import { ChatPanel } from './ChatPanel';
import { FakeEventSource, message, serveChat } from '../testing/fakeChatApi';

afterEach(() => {
  vi.unstubAllGlobals();
});

const list = () => screen.getByRole('list', { name: 'Messages with Adv. Karan Malhotra' });
const box = () => screen.getByRole('textbox', { name: 'Message to Adv. Karan Malhotra' });
/** The page's stream, once its effect has opened it. */
const stream = async () => {
  await vi.waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
  return FakeEventSource.latest();
};
const sends = (chat: ReturnType<typeof serveChat>) => chat.requests.filter((request) => request.path.endsWith('/messages'));

describe('ChatPanel', () => {
  it('lists the messages with sender and time in India, as text, and sends what is typed', async () => {
    const user = userEvent.setup();
    const chat = serveChat({ messages: [message(1, 'expert', 'Hello <b>Asha</b> <img src=x onerror=alert(1)>'), message(2, 'client', 'Hi')], unread: 1 });
    render(<ChatPanel reference="ORDAB12CD34E" />);
    const first = (await within(await screen.findByRole('list')).findAllByRole('listitem'))[0]!;
    expect(first).toHaveTextContent('Adv. Karan Malhotra');
    expect(first).toHaveTextContent('Hello <b>Asha</b> <img src=x onerror=alert(1)>');
    expect(first).toHaveTextContent(/Sent (15 Dec 2026, )?3:42 PM/);
    expect(document.querySelector('img')).toBeNull();
    expect(within(list()).getAllByRole('listitem')[1]).toHaveTextContent('You');
    // What is shown is marked read.
    await vi.waitFor(() => expect(chat.requests.find((request) => request.path.endsWith('/read'))?.body).toEqual({ upTo: 2 }));

    act(() => FakeEventSource.latest().open());
    await user.type(box(), 'When can we talk?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(sends(chat)[0]!.body).toMatchObject({ body: 'When can we talk?' });
    expect(box()).toHaveValue('');
    expect(FakeEventSource.latest().url).toBe('/api/v1/conversations/ORDAB12CD34E/events?after=2');
  });

  it('keeps the draft across a reload, and says why an empty message is not sent', async () => {
    const user = userEvent.setup();
    serveChat();
    const { unmount } = render(<ChatPanel reference="ORDAB12CD34E" />);
    await user.type(await screen.findByRole('textbox', { name: 'Message to Adv. Karan Malhotra' }), 'Half a thought');
    unmount();
    expect(chatDraftsStore.get().ORDAB12CD34E?.text).toBe('Half a thought');
    render(<ChatPanel reference="ORDAB12CD34E" />);
    expect(await screen.findByRole('textbox', { name: 'Message to Adv. Karan Malhotra' })).toHaveValue('Half a thought');
    await user.clear(box());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message or attach a file.');
  });

  it('says when it is reconnecting and catches up from the last message it has', async () => {
    serveChat({ messages: [message(7, 'expert', 'Earlier')] });
    render(<ChatPanel reference="ORDAB12CD34E" />);
    await screen.findByText('Earlier');
    const first = await stream();
    act(() => first.open());
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    act(() => FakeEventSource.latest().deliver(message(8, 'expert', 'Live one')));
    // The browser gave up (the API was down): a new stream from the last id seen, once it is back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => FakeEventSource.latest().drop(true));
    expect(screen.getByText('Reconnecting… New messages appear once the connection is back; nothing is lost.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(FakeEventSource.latest().url).toBe('/api/v1/conversations/ORDAB12CD34E/events?after=8');
    act(() => FakeEventSource.latest().open());
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
    // A message delivered twice (a resend after a drop) is shown once.
    act(() => FakeEventSource.latest().deliver(message(8, 'expert', 'Live one')));
    expect(screen.getAllByText('Live one')).toHaveLength(1);
  });

  it('reads a changed message again, and after a drop resumes after the change, not before it', async () => {
    const chat = serveChat({ messages: [message(7, 'expert', 'Earlier')] });
    render(<ChatPanel reference="ORDAB12CD34E" />);
    await screen.findByText('Earlier');
    act(() => FakeEventSource.latest().open());
    chat.view = { ...chat.view, messages: [{ ...message(7, 'expert', ''), hidden: true }] };
    act(() => FakeEventSource.latest().change(7, 9));
    await vi.waitFor(() => expect(screen.queryByText('Earlier')).toBeNull());
    expect(chat.requests.some((request) => request.path === '/api/v1/conversations/ORDAB12CD34E?after=6')).toBe(true);
    // The server resumes after id 9: changes made while away come then, the one seen does not again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => FakeEventSource.latest().drop(true));
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(FakeEventSource.latest().url).toBe('/api/v1/conversations/ORDAB12CD34E/events?after=9');
  });

  it('announces a new message from the other side in a live region', async () => {
    serveChat();
    render(<ChatPanel reference="ORDAB12CD34E" />);
    await screen.findByText('No messages yet. Write to Adv. Karan Malhotra below.');
    act(() => void stream().then((source) => source.open()));
    await vi.waitFor(() => expect(FakeEventSource.latest().readyState).toBe(FakeEventSource.OPEN));
    act(() => FakeEventSource.latest().deliver(message(3, 'expert', 'Your draft is ready')));
    const region = document.querySelector('[aria-live="polite"]')!;
    expect(region).toHaveTextContent('New message from Adv. Karan Malhotra: Your draft is ready');
    expect(within(list()).getByText('Your draft is ready')).toBeInTheDocument();
  });

  it('keeps a message sent offline, says so, and sends it once with the same client id when the stream is live', async () => {
    const user = userEvent.setup();
    const chat = serveChat();
    chat.down = true;
    render(<ChatPanel reference="ORDAB12CD34E" />);
    await user.type(await screen.findByRole('textbox', { name: 'Message to Adv. Karan Malhotra' }), 'Sent on a train');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent yet: it goes out when you are back online.')).toBeInTheDocument();
    expect(chatDraftsStore.get().ORDAB12CD34E?.outbox.map((item) => item.body)).toEqual(['Sent on a train']);
    const clientId = (sends(chat)[0]!.body as { clientId: string }).clientId;
    chat.down = false;
    const source = await stream();
    act(() => source.open());
    await vi.waitFor(() => expect(chatDraftsStore.get().ORDAB12CD34E?.outbox).toEqual([]));
    expect(chat.view.messages.map((entry) => entry.clientId)).toEqual([clientId]);
    expect(screen.queryByText(/Not sent yet|Sending/)).toBeNull();
    expect(screen.getAllByText('Sent on a train')).toHaveLength(1);
  });
});
