/** An order as the API answers it: the stored row in the contract's shape (rupees, ISO times, tracking). */
import type { OrderView } from '@nyaya/shared/api';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import type { orders } from '../db/schema';
import type { StoredQuote } from './order';
import { progressOf, type HistoryRow } from './progress';

export type OrderRow = typeof orders.$inferSelect;
export type { HistoryRow };

export function orderView(row: OrderRow, history: HistoryRow[]): OrderView {
  const service = findLegalService(row.serviceId);
  const quote = row.quote as StoredQuote;
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
    tracking: progressOf(history).steps.map((step) => ({
      title: step.title,
      description: step.description,
      status: step.status,
      at: step.at?.toISOString() ?? null,
    })),
  };
}
