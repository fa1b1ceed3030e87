/**
 * Payments are run by the server: the request names a provider and the amount the user agreed to;
 * the server checks that amount against its own price and runs the provider. The only provider is
 * `test`, which takes no money and records a random reference. A real gateway (Razorpay, PayU…)
 * implements `PaymentGateway` with the Idempotency-Key as its own idempotency key, and confirms
 * through its signed callback instead of answering at once.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentIntent } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { ProblemError, problem } from '../problems';

export interface PaymentRecord {
  provider: 'test';
  reference: string;
  amountPaise: number;
}

/** A refund as the provider recorded it, against the payment it gives money back from. */
export interface RefundRecord {
  provider: 'test';
  reference: string;
  paymentReference: string;
  amountPaise: number;
}

export interface PaymentGateway {
  id: PaymentIntent['provider'];
  /**
   * Takes the money. `idempotencyKey` names the purchase (the session's and its request's key): a
   * real provider charges once per key, so two racing retries of one purchase cannot pay twice.
   */
  charge(request: { amountPaise: number; description: string; idempotencyKey: string }): Promise<PaymentRecord>;
  /**
   * Gives back part or all of a payment. `idempotencyKey` names the refund (a cancelled order's
   * number): a real provider refunds once per key, so a retry after a crash cannot refund twice.
   */
  refund(request: { payment: PaymentRecord; amountPaise: number; idempotencyKey: string }): Promise<RefundRecord>;
}

export const testGateway: PaymentGateway = {
  id: 'test',
  async charge({ amountPaise }) {
    return { provider: 'test', reference: `test_${randomBytes(12).toString('base64url')}`, amountPaise };
  },
  // Test mode: no money moves; the record says what a real provider would have given back.
  async refund({ payment, amountPaise }) {
    return { provider: 'test', reference: `test_rfnd_${randomBytes(12).toString('base64url')}`, paymentReference: payment.reference, amountPaise };
  },
};

/**
 * Two racing requests of one purchase can both be charged before one of them stores it. A provider
 * that charges once per key answers both with the same payment; where the two differ, the one not
 * kept is given back in full.
 */
export async function refundDuplicate(gateway: PaymentGateway, kept: unknown, charged: PaymentRecord, chargeKey: string): Promise<void> {
  const keptReference = kept && typeof kept === 'object' && 'reference' in kept ? kept.reference : undefined;
  if (keptReference === charged.reference) return;
  await gateway.refund({ payment: charged, amountPaise: charged.amountPaise, idempotencyKey: `duplicate:${chargeKey}` });
}

const rupees = (paise: number) => formatINR(paise / 100);

/** 409 when the amount the user agreed to is not what the server charges (a stale screen, a forged request). */
export function checkAgreedAmount(intent: PaymentIntent, pricePaise: number, what: string): void {
  if (intent.amountPaise === pricePaise) return;
  throw new ProblemError(
    problem(
      409,
      `The price of this ${what} is ${rupees(pricePaise)}, not the ${rupees(intent.amountPaise)} that was agreed to. Nothing was charged; check the new total and pay again.`,
      { title: 'Price changed' },
    ),
  );
}
