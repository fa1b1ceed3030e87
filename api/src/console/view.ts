/** What the console answers: the list's rows and an order's page, from stored rows (the contract's shapes). */
import type { ConsoleItem, ConsoleOrder, ConsoleStatus } from '@nyaya/shared/api';
import { bookingModeLabels } from '@nyaya/shared/api';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { slotText } from '../bookings/slots';
import type { BookingRow } from '../bookings/view';
import type { DraftRow } from '../drafts/store';
import { draftVersionView } from '../drafts/view';
import { progressOf, type HistoryRow } from '../orders/progress';
import { cancellationView, revisionDaysOfOrder, type OrderRow } from '../orders/view';

/** A consultation's slot is an hour (bookings/slots): until it is over, it is still to be done. */
const SLOT_MS = 60 * 60 * 1000;

type Contact = { name?: string; mobile?: string; email?: string };
const clientName = (contact: unknown) => (contact as Contact).name ?? '';
const serviceName = (serviceId: string) => findLegalService(serviceId)?.title ?? serviceId;

/** `unread`: the client's messages the expert has not read (console/unread.ts). */
export function consoleOrderItem(row: OrderRow, history: HistoryRow[], unread: number): ConsoleItem {
  const { steps, current } = progressOf(history);
  return {
    kind: 'order',
    reference: row.orderNumber,
    title: serviceName(row.serviceId),
    clientName: clientName(row.contact),
    createdAt: row.createdAt.toISOString(),
    status: row.cancelledAt ? 'cancelled' : current === null ? 'completed' : 'active',
    currentStep: current === null || row.cancelledAt ? null : steps[current]!.title,
    mode: null,
    slotStart: null,
    meetingUrl: null,
    unread,
  };
}

export function consultationStatus(row: BookingRow, now: number): ConsoleStatus {
  if (row.status === 'cancelled') return 'cancelled';
  return row.slotStart.getTime() + SLOT_MS <= now ? 'completed' : 'active';
}

export function consoleConsultationItem(row: BookingRow, now: number, unread: number, meetingUrl: string | null): ConsoleItem {
  return {
    kind: 'consultation',
    reference: row.reference,
    title: `${bookingModeLabels[row.mode]} consultation`,
    clientName: clientName(row.contact),
    createdAt: row.createdAt.toISOString(),
    status: consultationStatus(row, now),
    currentStep: null,
    mode: row.mode,
    slotStart: slotText(row.slotStart),
    meetingUrl,
    unread,
  };
}

/**
 * The order as its assigned expert sees it: the client's details and answers, every step with when
 * and by whom, the client's unread messages, and every version of the draft (newest first) with
 * what the client asked to change.
 */
export function consoleOrderView(row: OrderRow, history: HistoryRow[], drafts: DraftRow[], unread: number): ConsoleOrder {
  const { steps, current } = progressOf(history);
  const contact = row.contact as Contact;
  return {
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    serviceId: row.serviceId,
    serviceName: serviceName(row.serviceId),
    offerId: row.offerId,
    providerName: row.providerName,
    estimatedDelivery: row.estimatedDelivery,
    state: row.state,
    client: { name: contact.name ?? '', mobile: contact.mobile ?? '', ...(contact.email ? { email: contact.email } : {}) },
    intake: row.intake as Record<string, string>,
    autoAssigned: row.autoAssignBudgetPaise !== null,
    steps: steps.map((step) => ({
      index: step.index,
      title: step.title,
      description: step.description,
      status: step.status,
      at: step.at?.toISOString() ?? null,
      completedBy: step.status !== 'completed' ? null : step.completedBy ? 'expert' : 'nyaya',
    })),
    currentStep: current,
    unread,
    language: row.language,
    drafts: drafts.map(draftVersionView),
    revisionDays: revisionDaysOfOrder(row),
    cancellation: cancellationView(row),
  };
}
