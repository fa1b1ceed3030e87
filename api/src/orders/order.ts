/**
 * An order request checked against the catalogue and priced by the server (the browser sends no
 * price): the offer must be the service's, the intake is checked by the service's own form on every
 * order (Auto Assign's too: the form comes after it picks the provider), the state must be a real
 * one, the delivery one the service offers, an Auto Assign budget must cover the total paid (not
 * just the fee), and the amount the user agreed to must be the server's total.
 */
import { CreateOrderRequestSchema, rupeesToPaise, type FieldError, type PaymentIntent } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { consultationBookingOf, consultationBookingPath, findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { expertForService } from '@nyaya/shared/data/marketplace/purchase';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { formatINR } from '@nyaya/shared/format';
import {
  SELECTED_PROVIDER,
  completeIntake,
  deliveryModes,
  intakeMessages,
  priceQuote,
  type PriceQuote,
  type QuoteLineId,
} from '@nyaya/shared/rules/marketplace/purchase';
import { requestHash } from '../idempotency';
import { checkAgreedAmount } from '../payment/gateway';
import { fieldErrors, invalid } from '../problems';
import type { orders } from '../db/schema';

/** An order as stored, before its number, owner, key and payment are added. */
export type PricedOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber' | 'createdAt' | 'sessionId' | 'accountId' | 'idempotencyKey' | 'payment'> & {
  totalPaise: number;
  intent: PaymentIntent;
  description: string;
};

export interface StoredQuote {
  lines: Array<{ id: string; label: string; amountPaise: number }>;
  totalPaise: number;
  stampDutyIncluded: boolean;
}

const CHARGED_FOR: Readonly<Record<QuoteLineId, string>> = {
  fee: 'fee',
  gst: 'GST',
  government: 'government fees',
  'stamp-duty': 'stamp duty',
  delivery: 'courier',
};

/** What a total is made of, in words ("fee, GST and stamp duty"): the lines that charge something. */
function chargedFor(quote: PriceQuote): string {
  const parts = quote.lines.filter((line) => line.amount > 0).map((line) => CHARGED_FOR[line.id]);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'fee');
}

export function orderFromRequest(body: unknown, today = new Date()): PricedOrder {
  const parsed = CreateOrderRequestSchema.safeParse(body);
  if (!parsed.success) throw invalid(fieldErrors(parsed.error));
  const request = parsed.data;
  const errors: FieldError[] = [];
  const service = findLegalService(request.serviceId);
  if (!service) throw invalid([{ field: 'serviceId', message: 'Not a service we offer.' }]);
  // Chat and call consultations are bookings of the provider's expert (POST /bookings): one flow, one price.
  const booking = consultationBookingOf(request.offerId, service.id);
  if (booking) {
    const path = consultationBookingPath(booking);
    throw invalid(
      [{ field: 'serviceId', message: `${service.title} is booked with the expert at ${path}, not ordered.` }],
      `Book this consultation at ${path}.`,
    );
  }
  const offer = request.offerId === undefined ? undefined : findOfferListing(request.offerId);
  if (request.offerId !== undefined && !offer) errors.push({ field: 'offerId', message: 'Not an offer we know.' });
  else if (offer && offer.serviceId !== service.id) errors.push({ field: 'offerId', message: `This offer is not for ${service.title}.` });
  // Every order is checked by its service's form; left out, the intake is an empty form, and its
  // required fields are named.
  const form = intakeFormFor(service.id);
  const values = request.intake ?? {};
  // completeIntake checks the form by the same rule: its messages are asked for only when it refuses.
  const completed = completeIntake(form, values, today);
  if (!completed) {
    for (const [field, message] of Object.entries(intakeMessages(form, values, today))) errors.push({ field: `intake.${field}`, message });
  }
  const intake = completed ?? {};
  const deliveryRefused = request.delivery !== undefined && !deliveryModes(service).includes(request.delivery);
  if (deliveryRefused) {
    const only = deliveryModes(service)[0] === 'paper' ? 'on paper, by courier' : 'digitally';
    errors.push({ field: 'delivery', message: `${service.title} is delivered ${only} only.` });
  }
  // The one price rule the cards, the service detail and the checkout show.
  const quote = priceQuote(offer, service, { state: request.state, delivery: request.delivery });
  // Auto Assign's budget is what the user pays at most: the whole total, for the state and delivery
  // chosen. Judged only once the offer and the delivery priced are the ones asked for.
  const priced = !deliveryRefused && !errors.some((error) => error.field === 'offerId');
  if (request.autoAssign && priced && quote.total > request.autoAssign.budget) {
    errors.push({
      field: 'autoAssign.budget',
      message: `The total of ${formatINR(quote.total)} (${chargedFor(quote)}) is over the Auto Assign budget of ${formatINR(request.autoAssign.budget)}; Auto Assign never goes over it.`,
    });
  }
  if (errors.length) {
    const omitted = request.intake === undefined && errors.some((error) => error.field.startsWith('intake.'));
    throw invalid(errors, omitted ? `${service.title} needs its details before it can be ordered; none were sent.` : undefined);
  }
  const stored: StoredQuote = {
    lines: quote.lines.map((line) => ({ id: line.id, label: line.label, amountPaise: rupeesToPaise(line.amount) })),
    totalPaise: rupeesToPaise(quote.total),
    stampDutyIncluded: quote.stampDutyIncluded,
  };
  checkAgreedAmount(request.payment, stored.totalPaise, 'order');
  const contact = { name: request.contact.name, mobile: request.contact.mobile, ...(request.contact.email ? { email: request.contact.email } : {}) };
  const providerName = offer?.providerName ?? SELECTED_PROVIDER.name;
  return {
    requestHash: requestHash(request),
    serviceId: service.id,
    offerId: offer?.id ?? null,
    providerName,
    estimatedDelivery: offer?.timeframe ?? SELECTED_PROVIDER.deliveryTime,
    quote: stored,
    totalPaise: stored.totalPaise,
    // The provider chosen does the work: one of its own experts, preferably in the document's state.
    expert: expertForService(service.id, { providerId: offer?.providerId, state: request.state }),
    intake,
    contact,
    state: request.state ?? null,
    autoAssignBudgetPaise: request.autoAssign ? rupeesToPaise(request.autoAssign.budget) : null,
    autoAssignTimeline: request.autoAssign?.timeline ?? null,
    intent: request.payment,
    description: `${service.title} from ${providerName}`,
  };
}
