/**
 * Conversations against hostile or careless clients (issue 25): fields of the wrong type or shape,
 * text that is only invisible characters, resume points that are not ids, a read marker pushed
 * past the end, retries racing each other, and ids of another conversation's messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConversationViewSchema, MessageViewSchema, UnreadViewSchema, apiPaths } from '@nyaya/shared/api';
import { MESSAGE_MAX_LENGTH } from '@nyaya/shared/rules/conversation';
import { dbLabel, expectProblem, testApp, testDatabase } from './support';
import { listen, newClientId, openStream, parties, placeOrder, said, say, type Parties } from './conversationsSupport';

let app: FastifyInstance;
let port: number;
let who: Parties;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database);
  port = await listen(app);
  who = await parties(app);
});
afterAll(async () => {
  await app?.close();
});

describe(`conversations, hostile input (${dbLabel})`, () => {
  it('refuses fields of the wrong type or shape with 400, and stores nothing', async () => {
    const number = await placeOrder(who.client);
    const post = (body: unknown) => who.client.send('POST', apiPaths.conversationMessages(number), { body });
    for (const body of [
      { clientId: newClientId(), body: 42 },
      { clientId: newClientId(), body: ['hi'] },
      { clientId: newClientId(), body: { text: 'hi' } },
      { clientId: newClientId(), body: null },
      { clientId: newClientId() },
      { body: 'no client id' },
      { clientId: 'short', body: 'hi' },
      { clientId: 'a/b/c/d/e/f/g/h/i/j', body: 'hi' },
      { clientId: 'x'.repeat(65), body: 'hi' },
      { clientId: 'नमस्ते-नमस्ते-नमस्ते-नमस्ते', body: 'hi' },
    ])
      expectProblem(await post(body), 400);
    expectProblem(await post('{"clientId": "abcdefghijklmnop", "body": '), 400);
    // Only invisible characters: empty once cleaned.
    expectProblem(await say(who.client, number, '\u200b\u200d\u2060\u202e \t\n'), 400);
    expect(ConversationViewSchema.parse((await who.client.get(apiPaths.conversation(number))).json()).messages).toEqual([]);
  });

  it('counts the limit in UTF-16 units as the composer does: 1,000 emoji fit, 1,001 do not', async () => {
    const number = await placeOrder(who.client);
    expect((await said(who.client, number, '😀'.repeat(MESSAGE_MAX_LENGTH / 2))).body).toHaveLength(MESSAGE_MAX_LENGTH);
    expectProblem(await say(who.client, number, '😀'.repeat(MESSAGE_MAX_LENGTH / 2 + 1)), 400);
  });

  it('keeps each side’s client ids apart, and makes one message of ten racing retries', async () => {
    const number = await placeOrder(who.client);
    const shared = newClientId();
    expect((await say(who.client, number, 'from the client', shared)).statusCode).toBe(201);
    expect((await say(who.expert, number, 'from the expert', shared)).statusCode).toBe(201);

    const racing = newClientId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => say(who.client, number, 'sent ten times', racing)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([...Array<number>(9).fill(200), 201]);
    expect(new Set(answers.map((answer) => MessageViewSchema.parse(answer.json()).id)).size).toBe(1);
    const bodies = ConversationViewSchema.parse((await who.expert.get(apiPaths.conversation(number))).json()).messages.map((message) => message.body);
    expect(bodies).toEqual(['from the client', 'from the expert', 'sent ten times']);
  });

  it('takes only digits as a resume point or a read marker, and clamps the marker to the last message', async () => {
    const number = await placeOrder(who.client);
    const [first, last] = [await said(who.expert, number, 'one'), await said(who.expert, number, 'two')];
    for (const id of ['-1', '1.5', '1e3', 'abc', '0x10', '9999999999999999', '1 2']) {
      const stream = await openStream(port, apiPaths.conversationEvents(number), who.client.cookie, { 'last-event-id': id });
      await stream.closed;
      expect(stream.status, `${id}: ${stream.raw}`).toBe(400);
      stream.close();
      expectProblem(await who.client.get(`${apiPaths.conversation(number)}?after=${encodeURIComponent(id)}`), 400);
    }
    for (const upTo of [-1, 1.5, '5', null, 1e20]) expectProblem(await who.client.write('POST', apiPaths.conversationRead(number), { upTo }), 400);

    // The header wins over the query: a reconnecting EventSource keeps its page's first `?after=`.
    const resumed = await openStream(port, `${apiPaths.conversationEvents(number)}?after=0`, who.client.cookie, { 'last-event-id': String(first.id) });
    expect((await resumed.waitFor(1)).map((message) => message.id)).toEqual([last.id]);
    resumed.close();

    const read = await who.client.write('POST', apiPaths.conversationRead(number), { upTo: 999_999_999 });
    expect(UnreadViewSchema.parse(read.json())).toEqual({ unread: 0, readUpTo: last.id });
    const later = await said(who.expert, number, 'three');
    expect(UnreadViewSchema.parse((await who.client.get(apiPaths.conversationUnread(number))).json())).toEqual({ unread: 1, readUpTo: last.id });
    expect(later.id).toBeGreaterThan(last.id);
  });

  it('finds no attachment or message of another conversation through this one', async () => {
    const [mine, theirs] = [await placeOrder(who.client), await placeOrder(who.anotherClient)];
    const foreign = await said(who.anotherClient, theirs, 'not yours');
    expectProblem(await who.client.get(apiPaths.messageAttachment(mine, foreign.id)), 404);
    const page = ConversationViewSchema.parse((await who.client.get(`${apiPaths.conversation(mine)}?after=0`)).json());
    expect(page.messages).toEqual([]);
    // The expert of both sees each conversation's own messages only.
    const other = ConversationViewSchema.parse((await who.expert.get(`${apiPaths.conversation(theirs)}?before=${foreign.id + 1}`)).json());
    expect(other.messages.map((message) => message.body)).toEqual(['not yours']);
  });
});
