import type { ProviderCard } from '../../../types';

/** The provider summary at the top of the intake form. */
export interface IntakeProvider {
  id: string;
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

/** The summary for a known provider card, or the generic Selected Provider when there is none. */
export function intakeProvider(card: ProviderCard | null | undefined): IntakeProvider {
  if (!card) return SELECTED_PROVIDER;
  return {
    id: card.id,
    name: card.companyName,
    price: card.price,
    deliveryTime: card.deliveryTime,
    rating: card.rating,
    reviews: card.reviews,
    badges: card.badges,
    features: [card.specialization],
  };
}
