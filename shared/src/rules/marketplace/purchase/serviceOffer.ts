import type { ServiceOffer } from '../../../types';

/** Spec §8: an unknown or missing service-detail id shows this offer. */
export const DEFAULT_SERVICE_OFFER_ID = 'rental-agreement-1';

/**
 * The offer with `id`, else the default offer (else the first one, so a catalogue without the
 * default still answers). Ids are compared exactly: "Rental-Agreement-1" is unknown.
 */
export function findServiceOffer(offers: readonly ServiceOffer[], id: string | undefined): ServiceOffer {
  const match = offers.find((offer) => offer.id === id) ?? offers.find((offer) => offer.id === DEFAULT_SERVICE_OFFER_ID) ?? offers[0];
  if (!match) throw new Error('The service-offer catalogue is empty');
  return match;
}
