import { findOfferListing, offerListings } from '../../../data/marketplace/offers';
import { DEFAULT_REVISION_DAYS, REVISION_WINDOW_DAYS, revisionDaysOf, revisionWindowClosesAt, revisionWindowOpen } from './revisionWindow';

const DELIVERED = Date.parse('2030-01-15T12:30:00+05:30');
const DAY = 24 * 3_600_000;

describe('revision window', () => {
  it('is open from the delivery for the offer’s days, and closed from the last millisecond on', () => {
    for (const days of REVISION_WINDOW_DAYS) {
      expect(revisionWindowOpen(DELIVERED, days, DELIVERED)).toBe(true);
      expect(revisionWindowOpen(DELIVERED, days, DELIVERED + days * DAY - 1)).toBe(true);
      expect(revisionWindowOpen(DELIVERED, days, DELIVERED + days * DAY)).toBe(false);
      expect(revisionWindowOpen(DELIVERED, days, DELIVERED + 400 * DAY)).toBe(false);
      expect(revisionWindowClosesAt(DELIVERED, days)).toBe(DELIVERED + days * DAY);
    }
  });

  it('is not open before the delivery, nor for a time that is not a time', () => {
    expect(revisionWindowOpen(DELIVERED, 7, DELIVERED - 1)).toBe(false);
    expect(revisionWindowOpen(Number.NaN, 7, DELIVERED)).toBe(false);
    expect(revisionWindowOpen(DELIVERED, 7, Number.NaN)).toBe(false);
  });

  it('takes the offer’s window, and 7 days without an offer or with a broken value', () => {
    expect(revisionDaysOf(findOfferListing('rental-agreement-1'))).toBe(7);
    expect(revisionDaysOf(offerListings.find((offer) => offer.revisionDays === 60))).toBe(60);
    expect(revisionDaysOf(undefined)).toBe(DEFAULT_REVISION_DAYS);
    expect(revisionDaysOf({ revisionDays: 0 })).toBe(7);
    expect(revisionDaysOf({ revisionDays: 2.5 })).toBe(7);
    expect(revisionDaysOf({ revisionDays: Number.NaN })).toBe(7);
  });

  it('every offer promises one of the spec’s windows', () => {
    for (const offer of offerListings) expect(REVISION_WINDOW_DAYS).toContain(offer.revisionDays);
  });
});
