import { intakeProvider, SELECTED_PROVIDER } from './intakeProvider';

describe('intakeProvider', () => {
  it('falls back to the generic Selected Provider of spec §8', () => {
    for (const missing of [null, undefined]) {
      expect(intakeProvider(missing)).toEqual({
        id: 'selected-provider',
        name: 'Selected Provider',
        price: 999,
        deliveryTime: '24-48 hours',
        rating: 4.7,
        reviews: 120,
        badges: ['Verified'],
        features: ['Standard drafting', 'Digital delivery'],
      });
    }
    expect(intakeProvider(null)).toBe(SELECTED_PROVIDER);
  });

  it('summarises a known provider’s offer', () => {
    const offer = {
      id: 'rental-agreement-1',
      serviceId: 'rental-agreement' as const,
      title: 'Rental Agreement Drafting',
      providerId: 'legaldocs-pro',
      providerName: 'LegalDocs Pro',
      description: '',
      specialization: 'Residential leases',
      price: 799,
      originalPrice: 1299,
      timeframe: '24 hours',
      rating: 4.8,
      reviews: 1250,
      badges: ['Verified'],
      features: ['E-stamp paper'],
      revisionDays: 7,
    };
    expect(intakeProvider(offer)).toEqual({
      id: 'legaldocs-pro',
      offerId: 'rental-agreement-1',
      name: 'LegalDocs Pro',
      price: 799,
      deliveryTime: '24 hours',
      rating: 4.8,
      reviews: 1250,
      badges: ['Verified'],
      features: ['E-stamp paper'],
    });
  });
});
