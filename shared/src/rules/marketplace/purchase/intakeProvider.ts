import type { OfferListing } from '../../../types';

/** The provider summary at the top of the intake form. */
export interface IntakeProvider {
  id: string;
  /** The offer the form orders; none for the generic Selected Provider. */
  offerId?: string;
  name: string;
  price: number;
  deliveryTime: string;
  rating: number;
  reviews: number;
  badges: string[];
  features: string[];
}

/** Spec §8: the generic provider shown when the intake form's provider id is unknown. */
export const SELECTED_PROVIDER: IntakeProvider = {
  id: 'selected-provider',
  name: 'Selected Provider',
  price: 999,
  deliveryTime: '24-48 hours',
  rating: 4.7,
  reviews: 120,
  badges: ['Verified'],
  features: ['Standard drafting', 'Digital delivery'],
};

/** The summary of the provider's offer, or the generic Selected Provider when there is none. */
export function intakeProvider(offer: OfferListing | null | undefined): IntakeProvider {
  if (!offer) return SELECTED_PROVIDER;
  return {
    id: offer.providerId,
    offerId: offer.id,
    name: offer.providerName,
    price: offer.price,
    deliveryTime: offer.timeframe,
    rating: offer.rating,
    reviews: offer.reviews,
    badges: offer.badges,
    features: offer.features,
  };
}
