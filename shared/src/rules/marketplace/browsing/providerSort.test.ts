import type { CategoryProvider, ProviderCard } from '../../../types';
import { isProviderSort, providerSortLabel, providerSorts, sortCategoryProviders, sortProviderCards } from './providerSort';

function card(id: string, price: number, deliveryTime: string, rating: number): ProviderCard {
  return { id, offerId: id, companyName: id, rating, reviews: 10, price, deliveryTime, badges: [], specialization: '' };
}

function provider(id: string, priceRange: string, deliveryTime: string, rating: number): CategoryProvider {
  return {
    id,
    serviceId: 'legal-services',
    name: id,
    logo: id,
    serviceName: '',
    description: '',
    priceRange,
    deliveryTime,
    rating,
    reviews: 10,
    badges: [],
    features: [],
    subcategory: 'x',
  };
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('sortProviderCards', () => {
  const cards = [card('a', 999, '2-3 days', 4.6), card('b', 599, '1 week', 4.9), card('c', 799, '24 hours', 4.6), card('d', 599, '12 hours', 4.8)];

  it('keeps the data order for Recommended', () => {
    expect(ids(sortProviderCards(cards, 'recommended'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts Cheapest by price, ties in data order', () => {
    expect(ids(sortProviderCards(cards, 'cheapest'))).toEqual(['b', 'd', 'c', 'a']);
  });

  it('sorts Fastest by actual delivery time: 12 hours before 24 hours before 2-3 days before 1 week', () => {
    expect(ids(sortProviderCards(cards, 'fastest'))).toEqual(['d', 'c', 'a', 'b']);
  });

  it('sorts Fastest stably: equal times keep the data order, unreadable times go last', () => {
    const same = [card('x', 1, 'Price on request', 1), card('y', 1, '1 day', 1), card('z', 1, '24 hours', 1), card('w', 1, '2 days', 1)];
    expect(ids(sortProviderCards(same, 'fastest'))).toEqual(['y', 'z', 'w', 'x']);
  });

  it('sorts Top-rated by rating descending, ties in data order', () => {
    expect(ids(sortProviderCards(cards, 'top-rated'))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('never mutates its input and returns a new array', () => {
    const before = ids(cards);
    for (const { id } of providerSorts) {
      const result = sortProviderCards(cards, id);
      expect(result).not.toBe(cards);
    }
    expect(ids(cards)).toEqual(before);
  });

  it('puts unreadable prices and ratings last', () => {
    const odd = [card('nan', Number.NaN, '1 day', Number.NaN), card('ok', 100, '1 day', 1)];
    expect(ids(sortProviderCards(odd, 'cheapest'))).toEqual(['ok', 'nan']);
    expect(ids(sortProviderCards(odd, 'top-rated'))).toEqual(['ok', 'nan']);
  });
});

describe('sortCategoryProviders', () => {
  const providers = [
    provider('p1', '₹1,299 - ₹2,499', '3-5 days', 4.7),
    provider('p2', 'Price on request', '2 weeks', 4.9),
    provider('p3', '₹599 - ₹999', '24-48 hours', 4.5),
    provider('p4', '₹599 - ₹1,499', '1 week', 4.9),
    provider('p5', '₹899', '6 hours', 4.2),
  ];

  it('sorts Cheapest by the first number of the range; no number goes last', () => {
    expect(ids(sortCategoryProviders(providers, 'cheapest'))).toEqual(['p3', 'p4', 'p5', 'p1', 'p2']);
  });

  it('sorts Fastest by delivery time, ranges by their lower bound', () => {
    expect(ids(sortCategoryProviders(providers, 'fastest'))).toEqual(['p5', 'p3', 'p1', 'p4', 'p2']);
  });

  it('sorts Top-rated by rating descending, ties in data order', () => {
    expect(ids(sortCategoryProviders(providers, 'top-rated'))).toEqual(['p2', 'p4', 'p1', 'p3', 'p5']);
  });

  it('keeps Recommended as given and does not mutate', () => {
    const copy = [...providers];
    expect(ids(sortCategoryProviders(providers, 'recommended'))).toEqual(ids(copy));
    sortCategoryProviders(providers, 'cheapest');
    expect(providers).toEqual(copy);
  });
});

describe('isProviderSort', () => {
  it.each(['recommended', 'cheapest', 'fastest', 'top-rated'])('accepts %s', (value) => {
    expect(isProviderSort(value)).toBe(true);
  });

  it.each(['', 'Cheapest', 'top_rated', 'toString', '__proto__', 'cheapest ', undefined, null, 3])('rejects %j', (value) => {
    expect(isProviderSort(value)).toBe(false);
  });

  it('labels each sort', () => {
    expect(providerSorts.map(({ id }) => providerSortLabel(id))).toEqual(['Recommended', 'Cheapest', 'Fastest', 'Top-rated']);
  });
});
