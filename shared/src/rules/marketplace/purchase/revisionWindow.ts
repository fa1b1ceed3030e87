/**
 * How long a client may ask for changes to a delivered draft: the offer's revision window (spec §9:
 * 7, 30 or 60 days), counted from the delivery of the draft being revised. Counted from the latest
 * delivery, not the first: a revision asked on the window's last day is delivered after it, and the
 * client still has to be able to say that the corrected draft is wrong. Exact 24-hour days, so the
 * server and the screen agree to the millisecond; the screen shows the closing time in India.
 * The server decides with this rule; the tracking page uses it to word the button.
 */
import type { OfferListing } from '../../../types';

/** The windows offers promise (spec §9). */
export const REVISION_WINDOW_DAYS = [7, 30, 60] as const;
/** An order without an offer (the intake's generic Selected Provider, spec §8): the shortest window. */
export const DEFAULT_REVISION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The offer's window in days; the default for no offer or a value that is not a whole number of days. */
export function revisionDaysOf(offer: Pick<OfferListing, 'revisionDays'> | null | undefined): number {
  const days = offer?.revisionDays;
  return typeof days === 'number' && Number.isInteger(days) && days > 0 ? days : DEFAULT_REVISION_DAYS;
}

/** When the window of a draft delivered at `deliveredAt` (ms) closes (ms): the first instant it is closed. */
export function revisionWindowClosesAt(deliveredAt: number, revisionDays: number): number {
  return deliveredAt + revisionDays * DAY_MS;
}

/** Whether a revision may be asked at `at` (ms) of a draft delivered at `deliveredAt` (ms). */
export function revisionWindowOpen(deliveredAt: number, revisionDays: number, at: number): boolean {
  // NaN compares false both ways: a time that is not a time closes the window.
  return at >= deliveredAt && at < revisionWindowClosesAt(deliveredAt, revisionDays);
}
