import { priceBreakdownTotal, savePercent } from '../../../rules';
import { LIMITED_OFFER } from '../catalog';
import { legalServices } from '../services';
import { serviceContent } from '../services/content';
import { getServiceOffer, serviceOffers, trackingTimeline } from './index';

describe('purchase sample data', () => {
  it('keeps the five offers the spec names, with the spec’s prices (a sale deed and a verification have no discount)', () => {
    const spec = ['rental-agreement-1', 'rental-agreement-2', 'rental-agreement-3', 'sale-deed-1', 'verification-1'];
    expect(spec.map((id) => serviceOffers.find((offer) => offer.id === id)).map((offer) => [offer?.id, offer?.price, offer?.originalPrice])).toEqual([
      ['rental-agreement-1', 799, 1299],
      ['rental-agreement-2', 599, 899],
      ['rental-agreement-3', 1299, 1999],
      ['sale-deed-1', 3000, undefined],
      ['verification-1', 2500, undefined],
    ]);
    expect(new Set(serviceOffers.map((offer) => offer.id)).size).toBe(serviceOffers.length);
  });

  it('keeps §9’s starting prices: affidavit from ₹299 in 12 hours, incorporation from ₹4,999 in 7-10 days', () => {
    const cheapest = (serviceId: string) => serviceOffers.filter((offer) => offer.serviceId === serviceId).sort((a, b) => a.price - b.price)[0];
    expect(cheapest('affidavit')).toMatchObject({ price: 299, timeframe: '12 hours' });
    expect(cheapest('company-registration')).toMatchObject({ price: 4999, timeframe: '7-10 days' });
  });

  it('sells every service of the catalogue, each with its own content', () => {
    for (const service of legalServices) {
      const offers = serviceOffers.filter((offer) => offer.serviceId === service.id);
      expect(offers.length, service.id).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer.title.length).toBeGreaterThan(0);
        expect(offer.processSteps).toBe(serviceContent[service.id].processSteps);
        expect(offer.requirements).toBe(serviceContent[service.id].requirements);
        expect(offer.faqs.length).toBeGreaterThan(1);
      }
    }
    // A will is not a rental agreement: no two services share their steps or documents.
    const steps = legalServices.map((service) => serviceContent[service.id].processSteps[0]!.description);
    expect(new Set(steps).size).toBe(steps.length);
  });

  it('shows an original price only with a real discount, and the limited offer on every incorporation', () => {
    for (const offer of serviceOffers) {
      if (offer.originalPrice !== undefined) expect(offer.originalPrice, offer.id).toBeGreaterThan(offer.price);
      if (offer.serviceId === LIMITED_OFFER.serviceId) expect(savePercent(offer.price, offer.originalPrice ?? 0), offer.id).toBe(LIMITED_OFFER.percentOff);
      // The limited offer's original ends with the offer (and its banner); a provider's own discount has no end.
      expect(offer.discountEndsOn, offer.id).toBe(offer.serviceId === LIMITED_OFFER.serviceId ? LIMITED_OFFER.endsOn : undefined);
    }
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
      expect(savePercent(offer.price, offer.originalPrice ?? offer.price)).toBeGreaterThanOrEqual(0);
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
