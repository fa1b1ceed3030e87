/**
 * Every meaningful event of the order and consultation flows notifies the right account, through
 * the real routes (issue 25): an order placed (the client and its expert), each step the expert
 * completes, a draft delivered, a revision asked, an order cancelled with its refund, a
 * consultation booked and cancelled. Each once, and nobody else sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BookingViewSchema, apiPaths, notificationPaths, type NotificationView } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { notificationOutbox, notifications } from '../src/db/schema';
import { DAY, cast, completeUntil, deliver, placeOrder, type Cast } from './draftSupport';
import { said } from './conversationsSupport';
import { listOf } from './notificationsSupport';
import { Visitor, dbLabel, expectProblem, testDatabase, type TestDatabase } from './support';

let db: TestDatabase;
let c: Cast;
beforeAll(async () => {
  db = await testDatabase();
  c = await cast(db);
});
afterAll(async () => {
  await c?.app.close();
  await db?.drop();
});

const DELIVERY = 6;
/** The expert of rental-agreement-1 in Delhi: the cast's expert. */
const assigned = findExpertById(expertForService('rental-agreement', { providerId: findOfferListing('rental-agreement-1')!.providerId, state: 'Delhi' }).id)!;
const about = async (visitor: Visitor, reference: string): Promise<NotificationView[]> =>
  (await listOf(visitor, { limit: 50 })).items.filter((item) => item.subject.reference === reference);
const kinds = (items: NotificationView[]) => items.map((item) => item.kind).reverse();

describe(`what notifies whom (${dbLabel})`, () => {
  it('an order: placed, each step, delivered, a revision, the corrected draft; one outbox row each', async () => {
    const { orderNumber: number } = await placeOrder(c);
    expect(await about(c.client, number)).toMatchObject([
      { kind: 'order-placed', data: { service: 'Rental Agreement Drafting', role: 'client' }, read: false },
    ]);
    expect(await about(c.expert, number)).toMatchObject([{ kind: 'order-placed', data: { role: 'expert' } }]);
    expect(await about(c.anotherClient, number)).toEqual([]);
    expect(await about(c.anotherExpert, number)).toEqual([]);

    await completeUntil(c, number, DELIVERY);
    expect((await deliver(c.expert, number, 1)).statusCode).toBe(200);
    const client = await about(c.client, number);
    expect(kinds(client)).toEqual(['order-placed', 'step-completed', 'step-completed', 'step-completed', 'step-completed', 'draft-delivered']);
    expect(client.filter((item) => item.kind === 'step-completed').map((item) => item.data)).toEqual([
      { step: 5, title: 'Quality Check' },
      { step: 4, title: 'Document Drafting' },
      { step: 3, title: 'Expert Review' },
      { step: 2, title: 'Document Collection' },
    ]);
    // Delivering again (a retry) tells nobody twice.
    expect((await deliver(c.expert, number, 1)).statusCode).toBe(200);
    expect(await about(c.client, number)).toHaveLength(client.length);

    // People's words go as they are, as data: the screen shows them as text.
    c.clock.now += DAY;
    const comment = '<img src=x onerror=alert(1)> Rent is ₹26,000 😀';
    expect((await c.client.write('POST', apiPaths.orderRevision(number), { version: 1, comment })).statusCode).toBe(200);
    const [asked, ...rest] = await about(c.expert, number);
    expect(asked).toMatchObject({ kind: 'revision-requested', data: { comment } });
    expect(rest.map((item) => item.kind)).toEqual(['order-placed']);
    expect(kinds(await about(c.client, number))).not.toContain('revision-requested');

    const [row] = await c.app.db
      .select({ outbox: notificationOutbox.id })
      .from(notifications)
      .innerJoin(notificationOutbox, eq(notificationOutbox.notificationId, notifications.id))
      .where(and(eq(notifications.subject, number), eq(notifications.kind, 'revision-requested')));
    expect(row).toBeDefined();
  });

  it('a cancelled order: the client hears of the refund, the expert that there is nothing more to do; once', async () => {
    const placed = await placeOrder(c);
    const refundPaise = placed.cancel!.refundPaise;
    const cancel = () => c.client.write('POST', apiPaths.cancelOrder(placed.orderNumber), { refundPaise });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    const [client] = await about(c.client, placed.orderNumber);
    expect(client).toMatchObject({ kind: 'order-cancelled', data: { role: 'client', refundPaise } });
    const expert = await about(c.expert, placed.orderNumber);
    expect(expert.map((item) => [item.kind, item.data])).toEqual([
      ['order-cancelled', { service: 'Rental Agreement Drafting', refundPaise, role: 'expert' }],
      ['order-placed', { service: 'Rental Agreement Drafting', role: 'expert' }],
    ]);
    // Another user can neither see nor mark it; the owner can.
    expectProblem(await c.anotherClient.send('POST', notificationPaths.read(client!.id)), 404);
    expectProblem(await c.expert.send('POST', notificationPaths.read(client!.id)), 404);
    expect((await c.client.send('POST', notificationPaths.read(client!.id))).statusCode).toBe(200);
    expect((await about(c.client, placed.orderNumber))[0]!.read).toBe(true);
  });

  it('a new message: the other side hears who wrote, never the text; one unread per conversation', async () => {
    const { orderNumber: number } = await placeOrder(c);
    const text = '<script>alert(1)</script> my PAN is ABCDE1234F';
    await said(c.client, number, text);
    await said(c.client, number, 'and another');
    const [note, ...rest] = (await about(c.expert, number)).filter((item) => item.kind === 'new-message');
    expect(rest).toEqual([]);
    expect(note).toMatchObject({ kind: 'new-message', data: { from: 'Asha Verma' }, read: false });
    expect(JSON.stringify(note)).not.toContain('ABCDE1234F');
    // Read: the next message notifies again. The client hears of the expert's reply, by the expert's name.
    expect((await c.expert.send('POST', notificationPaths.read(note!.id))).statusCode).toBe(200);
    await said(c.client, number, 'a third');
    expect((await about(c.expert, number)).filter((item) => item.kind === 'new-message')).toHaveLength(2);
    await said(c.expert, number, 'Noted.');
    const [reply] = (await about(c.client, number)).filter((item) => item.kind === 'new-message');
    expect(reply!.data).toEqual({ from: assigned.name });
    expect(await about(c.anotherClient, number)).toEqual([]);
  });

  it('a consultation booked and cancelled: both parties, each naming the other, once', async () => {
    const expert = assigned;
    const name = 'Asha\u202e <b>Verma</b>';
    const response = await c.client.post(apiPaths.bookings, {
      expertSlug: expertSlug(expert.name),
      mode: 'call',
      slotStart: '2030-01-17T16:00:00+05:30',
      contact: { name, mobile: '9876543210' },
      payment: { provider: 'test', amountPaise: consultationQuote(expert.fee).totalPaise },
    });
    expect(response.statusCode).toBe(201);
    const booking = BookingViewSchema.parse(response.json());
    const slotStart = '2030-01-17T10:30:00.000Z';
    expect(await about(c.client, booking.reference)).toMatchObject([{ kind: 'consultation-booked', data: { slotStart, mode: 'call', with: expert.name } }]);
    const [booked] = await about(c.expert, booking.reference);
    expect(booked).toMatchObject({ kind: 'consultation-booked', data: { with: expect.stringContaining('Verma') } });

    const cancelBooking = () => c.client.send('POST', apiPaths.cancelBooking(booking.id));
    const [first, second] = await Promise.all([cancelBooking(), cancelBooking()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const client = await about(c.client, booking.reference);
    expect(kinds(client)).toEqual(['consultation-booked', 'consultation-cancelled']);
    expect(client[0]!.data).toMatchObject({ refundPaise: expect.any(Number) });
    expect(kinds(await about(c.expert, booking.reference))).toEqual(['consultation-booked', 'consultation-cancelled']);
    expect(await about(c.anotherClient, booking.reference)).toEqual([]);
    // A cancelled consultation is not reminded.
    c.clock.now = Date.parse('2030-01-17T15:30:00+05:30');
    expect(await c.app.notifications.remind()).toBe(0);
  });
});
