import { savePercent } from './savePercent';

/**
 * The price a discounted price was cut from: `price` is what the user pays after `percentOff`,
 * so the original is price / (1 − percentOff / 100), in whole rupees. Rounding to the nearest rupee
 * keeps `savePercent(price, original)` equal to `percentOff` for every price the catalogue holds.
 */
export function originalBeforeDiscount(price: number, percentOff: number): number | undefined {
  if (!Number.isFinite(price) || price <= 0 || !(percentOff > 0 && percentOff < 100)) return undefined;
  return Math.round(price / (1 - percentOff / 100));
}

const DAY_MS = 86_400_000;
/** India Standard Time is UTC+5:30, all year. */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * Whole days left of an offer that runs to the end of `endsOn` (yyyy-mm-dd, India's calendar),
 * counted from today's date in India: 0 on its last day, 1 the day before, and so on; null once it
 * has ended (or for a date that is not one), when the banner is not shown at all.
 */
export function offerDaysLeft(endsOn: string, now: Date = new Date()): number | null {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(endsOn) ? Date.parse(`${endsOn}T00:00:00Z`) : Number.NaN;
  // "2026-02-30" parses (as 2 March): a date that does not read back the same is not one.
  if (!Number.isFinite(end) || new Date(end).toISOString().slice(0, 10) !== endsOn || Number.isNaN(now.getTime())) return null;
  const today = Date.parse(`${new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)}T00:00:00Z`);
  const days = Math.round((end - today) / DAY_MS);
  return days >= 0 ? days : null;
}

/**
 * Whether a discount still runs `today`: one without an end date always does; one with an end date
 * (yyyy-mm-dd, India's calendar) runs to the end of that day, by the same count of days as the
 * limited-offer banner (`offerDaysLeft`), so its original price and saving go with the banner.
 */
export function discountRuns(discountEndsOn: string | undefined, today: Date = new Date()): boolean {
  return discountEndsOn === undefined || offerDaysLeft(discountEndsOn, today) !== null;
}

/** A price as the cards and the detail show it: the price, and a discount's original and last day where there is one. */
export interface DiscountedPrice {
  price: number;
  originalPrice?: number;
  /** The discount's last day (yyyy-mm-dd, India's calendar); none for a discount without an end. */
  discountEndsOn?: string;
}

/** The struck-through original and "Save N%" a price shows `today`: null without a real saving or once the discount has ended. */
export function shownDiscount(item: DiscountedPrice, today: Date = new Date()): { originalPrice: number; savePercent: number } | null {
  if (item.originalPrice === undefined || !discountRuns(item.discountEndsOn, today)) return null;
  const percent = savePercent(item.price, item.originalPrice);
  return percent > 0 ? { originalPrice: item.originalPrice, savePercent: percent } : null;
}
