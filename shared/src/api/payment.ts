import { z } from 'zod';
import { tCommon } from '@nyaya/shared/i18n/common';

/** The most one order or booking can cost, in paise (₹10 crore): bounds what a request may state. */
export const MAX_AMOUNT_PAISE = 1_000_000_000;

/** Rupees as the quotes total them (to the paisa) → whole paise. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * What an order or booking request says about paying: which provider, and the amount the user
 * agreed to on the screen, in whole paise. Never that it is paid: the server runs the provider
 * itself, and refuses (409) an amount that is not its own quote, so the user never pays a price
 * they did not see.
 */
export const PaymentIntentSchema = z
  .object({
    provider: z.literal('test'),
    amountPaise: z.number().int('Send the amount in whole paise.').min(0).max(MAX_AMOUNT_PAISE),
  })
  .strict();
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** How an order or booking was paid, as the server recorded it (its own random reference). */
export const PaymentRecordSchema = z.object({ provider: z.literal('test'), reference: z.string(), amountPaise: z.number().int().optional() });

/**
 * How a checkout pays. This release ships only the `test` provider, which the server runs: the
 * browser's part is to say which provider and the amount shown. A real gateway implements the
 * same interface and answers `redirect` (the user pays on the gateway's page and comes back to
 * the checkout, whose draft and idempotency key survive the trip), after which its callback
 * confirms the payment to the server.
 */
export interface PaymentRequest {
  /** Rupees, as the checkout's quote totals them (the server prices the order again). */
  amount: number;
  /** The checkout's idempotency key: a retried payment is the same payment. */
  idempotencyKey: string;
  description: string;
}

export type PaymentResult =
  /**
   * Ready to send with the order: `amountPaise` goes in the request. `reference` is kept for
   * screens written before the server ran payments; it is always '' now (the order's
   * `payment.reference` is the server's).
   */
  { status: 'ready'; provider: 'test'; amountPaise: number; reference: string } | { status: 'redirect'; url: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  id: 'test';
  /** What the pay button's surroundings say about this provider ("Test mode: no money is taken"). */
  notice: string;
  pay(request: PaymentRequest): Promise<PaymentResult>;
}

/** The test provider: the server takes no money and records a payment of its own quote. */
export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  get notice() {
    return tCommon('payment.testNotice');
  },
  async pay(request) {
    return { status: 'ready', provider: 'test', amountPaise: rupeesToPaise(request.amount), reference: '' };
  },
};
