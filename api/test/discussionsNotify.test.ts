/**
 * A reply to a member's discussion tells its author (issue 26): once while unread, not for their
 * own replies, and again after they read it; the channels' words name who replied and where.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { notificationPaths } from '@nyaya/shared/api';
import { messageFor } from '../src/notifications/messages';
import { Visitor, dbLabel, signIn, testApp, testDatabase } from './support';
import { answered, settled, started } from './discussionsSupport';
import { listOf } from './notificationsSupport';

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

const replyNotes = async (visitor: Visitor) => (await listOf(visitor)).items.filter((item) => item.kind === 'discussion-reply');

describe(`discussion reply notifications (${dbLabel})`, () => {
  it("tells the author once while unread, never for the author's own reply, and again once read", async () => {
    const made = await started(asha, { title: 'Deposit <b>not</b> returned' });
    await answered(asha, made.id, 'Adding some detail myself.');
    expect(await replyNotes(asha)).toEqual([]);

    await answered(ravi, made.id, 'Send a legal notice.');
    await answered(ravi, made.id, 'And keep the receipts.');
    const [note, ...more] = await replyNotes(asha);
    expect(more).toEqual([]);
    expect(note).toMatchObject({
      kind: 'discussion-reply',
      subject: { type: 'discussion', reference: made.id },
      data: { from: 'Ravi', title: 'Deposit <b>not</b> returned' },
      read: false,
    });
    expect(await replyNotes(ravi)).toEqual([]);

    expect((await asha.write('POST', notificationPaths.readAll, {})).statusCode).toBe(200);
    await answered(ravi, made.id, 'One more thing.');
    expect((await replyNotes(asha)).map((item) => item.read)).toEqual([false, true]);
  });

  it('words it for push in English and Hindi', () => {
    const subject = { type: 'discussion' as const, reference: 'ds-1' };
    expect(messageFor('discussion-reply', { from: 'Ravi', title: 'Rent' }, subject, 'en')).toEqual({
      title: 'New reply to your discussion',
      body: 'Ravi replied to "Rent".',
    });
    expect(messageFor('discussion-reply', { from: 'Ravi', title: 'Rent' }, subject, 'hi').title).toBe('आपकी चर्चा पर नया जवाब');
  });
});
