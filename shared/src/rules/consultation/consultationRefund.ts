/**
 * What a cancelled consultation gets back, by how long before its slot it is cancelled: the expert
 * keeps the hour free for the booking, and an hour given back late is rarely booked again.
 * - 24 hours or more before the slot: everything paid (fee and GST);
 * - from 24 hours to 2 hours before: half of it (rounded down to the paisa);
 * - less than 2 hours before: nothing. A consultation that has started cannot be cancelled.
 * The server refunds by this rule when a booking is cancelled; the screens show it before paying
 * and in the cancel dialog.
 */
export const FULL_REFUND_HOURS = 24;
export const HALF_REFUND_HOURS = 2;
const HOUR_MS = 3_600_000;

export type RefundShare = 'full' | 'half' | 'none';

export interface ConsultationRefund {
  share: RefundShare;
  /** Whole paise. */
  amountPaise: number;
}

/** The share refunded for cancelling at `at` a slot starting at `slotStart` (both in ms since the epoch). */
export function refundShare(slotStart: number, at: number): RefundShare {
  const ahead = slotStart - at;
  if (!(ahead >= HALF_REFUND_HOURS * HOUR_MS)) return 'none';
  return ahead >= FULL_REFUND_HOURS * HOUR_MS ? 'full' : 'half';
}

/** The refund of `paidPaise` for cancelling at `at` (ms) a consultation starting at `slotStart` (ms). */
export function consultationRefund(paidPaise: number, slotStart: number, at: number): ConsultationRefund {
  const share = refundShare(slotStart, at);
  const amountPaise = share === 'full' ? paidPaise : share === 'half' ? Math.floor(paidPaise / 2) : 0;
  return { share, amountPaise };
}
