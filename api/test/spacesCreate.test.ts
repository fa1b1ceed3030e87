/**
 * Starting a space (issue 26): its author is its admin and first member, it is listed for
 * everyone, a retry is the same space, the rule's limits and a taken name are refused field by
 * field, three a day per account (also when sent at once), and a private one takes requests that
 * only its author decides, told of each once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SpaceDetailSchema, SpaceListSchema, discussionPaths, spacePaths } from '@nyaya/shared/api';
import { SPACES_PER_DAY } from '@nyaya/shared/rules/info/spacePost';
import { newClientId, start } from './discussionsSupport';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, expectProblem, signIn, testApp, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database);
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
let names = 0;
const fields = (extra: Partial<{ name: string; type: string; description: string; clientId: string }> = {}) => ({
  clientId: newClientId(),
  name: `Pune Renters ${(names += 1)}`,
  type: 'Public',
  description: 'Deposits, notices and repairs in Pune flats.',
  ...extra,
});
const create = (visitor: Visitor, body: unknown) => visitor.write('POST', spacePaths.list, body);

describe(`starting a space (${dbLabel})`, () => {
  it('makes its author the admin and first member, listed for everyone after the seed’s', async () => {
    const author = await member();
    const response = await create(author, fields({ name: '  Pune   Renters\u200B Circle ', description: 'Deposits,\r\nnotices and repairs.' }));
    expect(response.statusCode, response.body).toBe(201);
    const space = SpaceDetailSchema.parse(response.json());
    expect(space).toMatchObject({
      name: 'Pune Renters Circle',
      description: 'Deposits,\nnotices and repairs.',
      type: 'Public',
      members: 1,
      mine: 'member',
      admin: true,
      discussions: [],
    });
    expect(space.id).toMatch(/^sp-[a-z0-9]{12}$/);

    const { spaces } = SpaceListSchema.parse((await new Visitor(app).get(spacePaths.list)).json());
    expect(spaces.at(-1)).toMatchObject({ id: space.id, members: 1, mine: null, admin: false });
    expect(spaces.slice(0, 6).map((each) => each.id)).toEqual([...spaces.slice(0, 6).map((each) => each.id)].sort());
    // Its members can start discussions in it at once.
    expect((await start(author, { spaceId: space.id })).statusCode).toBe(201);
  });

  it('answers a retry with the same space, and refuses the same client id for other words', async () => {
    const author = await member();
    const body = fields();
    const [first, second] = await Promise.all([create(author, body), create(author, body)]);
    const ids = [first, second].map((response) => SpaceDetailSchema.parse(response.json()).id);
    expect(ids[0]).toBe(ids[1]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect((await create(author, body)).statusCode).toBe(200);
    expectProblem(await create(author, { ...body, description: 'Something else entirely here.' }), 422);
  });

  it('asks a guest to sign in', async () => {
    const problem = expectProblem(await create(new Visitor(app), fields()), 401);
    expect(problem.detail).toContain('start a space');
  });

  it('refuses each field’s problem by name, and what the contract does not know', async () => {
    const author = await member();
    const problem = expectProblem(await create(author, fields({ name: '\u200B', type: 'Secret', description: 'short' })), 400, ['name', 'type', 'description']);
    expect(problem.errors?.map((error) => error.message)).toEqual([
      'The name is empty: write something.',
      'Choose whether the space is Public or Private.',
      'The description needs at least 10 characters; it has 5.',
    ]);
    expectProblem(await create(author, { ...fields(), admin: 'someone-else' }), 400, ['admin']);
    expectProblem(await create(author, { ...fields(), clientId: '../x' }), 400, ['clientId']);
    expectProblem(await create(author, fields({ name: 'n'.repeat(200) })), 400, ['name']);
  });

  it('keeps markup as text', async () => {
    const author = await member();
    const response = await create(author, fields({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script> and more' }));
    expect(SpaceDetailSchema.parse(response.json())).toMatchObject({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(1)</script> and more' });
  });

  it('refuses a name another space has, case aside, even when two take it at once', async () => {
    const [one, two] = await Promise.all([member(), member()]);
    const problem = expectProblem(await create(one, fields({ name: 'tenant RIGHTS circle' })), 409, ['name']);
    expect(problem.detail).toBe('A space called “tenant RIGHTS circle” already exists: join it, or choose another name.');
    const racing = await Promise.all([create(one, fields({ name: 'Chennai Flat Owners' })), create(two, fields({ name: 'chennai flat owners' }))]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it(`lets an account start ${SPACES_PER_DAY} spaces a day, also when sent at once`, async () => {
    const author = await member();
    const answers = await Promise.all(Array.from({ length: SPACES_PER_DAY + 2 }, () => create(author, fields())));
    expect(answers.filter((response) => response.statusCode === 201)).toHaveLength(SPACES_PER_DAY);
    const refused = answers.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(2);
    const problem = expectProblem(refused[0]!, 429);
    expect(problem.detail).toBe(`You have started ${SPACES_PER_DAY} spaces in the last 24 hours. Try again in about 24 h; what you wrote is kept.`);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('lets only its author decide a private space’s requests', async () => {
    const [author, asker, stranger] = await Promise.all([member(), member(), member()]);
    const space = SpaceDetailSchema.parse((await create(author, fields({ type: 'Private' }))).json());
    const discussion = await start(author, { spaceId: space.id });
    const discussionId = (discussion.json() as { id: string }).id;
    expectProblem(await asker.get(discussionPaths.one(discussionId)), 404);

    const asked = SpaceDetailSchema.parse((await asker.write('PUT', spacePaths.membership(space.id))).json());
    expect(asked).toMatchObject({ mine: 'pending', members: 1, discussions: null });
    // The admin hears of it once, however often the asker taps.
    expect((await asker.write('PUT', spacePaths.membership(space.id))).statusCode).toBe(200);
    const told = (await listOf(author)).items;
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ kind: 'space-join-requested', subject: { type: 'space', reference: space.id }, data: { from: '', name: space.name } });
    const { requests } = SpaceDetailSchema.parse((await author.get(spacePaths.one(space.id))).json());
    expect(requests).toHaveLength(1);
    expect((await stranger.get(spacePaths.one(space.id))).json()).toMatchObject({ requests: [] });
    expectProblem(await stranger.write('POST', spacePaths.decide(space.id, requests[0]!.id, 'approve')), 404);
    expect((await author.write('POST', spacePaths.decide(space.id, requests[0]!.id, 'approve'))).statusCode).toBe(200);
    expect((await asker.get(discussionPaths.one(discussionId))).statusCode).toBe(200);
  });
});
