import {
  buildSearchIndex,
  expandSynonyms,
  groupHits,
  normalizeSearchText,
  queryWords,
  searchIndex,
  withinOneEdit,
  wordMatches,
  type SearchDocument,
} from './index';

const doc = (partial: Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'title'>): SearchDocument => ({
  kind: 'service',
  href: `/x/${partial.id}`,
  popularity: 0,
  ...partial,
});

const documents: SearchDocument[] = [
  doc({ id: 'rent', title: 'Rental Agreement', keywords: ['Document drafting'], description: 'Registered rent agreements', popularity: 5 }),
  doc({ id: 'aff', title: 'Affidavit', keywords: ['Notary'], description: 'Name change affidavits on stamp paper', popularity: 3 }),
  doc({ id: 'inc', title: 'Company Incorporation', keywords: ['Corporate'], popularity: 4 }),
  doc({ id: 'priya', kind: 'expert', title: 'Adv. Priya Sharma', keywords: ['Property law', 'Rental disputes'], popularity: 4.9 }),
  doc({ id: 'ravi', kind: 'expert', title: 'Ravi Menon', keywords: ['Property law'], popularity: 4.5 }),
  doc({ id: 'cafe', kind: 'space', title: 'Café founders', description: 'Startup owners in Pune', popularity: 120 }),
  doc({ id: 'guide', kind: 'resource', title: 'Tenant rights guide', description: 'What a rental agreement must say', popularity: 900 }),
];
const index = buildSearchIndex(documents);
const ids = (query: string) => searchIndex(index, query).map((hit) => hit.document.id);

describe('normalizeSearchText', () => {
  it('folds case, accents, punctuation and whitespace', () => {
    expect(normalizeSearchText('  Café   FOUNDERS!! ')).toBe('cafe founders');
    expect(normalizeSearchText('rental-agreement')).toBe('rental agreement');
  });
  it('keeps Devanagari intact', () => {
    expect(normalizeSearchText('शपथ  पत्र')).toBe('शपथ पत्र');
  });
  it('copes with 10,000 characters', () => {
    expect(normalizeSearchText('a'.repeat(10_000)).length).toBeLessThanOrEqual(800);
  });
});

describe('typo tolerance', () => {
  it.each([
    ['rental', 'rentel', true],
    ['rental', 'rentl', true],
    ['rental', 'rrental', true],
    ['rental', 'rnetal', true],
    ['rental', 'rntel', false],
    ['rental', 'dental', true],
  ])('%s vs %s → %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
  it('only forgives words of five letters or more', () => {
    expect(wordMatches('rentel', 'rental')).toBe('typo');
    expect(wordMatches('wil', 'will')).toBe('exact');
    expect(wordMatches('wull', 'will')).toBeNull();
    expect(wordMatches('rent', 'rental')).toBe('exact');
    expect(wordMatches('priya', 'privacy')).toBeNull();
  });
});

describe('searchIndex', () => {
  it('matches plain text, case- and accent-insensitively', () => {
    expect(ids('AFFIDAVIT')).toEqual(['aff']);
    expect(ids('cafe')).toEqual(['cafe']);
    expect(ids('café')).toEqual(['cafe']);
  });

  it('finds "rentel agreement" despite the typo', () => {
    expect(ids('rentel agreement')[0]).toBe('rent');
  });

  it('ranks title matches before keyword and description matches, then by popularity', () => {
    expect(ids('rental')).toEqual(['rent', 'priya', 'guide']);
    expect(ids('property law')).toEqual(['priya', 'ravi']);
  });

  it('needs every word to match', () => {
    expect(ids('rental affidavit')).toEqual([]);
  });

  it('understands Hindi for the legal services', () => {
    expect(expandSynonyms('शपथ पत्र')).toBe('affidavit');
    expect(ids('किराया')[0]).toBe('rent');
    expect(ids('शपथ पत्र')).toEqual(['aff']);
    expect(queryWords('कंपनी पंजीकरण')).toEqual(['company', 'incorporation']);
  });

  it.each(['(', '[', '*', '.*', '\\', '<script>alert(1)</script>', '😀', '%00', 'x'.repeat(10_000)])('treats %s as plain text without throwing', (query) => {
    expect(() => searchIndex(index, query)).not.toThrow();
  });

  it('returns nothing for an empty query', () => {
    expect(ids('   ')).toEqual([]);
  });
});

describe('groupHits', () => {
  it('groups in a fixed order, cuts each group and keeps its total', () => {
    const groups = groupHits(searchIndex(index, 'r'), 1);
    expect(groups.map((group) => group.label)).toEqual(['Experts', 'Legal services', 'Resources']);
    expect(groups[0]!.total).toBe(2);
    expect(groups[0]!.hits).toHaveLength(1);
  });
});
