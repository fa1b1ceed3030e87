import { priceBreakdownTotal, savePercent } from '../../../rules';
import { getServiceOffer, serviceOffers, trackingTimeline } from './index';

describe('purchase sample data', () => {
  it('has the five offers with the spec’s prices', () => {
    expect(serviceOffers.map((offer) => [offer.id, offer.price, offer.originalPrice])).toEqual([
      ['rental-agreement-1', 799, 1299],
      ['rental-agreement-2', 599, 899],
      ['rental-agreement-3', 1299, 1999],
      ['sale-deed-1', 3000, 3000],
      ['verification-1', 2500, 2500],
    ]);
    expect(new Set(serviceOffers.map((offer) => offer.id)).size).toBe(serviceOffers.length);
  });

  it('breaks every price down into items that add up to it', () => {
    for (const offer of serviceOffers) {
      expect(offer.priceBreakdown.some((line) => line.isTotal)).toBe(false);
      expect(priceBreakdownTotal(offer.priceBreakdown)).toBe(offer.price);
    }
  });

  it('offers revisions of 7, 30 or 60 days and never a negative saving', () => {
    for (const offer of serviceOffers) {
      expect([7, 30, 60]).toContain(offer.revisionDays);
      expect(savePercent(offer.price, offer.originalPrice)).toBeGreaterThanOrEqual(0);
      expect(offer.processSteps.map((step) => step.step)).toEqual(offer.processSteps.map((_, index) => index + 1));
    }
  });

  it('falls back to rental-agreement-1 for an unknown or missing id', async () => {
    expect((await getServiceOffer('sale-deed-1')).id).toBe('sale-deed-1');
    expect((await getServiceOffer(undefined)).id).toBe('rental-agreement-1');
    expect((await getServiceOffer('nope')).id).toBe('rental-agreement-1');
  });

  it('tracks the spec’s seven steps with one active step', () => {
    expect(trackingTimeline.map((step) => step.title)).toEqual([
      'Order Placed',
      'Expert Assigned',
      'Document Collection',
      'Expert Review',
      'Document Drafting',
      'Quality Check',
      'Delivery',
    ]);
    expect(trackingTimeline.map((step) => step.status)).toEqual(['completed', 'completed', 'active', 'pending', 'pending', 'pending', 'pending']);
  });
});
