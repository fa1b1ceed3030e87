/**
 * What the conversation tests share: the two sides of an order (a signed-in client and the assigned
 * expert, signed in with its test number), someone else of each kind, a message sender, and a
 * small Server-Sent Events reader over a real socket (light-my-request waits for a response's end).
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MessageViewSchema, OrderViewSchema, apiPaths, type MessageView } from '@nyaya/shared/api';
import { expertTestMobileOf, experts } from '@nyaya/shared/data/experts';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { eq } from 'drizzle-orm';
import { accounts } from '../src/db/schema';
import { SESSION_COOKIE } from '../src/plugins/sessions';
import { createSessionStore } from '../src/sessions/store';
import { Visitor, order, signIn } from './support';

export const assignedExpert = expertForService('rental-agreement', { providerId: findOfferListing('rental-agreement-1')!.providerId, state: 'Delhi' });
export const otherExpert = experts.find((expert) => expert.id !== assignedExpert.id)!;

export interface Parties {
  client: Visitor;
  expert: Visitor;
  anotherExpert: Visitor;
  anotherClient: Visitor;
}

/**
 * The expert's session made as sign-in would make it, without a code: every test file signs the same
 * experts in, and a number may ask for a code only every 30 s (auth.test.ts tests sign-in itself).
 */
export async function signInExpert(app: FastifyInstance, visitor: Visitor, expertId: string, now = Date.now): Promise<void> {
  const [account] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mobile, expertTestMobileOf(expertId)!));
  const { token } = await createSessionStore(app.db, now).create(account!.id, 'conversation tests');
  visitor.cookie = `${SESSION_COOKIE}=${token}`;
}

/** `now`: the app's clock, when a test pins it (a session last seen a year before it is over). */
export async function parties(app: FastifyInstance, now = Date.now): Promise<Parties> {
  const [client, expert, anotherExpert, anotherClient] = [new Visitor(app), new Visitor(app), new Visitor(app), new Visitor(app)];
  await signIn(client);
  await signInExpert(app, expert, assignedExpert.id, now);
  await signInExpert(app, anotherExpert, otherExpert.id, now);
  await signIn(anotherClient);
  return { client, expert, anotherExpert, anotherClient };
}

export async function placeOrder(visitor: Visitor): Promise<string> {
  const response = await visitor.post(apiPaths.orders, order());
  expect(response.statusCode).toBe(201);
  return OrderViewSchema.parse(response.json()).orderNumber;
}

export const newClientId = () => randomBytes(12).toString('base64url');

export function say(visitor: Visitor, reference: string, body: string, clientId = newClientId()) {
  return visitor.send('POST', apiPaths.conversationMessages(reference), { body: { clientId, body } });
}

export async function said(visitor: Visitor, reference: string, body: string, clientId?: string): Promise<MessageView> {
  const response = await say(visitor, reference, body, clientId);
  expect(response.statusCode, response.body).toBe(201);
  return MessageViewSchema.parse(response.json());
}

/** An open event stream: the events so far, waiting for more, closing. */
export interface EventStream {
  status: number;
  headers: IncomingMessage['headers'];
  messages: MessageView[];
  ids: number[];
  raw: string;
  waitFor(count: number, timeoutMs?: number): Promise<MessageView[]>;
  closed: Promise<void>;
  close(): void;
}

export function openStream(port: number, path: string, cookie: string | undefined, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}), ...headers } },
      (response) => {
        response.setEncoding('utf8');
        let buffer = '';
        const waiters = new Set<() => void>();
        let done: () => void = () => {};
        const stream: EventStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          messages: [],
          ids: [],
          raw: '',
          waitFor(count, timeoutMs = 10_000) {
            return new Promise((ok, fail) => {
              const check = () => {
                if (stream.messages.length < count) return false;
                waiters.delete(check as () => void);
                clearTimeout(timer);
                ok(stream.messages);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check as () => void);
                fail(new Error(`waited for ${count} messages, got ${stream.messages.length}`));
              }, timeoutMs);
              if (!check()) waiters.add(check as () => void);
            });
          },
          closed: new Promise<void>((ok) => (done = ok)),
          close: () => req.destroy(),
        };
        response.on('data', (chunk: string) => {
          stream.raw += chunk;
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6));
            const id = lines.find((line) => line.startsWith('id: '));
            if (!data.length) continue;
            stream.messages.push(MessageViewSchema.parse(JSON.parse(data.join('\n'))));
            if (id) stream.ids.push(Number(id.slice(4)));
            for (const waiter of [...waiters]) waiter();
          }
        });
        response.on('close', () => done());
        response.on('error', () => done());
        resolve(stream);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Listens on a free loopback port; returns the port. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
