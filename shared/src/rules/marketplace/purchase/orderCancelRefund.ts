/**
 * What cancelling an order gives back (issue 25), the published terms the checkout shows
 * (`refundTerms` in remote-marketplace) as one rule the server refunds by:
 * - before Expert Review starts (the order is placed, assigned, collecting documents), the expert
 *   has done no work: everything paid comes back;
 * - once the expert has started work (Expert Review, Document Drafting, Quality Check, Delivery
 *   before a draft is delivered): half of the professional fee and half of its GST (each rounded
 *   down to the paisa), and in full what has not been spent on the client's behalf. Stamp duty,
 *   government fees and the courier are spent when the document is executed, filed or dispatched,
 *   which is after delivery, so before it they come back whole;
 * - once a draft has been delivered the client has the document: no cancellation (ask for a
 *   revision instead), and a cancelled order is not cancelled again.
 * The tracking page shows the server's figure from this rule before the client confirms.
 */
import type { QuoteLineId } from './priceQuote';

/** The step whose start ends the full refund: Expert Review (trackingTimeline's fourth step). */
export const EXPERT_REVIEW_STEP = 3;

/** Lines of which half comes back once work has started: the expert's fee and the GST on it. */
const WORK_LINES: readonly QuoteLineId[] = ['fee', 'gst'];

export interface PaidLine {
  id: QuoteLineId;
  /** What was paid for this line, whole paise. */
  amountPaise: number;
}

export interface OrderStage {
  /** The index of the current step; null once every step is completed. */
  currentStep: number | null;
  /** Whether any draft of the order has been delivered to the client. */
  draftDelivered: boolean;
  cancelled: boolean;
}

export interface RefundLine {
  id: QuoteLineId;
  paidPaise: number;
  refundPaise: number;
}

export type OrderCancelRefund =
  | { cancellable: true; share: 'full' | 'partial'; paidPaise: number; refundPaise: number; lines: RefundLine[] }
  | { cancellable: false; reason: 'cancelled' | 'delivered' };

export function orderCancelRefund(paid: readonly PaidLine[], stage: OrderStage): OrderCancelRefund {
  if (stage.cancelled) return { cancellable: false, reason: 'cancelled' };
  if (stage.draftDelivered || stage.currentStep === null) return { cancellable: false, reason: 'delivered' };
  const share = stage.currentStep < EXPERT_REVIEW_STEP ? 'full' : 'partial';
  const lines = paid.map(({ id, amountPaise }): RefundLine => {
    const whole = Math.max(0, Math.trunc(amountPaise));
    const halved = share === 'partial' && WORK_LINES.includes(id);
    return { id, paidPaise: whole, refundPaise: halved ? Math.floor(whole / 2) : whole };
  });
  const sum = (key: 'paidPaise' | 'refundPaise') => lines.reduce((total, line) => total + line[key], 0);
  return { cancellable: true, share, paidPaise: sum('paidPaise'), refundPaise: sum('refundPaise'), lines };
}
