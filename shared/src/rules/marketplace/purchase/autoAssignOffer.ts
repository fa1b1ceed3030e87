import type { AutoAssignTimeline, OfferListing } from '../../../types';
import { deliveryHours } from '../browsing/deliveryHours';

/** Spec §9's timeline preferences as the longest delivery each accepts. */
const TIMELINE_HOURS: Readonly<Record<AutoAssignTimeline, number>> = { urgent: 24, standard: 72, flexible: 168 };

export type AutoAssignResult =
  | { kind: 'assigned'; offer: OfferListing; meetsTimeline: boolean }
  /** Nothing within the budget: the cheapest price there is, so the user knows what would work. */
  | { kind: 'over-budget'; cheapestPrice: number | null };

/**
 * Auto Assign within budget: the offer never costs more than the budget. Among those within it, an
 * offer that delivers within the preferred timeline wins over one that does not; then the best
 * rated, then the cheapest, then the fastest, then the data's order.
 */
export function autoAssignOffer(offers: readonly OfferListing[], budget: number, timeline?: AutoAssignTimeline): AutoAssignResult {
  const affordable = offers.filter((offer) => Number.isFinite(offer.price) && offer.price <= budget);
  if (affordable.length === 0) {
    const prices = offers.map((offer) => offer.price).filter(Number.isFinite);
    return { kind: 'over-budget', cheapestPrice: prices.length ? Math.min(...prices) : null };
  }
  const limit = timeline ? TIMELINE_HOURS[timeline] : Number.POSITIVE_INFINITY;
  const meets = (offer: OfferListing) => deliveryHours(offer.timeframe) <= limit;
  const ranked = affordable
    .map((offer, index) => ({ offer, index, meets: meets(offer), hours: deliveryHours(offer.timeframe) }))
    .sort(
      (a, b) =>
        Number(b.meets) - Number(a.meets) ||
        b.offer.rating - a.offer.rating ||
        a.offer.price - b.offer.price ||
        (a.hours === b.hours ? 0 : a.hours < b.hours ? -1 : 1) ||
        a.index - b.index,
    );
  const best = ranked[0]!;
  return { kind: 'assigned', offer: best.offer, meetsTimeline: best.meets };
}
