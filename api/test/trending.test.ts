/**
 * Trending (issue 26): a discussion's readers count once a day each, with its replies and
 * upvotes, and `GET trending` ranks by the shared rule: busier today than yesterday, fastest
 * growing first. Views no comparison needs any more are pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { TrendingListSchema, discussionPaths, trendingPath } from '@nyaya/shared/api';
import { discussionViews } from '../src/db/schema';
import { Visitor, dbLabel, signIn, testApp, testDatabase, type TestDatabase } from './support';
import { answered, read, started } from './discussionsSupport';

const HOUR = 60 * 60 * 1000;
let clock = Date.now();
let db: TestDatabase;
let app: FastifyInstance;
let author: Visitor;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => clock });
  author = new Visitor(app);
  await signIn(author);
});
afterAll(async () => {
  await app?.close();
});

async function trending() {
  const read = TrendingListSchema.safeParse((await new Visitor(app).get(trendingPath)).json());
  if (!read.success) throw new Error('GET trending answered another shape');
  return read.data.items;
}
/** A guest with a session of its own: loopback is one address for every visitor here. */
async function guest() {
  const visitor = new Visitor(app);
  await visitor.get('/api/v1/me');
  return visitor;
}

describe(`trending (${dbLabel})`, () => {
  it('counts each reader once a day and ranks a discussion busier than the day before', async () => {
    const { id } = await started(author, { title: 'Trending: deposit kept by landlord', category: 'Finance' });
    expect((await trending()).some((item) => item.id === id)).toBe(false);

    const readers = [await guest(), await guest()];
    for (const reader of readers) await read(reader, id);
    await read(readers[0]!, id);
    // Two readers, however often they come back: not yet the 3 Trending needs.
    expect((await trending()).some((item) => item.id === id)).toBe(false);

    await read(await guest(), id);
    expect((await trending()).find((item) => item.id === id)).toEqual({ id, title: 'Trending: deposit kept by landlord', category: 'Finance', trend: 300 });
  });

  it('drops a discussion that was busy yesterday and quiet today', async () => {
    const { id } = await started(author, { title: 'Trending: yesterday only' });
    const member = new Visitor(app);
    await signIn(member);
    await answered(member, id, 'First!');
    for (let count = 0; count < 3; count += 1) await read(await guest(), id);
    expect((await trending()).some((item) => item.id === id)).toBe(true);

    clock += 25 * HOUR;
    expect((await trending()).some((item) => item.id === id)).toBe(false);
    // Busier than yesterday again: back, with its growth over yesterday's 4.
    for (let count = 0; count < 6; count += 1) await read(await guest(), id);
    expect((await trending()).find((item) => item.id === id)?.trend).toBe(50);
  });

  it('tells guests without a session apart by their browser, not only their address', async () => {
    const { id } = await started(author, { title: 'Trending: one address, three phones' });
    const readAs = (userAgent: string) => new Visitor(app).send('GET', discussionPaths.one(id), { headers: { 'user-agent': userAgent } });
    for (const agent of ['Phone A', 'Phone A', 'Phone B']) expect((await readAs(agent)).statusCode).toBe(200);
    expect((await trending()).some((item) => item.id === id)).toBe(false);
    await readAs('Phone C');
    expect((await trending()).some((item) => item.id === id)).toBe(true);
  });

  it('prunes views older than the two days Trending compares', async () => {
    const { id } = await started(author, { title: 'Trending: long ago' });
    await read(await guest(), id);
    const viewsOf = () => db.database.db.select().from(discussionViews).where(eq(discussionViews.discussionId, id));
    expect(await viewsOf()).toHaveLength(1);
    clock += 4 * 24 * HOUR;
    await read(await guest(), id);
    expect(await viewsOf()).toHaveLength(1);
  });
});
