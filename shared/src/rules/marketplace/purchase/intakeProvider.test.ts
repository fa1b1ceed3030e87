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

  it('summarises a known provider card', () => {
    const card = { id: 'p1', companyName: 'LegalDocs Pro', rating: 4.8, reviews: 1250, price: 799, deliveryTime: '24 hours', badges: ['Verified'], specialization: 'Residential leases' };
    expect(intakeProvider(card)).toEqual({
      id: 'p1',
      name: 'LegalDocs Pro',
      price: 799,
      deliveryTime: '24 hours',
      rating: 4.8,
      reviews: 1250,
      badges: ['Verified'],
      features: ['Residential leases'],
    });
  });
});
