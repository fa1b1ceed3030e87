import type { PracticeArea } from '../types';
import { buildSearchIndex, searchIndex, type SearchDocument } from './engine';
import { lawyerSynonyms, practiceAreaSearchTerms, practiceAreaSynonyms } from './synonyms';

/** An expert as the home search indexes one: their areas' problems, and "lawyer" for an advocate. */
const expert = (id: string, areas: PracticeArea[], advocate: boolean, popularity = 4): SearchDocument => ({
  id,
  kind: 'expert',
  title: id,
  href: `/lawyer-profile/${id}`,
  keywords: [...practiceAreaSearchTerms(areas), ...(advocate ? lawyerSynonyms : [])],
  popularity,
});

const index = buildSearchIndex([
  expert('property-advocate', ['property'], true, 4.9),
  expert('family-advocate', ['family'], true),
  expert('civil-advocate', ['civil', 'general'], true),
  expert('tax-accountant', ['tax'], false),
  expert('peer', [], false),
  { id: 'sale-deed', kind: 'service', title: 'Property Sale Deed', href: '/service-details/sale-deed', popularity: 9 },
]);
const experts = (query: string) =>
  searchIndex(index, query)
    .filter((hit) => hit.document.kind === 'expert')
    .map((hit) => hit.document.id);

describe('practice-area synonyms', () => {
  it.each([
    ['tenant deposit', 'property-advocate'],
    ['tenant deposit lawyer', 'property-advocate'],
    ['property dispute', 'property-advocate'],
    ['divorce', 'family-advocate'],
    ['divorce lawyer', 'family-advocate'],
    ['cheque bounce', 'civil-advocate'],
    ['किरायेदार जमा', 'property-advocate'],
    ['किरायेदार जमा वकील', 'property-advocate'],
    ['संपत्ति विवाद', 'property-advocate'],
    ['तलाक', 'family-advocate'],
    ['चेक बाउंस', 'civil-advocate'],
    ['income tax notice', 'tax-accountant'],
  ])('“%s” finds the expert who practises that area, and no one else', (query, id) => {
    expect(experts(query)).toEqual([id]);
  });

  it('“property lawyer” lists a lawyer, not only the service', () => {
    const hits = searchIndex(index, 'property lawyer').map((hit) => hit.document.id);
    expect(hits).toContain('property-advocate');
    expect(hits).not.toContain('tax-accountant');
  });

  it('finds a lawyer only among advocates', () => {
    expect(experts('tax lawyer')).toEqual([]);
    expect(experts('lawyer').sort()).toEqual(['civil-advocate', 'family-advocate', 'property-advocate']);
  });

  it('has English and Hindi words for every practice area', () => {
    for (const [area, words] of Object.entries(practiceAreaSynonyms)) {
      expect(
        words.some((word) => /^[a-z ]+$/.test(word)),
        area,
      ).toBe(true);
      expect(
        words.some((word) => /[\u0900-\u097f]/.test(word)),
        area,
      ).toBe(true);
    }
  });

  it('lists each area’s words once, and none for no area', () => {
    const terms = practiceAreaSearchTerms(['property', 'property']);
    expect(terms).toEqual([...new Set(practiceAreaSynonyms.property)]);
    expect(practiceAreaSearchTerms([])).toEqual([]);
  });
});
