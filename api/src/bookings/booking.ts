/**
 * A booking request checked: a known expert, one of their slots that has not started and is
 * within the booking horizon, and the amount the user agreed to equal to the server's total (the
 * expert's fee and its GST).
 */
import { CreateBookingRequestSchema, type PaymentIntent } from '@nyaya/shared/api';
import { consultationQuote } from '@nyaya/shared/rules/consultation';
import type { Expert } from '@nyaya/shared/types';
import { requestHash } from '../idempotency';
import { checkAgreedAmount } from '../payment/gateway';
import { fieldErrors, invalid } from '../problems';
import { bookingDateMessage, expertBySlug, indiaDate, slotStarts } from './slots';

export interface CheckedBooking {
  expert: Expert;
  slotStart: Date;
  mode: 'chat' | 'call' | 'video';
  feePaise: number;
  /** The fee and its GST: what is charged. */
  totalPaise: number;
  contact: { name: string; mobile: string; email?: string };
  intent: PaymentIntent;
  requestHash: string;
}

export function bookingFromRequest(body: unknown, now: number): CheckedBooking {
  const parsed = CreateBookingRequestSchema.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  const request = parsed.data;
  const expert = expertBySlug(request.expertSlug);
  if (!expert) throw invalid([{ field: 'expertSlug', message: 'Not an expert we know.' }]);
  const start = new Date(request.slotStart);
  const dateMessage = bookingDateMessage(indiaDate(start.getTime()), now);
  if (dateMessage) throw invalid([{ field: 'slotStart', message: dateMessage }]);
  if (!slotStarts(expert, indiaDate(start.getTime())).some((slot) => slot.getTime() === start.getTime())) {
    throw invalid([{ field: 'slotStart', message: `Not one of ${expert.name}'s slots that day.` }]);
  }
  if (start.getTime() <= now) throw invalid([{ field: 'slotStart', message: 'This slot has already started.' }]);
  const quote = consultationQuote(expert.fee);
  checkAgreedAmount(request.payment, quote.totalPaise, 'consultation');
  const { name, mobile, email } = request.contact;
  return {
    expert,
    slotStart: start,
    mode: request.mode,
    feePaise: Math.round(expert.fee * 100),
    totalPaise: quote.totalPaise,
    contact: { name, mobile, ...(email ? { email } : {}) },
    intent: request.payment,
    requestHash: requestHash({ ...request, slotStart: start.toISOString() }),
  };
}
