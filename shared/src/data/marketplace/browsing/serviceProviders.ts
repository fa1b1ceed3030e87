import type { OfferListing, ProviderCard } from '../../../types';
import { offersOfService } from '../offers';

/** The list shown for a service id the marketplace does not feature (titled "Legal Services"). */
export const GENERAL_SERVICE_ID = 'legal-services';

export type ProviderServiceId = 'rental-agreement' | 'affidavit' | 'company-registration' | typeof GENERAL_SERVICE_ID;

const providerServiceIds: readonly ProviderServiceId[] = ['rental-agreement', 'affidavit', 'company-registration', GENERAL_SERVICE_ID];

/** A provider card (spec §3) for an offer: Get Started opens its intake form, its name its offer. */
function toProviderCard(offer: OfferListing): ProviderCard {
  return {
    id: offer.providerId,
    offerId: offer.id,
    companyName: offer.providerName,
    rating: offer.rating,
    reviews: offer.reviews,
    price: offer.price,
    ...(offer.originalPrice === undefined ? {} : { originalPrice: offer.originalPrice }),
    ...(offer.discountEndsOn === undefined ? {} : { discountEndsOn: offer.discountEndsOn }),
    deliveryTime: offer.timeframe,
    badges: offer.badges,
    specialization: offer.specialization,
  };
}

/** Provider cards per featured service (and the general list), in the Recommended order. */
export const serviceProviders: Record<ProviderServiceId, ProviderCard[]> = Object.fromEntries(
  providerServiceIds.map((id) => [id, offersOfService(id).map(toProviderCard)]),
) as Record<ProviderServiceId, ProviderCard[]>;

/** True for the ids that have their own provider list (the View All route accepts only these). */
export function isProviderServiceId(serviceId: string | null | undefined): serviceId is ProviderServiceId {
  return typeof serviceId === 'string' && Object.hasOwn(serviceProviders, serviceId);
}

export interface ServiceProviderList {
  /** The list actually shown: the id itself when known, else the general "legal-services" list. */
  serviceId: ProviderServiceId;
  providers: ProviderCard[];
}

/** Providers for `/service-providers/{serviceId}`: an unknown id gets the general Legal Services list. */
export async function getServiceProviders(serviceId: string | undefined): Promise<ServiceProviderList> {
  const key = isProviderServiceId(serviceId) ? serviceId : GENERAL_SERVICE_ID;
  return { serviceId: key, providers: serviceProviders[key] };
}
