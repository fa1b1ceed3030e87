/**
 * Spec §9 "Cheapest uses the first number in the price range": "₹599 - ₹1,299" → 599.
 * Indian digit grouping ("₹1,29,999") is read as one number. A range with no number at all
 * sorts last (Infinity) rather than first, so a "Price on request" never looks cheapest.
 */
export function priceRangeStart(priceRange: string): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(priceRange);
  if (!match) return Number.POSITIVE_INFINITY;
  const value = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}
