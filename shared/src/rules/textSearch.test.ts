import { defineTexts, ensureCatalogs } from '@nyaya/shared/i18n';
import { filterByQuery, matchesQuery, normalizeQuery, SEARCH_MAX_LENGTH, truncateQuery } from './textSearch';

describe('normalizeQuery', () => {
  it('trims, folds whitespace and lower-cases', () => {
    expect(normalizeQuery('  Rental   AGREEMENT ')).toBe('rental agreement');
  });
  it('caps absurdly long input', () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(200);
  });
  it('drops zero-width and bidirectional characters', () => {
    expect(normalizeQuery('ren\u200Bt\u202E')).toBe('rent');
  });
});

describe('truncateQuery', () => {
  it('keeps a query up to the search boxes’ limit and cuts a longer one', () => {
    expect(SEARCH_MAX_LENGTH).toBe(200);
    expect(truncateQuery('rent')).toBe('rent');
    expect(truncateQuery('a'.repeat(200))).toHaveLength(200);
    expect(truncateQuery('a'.repeat(100_000))).toHaveLength(200);
  });

  it('looks only for the first 200 characters of a pasted 100,000-character query', () => {
    const pasted = 'lorem ipsum '.repeat(10_000);
    expect(normalizeQuery(pasted)).toHaveLength(SEARCH_MAX_LENGTH);
    // An item holding those 200 characters matches, however much more was pasted.
    const items = [{ title: `Before ${'lorem ipsum '.repeat(17)}after` }, { title: 'lorem ipsum' }];
    expect(filterByQuery(items, pasted, (item) => [item.title])).toEqual([items[0]]);
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

describe('search in the translations that are loaded', () => {
  defineTexts({ name: 'text-search-test', hi: () => Promise.resolve({ default: { 'Rental Agreement': 'किराया अनुबंध' } }) });

  it('finds an item by its Hindi once Hindi is loaded, and still by its English', async () => {
    await ensureCatalogs('hi');
    expect(matchesQuery(['Rental Agreement'], 'किराया')).toBe(true);
    expect(matchesQuery(['Rental Agreement'], 'rental')).toBe(true);
    expect(matchesQuery(['Rental Agreement'], 'वसीयत')).toBe(false);
  });

  it('matches Devanagari whatever its Unicode composition', async () => {
    await ensureCatalogs('hi');
    // क + nukta (two code points) is the same letter as क़ (one): NFC makes them one.
    expect(matchesQuery(['\u0958र्ज़'], '\u0915\u093c')).toBe(true);
  });
});
