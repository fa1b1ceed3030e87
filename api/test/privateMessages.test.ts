/**
 * Private messages (issue 26) on the conversations' engine: only members find a member
 * conversation (404 for anyone else, its messages and its stream included), one direct
 * conversation per pair, groups, blocks both ways, the new-account rule, per-member unread counts,
 * presence from an open stream, the lookup, and the other members' notifications.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  ConversationViewSchema,
  MemberLookupSchema,
  OpenedConversationSchema,
  PrivateConversationListSchema,
  UnreadViewSchema,
  accountPaths,
  apiPaths,
} from '@nyaya/shared/api';
import { accounts } from '../src/db/schema';
import { listOf } from './notificationsSupport';
import { request as httpRequest } from 'node:http';
import { listen, newClientId, openStream, said, say } from './conversationsSupport';
import { started } from './discussionsSupport';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';

const NOW = Date.parse('2026-11-27T12:00:00+05:30');
const DAY = 24 * 60 * 60 * 1000;
let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW, eventStream: { heartbeatMs: 50 } });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

interface Member {
  visitor: Visitor;
  id: string;
}

/** A signed-in member with a name; `fresh`: made just now (under 24 hours), else two days old. */
async function member(name: string, { fresh = false } = {}): Promise<Member> {
  const visitor = new Visitor(app);
  const account = await signIn(visitor);
  expect((await visitor.write('PATCH', accountPaths.me, { name })).statusCode).toBe(200);
  if (!fresh)
    await app.db
      .update(accounts)
      .set({ createdAt: new Date(NOW - 2 * DAY) })
      .where(eq(accounts.id, account.id));
  return { visitor, id: account.id };
}

async function direct(from: Member, to: Member): Promise<string> {
  const response = await from.visitor.write('POST', apiPaths.privateDirect, { memberId: to.id });
  expect(response.statusCode, response.body).toBe(200);
  return OpenedConversationSchema.parse(response.json()).reference;
}
const list = async (who: Member) => PrivateConversationListSchema.parse((await who.visitor.get(apiPaths.privateConversations)).json()).conversations;

/** The private list's stream, read as text (its events carry no message). */
function openRaw(port: number, path: string, cookie: string | undefined): Promise<{ raw: string; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (response) => {
      response.setEncoding('utf8');
      const stream = { raw: '', close: () => req.destroy() };
      response.on('data', (chunk: string) => (stream.raw += chunk));
      resolve(stream);
    });
    req.on('error', reject);
    req.end();
  });
}

describe(`private messages (${dbLabel})`, () => {
  it('opens one direct conversation per pair, whoever opens it and however often', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const reference = await direct(asha, ravi);
    expect(reference).toMatch(/^CNV\d+$/);
    expect(await direct(asha, ravi)).toBe(reference);
    expect(await direct(ravi, asha)).toBe(reference);
    const both = await Promise.all([direct(asha, ravi), direct(ravi, asha)]);
    expect(both).toEqual([reference, reference]);
    const [row] = await list(ravi);
    expect(row).toMatchObject({ reference, kind: 'direct', title: 'Asha', unread: 0, lastMessage: null, blocked: false });
    expect(row!.members).toEqual([{ id: asha.id, name: 'Asha', online: false }]);
    expectProblem(await asha.visitor.write('POST', apiPaths.privateDirect, { memberId: asha.id }), 404);
    expectProblem(await asha.visitor.write('POST', apiPaths.privateDirect, { memberId: 'no-such-account' }), 404);
  });

  it('is 404 for anyone but its members: the conversation, its messages, reads and stream; 401 for a guest', async () => {
    const [asha, ravi, stranger] = [await member('Asha'), await member('Ravi'), await member('Mallory')];
    const reference = await direct(asha, ravi);
    await said(asha.visitor, reference, 'Hello Ravi');
    const guest = new Visitor(app);
    for (const who of [stranger.visitor, guest]) {
      expectProblem(await who.get(apiPaths.conversation(reference)), 404);
      expectProblem(await say(who, reference, 'let me in'), 404);
      expectProblem(await who.write('POST', apiPaths.conversationRead(reference), { upTo: 1 }), 404);
      expectProblem(await who.get(apiPaths.conversationUnread(reference)), 404);
      expectProblem(await who.get(apiPaths.conversationEvents(reference)), 404);
      expectProblem(await who.write('POST', apiPaths.privateGroupMembers(reference), { memberIds: [stranger.id] }), who === guest ? 401 : 404);
    }
    expectProblem(await guest.get(apiPaths.privateConversations), 401);
    expectProblem(await stranger.visitor.get(apiPaths.conversation('CNV999999999')), 404);
    expect(await list(stranger)).toEqual([]);
  });

  it('counts unread per member, and what a member sends or reads is not unread for them', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const reference = await direct(asha, ravi);
    await said(asha.visitor, reference, 'one');
    const second = await said(asha.visitor, reference, 'two');
    expect(second).toMatchObject({ from: 'member', author: asha.id });
    expect((await list(ravi))[0]).toMatchObject({ unread: 2, lastMessage: { body: 'two', mine: false } });
    expect((await list(asha))[0]).toMatchObject({ unread: 0, lastMessage: { body: 'two', mine: true } });
    const view = ConversationViewSchema.parse((await ravi.visitor.get(apiPaths.conversation(reference))).json());
    expect(view).toMatchObject({ subject: 'member', you: 'member', me: ravi.id, counterpart: 'Asha', unread: 2, readUpTo: 0 });
    expect(view.members).toEqual(
      expect.arrayContaining([
        { id: asha.id, name: 'Asha' },
        { id: ravi.id, name: 'Ravi' },
      ]),
    );
    const read = await ravi.visitor.write('POST', apiPaths.conversationRead(reference), { upTo: second.id });
    expect(UnreadViewSchema.parse(read.json())).toEqual({ unread: 0, readUpTo: second.id });
    await said(ravi.visitor, reference, 'hi back');
    expect((await list(ravi))[0]!.unread).toBe(0);
    expect((await list(asha))[0]!.unread).toBe(1);
  });

  it('makes groups with a title, adds members, and tells every other member of a message', async () => {
    const [asha, ravi, meera, dev] = [await member('Asha'), await member('Ravi'), await member('Meera'), await member('Dev')];
    const made = await asha.visitor.write('POST', apiPaths.privateGroups, { title: '  Tenants of Block C ', memberIds: [ravi.id, meera.id] });
    expect(made.statusCode, made.body).toBe(201);
    const { reference } = OpenedConversationSchema.parse(made.json());
    expectProblem(await dev.visitor.get(apiPaths.conversation(reference)), 404);
    expect((await asha.visitor.write('POST', apiPaths.privateGroupMembers(reference), { memberIds: [dev.id] })).statusCode).toBe(200);
    await said(ravi.visitor, reference, 'Meeting at 6?');
    for (const who of [asha, meera, dev]) {
      expect((await list(who))[0]).toMatchObject({ reference, kind: 'group', title: 'Tenants of Block C', unread: 1 });
      const notes = (await listOf(who.visitor)).items.filter((note) => note.kind === 'new-message');
      expect(notes[0]).toMatchObject({ subject: { type: 'conversation', reference }, data: { from: 'Ravi', group: 'Tenants of Block C' } });
    }
    expect((await listOf(ravi.visitor)).items.filter((note) => note.kind === 'new-message')).toEqual([]);
    expectProblem(await asha.visitor.write('POST', apiPaths.privateGroups, { title: ' ', memberIds: [ravi.id] }), 400, ['title']);
    const directRef = await direct(asha, ravi);
    expectProblem(await asha.visitor.write('POST', apiPaths.privateGroupMembers(directRef), { memberIds: [dev.id] }), 400);
  });

  it('lets a member leave a group, which goes on for the others; the last to leave takes it with them', async () => {
    const [asha, ravi, dev] = [await member('Asha'), await member('Ravi'), await member('Dev')];
    const made = await asha.visitor.write('POST', apiPaths.privateGroups, { title: 'Society AGM', memberIds: [ravi.id] });
    const { reference } = OpenedConversationSchema.parse(made.json());
    await said(ravi.visitor, reference, 'See you at 6');
    expectProblem(await dev.visitor.send('DELETE', apiPaths.privateLeaveGroup(reference)), 404);
    expectProblem(await ravi.visitor.send('DELETE', apiPaths.privateLeaveGroup(await direct(ravi, dev))), 400);
    expect((await ravi.visitor.send('DELETE', apiPaths.privateLeaveGroup(reference))).statusCode).toBe(204);
    expectProblem(await ravi.visitor.get(apiPaths.conversation(reference)), 404);
    expect((await list(ravi)).some((one) => one.reference === reference)).toBe(false);
    const left = ConversationViewSchema.parse((await asha.visitor.get(apiPaths.conversation(reference))).json());
    expect(left.members?.map((one) => one.name)).toEqual(['Asha']);
    expect(left.messages.map((message) => message.body)).toEqual(['See you at 6']);
    expect((await asha.visitor.send('DELETE', apiPaths.privateLeaveGroup(reference))).statusCode).toBe(204);
    expectProblem(await asha.visitor.send('DELETE', apiPaths.privateLeaveGroup(reference)), 404);
  });

  it('blocks a member: neither writes to the other until the blocker unblocks', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const reference = await direct(asha, ravi);
    await said(ravi.visitor, reference, 'hello');
    expect((await asha.visitor.write('PUT', apiPaths.privateBlock(ravi.id))).statusCode).toBe(204);
    const refused = expectProblem(await say(ravi.visitor, reference, 'are you there?'), 403);
    expect(refused.detail).toBe('This member does not accept messages from you.');
    expect(expectProblem(await say(asha.visitor, reference, 'bye'), 403).detail).toContain('Unblock');
    expect((await list(asha))[0]!.blocked).toBe(true);
    expect((await asha.visitor.get(apiPaths.privateBlocks)).json()).toEqual({ blocked: [{ id: ravi.id, name: 'Ravi' }] });
    expectProblem(await ravi.visitor.write('POST', apiPaths.privateGroups, { title: 'Us', memberIds: [asha.id] }), 403);
    expect((await asha.visitor.write('DELETE', apiPaths.privateBlock(ravi.id))).statusCode).toBe(204);
    await said(ravi.visitor, reference, 'back again');
  });

  it('lets an account under 24 hours old write only where someone has written to it first', async () => {
    const [newcomer, asha] = [await member('Newcomer', { fresh: true }), await member('Asha')];
    const reference = await direct(newcomer, asha);
    const refused = expectProblem(await say(newcomer.visitor, reference, 'buy my course'), 403);
    expect(refused.detail).toContain('less than 24 hours old');
    await said(asha.visitor, reference, 'Welcome!');
    await said(newcomer.visitor, reference, 'Thank you');
  });

  it('rate-limits sending like every chat: 30 messages a minute', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const reference = await direct(asha, ravi);
    for (let index = 0; index < 30; index += 1) await said(asha.visitor, reference, `line ${index}`);
    expectProblem(await say(asha.visitor, reference, 'one too many', newClientId()), 429);
  });

  it('finds members who wrote in public by part of their name, never the asker', async () => {
    const [asha, ravi] = [await member('Asha Lookup'), await member('Ravi Lookup')];
    await started(ravi.visitor, { title: 'Rent agreement stamp duty in Pune', body: 'What did you pay for an 11-month agreement?' });
    const { members } = MemberLookupSchema.parse((await asha.visitor.get(apiPaths.privateMembers('lookup'))).json());
    expect(members).toContainEqual({ id: ravi.id, name: 'Ravi Lookup' });
    expect(members.some((m) => m.id === asha.id)).toBe(false);
    expectProblem(await asha.visitor.get(apiPaths.privateMembers('a')), 400, ['name']);
  });

  it('exports a member’s conversations, then erases its direct ones whole and its words in groups', async () => {
    const [leaving, ravi, meera] = [await member('Leaving'), await member('Ravi'), await member('Meera')];
    const reference = await direct(leaving, ravi);
    await said(leaving.visitor, reference, 'private words');
    const made = await ravi.visitor.write('POST', apiPaths.privateGroups, { title: 'Block C', memberIds: [leaving.id, meera.id] });
    const group = OpenedConversationSchema.parse(made.json()).reference;
    await said(leaving.visitor, group, 'my words');
    await said(meera.visitor, group, 'her words');
    // Before going, the export holds both conversations as the member reads them.
    const exported = (await leaving.visitor.get(accountPaths.export)).json() as {
      conversations: { reference: string; kind?: string; title?: string | null; messages: { body: string }[] }[];
    };
    expect(exported.conversations).toEqual([
      { reference, kind: 'direct', title: null, messages: [expect.objectContaining({ body: 'private words' })] },
      {
        reference: group,
        kind: 'group',
        title: 'Block C',
        messages: [expect.objectContaining({ body: 'my words' }), expect.objectContaining({ body: 'her words' })],
      },
    ]);
    expect((await leaving.visitor.send('DELETE', accountPaths.deleteAccount)).statusCode).toBe(200);
    expectProblem(await ravi.visitor.get(apiPaths.conversation(reference)), 404);
    const left = ConversationViewSchema.parse((await ravi.visitor.get(apiPaths.conversation(group))).json());
    expect(left.messages.map((message) => message.body)).toEqual(['her words']);
    expect(left.members?.map((one) => one.name).sort()).toEqual(['Meera', 'Ravi']);
  });

  it('takes a report of a message from a member of its conversation only', async () => {
    const [asha, ravi, stranger] = [await member('Asha'), await member('Ravi'), await member('Mallory')];
    const reference = await direct(asha, ravi);
    const message = await said(asha.visitor, reference, 'buy followers cheap');
    const report = (who: Member) => who.visitor.write('POST', '/api/v1/reports', { targetKind: 'message', targetId: String(message.id), reason: 'spam' });
    expect((await report(ravi)).statusCode).toBe(200);
    expectProblem(await report(stranger), 404);
    expectProblem(await report(asha), 422);
  });

  it('shows a member online while they have an event stream open, and pokes the list live', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const reference = await direct(asha, ravi);
    const port = await listen(app);
    const stream = await openStream(port, apiPaths.conversationEvents(reference), ravi.visitor.cookie);
    const inbox = await openRaw(port, apiPaths.privateEvents, ravi.visitor.cookie);
    try {
      await expect.poll(async () => (await list(asha))[0]!.members[0]!.online, { timeout: 5000 }).toBe(true);
      await said(asha.visitor, reference, 'live?');
      await expect.poll(() => inbox.raw.includes('event: inbox'), { timeout: 5000 }).toBe(true);
      await stream.waitFor(1);
    } finally {
      stream.close();
      inbox.close();
    }
  });
});
