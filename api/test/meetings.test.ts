import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BookingViewSchema, apiPaths, type BookingView, type CreateBookingRequest } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { meetingRoomName } from '../src/bookings/meeting';
import { Visitor, dbLabel, expectProblem, testApp, testDatabase, type TestDatabase } from './support';

/** The API's clock in these tests: 15 January 2030, 12:30 in India. Slots are booked from the 24th: bookings.test.ts books
 * the same expert on earlier days, and test files share a worker's database. */
const NOW = Date.parse('2030-01-15T12:30:00+05:30');
const expert = experts.find((entry) => entry.status === 'available')!;
const ROOM = /^https:\/\/meet\.jit\.si\/Nyaya-[A-Za-z0-9_-]{22}$/;

let db: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  db = await testDatabase();
  app = await testApp(db.database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function book(visitor: Visitor, mode: CreateBookingRequest['mode'], hour: number, day = '2030-01-24'): Promise<BookingView> {
  const response = await visitor.post(apiPaths.bookings, {
    expertSlug: expertSlug(expert.name),
    mode,
    slotStart: `${day}T${hour}:00:00+05:30`,
    contact: { name: 'Ravi Kumar', mobile: '9123456780' },
    payment: { provider: 'test', amountPaise: consultationQuote(expert.fee).totalPaise },
  });
  expect(response.statusCode).toBe(201);
  return BookingViewSchema.parse(response.json());
}

describe(`consultation meeting rooms (${dbLabel})`, () => {
  it('gives a booked call or video its own unguessable Jitsi room, and a chat none', async () => {
    const visitor = new Visitor(app);
    const [video, call, chat] = [await book(visitor, 'video', 10), await book(visitor, 'call', 11), await book(visitor, 'chat', 12)];
    expect(video.meetingUrl).toMatch(ROOM);
    expect(call.meetingUrl).toMatch(ROOM);
    expect(video.meetingUrl).not.toBe(call.meetingUrl);
    // Not derived from what the client sees: neither the id nor the reference is in the name.
    expect(video.meetingUrl).not.toContain(video.id);
    expect(video.meetingUrl).not.toContain(video.reference);
    expect(chat.meetingUrl).toBeNull();
    // The same room on every answer (another instance on the same database derives the same name).
    const listed = (await visitor.get(apiPaths.bookings)).json() as { bookings: BookingView[] };
    expect(listed.bookings.find((entry) => entry.id === video.id)?.meetingUrl).toBe(video.meetingUrl);
  });

  it('takes the room away once the consultation is cancelled', async () => {
    const visitor = new Visitor(app);
    const video = await book(visitor, 'video', 13);
    const cancelled = BookingViewSchema.parse((await visitor.post(apiPaths.cancelBooking(video.id), {})).json());
    expect(cancelled).toMatchObject({ status: 'cancelled', meetingUrl: null });
  });

  it('names rooms by a keyed hash: another secret gives another room', () => {
    expect(meetingRoomName('a'.repeat(32), 'booking-1')).not.toBe(meetingRoomName('b'.repeat(32), 'booking-1'));
    expect(meetingRoomName('a'.repeat(32), 'booking-1')).toBe(meetingRoomName('a'.repeat(32), 'booking-1'));
  });
});

describe(`consultation calendar file (${dbLabel})`, () => {
  it('serves the owner an .ics of the hour in UTC, with the room and a reminder', async () => {
    const visitor = new Visitor(app);
    const video = await book(visitor, 'video', 14);
    const response = await visitor.get(apiPaths.bookingCalendar(video.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="nyaya-${video.reference}.ics"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const text = response.body.replace(/\r\n[ \t]/g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:${video.id}@nyaya.in`);
    // 14:00 in India is 08:30 UTC; one hour long.
    expect(text).toContain('DTSTART:20300124T083000Z');
    expect(text).toContain('DTEND:20300124T093000Z');
    expect(text).toContain(`SUMMARY:Video Call with ${expert.name}`);
    expect(text).toContain(`URL:${video.meetingUrl}`);
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('BEGIN:VALARM');
  });

  it('marks a cancelled consultation CANCELLED, and a chat has no room in it', async () => {
    const visitor = new Visitor(app);
    const chat = await book(visitor, 'chat', 15);
    const chatText = (await visitor.get(apiPaths.bookingCalendar(chat.id))).body;
    expect(chatText).not.toContain('meet.jit.si');
    const video = await book(visitor, 'video', 16);
    await visitor.post(apiPaths.cancelBooking(video.id), {});
    const text = (await visitor.get(apiPaths.bookingCalendar(video.id))).body;
    expect(text).toContain('STATUS:CANCELLED');
    expect(text).not.toContain('meet.jit.si');
  });

  it('gives anyone else 404, whatever the id', async () => {
    const owner = new Visitor(app);
    const video = await book(owner, 'video', 10, '2030-01-25');
    for (const id of [video.id, 'nope', '../../etc/passwd', "x' OR '1'='1"]) {
      expectProblem(await new Visitor(app).get(apiPaths.bookingCalendar(id)), 404);
    }
  });
});
