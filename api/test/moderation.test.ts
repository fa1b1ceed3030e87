/**
 * Moderation (issue 26): reports (signed in, one per account per target, never one's own), the
 * threshold (3 different accounts hide a post; 2 do not; the same account twice counts once), what
 * readers and the author see of hidden posts, the expert's review (restore, remove), and a new
 * account's 5 posts in its first 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { DiscussionListSchema, HiddenListSchema, ProblemSchema, discussionPaths, moderationPaths, type ReportRequest } from '@nyaya/shared/api';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { postsOf } from '../src/moderation/newAccount';
import { rowsOf } from '../src/db/rows';
import { Visitor, dbLabel, expectProblem, signIn, signInExpert, testApp, testDatabase } from './support';
import { answer, answered, newClientId, read, settled, start, started } from './discussionsSupport';

let app: FastifyInstance;
let asha: Visitor;
let ravi: Visitor;
let raviId: string;
const reporters: Visitor[] = [];
let expert: Visitor;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database);
  [asha, ravi, expert] = [new Visitor(app), new Visitor(app), new Visitor(app)];
  await settled(app, await signIn(asha));
  const raviAccount = await signIn(ravi);
  raviId = raviAccount.id;
  await settled(app, raviAccount);
  for (let n = 0; n < 3; n += 1) {
    reporters.push(new Visitor(app));
    await signIn(reporters[n]!);
  }
  await signInExpert(app, expert, expertForService('rental-agreement', { state: 'Delhi' }).id);
});
afterAll(async () => {
  await app?.close();
});

const report = (visitor: Visitor, target: Pick<ReportRequest, 'targetKind' | 'targetId'>, reason: ReportRequest['reason'] = 'spam', note?: string) =>
  visitor.write('POST', moderationPaths.reports, { ...target, reason, ...(note === undefined ? {} : { note }) });
const reported = async (visitor: Visitor, target: Pick<ReportRequest, 'targetKind' | 'targetId'>) => {
  const response = await report(visitor, target);
  expect(response.statusCode, response.body).toBe(200);
};
const listed = async (visitor: Visitor) => DiscussionListSchema.parse((await visitor.get(discussionPaths.list)).json()).discussions;

describe(`moderation (${dbLabel})`, () => {
  it('takes reports from members only, never of their own, and checks what is sent', async () => {
    const made = await started(asha);
    const target = { targetKind: 'discussion' as const, targetId: made.id };
    expectProblem(await report(new Visitor(app), target), 401);
    expectProblem(await report(asha, target), 422);
    expectProblem(await report(ravi, { targetKind: 'member', targetId: raviId }), 422);
    expectProblem(await report(ravi, { targetKind: 'discussion', targetId: 'ds-nothere' }), 404);
    expectProblem(await report(ravi, { targetKind: 'reply', targetId: '1e9' }), 404);
    expectProblem(await report(ravi, target, 'rude' as never), 400, ['reason']);
    expectProblem(await report(ravi, target, 'other', 'x'.repeat(501)), 400, ['note']);
    await reported(ravi, target);
    expect((await report(ravi, target, 'other', 'Looks like an advert <script>')).statusCode).toBe(200);
    await reported(ravi, { targetKind: 'member', targetId: (await signIn(new Visitor(app))).id });
  });

  it('hides a reply reported by 3 different accounts, not 2 (the same account twice counts once)', async () => {
    const made = await started(asha);
    const withReply = await answered(ravi, made.id, 'Buy cheap followers at example.com');
    const replyId = String(withReply.reply.id);
    const target = { targetKind: 'reply' as const, targetId: replyId };
    await reported(reporters[0]!, target);
    await reported(reporters[0]!, target);
    await reported(reporters[1]!, target);
    const guest = new Visitor(app);
    let seen = await read(guest, made.id);
    expect(seen.replies[0]).toMatchObject({ body: 'Buy cheap followers at example.com' });
    expect(seen.replies[0]!.hidden).toBeUndefined();
    expect(seen).toMatchObject({ messages: 2, participants: 2 });

    await reported(reporters[2]!, target);
    seen = await read(guest, made.id);
    expect(seen.replies[0]).toMatchObject({ body: '', hidden: true });
    expect(seen).toMatchObject({ messages: 1, participants: 1 });
    expect((await read(ravi, made.id)).replies[0]).toMatchObject({ body: 'Buy cheap followers at example.com', hidden: true, mine: true });

    const queue = HiddenListSchema.parse((await expert.get(moderationPaths.hidden)).json()).items;
    expect(queue.find((item) => item.id === replyId)).toMatchObject({ kind: 'reply', discussionId: made.id, reports: 3, reasons: ['spam'] });
    expect((await expert.write('POST', moderationPaths.decide('reply', replyId, 'remove'))).statusCode).toBe(200);
    expect((await read(guest, made.id)).replies).toEqual([]);
  });

  it('hides a reported discussion from lists and its page, but not from its author; an expert restores it', async () => {
    const made = await started(asha, { title: 'Sell your kidney for cash, call now' });
    const target = { targetKind: 'discussion' as const, targetId: made.id };
    for (const reporter of reporters) await reported(reporter, target);
    const guest = new Visitor(app);
    expect((await listed(guest)).some((item) => item.id === made.id)).toBe(false);
    const page = await guest.get(discussionPaths.one(made.id));
    expect(page.statusCode).toBe(410);
    expect(ProblemSchema.parse(page.json()).detail).toBe('This discussion is hidden while it is reviewed.');
    expectProblem(await answer(ravi, made.id, 'Reported.'), 410);
    expect((await listed(asha)).find((item) => item.id === made.id)).toMatchObject({ hidden: true });
    expect(await read(asha, made.id)).toMatchObject({ hidden: true, mine: true, title: 'Sell your kidney for cash, call now' });

    expectProblem(await asha.get(moderationPaths.hidden), 404);
    expectProblem(await asha.write('POST', moderationPaths.decide('discussion', made.id, 'restore')), 404);
    const queue = HiddenListSchema.parse((await expert.get(moderationPaths.hidden)).json()).items;
    expect(queue.find((item) => item.id === made.id)).toMatchObject({ kind: 'discussion', title: made.title, reports: 3 });
    expectProblem(await expert.write('POST', moderationPaths.decide('discussion', 'ds-nothere', 'restore')), 404);
    expectProblem(await expert.write('POST', moderationPaths.decide('member', raviId, 'remove')), 400);
    expect((await expert.write('POST', moderationPaths.decide('discussion', made.id, 'restore'))).statusCode).toBe(200);
    expect((await read(guest, made.id)).hidden).toBeUndefined();
    expect((await listed(guest)).some((item) => item.id === made.id)).toBe(true);
  });

  it('lets an account younger than 24 hours post 5 times, then says when it can post again', async () => {
    const fresh = new Visitor(app);
    const account = await signIn(fresh);
    const made = await started(fresh);
    for (let n = 1; n <= 3; n += 1) await answered(fresh, made.id, `Reply number ${n}`);
    const fifth = newClientId();
    expect((await answer(fresh, made.id, 'Reply number 4', fifth)).statusCode).toBe(201);
    // A retry of the 5th after a lost answer is the same post, not a 6th.
    expect((await answer(fresh, made.id, 'Reply number 4', fifth)).statusCode).toBe(200);
    const refused = await answer(fresh, made.id, 'One too many');
    expect(refused.statusCode).toBe(429);
    const body = ProblemSchema.parse(refused.json());
    const at = Date.parse(account.memberSince) + 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(body.retryAt!) - at)).toBeLessThan(1000);
    expect(body.detail).toMatch(/^New accounts can post 5 times in their first 24 hours\. You can post again from .+ \(India time\)/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    await settled(app, account);
    expect((await answer(fresh, made.id, 'A day later')).statusCode).toBe(201);
  });

  it('holds a new account to 5 posts when 10 arrive at once (replies, then discussions)', async () => {
    const fresh = new Visitor(app);
    await signIn(fresh);
    const made = await started(asha);
    const sent = await Promise.all(Array.from({ length: 10 }, (_, n) => answer(fresh, made.id, `Reply sent at once, number ${n + 1}`)));
    expect(sent.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    for (const refused of sent.filter((response) => response.statusCode === 429)) {
      expect(ProblemSchema.parse(refused.json()).detail).toMatch(/^New accounts can post 5 times in their first 24 hours\. You can post again from /);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    }
    expect((await read(asha, made.id)).replies).toHaveLength(5);

    // Discussions count against the same 5, and a discussion and replies racing together too.
    const another = new Visitor(app);
    await signIn(another);
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        n % 2 === 0 ? start(another, { title: `Started at once, number ${n + 1}` }) : answer(another, made.id, `Mixed reply ${n + 1}`),
      ),
    );
    expect(mixed.filter((response) => response.statusCode === 201)).toHaveLength(5);
    expect(mixed.filter((response) => response.statusCode === 429)).toHaveLength(5);
  });

  it('counts a new account’s posts from author-first indexes, not by reading every reply', async () => {
    // With sequential scans priced out, the plan shows whether an index can answer each count.
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${postsOf(raviId)}`))
        .map((row) => Object.values(row).join(''))
        .join('\n');
    });
    expect(plan).toMatch(/replies_author_idx/);
    expect(plan).toMatch(/discussions_client_id_key/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
