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
    expect(autoAssignOffer(offers, 2000, 'urgent')).toEqual({ kind: 'assigned', offer: offers[1], meetsTimeline: true });
    expect(autoAssignOffer(offers, 2000, 'standard')).toMatchObject({ offer: { id: 'cheap' }, meetsTimeline: true });
    expect(autoAssignOffer(offers, 2000, 'flexible')).toMatchObject({ offer: { id: 'slow-best' }, meetsTimeline: true });
    expect(autoAssignOffer([offers[0]!], 2000, 'urgent')).toMatchObject({ offer: { id: 'slow-best' }, meetsTimeline: false });
  });

  it('assigns nothing when every price is above the budget, and names the cheapest', () => {
    expect(autoAssignOffer(offers, 999)).toEqual({ kind: 'over-budget', cheapestPrice: 1000 });
    expect(autoAssignOffer([], 5000)).toEqual({ kind: 'over-budget', cheapestPrice: null });
  });
});
