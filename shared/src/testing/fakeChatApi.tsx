/**
 * A stand-in for the API's conversation and its live stream, for the chat's tests (and pages that
 * embed it): `fetch` answers the conversation, sends and read markers from memory; `EventSource`
 * is a fake whose streams the test drives (open, drop, deliver). Every request is recorded.
 */
import { vi } from 'vitest';
import type { ConversationView, MessageView } from '@nyaya/shared/api';

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** A drop the browser retries by itself (CONNECTING), or gives up on (CLOSED). */
  drop(giveUp = false) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
  deliver(message: MessageView) {
    const event = new MessageEvent('message', { data: JSON.stringify(message), lastEventId: String(message.id) });
    for (const listener of this.listeners.get('message') ?? []) listener(event);
  }
  /** A `changed` event: message `messageId` hidden, restored or removed; `id` its place in the stream. */
  change(messageId: number, id: number) {
    const event = new MessageEvent('changed', { data: JSON.stringify({ messageId }), lastEventId: String(id) });
    for (const listener of this.listeners.get('changed') ?? []) listener(event);
  }
  static latest() {
    return FakeEventSource.instances.at(-1)!;
  }
}

export interface FakeChat {
  view: ConversationView;
  requests: { method: string; path: string; body: unknown }[];
  /** No answer to sends while true (the device offline, the API down). */
  down: boolean;
  nextId: number;
}

export function message(id: number, from: MessageView['from'], body: string, createdAt = '2026-12-15T10:12:00.000Z'): MessageView {
  return { id, clientId: `client-id-${String(id).padStart(8, '0')}`, from, body, attachment: null, createdAt };
}

export function serveChat(view: Partial<ConversationView> = {}): FakeChat {
  const chat: FakeChat = {
    view: {
      reference: 'ORDAB12CD34E',
      subject: 'order',
      you: 'client',
      counterpart: 'Adv. Karan Malhotra',
      open: true,
      unread: 0,
      readUpTo: 0,
      messages: [],
      more: false,
      ...view,
    },
    requests: [],
    down: false,
    nextId: 100,
  };
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      chat.requests.push({ method, path: input, body });
      const json = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
      if (method === 'GET' && input.startsWith(`/api/v1/conversations/${chat.view.reference}`)) return json(200, chat.view);
      if (chat.down) throw new TypeError('Failed to fetch');
      if (input.endsWith('/messages')) {
        const { clientId, body: text } = body as { clientId: string; body: string };
        const existing = chat.view.messages.find((entry) => entry.clientId === clientId);
        if (existing) return json(200, existing);
        const sent = { ...message(chat.nextId++, chat.view.you, text), clientId };
        chat.view = { ...chat.view, messages: [...chat.view.messages, sent] };
        return json(201, sent);
      }
      if (input.endsWith('/read')) return json(200, { unread: 0, readUpTo: (body as { upTo: number }).upTo });
      return json(404, { type: 'about:blank', title: 'Not found', status: 404 });
    }),
  );
  return chat;
}
