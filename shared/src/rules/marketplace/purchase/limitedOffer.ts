/**
 * The price a discounted price was cut from: `price` is what the user pays after `percentOff`,
 * so the original is price / (1 − percentOff / 100), in whole rupees. Rounding to the nearest rupee
 * keeps `savePercent(price, original)` equal to `percentOff` for every price the catalogue holds.
 */
export function originalBeforeDiscount(price: number, percentOff: number): number | undefined {
  if (!Number.isFinite(price) || price <= 0 || !(percentOff > 0 && percentOff < 100)) return undefined;
  return Math.round(price / (1 - percentOff / 100));
}
