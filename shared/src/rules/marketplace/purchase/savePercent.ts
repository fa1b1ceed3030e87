/**
 * Spec §9: Save percent = round((1 − price / original price) × 100). An original that is missing,
 * zero or not above the price means there is no saving to show, so the answer is 0 (never a
 * negative "saving" or a division by zero).
 */
export function savePercent(price: number, originalPrice: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(originalPrice) || originalPrice <= 0 || price >= originalPrice) return 0;
  return Math.round((1 - Math.max(price, 0) / originalPrice) * 100);
}
