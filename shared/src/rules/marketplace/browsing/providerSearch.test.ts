import type { CategoryProvider, ProviderCard } from '../../../types';
import { searchCategoryProviders, searchProviderCards } from './providerSearch';

const cards: ProviderCard[] = [
  {
    id: '1',
    offerId: 'o1',
    companyName: 'LegalDocs Pro',
    rating: 4.8,
    reviews: 1,
    price: 799,
    deliveryTime: '24 hours',
    badges: ['Verified'],
    specialization: 'Residential leases',
  },
  {
    id: '2',
    offerId: 'o2',
    companyName: 'QuickDraft (India)',
    rating: 4.5,
    reviews: 1,
    price: 599,
    deliveryTime: '12 hours',
    badges: [],
    specialization: 'Commercial rent deeds',
  },
];

describe('searchProviderCards', () => {
  it('matches the company name, case-insensitive', () => {
    expect(searchProviderCards(cards, 'legaldocs').map((c) => c.id)).toEqual(['1']);
  });

  it('matches the specialization', () => {
    expect(searchProviderCards(cards, 'COMMERCIAL').map((c) => c.id)).toEqual(['2']);
  });

  it('does not match other fields such as badges or delivery', () => {
    expect(searchProviderCards(cards, 'verified')).toEqual([]);
    expect(searchProviderCards(cards, '12 hours')).toEqual([]);
  });

  it('returns everything for an empty or blank query', () => {
    expect(searchProviderCards(cards, '   ')).toHaveLength(2);
  });

  it.each(['(india', '.*', '[', '<script>alert(1)</script>', '🙂', 'x'.repeat(10_000)])('treats %j as plain text', (query) => {
    expect(() => searchProviderCards(cards, query)).not.toThrow();
    expect(searchProviderCards(cards, query).map((c) => c.id)).toEqual(query === '(india' ? ['2'] : []);
  });
});

describe('searchCategoryProviders', () => {
  const base = {
    serviceId: 'legal-services' as const,
    logo: 'X',
    description: 'Fast and friendly',
    priceRange: '₹1',
    deliveryTime: '1 day',
    rating: 4,
    reviews: 1,
    badges: [],
    features: [],
    subcategory: 's',
  };
  const providers: CategoryProvider[] = [
    { ...base, id: 'a', name: 'Sharma Associates', serviceName: 'Sale Deed Drafting' },
    { ...base, id: 'b', name: 'PropCheck', serviceName: 'Property Verification' },
  ];

  it('matches the name or the service name', () => {
    expect(searchCategoryProviders(providers, 'sharma').map((p) => p.id)).toEqual(['a']);
    expect(searchCategoryProviders(providers, 'verification').map((p) => p.id)).toEqual(['b']);
    expect(searchCategoryProviders(providers, 'friendly')).toEqual([]);
  });
});
