/** An order as the API answers it: the stored row in the contract's shape (rupees, ISO times, tracking, draft, cancellation). */
import type { CancelQuote, Cancellation, DeliveredDraft, OrderView } from '@nyaya/shared/api';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { orderCancelRefund, revisionDaysOf, revisionWindowClosesAt } from '@nyaya/shared/rules/marketplace/purchase';
import type { orders } from '../db/schema';
import type { StoredQuote } from './order';
import { progressOf, type HistoryRow } from './progress';
import type { DeliveredRow, StoredOrder } from './store';

export type OrderRow = typeof orders.$inferSelect;
export type { HistoryRow };

/** What the refund record on a cancelled order holds (orders/cancel.ts). */
export interface StoredRefund {
  provider: 'test';
  reference: string;
  amountPaise: number;
  share: Cancellation['share'];
}

/** The offer's revision window: spec §9's 7, 30 or 60 days, 7 without an offer. */
export const revisionDaysOfOrder = (row: Pick<OrderRow, 'offerId'>) => revisionDaysOf(findOfferListing(row.offerId));

export function deliveredDraftView(row: Pick<OrderRow, 'offerId'>, delivered: DeliveredRow | null): DeliveredDraft | null {
  if (!delivered) return null;
  const revisionDays = revisionDaysOfOrder(row);
  return {
    version: delivered.version,
    deliveredAt: delivered.deliveredAt.toISOString(),
    revisionDays,
    revisableUntil: new Date(revisionWindowClosesAt(delivered.deliveredAt.getTime(), revisionDays)).toISOString(),
    revision:
      delivered.revisionAskedAt && delivered.revisionComment !== null
        ? { comment: delivered.revisionComment, askedAt: delivered.revisionAskedAt.toISOString() }
        : null,
  };
}

export function cancellationView(row: Pick<OrderRow, 'cancelledAt' | 'refund'>): Cancellation | null {
  if (!row.cancelledAt || !row.refund) return null;
  const refund = row.refund as StoredRefund;
  return { cancelledAt: row.cancelledAt.toISOString(), share: refund.share, refundPaise: refund.amountPaise, reference: refund.reference };
}

/** What cancelling would refund now, by the rule the server cancels by; null when it cannot be cancelled. */
export function cancelQuoteOf(row: Pick<OrderRow, 'quote' | 'cancelledAt'>, current: number | null, draftDelivered: boolean): CancelQuote | null {
  const quote = row.quote as StoredQuote;
  const paid = quote.lines.map((line) => ({ id: line.id as CancelQuote['lines'][number]['id'], amountPaise: line.amountPaise }));
  const refund = orderCancelRefund(paid, { currentStep: current, draftDelivered, cancelled: row.cancelledAt !== null });
  return refund.cancellable ? { share: refund.share, paidPaise: refund.paidPaise, refundPaise: refund.refundPaise, lines: refund.lines } : null;
}

export function orderView({ row, history, delivered }: StoredOrder): OrderView {
  const service = findLegalService(row.serviceId);
  const quote = row.quote as StoredQuote;
  const { steps, current } = progressOf(history);
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    serviceId: row.serviceId,
    serviceName: service?.title ?? row.serviceId,
    offerId: row.offerId,
    providerName: row.providerName,
    estimatedDelivery: row.estimatedDelivery,
    quote: {
      lines: quote.lines.map((line) => ({ id: line.id as OrderView['quote']['lines'][number]['id'], label: line.label, amount: line.amountPaise / 100 })),
      total: quote.totalPaise / 100,
      stampDutyIncluded: quote.stampDutyIncluded,
    },
    expert: row.expert as OrderView['expert'],
    intake: row.intake as OrderView['intake'],
    contact: row.contact as OrderView['contact'],
    state: row.state,
    autoAssigned: row.autoAssignBudgetPaise !== null,
    budget: row.autoAssignBudgetPaise === null ? null : row.autoAssignBudgetPaise / 100,
    timeline: row.autoAssignTimeline as OrderView['timeline'],
    payment: row.payment as OrderView['payment'],
    // Completed steps with when; the current one with since when (the first not completed).
    tracking: steps.map((step) => ({
      title: step.title,
      description: step.description,
      status: step.status,
      at: step.at?.toISOString() ?? null,
    })),
    language: row.language,
    draft: deliveredDraftView(row, delivered),
    cancellation: cancellationView(row),
    cancel: cancelQuoteOf(row, current, delivered !== null),
  };
}
