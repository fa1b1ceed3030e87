import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { completeIntake, intakeProvider, priceQuote } from '@nyaya/shared/rules/marketplace/purchase';
import { isCheckoutPurchase, type CheckoutPurchase } from '@nyaya/shared/stores';
import type { IntakeForm, LegalService, OfferListing } from '@nyaya/shared/types';
import { isAutoAssignBudget } from './autoAssign';

/** A purchase checked against the catalogue, with what the checkout shows of it. */
export interface ResolvedPurchase {
  purchase: CheckoutPurchase;
  service: LegalService;
  /** The offer bought; none for the intake form's generic Selected Provider (spec §8). */
  offer?: OfferListing;
  form: IntakeForm;
  providerName: string;
  deliveryTime: string;
}

/**
 * What the checkout can sell: a purchase our own buttons handed on, for a service we offer, an
 * offer of that service, an intake its form accepts, and an Auto Assign budget the offer can fit
 * in (at least its least total: the fee, GST and government fees, delivered by default, before any
 * state's stamp duty; whether the state and delivery chosen fit is the checkout's to say). Anything
 * else (an old history entry, a forged state) is null, and the checkout sends the user to the
 * marketplace. A purchase without its intake is not null: the checkout sends it to its form first.
 * The server checks all of it again.
 */
export function resolvePurchase(value: unknown): ResolvedPurchase | null {
  if (!isCheckoutPurchase(value)) return null;
  const service = findLegalService(value.serviceId);
  if (!service) return null;
  const offer = value.offerId === undefined ? undefined : findOfferListing(value.offerId);
  if (value.offerId !== undefined && offer?.serviceId !== service.id) return null;
  const form = intakeFormFor(service.id);
  // The intake as the form hands it on: a purchase carried from before invisible characters were
  // removed (an old history entry, an old draft) shows and sends them removed.
  const intake = value.intake ? completeIntake(form, value.intake) : undefined;
  if (intake === null) return null;
  const purchase = intake && JSON.stringify(intake) !== JSON.stringify(value.intake) ? cleaned(value, intake) : value;
  const provider = intakeProvider(offer);
  const budget = value.autoAssign?.budget;
  if (budget !== undefined && (!isAutoAssignBudget(budget) || budget < priceQuote(offer, service).total)) return null;
  return { purchase, service, ...(offer ? { offer } : {}), form, providerName: provider.name, deliveryTime: provider.deliveryTime };
}

// One cleaned copy per purchase carried, so the checkout sees the same object on every render.
const cleanedPurchases = new WeakMap<CheckoutPurchase, CheckoutPurchase>();

function cleaned(purchase: CheckoutPurchase, intake: Record<string, string>): CheckoutPurchase {
  let copy = cleanedPurchases.get(purchase);
  if (!copy) cleanedPurchases.set(purchase, (copy = { ...purchase, intake }));
  return copy;
}

/** A stamp-paper document's state, guessed from what the intake form already asked (the registered office, the place of work). */
export function stateFromIntake(intake: Record<string, string> | undefined): string {
  return intake?.state ?? intake?.workState ?? '';
}
