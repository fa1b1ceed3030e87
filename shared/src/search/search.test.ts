import {
  buildSearchIndex,
  buildSearchIndexInSlices,
  expandSynonyms,
  groupHits,
  normalizeSearchText,
  queryAlternatives,
  queryWords,
  searchIndex,
  searchIndexInSlices,
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
  it('folds the Devanagari spellings people mix up, for matching only', () => {
    // nukta: as a combining sign and as one code point (U+095B ज़, U+095E फ़)
    expect(normalizeSearchText('ज\u093cमानत')).toBe('जमानत');
    expect(normalizeSearchText('\u095bमानत')).toBe('जमानत');
    expect(normalizeSearchText('\u095eीस')).toBe(normalizeSearchText('फीस'));
    // chandrabindu and anusvara
    expect(normalizeSearchText('सेवाएँ')).toBe(normalizeSearchText('सेवाएं'));
    // zero-width joiner and non-joiner
    expect(normalizeSearchText('क्\u200dष')).toBe('क्ष');
    expect(normalizeSearchText('क्\u200cष')).toBe('क्ष');
    // danda is punctuation, Devanagari digits are digits
    expect(normalizeSearchText('धारा १२३। अनुबंध')).toBe('धारा 123 अनुबंध');
  });
  it('gives one form to NFC and NFD input', () => {
    const composed = 'क़ानून'.normalize('NFC');
    expect(normalizeSearchText(composed)).toBe(normalizeSearchText(composed.normalize('NFD')));
    expect(normalizeSearchText('Café'.normalize('NFD'))).toBe('cafe');
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
    expect(ids('रेंट एग्रीमेंट')[0]).toBe('rent');
    expect(ids('एफिडेविट')).toEqual(['aff']);
    expect(queryWords('अधिवक्ता')).toEqual(['lawyer']);
  });

  it.each(['(', '[', '*', '.*', '\\', '<script>alert(1)</script>', '😀', '%00', 'x'.repeat(10_000)])('treats %s as plain text without throwing', (query) => {
    expect(() => searchIndex(index, query)).not.toThrow();
  });

  it('returns nothing for an empty query', () => {
    expect(ids('   ')).toEqual([]);
  });
});

describe('searching in both languages', () => {
  // What the data's texts.hi.json files hold: the Hindi of a text, keyed by its exact English.
  const hindi = new Map(
    Object.entries({
      'Rental Agreement': 'किराया अनुबंध (किरायानामा)',
      'Document drafting': 'दस्तावेज़ ड्राफ़्टिंग',
      'Registered rent agreements': 'रजिस्टर्ड किराया अनुबंध',
      Affidavit: 'शपथ पत्र',
      'Company Incorporation': 'कंपनी पंजीकरण',
      'Property law': 'संपत्ति क़ानून',
      'Tenant rights guide': 'किरायेदार के अधिकारों की गाइड',
      'Startup owners in Pune': 'पुणे के स्टार्टअप मालिक',
    }),
  );
  const bilingual = buildSearchIndex(documents, hindi);
  const found = (query: string) => searchIndex(bilingual, query).map((hit) => hit.document.id);

  it('finds the English document from the Hindi of its title, keywords or description', () => {
    expect(found('किराया अनुबंध')[0]).toBe('rent');
    expect(found('किरायानामा')).toContain('rent');
    expect(found('दस्तावेज़')).toEqual(['rent']);
    expect(found('पुणे')).toEqual(['cafe']);
    expect(found('किरायेदार के अधिकार')).toEqual(['guide']);
  });

  it('ranks a Hindi title match like an English one', () => {
    const [hit] = searchIndex(bilingual, 'शपथ पत्र');
    expect(hit).toMatchObject({ document: { id: 'aff' }, tier: 0, typos: 0 });
    expect(found('संपत्ति कानून')).toEqual(found('property law'));
  });

  it('takes a query that mixes Hindi and English words', () => {
    expect(found('किराया agreement')[0]).toBe('rent');
    expect(found('company पंजीकरण')).toEqual(['inc']);
    expect(found('संपत्ति law')).toEqual(['priya', 'ravi']);
  });

  it('forgives nukta, chandrabindu and joiners in the query and in the texts', () => {
    expect(found('दस्तावेज')).toEqual(['rent']); // no nukta in the query, one in the text
    expect(found('सम्पत्ति क\u093cानून')).toEqual([]); // a different spelling (halant + म) is another word
    expect(found('क\u093cानून संपत्ति')).toEqual(['priya', 'ravi']);
    expect(found('कंप\u200dनी')).toEqual(['inc']);
  });

  it('still finds English, and Hindi synonyms still work without translations', () => {
    expect(found('rentel agreement')[0]).toBe('rent');
    expect(ids('कंपनी पंजीकरण')).toEqual(['inc']);
    expect(queryAlternatives('कंपनी पंजीकरण')).toEqual([
      ['कंपनी', 'पंजीकरण'],
      ['company', 'incorporation'],
    ]);
    expect(queryAlternatives('rental')).toEqual([['rental']]);
  });

  it('finds nothing by a translation it was not given', () => {
    expect(ids('दस्तावेज़')).toEqual([]);
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

describe('in slices', () => {
  const noWait = { sliceMs: 0, pause: () => Promise.resolve() };

  it('searchIndexInSlices finds the same hits, in the same order, as searchIndex', async () => {
    for (const query of ['rental', 'property law', 'rentel agreemnt', 'cafe', 'zzz', '']) {
      expect(await searchIndexInSlices(index, query, noWait), query).toEqual(searchIndex(index, query));
    }
  });

  it('buildSearchIndexInSlices builds the same index as buildSearchIndex', async () => {
    const translations = new Map([['Rental Agreement', 'किराया समझौता']]);
    expect(await buildSearchIndexInSlices(documents, translations, noWait)).toEqual(buildSearchIndex(documents, translations));
  });

  it('a search a newer query aborted ends with no hits', async () => {
    const replaced = new AbortController();
    replaced.abort();
    expect(await searchIndexInSlices(index, 'rental', { ...noWait, signal: replaced.signal })).toBeNull();
  });
});
