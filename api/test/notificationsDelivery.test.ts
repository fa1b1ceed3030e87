/**
 * The outbox leaving Nyaya (issue 25), on a database of this file's own: the channels the
 * recipient's settings allow, in their language; exactly one delivery per channel across a crash
 * between the send and its note (the app started again on the same database); a failing provider
 * retried with backoff; the next-hour reminder of a consultation made once per party.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { BookingViewSchema, accountPaths, apiPaths } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { openDatabase, type Database } from '../src/db/database';
import { notificationDeliveries, notificationOutbox, notifications } from '../src/db/schema';
import { LEASE_MS, MAX_ATTEMPTS, backoffMs } from '../src/notifications/drainer';
import { loggingNotifier, type Notifier } from '../src/notifications/notifier';
import { Visitor, dbLabel, newDatabaseLocation, testApp, type DatabaseLocation } from './support';
import { completeStep, expertFor, parties, placeOrder, type Parties } from './notificationsSupport';

/** 15 January 2030, 12:30 in India: consultations are booked for the next day. */
let clock = Date.parse('2030-01-15T12:30:00+05:30');
const now = () => clock;
let location: DatabaseLocation;
let database: Database;
const open = () => openDatabase({ databaseUrl: location.env.DATABASE_URL, dataDir: location.env.NYAYA_DATA_DIR, poolSize: 4 });
/** The provider each test stands up; the app's notifier hands every message to it. */
let provider: Notifier = loggingNotifier();
const switchboard: Notifier = { send: (message) => provider.send(message) };
let app: FastifyInstance;
let the: Parties;

beforeAll(async () => {
  location = await newDatabaseLocation();
  database = await open();
  app = await testApp(database, { now, notifier: switchboard });
  // Signed in once: a second code for the same number within 30 s (the clock is pinned) is refused.
  the = await parties(app, 'Delhi');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await location?.drop();
});

/** The same browsers, talking to another app (after a restart). */
function rebind(next: FastifyInstance): Parties {
  const copy = (visitor: Visitor) => Object.assign(new Visitor(next), { cookie: visitor.cookie });
  return { ...the, client: copy(the.client), expert: copy(the.expert) };
}

/** The outbox row of the order's first completed step (placing it made others, set aside by `placed`). */
const outboxOf = async (subject: string) => {
  const [row] = await database.db
    .select({ outbox: notificationOutbox })
    .from(notificationOutbox)
    .innerJoin(notifications, eq(notifications.id, notificationOutbox.notificationId))
    .where(and(eq(notifications.subject, subject), eq(notifications.kind, 'step-completed')))
    .orderBy(notificationOutbox.id)
    .limit(1);
  return row!.outbox;
};

/**
 * Marks what is pending in the outbox as sent, without sending it: placing an order (or booking)
 * notifies both parties, and these tests watch only what follows.
 */
const setAside = () =>
  database.db
    .update(notificationOutbox)
    .set({ deliveredAt: new Date(clock) })
    .where(isNull(notificationOutbox.deliveredAt));

/** An order placed by the client, its own notifications set aside. */
async function placed(): Promise<string> {
  const number = await placeOrder(the);
  await setAside();
  return number;
}

/** The client turns every switch on and gives an email address, in Hindi or English. */
async function allChannels(language: 'en' | 'hi') {
  const response = await the.client.write('PATCH', accountPaths.me, {
    email: 'asha@example.com',
    language,
    notificationSettings: { push: true, email: true, sms: true, marketing: false },
  });
  expect(response.statusCode).toBe(200);
}

describe(`the outbox (${dbLabel})`, () => {
  it('sends the channels the settings allow, in the recipient’s language, linking to the order', async () => {
    const sink = (provider = loggingNotifier());
    await allChannels('hi');
    const number = await placed();
    expect((await completeStep(the.expert, number, 2)).statusCode).toBe(200);
    expect(await app.notifications.drain()).toEqual({ delivered: 1, failed: 0 });
    // A completed step is not worth an SMS: push and email only.
    expect(sink.sent.map((message) => [message.channel, message.to])).toEqual([
      ['push', the.clientAccount.id],
      ['email', 'asha@example.com'],
    ]);
    expect(sink.sent[0]).toMatchObject({ language: 'hi', title: 'आपका ऑर्डर आगे बढ़ा', link: `/order-tracking?order=${number}` });
    expect(sink.sent[0]!.body).toContain('दस्तावेज़ जमा करना');
    expect((await outboxOf(number)).deliveredAt).not.toBeNull();
    expect(await app.notifications.drain()).toEqual({ delivered: 0, failed: 0 });

    // Every switch off: the notification is in the app only.
    await the.client.write('PATCH', accountPaths.me, { notificationSettings: { push: false, email: false, sms: false } });
    expect((await completeStep(the.expert, number, 3)).statusCode).toBe(200);
    expect(await app.notifications.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(sink.sent).toHaveLength(2);
  });

  it('delivers each channel once when the app dies between a send and its note, and starts again on the same database', async () => {
    const sink = loggingNotifier();
    // The first app hands push to the provider, then never comes back: the process is gone.
    provider = {
      async send(message) {
        await sink.send(message);
        await new Promise(() => {});
      },
    };
    await allChannels('en');
    const number = await placed();
    expect((await completeStep(the.expert, number, 2)).statusCode).toBe(200);
    void app.notifications.drain();
    await expect.poll(() => sink.attempts.length).toBe(1);
    expect(sink.attempts[0]!.channel).toBe('push');

    // Restart: the app and its database connection anew, on the same data.
    await app.close();
    await database.close();
    database = await open();
    provider = sink;
    app = await testApp(database, { now, notifier: switchboard });
    the = rebind(app);
    const second = app;
    // The dead instance's lease still holds: nothing is taken before it expires.
    clock += 1000;
    expect(await second.notifications.drain()).toEqual({ delivered: 0, failed: 0 });
    clock += LEASE_MS;
    expect(await second.notifications.drain()).toEqual({ delivered: 1, failed: 0 });
    // Push was tried again with the same key and dropped; email went once.
    expect(sink.attempts.map((message) => message.channel)).toEqual(['push', 'push', 'email']);
    expect(sink.sent.map((message) => message.channel)).toEqual(['push', 'email']);
    expect(new Set(sink.attempts.map((message) => message.idempotencyKey)).size).toBe(2);
    const outbox = await outboxOf(number);
    expect(outbox).toMatchObject({ attempts: 2, lockedUntil: null });
    expect(outbox.deliveredAt).not.toBeNull();
    const notes = await database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.outboxId, outbox.id));
    expect(notes.map((note) => note.channel).sort()).toEqual(['email', 'push']);
    expect(await second.notifications.drain()).toEqual({ delivered: 0, failed: 0 });
    expect(sink.sent).toHaveLength(2);
  });

  it('retries a provider that fails, later and with the same key, and gives up after the last attempt', async () => {
    let failing = true;
    const sink = loggingNotifier();
    provider = {
      async send(message) {
        if (failing) throw new Error('provider unavailable');
        await sink.send(message);
      },
    };
    await the.client.write('PATCH', accountPaths.me, { notificationSettings: { push: true, email: false, sms: false } });
    const number = await placed();
    expect((await completeStep(the.expert, number, 2)).statusCode).toBe(200);
    expect(await app.notifications.drain()).toEqual({ delivered: 0, failed: 1 });
    expect(await outboxOf(number)).toMatchObject({ attempts: 1, lastError: 'provider unavailable', failedAt: null });
    // Not before its backoff.
    expect(await app.notifications.drain()).toEqual({ delivered: 0, failed: 0 });
    clock += backoffMs(1);
    failing = false;
    expect(await app.notifications.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(sink.sent.map((message) => message.idempotencyKey)).toEqual([`notification-${(await outboxOf(number)).id}-push`]);

    // A provider that never recovers: MAX_ATTEMPTS tries, then the row is marked failed and left.
    failing = true;
    expect((await completeStep(the.expert, number, 3)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await app.notifications.drain()).toEqual({ delivered: 0, failed: 1 });
      clock += backoffMs(attempt);
    }
    const [last] = await database.db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.id)).limit(1);
    expect(last).toMatchObject({ attempts: MAX_ATTEMPTS, lastError: 'provider unavailable' });
    expect(last!.failedAt).not.toBeNull();
    expect(await app.notifications.drain()).toEqual({ delivered: 0, failed: 0 });
  });

  it('reminds both parties of a consultation within the hour, once each, however often the job runs', async () => {
    const sink = (provider = loggingNotifier());
    await the.client.write('PATCH', accountPaths.me, { notificationSettings: { push: true, email: false, sms: true } });
    clock = Date.parse('2030-01-15T12:30:00+05:30');
    const expert = findExpertById(expertFor('Delhi').id)!;
    const response = await the.client.post(apiPaths.bookings, {
      expertSlug: expertSlug(expert.name),
      mode: 'video',
      slotStart: '2030-01-16T16:00:00+05:30',
      contact: { name: 'Asha Verma', mobile: '9876543210' },
      payment: { provider: 'test', amountPaise: consultationQuote(expert.fee).totalPaise },
    });
    expect(response.statusCode).toBe(201);
    const booking = BookingViewSchema.parse(response.json());
    await setAside();
    const reminders = () =>
      database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.subject, booking.reference), eq(notifications.kind, 'consultation-soon')));

    clock = Date.parse('2030-01-16T14:59:00+05:30');
    await app.notifications.remind();
    expect(await reminders()).toEqual([]);
    clock = Date.parse('2030-01-16T15:05:00+05:30');
    // Two instances at the same minute, and the next minute again: still one each.
    await Promise.all([app.notifications.remind(), app.notifications.remind()]);
    clock += 60_000;
    await app.notifications.remind();
    const rows = await reminders();
    expect(rows.map((row) => row.accountId).sort()).toEqual([the.clientAccount.id, the.expertAccount.id].sort());
    expect(rows.find((row) => row.accountId === the.clientAccount.id)!.data).toEqual({
      slotStart: '2030-01-16T10:30:00.000Z',
      mode: 'video',
      with: expert.name,
    });
    expect(rows.find((row) => row.accountId === the.expertAccount.id)!.data).toMatchObject({ with: 'Asha Verma' });

    await app.notifications.drain();
    const client = sink.sent.filter((message) => message.accountId === the.clientAccount.id);
    expect(client.map((message) => message.channel)).toEqual(['push', 'sms']);
    expect(client[1]).toMatchObject({
      to: the.clientAccount.mobile,
      link: '/schedule',
      body: `Your Video Call with ${expert.name} starts at 4:00 PM (India time).`,
    });
    expect(sink.sent.find((message) => message.accountId === the.expertAccount.id)).toMatchObject({ channel: 'push', link: '/console' });
  });
});
