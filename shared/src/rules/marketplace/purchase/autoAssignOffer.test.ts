import type { OfferListing } from '../../../types';
import { autoAssignOffer } from './autoAssignOffer';

function offer(id: string, price: number, timeframe: string, rating: number): OfferListing {
  return {
    id,
    serviceId: 'affidavit',
    title: 'Affidavit',
    providerId: id,
    providerName: id,
    description: '',
    specialization: '',
    price,
    timeframe,
    rating,
    reviews: 1,
    badges: [],
    features: [],
    revisionDays: 7,
  };
}

const offers = [
  offer('slow-best', 1900, '1 week', 4.9),
  offer('fast', 1200, '12 hours', 4.6),
  offer('pricey', 2500, '6 hours', 5),
  offer('cheap', 1000, '2 days', 4.6),
];

describe('autoAssignOffer', () => {
  it('never assigns an offer above the budget', () => {
    for (const budget of [1000, 1199, 1200, 1899, 1900, 2499, 2500, 100_000]) {
      const result = autoAssignOffer(offers, budget);
      expect(result.kind).toBe('assigned');
      if (result.kind === 'assigned') expect(result.offer.price).toBeLessThanOrEqual(budget);
    }
  });

  it('picks the best rated within budget, then the cheaper of equals', () => {
    expect(autoAssignOffer(offers, 2000)).toMatchObject({ kind: 'assigned', offer: { id: 'slow-best' } });
    expect(autoAssignOffer(offers, 1500)).toMatchObject({ kind: 'assigned', offer: { id: 'cheap' } });
    expect(autoAssignOffer(offers, 3000)).toMatchObject({ kind: 'assigned', offer: { id: 'pricey' } });
  });

  it('prefers an offer within the timeline, and says when none is', () => {
    expect(autoAssignOffer(offers, 2000, 'urgent')).toEqual({ kind: 'assigned', offer: offers[1], total: 1200, meetsTimeline: true });
    expect(autoAssignOffer(offers, 2000, 'standard')).toMatchObject({ offer: { id: 'cheap' }, meetsTimeline: true });
    expect(autoAssignOffer(offers, 2000, 'flexible')).toMatchObject({ offer: { id: 'slow-best' }, meetsTimeline: true });
    expect(autoAssignOffer([offers[0]!], 2000, 'urgent')).toMatchObject({ offer: { id: 'slow-best' }, meetsTimeline: false });
  });

  it('assigns nothing when every price is above the budget, and names the cheapest', () => {
    expect(autoAssignOffer(offers, 999)).toEqual({ kind: 'over-budget', cheapestTotal: 1000 });
    expect(autoAssignOffer([], 5000)).toEqual({ kind: 'over-budget', cheapestTotal: null });
  });

  describe('with the total paid', () => {
    // What the checkout asks: the fee and 18% GST, and ₹500 of stamp duty for the two that need it.
    const stamp = new Set(['fast', 'cheap']);
    const totalOf = (item: OfferListing) => Math.round(item.price * 118) / 100 + (stamp.has(item.id) ? 500 : 0);

    it('compares the budget with the total, not the fee', () => {
      // ₹1,500 covers the fee of 'cheap' (₹1,000) but not its total (₹1,680).
      expect(autoAssignOffer(offers, 1500, undefined, totalOf)).toEqual({ kind: 'over-budget', cheapestTotal: 1680 });
      expect(autoAssignOffer(offers, 1680, undefined, totalOf)).toEqual({ kind: 'assigned', offer: offers[3], total: 1680, meetsTimeline: true });
      for (const budget of [1680, 1915, 2242, 2950, 100_000]) {
        const result = autoAssignOffer(offers, budget, undefined, totalOf);
        expect(result.kind).toBe('assigned');
        if (result.kind === 'assigned') expect(totalOf(result.offer)).toBeLessThanOrEqual(budget);
      }
    });

    it('ranks the cheapest of equals by the same total', () => {
      // Equally rated and as fast: by fee 'a' is the cheaper; with stamp duty on 'a' only, 'b' is (₹1,416 v ₹1,680).
      const equals = [offer('a', 1000, '2 days', 4.6), offer('b', 1200, '2 days', 4.6)];
      const dutyOnA = (item: OfferListing) => Math.round(item.price * 118) / 100 + (item.id === 'a' ? 500 : 0);
      expect(autoAssignOffer(equals, 5000)).toMatchObject({ offer: { id: 'a' } });
      expect(autoAssignOffer(equals, 5000, undefined, dutyOnA)).toMatchObject({ offer: { id: 'b' }, total: 1416 });
    });

    it('names the cheapest total, and never an offer it cannot price', () => {
      expect(autoAssignOffer(offers, 1000, undefined, totalOf)).toEqual({ kind: 'over-budget', cheapestTotal: 1680 });
      const unpriced = (item: OfferListing) => (item.id === 'cheap' ? Number.NaN : totalOf(item));
      expect(autoAssignOffer(offers, 1700, undefined, unpriced)).toEqual({ kind: 'over-budget', cheapestTotal: 1916 });
    });
  });
});
