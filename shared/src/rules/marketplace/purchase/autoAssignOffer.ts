import type { AutoAssignTimeline, OfferListing } from '../../../types';
import { deliveryHours } from '../browsing/deliveryHours';

/** Spec §9's timeline preferences as the longest delivery each accepts. */
const TIMELINE_HOURS: Readonly<Record<AutoAssignTimeline, number>> = { urgent: 24, standard: 72, flexible: 168 };

export type AutoAssignResult =
  /** `total`: what the assigned offer costs by `totalOf`, never above the budget. */
  | { kind: 'assigned'; offer: OfferListing; total: number; meetsTimeline: boolean }
  /** Nothing within the budget: the cheapest total there is, so the user knows what would work. */
  | { kind: 'over-budget'; cheapestTotal: number | null };

/**
 * Auto Assign within budget: what the user pays for the offer never exceeds the budget. That is
 * `totalOf(offer)`: the screens and the server give the all-in total of the one price rule (fee,
 * GST, government fees, stamp duty, courier), so a budget is compared with the money paid, not the
 * bare fee it defaults to. Among the offers within it, one that delivers within the preferred
 * timeline wins over one that does not; then the best rated, then the cheapest (by the same total),
 * then the fastest, then the data's order.
 */
export function autoAssignOffer(
  offers: readonly OfferListing[],
  budget: number,
  timeline?: AutoAssignTimeline,
  totalOf: (offer: OfferListing) => number = (offer) => offer.price,
): AutoAssignResult {
  const priced = offers.map((offer, index) => ({ offer, index, total: totalOf(offer) })).filter((item) => Number.isFinite(item.total));
  const affordable = priced.filter((item) => item.total <= budget);
  if (affordable.length === 0) {
    return { kind: 'over-budget', cheapestTotal: priced.length ? Math.min(...priced.map((item) => item.total)) : null };
  }
  const limit = timeline ? TIMELINE_HOURS[timeline] : Number.POSITIVE_INFINITY;
  const ranked = affordable
    .map((item) => ({ ...item, hours: deliveryHours(item.offer.timeframe) }))
    .map((item) => ({ ...item, meets: item.hours <= limit }))
    .sort(
      (a, b) =>
        Number(b.meets) - Number(a.meets) ||
        b.offer.rating - a.offer.rating ||
        a.total - b.total ||
        (a.hours === b.hours ? 0 : a.hours < b.hours ? -1 : 1) ||
        a.index - b.index,
    );
  const best = ranked[0]!;
  return { kind: 'assigned', offer: best.offer, total: best.total, meetsTimeline: best.meets };
}
