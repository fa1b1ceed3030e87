import { tCommon } from '@nyaya/shared/i18n/common';

/**
 * How a checkout pays. This release ships only the `test` provider; a real gateway implements the
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
  { status: 'succeeded'; provider: 'test'; reference: string } | { status: 'redirect'; url: string } | { status: 'failed'; message: string };

export interface PaymentProvider {
  id: 'test';
  /** What the pay button's surroundings say about this provider ("Test mode: no money is taken"). */
  notice: string;
  pay(request: PaymentRequest): Promise<PaymentResult>;
}

/** The test provider: always succeeds, takes no money, and derives its reference from the key. */
export const testPaymentProvider: PaymentProvider = {
  id: 'test',
  get notice() {
    return tCommon('payment.testNotice');
  },
  async pay(request) {
    return { status: 'succeeded', provider: 'test', reference: `test_${request.idempotencyKey}`.slice(0, 80) };
  },
};
