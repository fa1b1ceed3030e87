/**
 * Public discussions (issue 26): the seeded samples with their computed counts, reading as a guest,
 * starting and replying as members, counts that follow the rows, Oldest and Top, one upvote per
 * account, idempotent creates and replies, and the author's own edit and delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DiscussionListSchema, ReplyCreatedSchema, VoteViewSchema, discussionPaths } from '@nyaya/shared/api';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase } from './support';
import { answer, answered, newClientId, read, settled, start, started } from './discussionsSupport';

let app: FastifyInstance;
let asha: Visitor;
let ravi: Visitor;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database);
  [asha, ravi] = [new Visitor(app), new Visitor(app)];
  await settled(app, await signIn(asha));
  await settled(app, await signIn(ravi));
  await asha.write('PATCH', '/api/v1/me', { name: 'Asha' });
  await ravi.write('PATCH', '/api/v1/me', { name: 'Ravi' });
});
afterAll(async () => {
  await app?.close();
});

const list = async (visitor: Visitor) => DiscussionListSchema.parse((await visitor.get(discussionPaths.list)).json()).discussions;

describe(`discussions (${dbLabel})`, () => {
  it('lists the seeded samples to a guest with counts computed from their rows', async () => {
    const guest = new Visitor(app);
    const seeded = (await list(guest)).filter((item) => /^ds-\d$/.test(item.id));
    expect(seeded.map((item) => item.id).sort()).toEqual(['ds-1', 'ds-2', 'ds-3', 'ds-4', 'ds-5', 'ds-6', 'ds-7']);
    const tax = (await read(guest, 'ds-3')).replies;
    expect(tax.map((reply) => reply.author.name)).toEqual(['Karan Mehta', 'Divya Pillai', 'Sanjay Kumar', 'Ananya Gupta']);
    const ds3 = await read(guest, 'ds-3');
    // The author and three others; the opening post and four replies.
    expect(ds3).toMatchObject({
      title: 'New tax regime vs old: which one did you pick?',
      category: 'Finance',
      author: { name: 'Ananya Gupta' },
      messages: 5,
      mine: false,
      upvoted: false,
    });
    expect(ds3.participants).toBeGreaterThanOrEqual(4);
    expect(ds3.replies.every((reply) => !reply.mine && !reply.upvoted)).toBe(true);
    expect(Date.parse(ds3.lastActiveAt)).toBeGreaterThan(Date.parse(ds3.createdAt));
  });

  it('lets a member start a discussion and others reply; the counts follow', async () => {
    const made = await started(asha, { title: '  Tenant deposit not returned  ', body: 'Landlord keeps ₹50,000.\r\nWhat now?' });
    expect(made).toMatchObject({
      title: 'Tenant deposit not returned',
      body: 'Landlord keeps ₹50,000.\nWhat now?',
      author: { name: 'Asha' },
      participants: 1,
      messages: 1,
      mine: true,
    });
    expect(made.id).toMatch(/^ds-[a-z0-9]{12}$/);
    // A reply's answer is the reply as its author sees it and the counts after it, not the thread.
    const first = await answered(ravi, made.id, 'Send a legal notice first.');
    expect(first).toMatchObject({
      participants: 2,
      messages: 2,
      reply: { body: 'Send a legal notice first.', author: { name: 'Ravi' }, mine: true, upvotes: 0 },
    });
    expect(first).not.toHaveProperty('replies');
    const second = await answered(asha, made.id, 'Thanks, will do.');
    expect(second).toMatchObject({ participants: 2, messages: 3, lastActiveAt: second.reply.createdAt, reply: { mine: true } });
    expect(second.reply.id).toBeGreaterThan(first.reply.id);
    const after = await read(new Visitor(app), made.id);
    expect(after).toMatchObject({ participants: 2, messages: 3, mine: false });
    expect(after.replies.map((reply) => [reply.author.name, reply.body])).toEqual([
      ['Ravi', 'Send a legal notice first.'],
      ['Asha', 'Thanks, will do.'],
    ]);
    expect((await list(ravi)).find((item) => item.id === made.id)).toMatchObject({ participants: 2, messages: 3, lastActiveAt: after.replies[1]!.createdAt });
  });

  it('gives a repeated create or reply (same client id) the same post, and refuses the id for another text', async () => {
    const clientId = newClientId();
    const first = await start(asha, { clientId });
    const again = await start(asha, { clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
    expectProblem(await start(asha, { clientId, title: 'Something else entirely' }), 422);

    const replyId = newClientId();
    const results = await Promise.all([1, 2, 3].map(() => answer(ravi, first.json().id, 'Once only', replyId)));
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 200, 201]);
    // Each answer is the same reply (the retry's included), so a page adds it once.
    expect(new Set(results.map((result) => ReplyCreatedSchema.parse(result.json()).reply.id)).size).toBe(1);
    expect((await read(ravi, first.json().id)).replies).toHaveLength(1);
    expectProblem(await answer(ravi, first.json().id, 'Another text', replyId), 422);
  });

  it('sorts replies oldest first, or Top by upvotes', async () => {
    const { id } = await started(asha);
    await answered(ravi, id, 'first');
    await answered(asha, id, 'second');
    await answered(ravi, id, 'third');
    const { replies } = await read(asha, id);
    const vote = (visitor: Visitor, replyId: number) => visitor.write('PUT', discussionPaths.replyVote(id, replyId));
    await vote(asha, replies[2]!.id);
    await vote(ravi, replies[2]!.id);
    await vote(asha, replies[1]!.id);
    expect((await read(asha, id)).replies.map((reply) => reply.body)).toEqual(['first', 'second', 'third']);
    const top = await read(asha, id, 'top');
    expect(top.sort).toBe('top');
    expect(top.replies.map((reply) => [reply.body, reply.upvotes, reply.upvoted])).toEqual([
      ['third', 2, true],
      ['second', 1, true],
      ['first', 0, false],
    ]);
    expectProblem(await asha.get(`${discussionPaths.one(id)}?sort=newest`), 400, ['sort']);
  });

  it('counts one upvote per account, however often it is sent, and takes it back', async () => {
    const { id } = await started(asha);
    const up = (visitor: Visitor) => visitor.write('PUT', discussionPaths.vote(id));
    const down = (visitor: Visitor) => visitor.write('DELETE', discussionPaths.vote(id));
    await Promise.all([up(ravi), up(ravi), up(ravi)]);
    expect(VoteViewSchema.parse((await up(ravi)).json())).toEqual({ upvotes: 1, upvoted: true });
    expect(VoteViewSchema.parse((await up(asha)).json())).toEqual({ upvotes: 2, upvoted: true });
    expect((await read(ravi, id)).upvoted).toBe(true);
    expect((await read(new Visitor(app), id)).upvotes).toBe(2);
    expect(VoteViewSchema.parse((await down(ravi)).json())).toEqual({ upvotes: 1, upvoted: false });
    expect(VoteViewSchema.parse((await down(ravi)).json())).toEqual({ upvotes: 1, upvoted: false });
    expectProblem(await ravi.write('PUT', discussionPaths.vote('ds-nothere')), 404);
    expectProblem(await ravi.write('PUT', discussionPaths.replyVote(id, 999999999)), 404);
    // A seeded reply may be upvoted too.
    const seededReply = (await read(ravi, 'ds-2')).replies[0]!;
    expect(VoteViewSchema.parse((await ravi.write('PUT', discussionPaths.replyVote('ds-2', seededReply.id))).json()).upvoted).toBe(true);
    await ravi.write('DELETE', discussionPaths.replyVote('ds-2', seededReply.id));
  });

  it('lets the author edit and delete their own posts; to anyone else they are 404', async () => {
    const { id } = await started(asha);
    const replyId = (await answered(ravi, id, 'My reply')).reply.id;

    expectProblem(await ravi.write('PATCH', discussionPaths.one(id), { title: 'Taken over by Ravi' }), 404);
    expectProblem(await ravi.write('DELETE', discussionPaths.one(id)), 404);
    expectProblem(await asha.write('PATCH', discussionPaths.reply(id, replyId), { body: 'Asha was here' }), 404);
    expectProblem(await asha.write('DELETE', discussionPaths.reply(id, replyId)), 404);
    expectProblem(await asha.write('PATCH', discussionPaths.one('ds-1'), { title: 'Not my sample to change' }), 404);

    const edited = await asha.write('PATCH', discussionPaths.one(id), { title: 'Rent agreement stamp duty in Pune (2026)', category: 'Technology' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Rent agreement stamp duty in Pune (2026)', category: 'Technology' });
    expect(edited.json().editedAt).not.toBeNull();
    const reply = await ravi.write('PATCH', discussionPaths.reply(id, replyId), { body: 'My corrected reply' });
    expect(reply.json().replies[0]).toMatchObject({ body: 'My corrected reply', mine: true });

    expect((await ravi.write('DELETE', discussionPaths.reply(id, replyId))).statusCode).toBe(204);
    expectProblem(await ravi.write('DELETE', discussionPaths.reply(id, replyId)), 404);
    expect((await read(asha, id)).messages).toBe(1);
    expect((await asha.write('DELETE', discussionPaths.one(id))).statusCode).toBe(204);
    expectProblem(await asha.get(discussionPaths.one(id)), 404);
    expect((await list(asha)).some((item) => item.id === id)).toBe(false);
  });

  it('counts an account’s posts on its profile and puts them in its data export', async () => {
    const writer = new Visitor(app);
    await settled(app, await signIn(writer));
    const { id } = await started(writer, { title: 'Exported discussion title' });
    await answered(writer, 'ds-4', 'An exported reply');
    await writer.write('PUT', discussionPaths.vote(id));
    expect((await writer.get('/api/v1/me')).json().account.stats.communityPosts).toBe(2);
    const exported = (await writer.get('/api/v1/me/export')).json();
    expect(exported.account.stats.communityPosts).toBe(2);
    expect(exported.community.discussions).toMatchObject([{ id, title: 'Exported discussion title', category: 'Finance' }]);
    expect(exported.community.replies).toMatchObject([{ discussionId: 'ds-4', body: 'An exported reply' }]);
    expect(exported.community.upvotes).toMatchObject([{ discussionId: id, replyId: null }]);
  });

  it('erases a deleted account’s discussions, replies and upvotes with it', async () => {
    const leaving = new Visitor(app);
    await settled(app, await signIn(leaving));
    const { id } = await started(leaving);
    const kept = await started(asha);
    await answered(leaving, kept.id, 'My words go with me');
    await leaving.write('PUT', discussionPaths.vote(kept.id));
    expect((await leaving.send('DELETE', '/api/v1/me?confirm=DELETE')).statusCode).toBe(200);
    expectProblem(await asha.get(discussionPaths.one(id)), 404);
    expect(await read(asha, kept.id)).toMatchObject({ messages: 1, upvotes: 0, replies: [] });
  });
});
