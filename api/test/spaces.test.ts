/**
 * Spaces (issue 26): the seeded spaces with member counts computed from the rows, joining and
 * leaving (safe to retry, racing joins counted once), a private space's requests approved or
 * declined by its admin only (the approved member told), its discussions for members only (404
 * for anyone else, and missing from the public list), and the rate of membership writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  accountPaths,
  DiscussionListSchema,
  ReplyCreatedSchema,
  moderationPaths,
  SpaceDetailSchema,
  SpaceListSchema,
  discussionPaths,
  spacePaths,
  type SpaceDetail,
} from '@nyaya/shared/api';
import { spaces as sampleSpaces } from '@nyaya/shared/data/info';
import { SPACE_WRITES_PER_MINUTE } from '../src/spaces/write';
import { answer, newClientId, read, start, started } from './discussionsSupport';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, expectProblem, signIn, signInExpert, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  // One instant for the whole file: the membership limit counts per clock minute, and its test
  // must not straddle a minute's end (the count would start again; CI saw 200 for the 31st).
  const pinned = Date.now();
  app = await testApp(db.database, { now: () => pinned });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function member() {
  const visitor = new Visitor(app);
  await signIn(visitor);
  return visitor;
}
async function admin() {
  const visitor = new Visitor(app);
  await signInExpert(app, visitor, 'priya-sharma');
  return visitor;
}
const spaceOf = async (visitor: Visitor, id: string): Promise<SpaceDetail> => {
  const response = await visitor.get(spacePaths.one(id));
  expect(response.statusCode, response.body).toBe(200);
  return SpaceDetailSchema.parse(response.json());
};
const membership = async (visitor: Visitor, id: string, method: 'PUT' | 'DELETE' = 'PUT'): Promise<SpaceDetail> => {
  const response = await visitor.write(method, spacePaths.membership(id));
  expect(response.statusCode, response.body).toBe(200);
  return SpaceDetailSchema.parse(response.json());
};
const decide = (visitor: Visitor, id: string, requestId: number, decision: 'approve' | 'decline') =>
  visitor.write('POST', spacePaths.decide(id, requestId, decision));

describe(`spaces (${dbLabel})`, () => {
  it('lists the seeded spaces to a guest, each counting its admin as its first member', async () => {
    const { spaces } = SpaceListSchema.parse((await new Visitor(app).get(spacePaths.list)).json());
    // The seed's come first; spaces members started (other test files, same database) after them.
    const seeded = spaces.slice(0, sampleSpaces.length);
    expect(seeded.map((space) => space.id).sort()).toEqual(sampleSpaces.map((space) => space.id).sort());
    for (const space of seeded) {
      const sample = sampleSpaces.find((each) => each.id === space.id)!;
      expect(space).toMatchObject({ name: sample.name, type: sample.type, description: sample.description, colour: sample.colour, mine: null, admin: false });
      expect(space.members).toBeGreaterThanOrEqual(1);
    }
  });

  it('asks a guest to sign in, and answers 404 for a space that is not there', async () => {
    const guest = new Visitor(app);
    expectProblem(await guest.write('PUT', spacePaths.membership('sp-tenants')), 401);
    expectProblem(await guest.write('DELETE', spacePaths.membership('sp-tenants')), 401);
    const visitor = await member();
    for (const id of ['sp-nope', 'ds-1', '../sp-tenants', 'sp-tenants;drop', '<script>']) {
      expectProblem(await visitor.write('PUT', spacePaths.membership(id)), 404);
      expectProblem(await visitor.get(spacePaths.one(id)), 404);
    }
  });

  it('joins and leaves a public space, counted for everyone, safe to retry', async () => {
    const [visitor, other] = await Promise.all([member(), member()]);
    const before = (await spaceOf(other, 'sp-founders')).members;
    expect(await membership(visitor, 'sp-founders')).toMatchObject({ members: before + 1, mine: 'member' });
    expect(await membership(visitor, 'sp-founders')).toMatchObject({ members: before + 1, mine: 'member' });
    expect(await spaceOf(other, 'sp-founders')).toMatchObject({ members: before + 1, mine: null });
    expect(await membership(visitor, 'sp-founders', 'DELETE')).toMatchObject({ members: before, mine: null });
    expect(await membership(visitor, 'sp-founders', 'DELETE')).toMatchObject({ members: before, mine: null });
  });

  it('counts racing joins once each', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, member));
    const before = (await spaceOf(people[0]!, 'sp-seniors')).members;
    // Each person joins twice at once, all of them together.
    await Promise.all(people.flatMap((person) => [membership(person, 'sp-seniors'), membership(person, 'sp-seniors')]));
    expect((await spaceOf(new Visitor(app), 'sp-seniors')).members).toBe(before + 8);
  });

  it('keeps a private space’s discussions to its members; its admin approves or declines requests', async () => {
    const [asker, declined, outsider] = await Promise.all([member(), member(), member()]);
    const boss = await admin();
    const guest = new Visitor(app);

    // Not a member: the space's description and no discussions; the discussion is not there.
    expect(await spaceOf(guest, 'sp-family')).toMatchObject({ type: 'Private', discussions: null, requests: [] });
    expectProblem(await guest.get(discussionPaths.one('ds-family1')), 404);
    expectProblem(await answer(outsider, 'ds-family1', 'Let me in'), 404);
    expectProblem(await outsider.write('PUT', discussionPaths.vote('ds-family1')), 404);
    const listed = DiscussionListSchema.parse((await guest.get(discussionPaths.list)).json()).discussions;
    expect(listed.map((item) => item.id)).not.toContain('ds-family1');
    // Nor can an outsider report it (three reports would hide it from its members).
    expectProblem(await outsider.write('POST', moderationPaths.reports, { targetKind: 'discussion', targetId: 'ds-family1', reason: 'spam' }), 404);

    const members = (await spaceOf(guest, 'sp-family')).members;
    expect(await membership(asker, 'sp-family')).toMatchObject({ mine: 'pending', members, discussions: null });
    await membership(declined, 'sp-family');
    expect((await spaceOf(asker, 'sp-family')).requests).toEqual([]);
    const { requests } = await spaceOf(boss, 'sp-family');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ name: null, mobileEnding: expect.stringMatching(/^\d{4}$/) });

    // Nobody but the admin decides, and a request of another space is not there.
    expectProblem(await decide(outsider, 'sp-family', requests[0]!.id, 'approve'), 404);
    expectProblem(await decide(asker, 'sp-family', requests[0]!.id, 'approve'), 404);
    expectProblem(await decide(boss, 'sp-property', requests[0]!.id, 'approve'), 404);
    expectProblem(await decide(boss, 'sp-family', requests[0]!.id, 'maybe' as 'approve'), 404);

    const approved = await decide(boss, 'sp-family', requests[0]!.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(SpaceDetailSchema.parse(approved.json())).toMatchObject({ members: members + 1, admin: true });
    // Approving twice is the same answer, and tells the member once.
    expect((await decide(boss, 'sp-family', requests[0]!.id, 'approve')).statusCode).toBe(200);
    expect((await decide(boss, 'sp-family', requests[1]!.id, 'decline')).statusCode).toBe(200);
    expectProblem(await decide(boss, 'sp-family', requests[1]!.id, 'decline'), 404);
    expect((await spaceOf(boss, 'sp-family')).requests).toEqual([]);

    const told = (await listOf(asker)).items;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'space-join-approved', subject: { type: 'space', reference: 'sp-family' }, data: { name: 'Family Law Support' } });
    expect((await listOf(declined)).items).toEqual([]);

    // The member reads and answers; the declined one still cannot.
    const inside = await spaceOf(asker, 'sp-family');
    expect(inside).toMatchObject({ mine: 'member', members: members + 1 });
    expect(inside.discussions!.map((item) => item.id)).toContain('ds-family1');
    expect((await read(asker, 'ds-family1')).title).toBe('Maintenance while the divorce case is pending');
    const answered = await answer(asker, 'ds-family1', 'File an execution petition in the same court.');
    expect(answered.statusCode).toBe(201);
    const replyId = String(ReplyCreatedSchema.parse(answered.json()).reply.id);
    expectProblem(await outsider.write('POST', moderationPaths.reports, { targetKind: 'reply', targetId: replyId, reason: 'spam' }), 404);
    expect((await boss.write('POST', moderationPaths.reports, { targetKind: 'reply', targetId: replyId, reason: 'spam' })).statusCode).toBe(200);
    expect(await spaceOf(declined, 'sp-family')).toMatchObject({ mine: null, discussions: null });
    expectProblem(await declined.get(discussionPaths.one('ds-family1')), 404);

    // The membership is in the member's export; leaving closes the door again.
    const exported = (await asker.get(accountPaths.export)).json() as { spaces: unknown[] };
    expect(exported.spaces).toEqual([expect.objectContaining({ spaceId: 'sp-family', name: 'Family Law Support', status: 'member' })]);
    await membership(asker, 'sp-family', 'DELETE');
    expectProblem(await asker.get(discussionPaths.one('ds-family1')), 404);
  });

  it('starts a discussion in a space for its members only, and lists it on the space’s page', async () => {
    const [writer, outsider] = await Promise.all([member(), member()]);
    expectProblem(await start(writer, { spaceId: 'sp-consumers' }), 404);
    expectProblem(await start(writer, { spaceId: 'sp-nope' }), 404);
    await membership(writer, 'sp-consumers');
    const made = await started(writer, { title: 'Refund for a phone that never arrived', spaceId: 'sp-consumers' });
    const page = await spaceOf(outsider, 'sp-consumers');
    expect(page.discussions!.map((item) => item.id)).toEqual([made.id]);
    // A public space's discussions stay in the public list too.
    const listed = DiscussionListSchema.parse((await outsider.get(discussionPaths.list)).json()).discussions;
    expect(listed.map((item) => item.id)).toContain(made.id);
    // The same client id and words is the same discussion (a retry); in another space it is refused.
    const clientId = newClientId();
    const first = await start(writer, { clientId, title: 'Warranty on a refurbished laptop', spaceId: 'sp-consumers' });
    const again = await start(writer, { clientId, title: 'Warranty on a refurbished laptop', spaceId: 'sp-consumers' });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
  });

  it('limits an account’s membership writes with a clear message', async () => {
    const visitor = await member();
    for (let n = 0; n < SPACE_WRITES_PER_MINUTE; n += 1) await membership(visitor, 'sp-tenants', n % 2 ? 'DELETE' : 'PUT');
    const refused = await visitor.write('PUT', spacePaths.membership('sp-tenants'));
    expectProblem(refused, 429);
    expect(refused.json().detail).toMatch(/joining and leaving spaces too quickly/);
  });
});
