import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BookingListSchema, BookingViewSchema, SlotsResponseSchema, apiPaths, type CreateBookingRequest } from '@nyaya/shared/api';
import { experts } from '@nyaya/shared/data/experts';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import { expertSlug } from '@nyaya/shared/rules/experts';
import type { Expert } from '@nyaya/shared/types';
import { Visitor, dbLabel, expectProblem, newKey, testApp, testDatabase, type TestDatabase } from './support';

/** The API's clock in these tests: 15 January 2030, 12:30 in India. */
const NOW = Date.parse('2030-01-15T12:30:00+05:30');
const TODAY = '2030-01-15';
const TOMORROW = '2030-01-16';
const [available, , another] = experts.filter((expert) => expert.status === 'available') as [Expert, Expert, Expert];
const onDemand = experts.find((expert) => expert.status === 'on-demand')!;
const slug = expertSlug(available.name);

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

const booking = (overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest => ({
  expertSlug: slug,
  mode: 'video',
  slotStart: `${TOMORROW}T11:00:00+05:30`,
  contact: { name: 'Ravi Kumar', mobile: '9123456780' },
  payment: { provider: 'test', amountPaise: consultationQuote(available.fee).totalPaise },
  ...overrides,
});

async function slots(visitor: Visitor, expert: string, date: string) {
  const response = await visitor.get(apiPaths.expertSlots(expert, date));
  expect(response.statusCode).toBe(200);
  return SlotsResponseSchema.parse(response.json());
}

describe(`slots (${dbLabel})`, () => {
  it("lists an available expert's hourly slots in India's time, 10:00 to 17:00, past ones unavailable", async () => {
    const day = await slots(new Visitor(app), slug, TODAY);
    expect(day).toMatchObject({ expertSlug: slug, date: TODAY });
    expect(day.slots.map((slot) => slot.start)).toEqual([10, 11, 12, 13, 14, 15, 16].map((hour) => `${TODAY}T${hour}:00:00+05:30`));
    expect(day.slots.map((slot) => slot.available)).toEqual([false, false, false, true, true, true, true]);
  });

  it('gives on-demand experts the afternoon only', async () => {
    const day = await slots(new Visitor(app), expertSlug(onDemand.name), TOMORROW);
    expect(day.slots.map((slot) => slot.start.slice(11, 16))).toEqual(['14:00', '15:00', '16:00']);
    expect(day.slots.every((slot) => slot.available)).toBe(true);
  });

  it('refuses a bad date, a past one and one more than 60 days ahead (400); an unknown expert is 404', async () => {
    const visitor = new Visitor(app);
    for (const date of ['15-01-2030', '2030-02-30', '2030-01-14', '2030-03-17', '<script>']) {
      expectProblem(await visitor.get(apiPaths.expertSlots(slug, date)), 400, ['date']);
    }
    expectProblem(await visitor.get(`/api/v1/experts/${slug}/slots`), 400, ['date']);
    expect((await visitor.get(apiPaths.expertSlots(slug, '2030-03-16'))).statusCode).toBe(200);
    expectProblem(await visitor.get(apiPaths.expertSlots('nobody', TOMORROW)), 404);
  });
});

describe(`bookings (${dbLabel})`, () => {
  it('books a slot (201), which then shows as unavailable', async () => {
    const visitor = new Visitor(app);
    const response = await visitor.post(apiPaths.bookings, booking({ slotStart: `${TOMORROW}T10:00:00+05:30` }));
    expect(response.statusCode).toBe(201);
    const view = BookingViewSchema.parse(response.json());
    expect(view).toMatchObject({
      expertSlug: slug,
      expertName: available.name,
      mode: 'video',
      slotStart: `${TOMORROW}T10:00:00+05:30`,
      fee: available.fee,
      gst: consultationQuote(available.fee).lines[1]!.amount,
      total: consultationQuote(available.fee).total,
      refunded: null,
      status: 'booked',
      cancelledAt: null,
    });
    expect(view.reference).toMatch(/^BKG[A-Z0-9]{9}$/);
    const day = await slots(new Visitor(app), slug, TOMORROW);
    expect(day.slots.find((slot) => slot.start === `${TOMORROW}T10:00:00+05:30`)?.available).toBe(false);
  });

  it('reads a slot written in UTC as the same slot', async () => {
    const response = await new Visitor(app).post(apiPaths.bookings, booking({ slotStart: `${TOMORROW}T07:30:00Z` }));
    expect(response.statusCode).toBe(201);
    expect(response.json().slotStart).toBe(`${TOMORROW}T13:00:00+05:30`);
  });

  it('books a slot once: of two concurrent attempts one gets 201 and the other 409 Slot taken', async () => {
    const [a, b] = [new Visitor(app), new Visitor(app)];
    const slotStart = `${TOMORROW}T15:00:00+05:30`;
    const answers = await Promise.all([a.post(apiPaths.bookings, booking({ slotStart })), b.post(apiPaths.bookings, booking({ slotStart, mode: 'chat' }))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const taken = answers.find((answer) => answer.statusCode === 409)!;
    expect(expectProblem(taken, 409).title).toBe('Slot taken');
  });

  it('answers a retried booking (same key) with the same booking, and a reused key with 422', async () => {
    const visitor = new Visitor(app);
    await visitor.post(apiPaths.bookings, booking({ slotStart: `${TOMORROW}T16:00:00+05:30` }));
    const key = newKey();
    const body = booking({ slotStart: `${TOMORROW}T12:00:00+05:30` });
    const answers = await Promise.all(Array.from({ length: 5 }, () => visitor.post(apiPaths.bookings, body, key)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    expectProblem(await visitor.post(apiPaths.bookings, { ...body, mode: 'chat' }, key), 422);
  });

  it("refuses a time that is not one of the expert's slots, a past slot and a bad body (400)", async () => {
    const visitor = new Visitor(app);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ slotStart: `${TOMORROW}T10:30:00+05:30` })), 400, ['slotStart']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ slotStart: `${TOMORROW}T09:00:00+05:30` })), 400, ['slotStart']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ expertSlug: expertSlug(onDemand.name), slotStart: `${TOMORROW}T10:00:00+05:30` })), 400, [
      'slotStart',
    ]);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ slotStart: `${TODAY}T11:00:00+05:30` })), 400, ['slotStart']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ slotStart: '2030-01-10T11:00:00+05:30' })), 400, ['slotStart']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ slotStart: 'tomorrow' })), 400, ['slotStart']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ expertSlug: 'nobody' })), 400, ['expertSlug']);
    expectProblem(await visitor.post(apiPaths.bookings, booking({ contact: { name: 'Ravi', mobile: '12345' } })), 400, ['contact.mobile']);
    expectProblem(await visitor.post(apiPaths.bookings, booking(), null), 400, ['Idempotency-Key']);
    expectProblem(await visitor.post(apiPaths.bookings, { ...booking(), payment: undefined }), 400, ['payment']);
    expectProblem(await visitor.post(apiPaths.bookings, { ...booking(), payment: { provider: 'test', reference: 'paid-already' } }), 400, [
      'payment.amountPaise',
      'payment.reference',
    ]);
  });

  it("answers 409 when the amount agreed to is not the expert's fee and GST, and books nothing", async () => {
    const visitor = new Visitor(app);
    const slotStart = `${TOMORROW}T14:00:00+05:30`;
    const total = consultationQuote(available.fee).totalPaise;
    // The fee without its GST (what the screen showed before), a paisa off either way, nothing.
    for (const amountPaise of [available.fee * 100, total - 1, total + 1, 0]) {
      const wrong = booking({ slotStart, payment: { provider: 'test', amountPaise } });
      expect(expectProblem(await visitor.post(apiPaths.bookings, wrong), 409).title).toBe('Price changed');
    }
    expect((await slots(visitor, slug, TOMORROW)).slots.find((slot) => slot.start === slotStart)?.available).toBe(true);
  });

  it("lists this session's bookings, upcoming first, and cancelling frees the slot", async () => {
    const visitor = new Visitor(app);
    const later = BookingViewSchema.parse((await visitor.post(apiPaths.bookings, booking({ slotStart: '2030-01-20T16:00:00+05:30' }))).json());
    const sooner = BookingViewSchema.parse((await visitor.post(apiPaths.bookings, booking({ slotStart: '2030-01-17T14:00:00+05:30' }))).json());
    let list = BookingListSchema.parse((await visitor.get(apiPaths.bookings)).json());
    expect(list.bookings.map((item) => item.id)).toEqual([sooner.id, later.id]);

    expectProblem(await new Visitor(app).send('POST', apiPaths.cancelBooking(sooner.id)), 404);
    const cancelled = await visitor.send('POST', apiPaths.cancelBooking(sooner.id));
    expect(cancelled.statusCode).toBe(200);
    expect(BookingViewSchema.parse(cancelled.json()).status).toBe('cancelled');
    expect((await visitor.send('POST', apiPaths.cancelBooking(sooner.id))).json().status).toBe('cancelled');
    list = BookingListSchema.parse((await visitor.get(apiPaths.bookings)).json());
    expect(list.bookings.map((item) => [item.id, item.status])).toEqual([
      [later.id, 'booked'],
      [sooner.id, 'cancelled'],
    ]);

    const day = await slots(visitor, slug, '2030-01-17');
    expect(day.slots.find((slot) => slot.start === '2030-01-17T14:00:00+05:30')?.available).toBe(true);
    expect((await new Visitor(app).post(apiPaths.bookings, booking({ slotStart: '2030-01-17T14:00:00+05:30' }))).statusCode).toBe(201);
    expectProblem(await visitor.send('POST', apiPaths.cancelBooking('no-such-booking')), 404);
    expect((await new Visitor(app).get(apiPaths.bookings)).json()).toEqual({ bookings: [] });
  });

  it('gives each booking its own reference', async () => {
    const visitor = new Visitor(app);
    const list = BookingListSchema.parse((await visitor.get(apiPaths.bookings)).json());
    const all = [...list.bookings];
    for (const hour of [10, 11]) {
      all.push(BookingViewSchema.parse((await visitor.post(apiPaths.bookings, booking({ slotStart: `2030-01-21T${hour}:00:00+05:30` }))).json()));
    }
    expect(new Set(all.map((item) => item.reference)).size).toBe(all.length);
    expect(all.every((item) => /^BKG[A-Z0-9]{9}$/.test(item.reference))).toBe(true);
  });
});

describe(`cancelling refunds by the consultation rule (${dbLabel})`, () => {
  // Not the expert me.test.ts books (the files may share a database).
  const anotherSlug = expertSlug(another.name);
  const paid = consultationQuote(another.fee);
  const book = async (visitor: Visitor, slotStart: string) =>
    BookingViewSchema.parse(
      (
        await visitor.post(apiPaths.bookings, booking({ expertSlug: anotherSlug, slotStart, payment: { provider: 'test', amountPaise: paid.totalPaise } }))
      ).json(),
    );
  const cancel = async (visitor: Visitor, id: string) => {
    const response = await visitor.send('POST', apiPaths.cancelBooking(id));
    expect(response.statusCode).toBe(200);
    return BookingViewSchema.parse(response.json());
  };

  // The clock reads 15 January, 12:30 in India.
  it.each([
    ['24 hours or more ahead: everything paid', `${TOMORROW}T13:00:00+05:30`, paid.total],
    ['2 to 24 hours ahead: half', `${TOMORROW}T11:00:00+05:30`, Math.floor(paid.totalPaise / 2) / 100],
    ['less than 2 hours ahead: nothing', `${TODAY}T14:00:00+05:30`, 0],
  ])('%s', async (_, slotStart, refunded) => {
    const visitor = new Visitor(app);
    const booked = await book(visitor, slotStart);
    expect(booked).toMatchObject({ total: paid.total, refunded: null });
    const cancelled = await cancel(visitor, booked.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded, total: paid.total, reference: booked.reference });
    expect(cancelled.cancelledAt).toBe(new Date(NOW).toISOString());
    // Cancelling again (a retry, a second tab) is the same cancellation: the refund is not paid twice or recomputed.
    expect(await cancel(visitor, booked.id)).toEqual(cancelled);
    const listed = BookingListSchema.parse((await visitor.get(apiPaths.bookings)).json()).bookings.find((item) => item.id === booked.id);
    expect(listed).toEqual(cancelled);
  });

  it("refuses another session's cancel (404) and leaves the booking and its refund alone", async () => {
    const owner = new Visitor(app);
    const booked = await book(owner, `${TOMORROW}T15:00:00+05:30`);
    expectProblem(await new Visitor(app).send('POST', apiPaths.cancelBooking(booked.id)), 404);
    expectProblem(await new Visitor(app).send('POST', apiPaths.cancelBooking(booked.reference)), 404);
    const listed = BookingListSchema.parse((await owner.get(apiPaths.bookings)).json()).bookings.find((item) => item.id === booked.id);
    expect(listed).toMatchObject({ status: 'booked', refunded: null });
  });

  it('refuses to cancel a consultation that has started (409)', async () => {
    const visitor = new Visitor(app);
    const started = await testApp(db.database, { now: () => Date.parse(`${TOMORROW}T16:10:00+05:30`) });
    try {
      const booked = await book(visitor, `${TOMORROW}T16:00:00+05:30`);
      const late = new Visitor(started);
      late.cookie = visitor.cookie;
      expect(expectProblem(await late.send('POST', apiPaths.cancelBooking(booked.id)), 409).title).toBe('Already started');
    } finally {
      await started.close();
    }
  });
});
