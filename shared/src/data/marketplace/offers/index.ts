import type { OfferListing, ServiceId } from '../../../types';
import { originalBeforeDiscount } from '../../../rules/marketplace/purchase/limitedOffer';
import { LIMITED_OFFER } from '../catalog';
import { findLegalService } from '../services';
import { listings, type Listing } from './listings';

/**
 * A listing as the screens show it: titled by its service unless it names its own package, and
 * priced after the limited offer, whose service carries the struck-through original until the
 * offer's last day (`shownDiscount` hides it after, as the banner goes).
 */
function toOffer(listing: Listing): OfferListing {
  const title = listing.title ?? findLegalService(listing.serviceId)?.title ?? listing.serviceId;
  const offer = { ...listing, title };
  if (listing.serviceId !== LIMITED_OFFER.serviceId) return offer;
  return { ...offer, originalPrice: originalBeforeDiscount(listing.price, LIMITED_OFFER.percentOff), discountEndsOn: LIMITED_OFFER.endsOn };
}

/** Every offer of every provider, in each service's Recommended order. */
export const offerListings: readonly OfferListing[] = listings.map(toOffer);

/** The offer with this id, or undefined (ids are compared exactly). */
export function findOfferListing(offerId: string | null | undefined): OfferListing | undefined {
  return typeof offerId === 'string' ? offerListings.find((offer) => offer.id === offerId) : undefined;
}

/** The offers of one service, in the Recommended order. */
export function offersOfService(serviceId: ServiceId): OfferListing[] {
  return offerListings.filter((offer) => offer.serviceId === serviceId);
}

/** The offer a provider makes for a service (the intake form's `/service/{serviceId}/{providerId}`). */
export function findProviderOffer(serviceId: string | undefined, providerId: string | undefined): OfferListing | undefined {
  return offerListings.find((offer) => offer.serviceId === serviceId && offer.providerId === providerId);
}

/**
 * The offer of a provider whatever the service (each provider here sells one), for the profile's
 * Favourite providers, which stores provider ids. Undefined for an id the catalogue does not know.
 */
export function findOfferByProvider(providerId: string): OfferListing | undefined {
  return offerListings.find((offer) => offer.providerId === providerId);
}

export { consultationBookingOf, consultationBookingPath, consultationBookings, isBookedService, type ConsultationBooking } from './consultationBooking';
