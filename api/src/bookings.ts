/**
 * Consultations: an expert's free slots and the bookings of this session. A slot is booked at most
 * once: a unique index on (expert, slot) among booked rows refuses the second insert (409).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BookingDateSchema, CreateBookingRequestSchema, apiRoutes, type BookingView, type SlotsResponse } from '@nyaya/shared/api';
import { findExpertById } from '@nyaya/shared/data/experts';
import { expertSlug } from '@nyaya/shared/rules/experts';
import { UNIQUE_VIOLATION, databaseError, type Db } from './db/database';
import { bookings } from './db/schema';
import { idempotencyKeyOf } from './orders';
import { ProblemError, fieldErrors, invalid, notFound, problem } from './problems';
import { requestHash } from './requestHash';
import type { Sessions } from './session';
import { bookingDateMessage, expertBySlug, indiaDate, slotStarts, slotText } from './slots';

type BookingRow = typeof bookings.$inferSelect;
const LIST_LIMIT = 200;

function bookingView(row: BookingRow): BookingView {
  const expert = findExpertById(row.expertId);
  return {
    id: row.id,
    expertSlug: expert ? expertSlug(expert.name) : row.expertId,
    expertName: expert?.name ?? row.expertId,
    mode: row.mode,
    slotStart: slotText(row.slotStart),
    fee: row.fee,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Upcoming booked consultations first (soonest first), then past or cancelled ones (latest first). */
function upcomingFirst(rows: BookingRow[], now: number): BookingRow[] {
  const upcoming = (row: BookingRow) => row.status === 'booked' && row.slotStart.getTime() > now;
  return [...rows].sort((a, b) => {
    const [ua, ub] = [upcoming(a), upcoming(b)];
    if (ua !== ub) return ua ? -1 : 1;
    const order = a.slotStart.getTime() - b.slotStart.getTime();
    return ua ? order : -order;
  });
}

const slotTaken = () => new ProblemError(problem(409, 'Someone else has just booked this slot. Choose another time.', { title: 'Slot taken' }));

export function bookingRoutes(app: FastifyInstance, { db, sessions, writeLimit, now }: { db: Db; sessions: Sessions; writeLimit: object; now: () => number }) {
  app.get<{ Params: { expertSlug: string }; Querystring: { date?: unknown } }>(apiRoutes.expertSlots, async (request): Promise<SlotsResponse> => {
    const expert = expertBySlug(request.params.expertSlug);
    if (!expert) throw notFound('No expert has this profile.');
    const date = BookingDateSchema.safeParse(request.query.date);
    const message = date.success ? bookingDateMessage(date.data, now()) : (date.error.issues[0]?.message ?? 'Send the date as yyyy-mm-dd.');
    if (!date.success || message) throw invalid([{ field: 'date', message: message! }], 'The date cannot be booked.');
    const starts = slotStarts(expert, date.data);
    const booked = await db
      .select({ slotStart: bookings.slotStart })
      .from(bookings)
      .where(
        and(
          eq(bookings.expertId, expert.id),
          eq(bookings.status, 'booked'),
          gte(bookings.slotStart, starts[0]!),
          lt(bookings.slotStart, new Date(starts.at(-1)!.getTime() + 1)),
        ),
      );
    const taken = new Set(booked.map((row) => row.slotStart.getTime()));
    const current = now();
    return {
      expertSlug: request.params.expertSlug,
      date: date.data,
      slots: starts.map((start) => ({ start: slotText(start), available: start.getTime() > current && !taken.has(start.getTime()) })),
    };
  });

  app.post(apiRoutes.bookings, { config: { rateLimit: writeLimit } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const parsed = CreateBookingRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const body = parsed.data;
    const expert = expertBySlug(body.expertSlug);
    if (!expert) throw invalid([{ field: 'expertSlug', message: 'Not an expert we know.' }]);
    const start = new Date(body.slotStart);
    const date = indiaDate(start.getTime());
    const dateMessage = bookingDateMessage(date, now());
    if (dateMessage) throw invalid([{ field: 'slotStart', message: dateMessage }]);
    if (!slotStarts(expert, date).some((slot) => slot.getTime() === start.getTime())) {
      throw invalid([{ field: 'slotStart', message: `Not one of ${expert.name}'s slots that day.` }]);
    }
    if (start.getTime() <= now()) throw invalid([{ field: 'slotStart', message: 'This slot has already started.' }]);
    const sessionId = sessions.ensureSession(request, reply, idempotencyKey);
    const hash = requestHash({ ...body, slotStart: start.toISOString() });
    const contact = { name: body.contact.name, mobile: body.contact.mobile, ...(body.contact.email ? { email: body.contact.email } : {}) };
    const byKey = () =>
      db
        .select()
        .from(bookings)
        .where(and(eq(bookings.sessionId, sessionId), eq(bookings.idempotencyKey, idempotencyKey)));
    let row: BookingRow | undefined;
    try {
      [row] = await db
        .insert(bookings)
        .values({
          id: randomUUID(),
          sessionId,
          idempotencyKey,
          requestHash: hash,
          expertId: expert.id,
          slotStart: start,
          mode: body.mode,
          fee: expert.fee,
          contact,
        })
        .onConflictDoNothing({ target: [bookings.sessionId, bookings.idempotencyKey] })
        .returning();
    } catch (error) {
      const { code, constraint } = databaseError(error);
      if (code !== UNIQUE_VIOLATION || constraint !== 'bookings_expert_slot_booked_key') throw error;
      // A retry of this very booking racing its first attempt hits the slot first: it is still this booking.
      [row] = await byKey();
      if (!row) throw slotTaken();
      if (row.requestHash !== hash)
        throw new ProblemError(problem(422, 'This Idempotency-Key was already used for a different booking.', { title: 'Idempotency-Key reused' }));
      return reply.code(200).send(bookingView(row));
    }
    if (row) return reply.code(201).send(bookingView(row));
    [row] = await byKey();
    if (!row) throw new Error('A booking conflicted on its idempotency key but could not be read back.');
    if (row.requestHash !== hash)
      throw new ProblemError(problem(422, 'This Idempotency-Key was already used for a different booking.', { title: 'Idempotency-Key reused' }));
    return reply.code(200).send(bookingView(row));
  });

  app.get(apiRoutes.bookings, async (request) => {
    const sessionId = sessions.sessionOf(request);
    if (!sessionId) return { bookings: [] };
    const rows = await db.select().from(bookings).where(eq(bookings.sessionId, sessionId)).limit(LIST_LIMIT);
    return { bookings: upcomingFirst(rows, now()).map(bookingView) };
  });

  app.post<{ Params: { id: string } }>(apiRoutes.cancelBooking, { config: { rateLimit: writeLimit } }, async (request) => {
    const sessionId = sessions.sessionOf(request);
    const missing = () => notFound('No consultation with this id was booked in this browser.');
    if (!sessionId) throw missing();
    const mine = and(eq(bookings.id, request.params.id), eq(bookings.sessionId, sessionId));
    const [row] = await db.select().from(bookings).where(mine);
    if (!row) throw missing();
    if (row.status === 'cancelled') return bookingView(row);
    if (row.slotStart.getTime() <= now())
      throw new ProblemError(problem(409, 'This consultation has already started, so it cannot be cancelled.', { title: 'Already started' }));
    const [cancelled] = await db
      .update(bookings)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(mine, eq(bookings.status, 'booked')))
      .returning();
    return bookingView(cancelled ?? { ...row, status: 'cancelled' });
  });
}
