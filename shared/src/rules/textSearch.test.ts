import { filterByQuery, matchesQuery, normalizeQuery } from './textSearch';

describe('normalizeQuery', () => {
  it('trims, folds whitespace and lower-cases', () => {
    expect(normalizeQuery('  Rental   AGREEMENT ')).toBe('rental agreement');
  });
  it('caps absurdly long input', () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(200);
  });
});

describe('matchesQuery', () => {
  it('matches case-insensitively in any field', () => {
    expect(matchesQuery(['Legal Eagles', 'Property law'], 'PROPERTY')).toBe(true);
    expect(matchesQuery(['Legal Eagles'], 'tax')).toBe(false);
  });
  it('treats an empty query as matching everything', () => {
    expect(matchesQuery(['x'], '   ')).toBe(true);
  });
  it.each(['(', '[', '*', '.*', '\\', '<script>alert(1)</script>', '😀'])('treats %s as plain text', (query) => {
    expect(() => matchesQuery(['anything'], query)).not.toThrow();
    expect(matchesQuery(['anything'], query)).toBe(false);
    expect(matchesQuery([`before ${query} after`], query)).toBe(true);
  });
});

describe('filterByQuery', () => {
  it('keeps only matching items in their order', () => {
    const items = [{ name: 'Alpha' }, { name: 'Beta' }, { name: 'alphabet' }];
    expect(filterByQuery(items, 'alpha', (item) => [item.name])).toEqual([{ name: 'Alpha' }, { name: 'alphabet' }]);
  });
});
