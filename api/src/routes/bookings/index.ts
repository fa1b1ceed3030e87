/**
 * Consultations: an expert's free slots, and the bookings of this session (or account). A booking
 * is paid when made (the expert's fee and GST; the server runs the payment) and, cancelled before
 * it starts, refunded by the consultation refund rule (`consultationRefund`).
 */
import type { FastifyPluginAsync } from 'fastify';
import { BookingDateSchema, apiRoutes, type SlotsResponse } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { bookingFromRequest } from '../../bookings/booking';
import { bookingDateMessage, expertBySlug, slotStarts, slotText } from '../../bookings/slots';
import { createBookingStore } from '../../bookings/store';
import { consultationCalendar } from '../../bookings/calendar';
import { bookingView, upcomingFirst, type BookingRow } from '../../bookings/view';
import { idempotencyKeyOf, keyReused } from '../../idempotency';
import { refundDuplicate, type PaymentGateway } from '../../payment/gateway';
import { ProblemError, invalid, notFound, problem } from '../../problems';

const slotTaken = (outcome: string) =>
  new ProblemError(problem(409, `Someone else has just booked this slot. ${outcome} Choose another time.`, { title: 'Slot taken' }));

const bookingRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; now: () => number }> = async (app, { gateway, now }) => {
  const store = createBookingStore(app.db, now);

  app.get<{ Params: { expertSlug: string }; Querystring: { date?: unknown } }>(apiRoutes.expertSlots, async (request): Promise<SlotsResponse> => {
    const expert = expertBySlug(request.params.expertSlug);
    if (!expert) throw notFound('No expert has this profile.');
    const date = BookingDateSchema.safeParse(request.query.date);
    const message = date.success ? bookingDateMessage(date.data, now()) : (date.error.issues[0]?.message ?? 'Send the date as yyyy-mm-dd.');
    if (!date.success || message) throw invalid([{ field: 'date', message: message! }], 'The date cannot be booked.');
    const starts = slotStarts(expert, date.data);
    const taken = await store.bookedStarts(expert.id, starts[0]!, new Date(starts.at(-1)!.getTime() + 1));
    const current = now();
    return {
      expertSlug: request.params.expertSlug,
      date: date.data,
      slots: starts.map((start) => ({ start: slotText(start), available: start.getTime() > current && !taken.has(start.getTime()) })),
    };
  });

  app.post(apiRoutes.bookings, { config: { writeLimit: true } }, async (request, reply) => {
    const idempotencyKey = idempotencyKeyOf(request);
    const booking = bookingFromRequest(request.body, now());
    const session = await app.sessions.ensure(request, reply);
    const owner = { sessionId: session.id, accountId: session.accountId };
    // A retry of a made booking is answered from what was stored: it is never charged again.
    const answerEarlier = (row: BookingRow) => {
      if (row.requestHash !== booking.requestHash) throw keyReused('booking');
      return reply.code(200).send(bookingView(row, app.meetingRooms));
    };
    const earlier = await store.byKey(session.id, idempotencyKey);
    if (earlier) return answerEarlier(earlier);
    // A slot already taken is refused before any money moves, unless this very booking (a
    // concurrent retry of it) took it.
    const slotEnd = new Date(booking.slotStart.getTime() + 1);
    if ((await store.bookedStarts(booking.expert.id, booking.slotStart, slotEnd)).size > 0) {
      const mine = await store.byKey(session.id, idempotencyKey);
      if (mine) return answerEarlier(mine);
      throw slotTaken('Nothing was charged.');
    }
    const chargeKey = `booking:${session.id}:${idempotencyKey}`;
    const payment = await gateway.charge({
      amountPaise: booking.totalPaise,
      description: `Consultation with ${booking.expert.name}`,
      idempotencyKey: chargeKey,
    });
    const placed = await store.place(booking, owner, idempotencyKey, payment);
    if (placed.kind === 'slot-taken') {
      // Someone booked it between the check and this booking: the payment goes back at once, in full.
      await gateway.refund({ payment, amountPaise: payment.amountPaise, idempotencyKey: `slot-taken:${chargeKey}` });
      throw slotTaken(`Your payment of ${formatINR(payment.amountPaise / 100)} was refunded in full.`);
    }
    if (placed.kind === 'existing') await refundDuplicate(gateway, placed.row.payment, payment, chargeKey);
    if (placed.row.requestHash !== booking.requestHash) throw keyReused('booking');
    return reply.code(placed.kind === 'created' ? 201 : 200).send(bookingView(placed.row, app.meetingRooms));
  });

  app.get(apiRoutes.bookings, async (request) => {
    const session = await app.sessions.current(request);
    if (!session) return { bookings: [] };
    return {
      bookings: upcomingFirst(await store.ofOwner({ sessionId: session.id, accountId: session.accountId }), now()).map((row) =>
        bookingView(row, app.meetingRooms),
      ),
    };
  });

  app.post<{ Params: { id: string } }>(apiRoutes.cancelBooking, { config: { writeLimit: true } }, async (request) => {
    const session = await app.sessions.current(request);
    const row = session ? await store.byId({ sessionId: session.id, accountId: session.accountId }, request.params.id) : undefined;
    if (!row) throw notFound('No consultation with this id was booked in this browser or this account.');
    if (row.status === 'cancelled') return bookingView(row, app.meetingRooms);
    if (row.slotStart.getTime() <= now()) {
      throw new ProblemError(problem(409, 'This consultation has already started, so it cannot be cancelled.', { title: 'Already started' }));
    }
    return bookingView(await store.cancel(row), app.meetingRooms);
  });

  // The consultation for the phone's calendar; like every booking route, only its owner finds it.
  app.get<{ Params: { id: string } }>(apiRoutes.bookingCalendar, async (request, reply) => {
    const session = await app.sessions.current(request);
    const row = session ? await store.byId({ sessionId: session.id, accountId: session.accountId }, request.params.id) : undefined;
    if (!row) throw notFound('No consultation with this id was booked in this browser or this account.');
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="nyaya-${row.reference}.ics"`)
      .header('Cache-Control', 'private, no-store')
      .send(consultationCalendar(row, app.meetingRooms(row)));
  });
};

export default bookingRoutes;
