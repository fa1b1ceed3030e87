/**
 * A private message's changes across a reconnect (issue 26): a page whose stream was closed while
 * a message it already had was hidden, restored or removed learns of each on reconnect (from
 * Last-Event-ID or `?after=`), in order with the messages it missed, each once; a stream opened
 * without a cursor starts after them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OpenedConversationSchema, apiPaths, moderationPaths } from '@nyaya/shared/api';
import { said } from './conversationsSupport';
import { agedMember, moderationWorld } from './moderationSupport';
import { openRaw } from './rawStream';
import { Visitor, dbLabel } from './support';

let app: FastifyInstance;
let port: number;
let expert: Visitor;
const world = moderationWorld();
beforeAll(() => ({ app, port, expert } = world));

const idOf = new Map<Visitor, string>();

async function member(): Promise<Visitor> {
  const { visitor, id } = await agedMember(app, 'Member');
  idOf.set(visitor, id);
  return visitor;
}

/** The events of a raw stream: id, name and data of each, heartbeats and comments left out. */
const eventsOf = (raw: string) =>
  raw
    .split('\n\n')
    .map((block) => Object.fromEntries(block.split('\n').flatMap((line) => (/^(id|event|data): /.test(line) ? [line.split(/: (.*)/s).slice(0, 2)] : []))))
    .filter((event) => event.event !== undefined) as { id?: string; event: string; data: string }[];

describe(`private message changes across a reconnect (${dbLabel})`, () => {
  it('sends what changed while the page was away, after its Last-Event-ID, with no gap and no repeat', async () => {
    const [asha, ravi, meera, dev, kiran] = [await member(), await member(), await member(), await member(), await member()];
    const made = await asha.write('POST', apiPaths.privateGroups, {
      title: 'Tenants of 7B',
      memberIds: [ravi, meera, dev, kiran].map((who) => idOf.get(who)),
    });
    expect(made.statusCode, made.body).toBe(201);
    const reference = OpenedConversationSchema.parse(made.json()).reference;
    const events = apiPaths.conversationEvents(reference);
    const bad = await said(asha, reference, 'Cheap loans, call 99999');

    // Dev's page reads up to the message (event N), then its stream drops.
    const first = await openRaw(port, `${events}?after=0`, dev);
    await first.until(`id: ${bad.id}\n`);
    first.close();

    // Meanwhile: hidden by 3 reports, then a new message; the page knows of neither.
    for (const who of [ravi, meera, kiran]) {
      const reported = await who.write('POST', moderationPaths.reports, { targetKind: 'message', targetId: String(bad.id), reason: 'spam' });
      expect(reported.statusCode, reported.body).toBe(200);
    }
    const after = await said(ravi, reference, 'Meeting at 6?');

    const resumed = await openRaw(port, events, dev, { 'last-event-id': String(bad.id) });
    await resumed.until(`id: ${after.id}\n`);
    const caught = eventsOf(resumed.raw());
    expect(caught.map((event) => event.event)).toEqual(['changed', 'message']);
    expect(JSON.parse(caught[0]!.data)).toEqual({ messageId: bad.id });
    const changeId = Number(caught[0]!.id);
    expect(changeId).toBeGreaterThan(bad.id);
    expect(changeId).toBeLessThan(after.id);
    resumed.close();

    // From the change's id: nothing again; a removal while away comes next, by header or by ?after=.
    const removed = await expert.write('POST', moderationPaths.decide('message', String(bad.id), 'remove'));
    expect(removed.statusCode, removed.body).toBe(200);
    for (const headers of [{ 'last-event-id': String(changeId) }, {}] as Record<string, string>[]) {
      const again = await openRaw(port, Object.keys(headers).length ? events : `${events}?after=${changeId}`, dev, headers);
      await again.until(`data: {"messageId":${bad.id}}\n\n`);
      const seen = eventsOf(again.raw());
      expect(seen.map((event) => [event.event, event.data])).toEqual([
        ['message', expect.stringContaining('Meeting at 6?')],
        ['changed', `{"messageId":${bad.id}}`],
      ]);
      expect(Number(seen[1]!.id)).toBeGreaterThan(after.id);
      again.close();
    }

    // Opened without a cursor (the page has just read it all): nothing old, the next message only.
    const fresh = await openRaw(port, events, dev);
    await fresh.until(': open');
    const next = await said(meera, reference, 'See you there');
    await fresh.until(`id: ${next.id}\n`);
    expect(eventsOf(fresh.raw()).map((event) => event.id)).toEqual([String(next.id)]);
    fresh.close();
  });
});
