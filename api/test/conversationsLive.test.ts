/**
 * Conversations live (issue 25): Server-Sent Events from a real socket, resumed with Last-Event-ID
 * or `?after=` after a drop with no gap and no duplicate, in id order under concurrent sends, and on
 * PostgreSQL across two API instances on one database (LISTEN/NOTIFY), one of them closing mid-way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ConversationViewSchema, apiPaths } from '@nyaya/shared/api';
import { openDatabase, type Database } from '../src/db/database';
import { RETRY_MIN_MS, RETRY_SPREAD_MS, STREAMS_PER_SESSION } from '../src/live/sse';
import { Visitor, dbLabel, newDatabaseLocation, onPostgres, testApp, testDatabase, type DatabaseLocation } from './support';
import { listen, openStream, parties, placeOrder, said, type Parties } from './conversationsSupport';

let app: FastifyInstance;
let port: number;
let who: Parties;

beforeAll(async () => {
  app = await testApp((await testDatabase()).database, { eventStream: { heartbeatMs: 200 } });
  port = await listen(app);
  who = await parties(app);
});
afterAll(async () => {
  await app?.close();
});

const events = (reference: string, query = '') => `${apiPaths.conversationEvents(reference)}${query}`;

describe(`conversations live (${dbLabel})`, () => {
  it('streams new messages to the other side at once, as plain event-stream, with heartbeats', async () => {
    const number = await placeOrder(who.client);
    await said(who.client, number, 'before the stream opened');
    const stream = await openStream(port, events(number), who.expert.cookie, { 'accept-encoding': 'gzip, br' });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toBe('no-store');
    const sent = await said(who.client, number, '<b>live</b>');
    const [message] = await stream.waitFor(1);
    expect(message).toEqual(sent);
    expect(stream.ids).toEqual([sent.id]);
    await new Promise((resolve) => setTimeout(resolve, 450));
    // Each stream its own reconnection wait, so the streams of a dead instance do not all return at once.
    const retry = Number(/^retry: (\d+)\n: open\n\n/.exec(stream.raw)?.[1]);
    expect(retry).toBeGreaterThanOrEqual(RETRY_MIN_MS);
    expect(retry).toBeLessThan(RETRY_MIN_MS + RETRY_SPREAD_MS);
    expect(stream.raw).toContain(': heartbeat\n\n');
    stream.close();
  });

  it('catches up after a reconnect from Last-Event-ID or ?after=, with no gap and no duplicate', async () => {
    const number = await placeOrder(who.client);
    const first = await openStream(port, events(number, '?after=0'), who.client.cookie);
    const early = [await said(who.expert, number, 'one'), await said(who.client, number, 'two')];
    await first.waitFor(2);
    first.close();
    await first.closed;
    const missed = [await said(who.expert, number, 'three'), await said(who.expert, number, 'four'), await said(who.client, number, 'five')];

    const resumed = await openStream(port, events(number), who.client.cookie, { 'last-event-id': String(early[1]!.id) });
    await resumed.waitFor(3);
    const later = await said(who.expert, number, 'six');
    await resumed.waitFor(4);
    expect(resumed.ids).toEqual([...missed, later].map((message) => message.id));
    resumed.close();

    const fromQuery = await openStream(port, events(number, `?after=${early[0]!.id}`), who.expert.cookie);
    await fromQuery.waitFor(5);
    expect(fromQuery.messages.map((message) => message.body)).toEqual(['two', 'three', 'four', 'five', 'six']);
    fromQuery.close();
    expect((await openStream(port, events(number, '?after=x'), who.client.cookie)).status).toBe(400);
  });

  it('delivers concurrent sends from both sides to every stream once each, in id order', async () => {
    const number = await placeOrder(who.client);
    const streams = await Promise.all([
      openStream(port, events(number, '?after=0'), who.client.cookie),
      openStream(port, events(number, '?after=0'), who.expert.cookie),
      openStream(port, events(number, '?after=0'), who.expert.cookie),
    ]);
    const sends = Array.from({ length: 24 }, (_, index) => said(index % 2 ? who.expert : who.client, number, `burst ${index}`));
    await Promise.all(sends);
    const stored = ConversationViewSchema.parse((await who.client.get(apiPaths.conversation(number))).json()).messages.map((message) => message.id);
    expect(stored).toHaveLength(24);
    for (const stream of streams) {
      await stream.waitFor(24);
      expect(stream.ids).toEqual(stored);
      stream.close();
    }
  });

  it(`keeps at most ${STREAMS_PER_SESSION} streams open per browser on an instance, and counts closed ones out`, async () => {
    const number = await placeOrder(who.client);
    const open = await Promise.all(Array.from({ length: STREAMS_PER_SESSION }, () => openStream(port, events(number), who.client.cookie)));
    expect(open.every((stream) => stream.status === 200)).toBe(true);
    const refused = await openStream(port, events(number), who.client.cookie);
    expect(refused.status).toBe(429);
    open[0]!.close();
    await open[0]!.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await openStream(port, events(number), who.client.cookie);
    expect(again.status).toBe(200);
    // Another browser is counted on its own.
    expect((await openStream(port, events(number), who.expert.cookie)).status).toBe(200);
    for (const stream of [...open, again]) stream.close();
  });

  it('ends its streams when the server closes, so a shutdown is not held up', async () => {
    const other = await testApp((await testDatabase()).database);
    const otherPort = await listen(other);
    const number = await placeOrder(who.client);
    const stream = await openStream(otherPort, events(number), who.client.cookie);
    await other.close();
    await stream.closed;
  });
});

describe.skipIf(!onPostgres)('conversations live across two API instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  let location: DatabaseLocation;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    location = await newDatabaseLocation();
    for (let index = 0; index < 2; index += 1) {
      const database = await openDatabase({ databaseUrl: location.env.DATABASE_URL, poolSize: 4 });
      databases.push(database);
      apps.push(await testApp(database));
    }
  });
  afterAll(async () => {
    for (const instance of apps) await instance.close().catch(() => {});
    for (const database of databases) await database.close().catch(() => {});
    await location?.drop();
  });

  it('fans a message sent on one instance out to streams on both, and resumes on the survivor', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const [portA, portB] = [await listen(a), await listen(b)];
    const client = new Visitor(a);
    await client.get('/api/v1/me');
    const number = await placeOrder(client);
    const onA = await openStream(portA, events(number, '?after=0'), client.cookie);
    const onB = await openStream(portB, events(number, '?after=0'), client.cookie);
    const first = await said(client, number, 'sent on A');
    await Promise.all([onA.waitFor(1), onB.waitFor(1)]);
    expect(onB.ids).toEqual([first.id]);

    // B goes away mid-conversation; its reader comes back on A from its last id.
    await b.close();
    await onB.closed;
    const missed = [await said(client, number, 'while B was gone'), await said(client, number, 'still gone')];
    const back = await openStream(portA, events(number), client.cookie, { 'last-event-id': String(onB.ids.at(-1)) });
    await back.waitFor(2);
    await onA.waitFor(3);
    expect(back.ids).toEqual(missed.map((message) => message.id));
    expect(onA.ids).toEqual([first, ...missed].map((message) => message.id));
    onA.close();
    back.close();
  });
});
