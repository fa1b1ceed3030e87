/**
 * Discussions against hostile input (issue 26): a guest's writes (401), markup kept as plain text,
 * invisible characters removed, oversize and empty posts, unknown categories, wrong-typed fields,
 * ids that are not ids, and the per-account posting rate with its message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { discussionPaths } from '@nyaya/shared/api';
import { DISCUSSION_BODY_MAX, DISCUSSION_TITLE_MAX, REPLY_BODY_MAX } from '@nyaya/shared/rules/info/discussionPost';
import { POSTS_PER_MINUTE } from '../src/discussions/write';
import { NEW_ACCOUNT_POSTS } from '../src/moderation/newAccount';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase } from './support';
import { answer, answered, newClientId, read, settled, start, started } from './discussionsSupport';

let app: FastifyInstance;
let member: Visitor;

beforeAll(async () => {
  // One instant for the whole file: the posting limit counts per clock minute, and a test that
  // straddled a minute's end would see its count start again (it did, in CI, on PostgreSQL).
  const pinned = Date.now();
  app = await testApp((await testDatabase()).database, { now: () => pinned });
  member = new Visitor(app);
  await settled(app, await signIn(member));
});
afterAll(async () => {
  await app?.close();
});

describe(`discussions, hostile (${dbLabel})`, () => {
  it('asks a guest to sign in for every write, with a clear message', async () => {
    const guest = new Visitor(app);
    await guest.get('/api/v1/me');
    const writes = [
      start(guest),
      answer(guest, 'ds-1', 'hello'),
      guest.write('PUT', discussionPaths.vote('ds-1')),
      guest.write('DELETE', discussionPaths.vote('ds-1')),
      guest.write('PATCH', discussionPaths.one('ds-1'), { title: 'Mine now, all mine' }),
      guest.write('DELETE', discussionPaths.one('ds-1')),
    ];
    for (const response of await Promise.all(writes)) expect(expectProblem(response, 401).detail).toMatch(/Sign in/);
    expect((await read(guest, 'ds-1')).title).toBe('Should AI-drafted contracts be legally valid?');
  });

  it('keeps markup as plain text and removes invisible characters', async () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)> **bold** [x](javascript:alert(3))';
    const made = await started(member, { title: `Hello\u202E<b>world</b>\u200B`, body: script });
    expect(made.title).toBe('Hello<b>world</b>');
    expect(made.body).toBe(script);
    const replied = await answered(member, made.id, `  ${script}\u0000  `);
    expect(replied.reply.body).toBe(script);
  });

  it('refuses empty, too short, oversize posts and unknown categories, naming the field', async () => {
    expectProblem(await start(member, { title: '' }), 400, ['title']);
    expectProblem(await start(member, { title: 'Short' }), 400, ['title']);
    expectProblem(await start(member, { title: '\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B\u200B' }), 400, ['title']);
    const long = expectProblem(await start(member, { title: 'x'.repeat(DISCUSSION_TITLE_MAX + 1) }), 400, ['title']);
    expect(long.detail).toMatch(/at most 140 characters/);
    expectProblem(await start(member, { body: 'y'.repeat(DISCUSSION_BODY_MAX + 1) }), 400, ['body']);
    expectProblem(await start(member, { body: 'y'.repeat(DISCUSSION_BODY_MAX * 2 + 1) }), 400, ['body']);
    expectProblem(await start(member, { category: 'All' }), 400, ['category']);
    expectProblem(await start(member, { category: '<script>' }), 400, ['category']);
    expectProblem(await start(member, { title: '', category: 'Nope', body: ' ' }), 400, ['title', 'category', 'body']);
    expectProblem(await answer(member, 'ds-2', 'z'.repeat(REPLY_BODY_MAX + 1)), 400, ['body']);
    expectProblem(await answer(member, 'ds-2', '   \n '), 400, ['body']);
    const { id } = await started(member);
    expectProblem(await member.write('PATCH', discussionPaths.one(id), { body: '' }), 400, ['body']);
    expectProblem(await member.write('PATCH', discussionPaths.one(id), { category: 'Sports' }), 400, ['category']);
  });

  it('refuses wrong-typed fields, unknown fields and malformed client ids', async () => {
    expectProblem(await member.write('POST', discussionPaths.list, { clientId: newClientId(), title: 42, category: 'Finance', body: 'x' }), 400, ['title']);
    expectProblem(await member.write('POST', discussionPaths.list, { clientId: 'short', title: 'A fine title', category: 'Finance', body: 'x' }), 400, [
      'clientId',
    ]);
    expectProblem(await start(member, { authorAccountId: 'someone' } as never), 400, ['authorAccountId']);
    expectProblem(await member.write('POST', discussionPaths.replies('ds-2'), { clientId: newClientId(), body: ['a'] }), 400, ['body']);
    expectProblem(await member.write('POST', discussionPaths.list, '{"not json'), 400);
  });

  it('answers 404 for ids that are not ids, and for replies of another discussion', async () => {
    for (const id of ['nope', 'DS-1', 'ds-1;drop', '<script>', 'ds-' + 'a'.repeat(60)]) {
      expectProblem(await member.get(discussionPaths.one(id)), 404);
      expectProblem(await answer(member, id, 'hi'), 404);
    }
    expectProblem(await answer(member, 'ds-zzzzzzzzzzzz', 'hi'), 404);
    const otherReply = (await read(member, 'ds-3')).replies[0]!.id;
    expectProblem(await member.write('PUT', discussionPaths.replyVote('ds-1', otherReply)), 404);
    for (const replyId of ['0', '-1', '1e3', 'abc'])
      expectProblem(await member.write('PUT', `${discussionPaths.vote('ds-1').replace('/vote', '')}/replies/${replyId}/vote`), 404);
  });

  it('stops an account posting faster than the limit, saying how long to wait', async () => {
    const hurried = new Visitor(app);
    await settled(app, await signIn(hurried));
    const { id } = await started(hurried);
    for (let index = 1; index < POSTS_PER_MINUTE; index += 1) expect((await answer(hurried, id, `reply ${index}`)).statusCode).toBe(201);
    const refused = await answer(hurried, id, 'one too many');
    const problem = expectProblem(refused, 429);
    expect(problem.detail).toMatch(/too quickly: at most 20 replies or edits a minute/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not held back by it.
    expect((await answer(member, id, 'still fine')).statusCode).toBe(201);
  });

  it('counts only stored posts against the rate: refusals on the way cost nothing', async () => {
    const fresh = new Visitor(app);
    const account = await signIn(fresh);
    const { id } = await started(fresh);
    for (let index = 1; index < NEW_ACCOUNT_POSTS; index += 1) expect((await answer(fresh, id, `early ${index}`)).statusCode).toBe(201);
    // Refused by the new-account rule, by validation, and as a reused client id with another text.
    const clientId = newClientId();
    expect((await answer(fresh, id, 'first day, refused', clientId)).statusCode).toBe(429);
    for (let index = 0; index < POSTS_PER_MINUTE; index += 1) {
      expect((await answer(fresh, id, `first day, refused ${index}`)).statusCode).toBe(429);
      expectProblem(await answer(fresh, id, '   '), 400, ['body']);
    }
    await settled(app, account);
    const reused = await answer(fresh, id, 'first text', clientId);
    expect(reused.statusCode).toBe(201);
    expect((await answer(fresh, id, 'other text', clientId)).statusCode).toBe(422);
    // The whole minute's allowance is still there: 5 posts and 1 stored so far.
    for (let index = NEW_ACCOUNT_POSTS + 1; index < POSTS_PER_MINUTE; index += 1) expect((await answer(fresh, id, `later ${index}`)).statusCode).toBe(201);
    expect(expectProblem(await answer(fresh, id, 'one too many'), 429).detail).toMatch(/too quickly/);
  });
});
