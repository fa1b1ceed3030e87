/**
 * Conversations (issue 25): who may read and write (the client and the assigned expert; another
 * expert, another client and a guest get 404), plain text kept as typed, the size and rate limits
 * with their messages, a retried send that never duplicates, and the unread counts of both sides.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConsoleListSchema, ConsoleOrderSchema, ConversationViewSchema, UnreadViewSchema, apiPaths } from '@nyaya/shared/api';
import { MESSAGE_MAX_LENGTH } from '@nyaya/shared/rules/conversation';
import { MESSAGES_PER_MINUTE } from '../src/conversations/send';
import { Visitor, dbLabel, expectProblem, testApp, testDatabase } from './support';
import { assignedExpert, parties, placeOrder, said, say, type Parties } from './conversationsSupport';

let app: FastifyInstance;
let who: Parties;

beforeAll(async () => {
  // One instant for the whole file: the sending limit counts per clock minute, and its test
  // must not straddle a minute's end (the count would start again).
  const pinned = Date.now();
  app = await testApp((await testDatabase()).database, { now: () => pinned });
  who = await parties(app);
});
afterAll(async () => {
  await app?.close();
});

const conversation = async (visitor: Visitor, reference: string, query = '') =>
  ConversationViewSchema.parse((await visitor.get(`${apiPaths.conversation(reference)}${query}`)).json());
const unread = async (visitor: Visitor, reference: string) => UnreadViewSchema.parse((await visitor.get(apiPaths.conversationUnread(reference))).json()).unread;

describe(`conversations (${dbLabel})`, () => {
  it('is between the client and the assigned expert; another expert, another client and a guest get 404', async () => {
    const number = await placeOrder(who.client);
    await said(who.client, number, 'Hello, when can you call?');
    const reply = await said(who.expert, number, 'Today at 4 pm.');
    expect(reply.from).toBe('expert');

    const mine = await conversation(who.client, number);
    expect(mine).toMatchObject({ reference: number, subject: 'order', you: 'client', open: true });
    expect(mine.counterpart).toBe(assignedExpert.name);
    expect(mine.messages.map((message) => [message.from, message.body])).toEqual([
      ['client', 'Hello, when can you call?'],
      ['expert', 'Today at 4 pm.'],
    ]);
    const theirs = await conversation(who.expert, number);
    expect(theirs).toMatchObject({ you: 'expert', counterpart: 'Asha Verma' });

    for (const visitor of [who.anotherExpert, who.anotherClient, new Visitor(app)]) {
      expectProblem(await visitor.get(apiPaths.conversation(number)), 404);
      expectProblem(await say(visitor, number, 'let me in'), 404);
      expectProblem(await visitor.get(apiPaths.conversationEvents(number)), 404);
      expectProblem(await visitor.get(apiPaths.conversationUnread(number)), 404);
      expectProblem(await visitor.write('POST', apiPaths.conversationRead(number), { upTo: 1 }), 404);
    }
    // Malformed or unknown references name nothing.
    for (const reference of ['ORD-nope', 'BKGAAAAAAAAA', 'ORDAAAAAAAAA', '<script>', '1'])
      expectProblem(await who.client.get(apiPaths.conversation(reference)), 404);
  });

  it('works for a guest’s order too, and keeps the guest’s conversation from a signed-in stranger', async () => {
    const guest = new Visitor(app);
    await guest.get('/api/v1/me');
    const number = await placeOrder(guest);
    await said(guest, number, 'I have not signed in.');
    expect((await conversation(who.expert, number)).messages.map((message) => message.body)).toEqual(['I have not signed in.']);
    expectProblem(await who.client.get(apiPaths.conversation(number)), 404);
  });

  it('keeps text as typed: markup stays text, invisible and control characters go, the ends are trimmed', async () => {
    const number = await placeOrder(who.client);
    const hostile = "<script>alert(1)</script> <img src=x onerror=alert(1)> **bold** {{7*7}} ${7*7} ' OR 1=1 --";
    expect((await said(who.client, number, hostile)).body).toBe(hostile);
    const messy = '  \u202Eevil\u202C name\u200B\u0000 \u0007line one\r\nline two\t\n\n  ';
    expect((await said(who.client, number, messy)).body).toBe('evil name line one\nline two');
    expect((await said(who.client, number, 'किराया ₹25,000 है 🙏')).body).toBe('किराया ₹25,000 है 🙏');
    const stored = await conversation(who.expert, number);
    expect(stored.messages[0]!.body).toBe(hostile);
  });

  it('refuses empty and over-long messages, saying why, and counts 2,000 after cleaning', async () => {
    const number = await placeOrder(who.client);
    for (const body of ['', '   \n\t ', '\u200B\u202E']) {
      const problem = expectProblem(await say(who.client, number, body), 400, ['body']);
      expect(problem.detail).toBe('The message is empty.');
    }
    const long = expectProblem(await say(who.client, number, 'a'.repeat(MESSAGE_MAX_LENGTH + 1)), 400, ['body']);
    expect(long.detail).toBe('The message is too long: at most 2,000 characters.');
    expect(long.errors![0]!.message).toBe('At most 2,000 characters; this one has 2,001.');
    expect((await said(who.client, number, `  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).body).toHaveLength(MESSAGE_MAX_LENGTH);
    expectProblem(await who.client.send('POST', apiPaths.conversationMessages(number), { body: { body: 'no id' } }), 400, ['clientId']);
    expectProblem(await who.client.send('POST', apiPaths.conversationMessages(number), { body: { clientId: 'short', body: 'x' } }), 400, ['clientId']);
    expectProblem(await who.client.send('POST', apiPaths.conversationMessages(number), { body: { clientId: 'a'.repeat(20), body: 'x', html: '<b>' } }), 400, [
      'html',
    ]);
    expect((await conversation(who.client, number)).messages).toHaveLength(1);
  });

  it('makes one message of a retried send, and refuses the same client id for another message', async () => {
    const number = await placeOrder(who.client);
    const clientId = 'retry-this-one-please';
    const first = await say(who.client, number, 'Only once', clientId);
    expect(first.statusCode).toBe(201);
    const responses = await Promise.all(Array.from({ length: 5 }, () => say(who.client, number, 'Only once', clientId)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(responses.map((response) => response.json().id))).toEqual(new Set([first.json().id]));
    expectProblem(await say(who.client, number, 'Something else', clientId), 422);
    // The same id from the other side is its own message.
    expect((await say(who.expert, number, 'Only once', clientId)).statusCode).toBe(201);
    expect((await conversation(who.expert, number)).messages).toHaveLength(2);
  });

  it(`rate-limits a sender to ${MESSAGES_PER_MINUTE} messages a minute with a clear 429`, async () => {
    const sender = new Visitor(app);
    const number = await placeOrder(sender);
    for (let index = 0; index < MESSAGES_PER_MINUTE; index += 1) expect((await say(sender, number, `message ${index}`)).statusCode).toBe(201);
    const refused = await say(sender, number, 'one too many');
    const problem = expectProblem(refused, 429);
    expect(problem.detail).toMatch(/^You are sending messages too quickly: at most 30 a minute\. Wait \d+ s, then send again; your message is kept\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The other side is not held back by this sender's rate.
    expect((await say(who.expert, number, 'I am here')).statusCode).toBe(201);
  });

  it('counts unread messages for each side and moves them when read; the console shows the expert’s', async () => {
    const number = await placeOrder(who.client);
    const ids = [(await said(who.client, number, 'one')).id, (await said(who.client, number, 'two')).id];
    expect(await unread(who.expert, number)).toBe(2);
    expect(await unread(who.client, number)).toBe(0);
    const list = ConsoleListSchema.parse((await who.expert.get(apiPaths.console)).json()).items;
    expect(list.find((entry) => entry.reference === number)?.unread).toBe(2);
    expect(ConsoleOrderSchema.parse((await who.expert.get(apiPaths.consoleOrder(number))).json()).unread).toBe(2);

    const read = await who.expert.write('POST', apiPaths.conversationRead(number), { upTo: ids[0] });
    expect(UnreadViewSchema.parse(read.json())).toEqual({ unread: 1, readUpTo: ids[0] });
    // Never backwards, never past the last message.
    await who.expert.write('POST', apiPaths.conversationRead(number), { upTo: 0 });
    expect(await unread(who.expert, number)).toBe(1);
    await who.expert.write('POST', apiPaths.conversationRead(number), { upTo: 9_000_000_000 });
    expect(UnreadViewSchema.parse((await who.expert.get(apiPaths.conversationUnread(number))).json())).toEqual({ unread: 0, readUpTo: ids[1] });
    expect(ConsoleListSchema.parse((await who.expert.get(apiPaths.console)).json()).items.find((entry) => entry.reference === number)?.unread).toBe(0);

    await said(who.expert, number, 'answer');
    expect(await unread(who.client, number)).toBe(1);
    expect(await unread(who.expert, number)).toBe(0);
    expectProblem(await who.client.write('POST', apiPaths.conversationRead(number), { upTo: -1 }), 400, ['upTo']);
  });

  it('pages: the latest messages, those after an id, those before one', async () => {
    const number = await placeOrder(who.client);
    const sent = [];
    for (let index = 0; index < 5; index += 1) sent.push((await said(who.client, number, `m${index}`)).id);
    expect((await conversation(who.client, number, `?after=${sent[1]}`)).messages.map((message) => message.id)).toEqual(sent.slice(2));
    expect((await conversation(who.client, number, `?before=${sent[3]}`)).messages.map((message) => message.id)).toEqual(sent.slice(0, 3));
    expectProblem(await who.client.get(`${apiPaths.conversation(number)}?after=abc`), 400, ['after']);
    expectProblem(await who.client.get(`${apiPaths.conversation(number)}?after=1&before=2`), 400, ['before']);
  });
});
