/**
 * An order request as the checkout sends it, built from the app's own data and rules: the
 * service's intake form's sample (which the intake rule holds valid) and the total `priceQuote`
 * gives, the one price the server charges. No Vitest here: `pnpm bench:api` sends these too, so a
 * new intake field or a new price reaches the benchmark with the tests instead of turning its
 * orders into 400s and 409s.
 */
import { rupeesToPaise, type CreateOrderRequest } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { priceQuote } from '@nyaya/shared/rules/marketplace/purchase';

/** The total the checkout shows for this request, in paise: what a user agrees to pay. */
export function agreedPaise(request: Pick<CreateOrderRequest, 'serviceId' | 'offerId' | 'state' | 'delivery'>): number {
  const service = findLegalService(request.serviceId);
  if (!service) return 100_000;
  const offer = request.offerId ? findOfferListing(request.offerId) : undefined;
  return rupeesToPaise(priceQuote(offer, service, { state: request.state, delivery: request.delivery }).total);
}

/**
 * A rental agreement's order with its form's sample intake, paid for at the price shown; overrides
 * may change any field (another service gets its own form's sample), and the payment follows the
 * new price unless given.
 */
export const order = (overrides: Partial<CreateOrderRequest> = {}): CreateOrderRequest => {
  const base = { serviceId: 'rental-agreement', offerId: 'rental-agreement-1', contact: { name: 'Asha Verma', mobile: '9876543210' }, state: 'Delhi' as const };
  const request = { ...base, intake: intakeFormFor(overrides.serviceId ?? base.serviceId).sample, ...overrides };
  return { ...request, payment: overrides.payment ?? { provider: 'test', amountPaise: agreedPaise(request) } } as CreateOrderRequest;
};
