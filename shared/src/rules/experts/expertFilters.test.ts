import type { Expert } from '../../types';
import {
  canonicalChoice,
  expertCity,
  expertFilterOptions,
  expertYears,
  filterExperts,
  hasExpertFilters,
  noExpertFilters,
  readExpertFilters,
  writeExpertFilters,
  type ExpertFilters,
} from './expertFilters';

function expert(id: string, fields: Partial<Expert>): Expert {
  return {
    id,
    name: id,
    organization: 'Org',
    location: 'Pune, Maharashtra',
    specialties: [],
    rating: '4.5',
    reviewCount: 1,
    status: 'available',
    experience: '5 years',
    fee: 500,
    avatar: 'XX',
    languages: ['English'],
    clientsServed: 1,
    category: 'legal',
    practiceAreas: [],
    ...fields,
  };
}

const delhiProperty = expert('a', {
  location: 'New Delhi, Delhi',
  practiceAreas: ['property', 'family'],
  languages: ['Hindi', 'English'],
  fee: 500,
  experience: '12 years',
});
const mumbaiProperty = expert('b', {
  location: 'Mumbai, Maharashtra',
  practiceAreas: ['property'],
  languages: ['Marathi', 'Hindi'],
  fee: 1500,
  experience: '20 years',
});
const delhiTax = expert('c', { location: 'New Delhi, Delhi', practiceAreas: ['tax'], languages: ['English'], fee: 1000, experience: '3 years' });
const chandigarhPeer = expert('d', { location: 'Chandigarh', category: 'peer', languages: ['Punjabi'], fee: 400, experience: 'Lived it' });
const list = [delhiProperty, mumbaiProperty, delhiTax, chandigarhPeer];
const ids = (experts: Expert[]) => experts.map((one) => one.id);
const filters = (set: Partial<ExpertFilters>): ExpertFilters => ({ ...noExpertFilters, ...set });

describe('readExpertFilters', () => {
  it('reads each filter and the sort from its param', () => {
    const params = new URLSearchParams('category=legal&area=property&city=New%20Delhi&lang=Hindi&fee=501-1000&sort=fee-desc');
    expect(readExpertFilters(params)).toEqual({ area: 'property', city: 'New Delhi', language: 'Hindi', fee: '501-1000', sort: 'fee-desc' });
  });

  it('ignores unknown areas, fee ranges and sorts, and forgives case and spaces', () => {
    const params = new URLSearchParams('area=__proto__&fee=0-99999&sort=constructor&city=%20%20&lang=');
    expect(readExpertFilters(params)).toEqual(noExpertFilters);
    expect(readExpertFilters(new URLSearchParams('area=%20Property%20&sort=EXPERIENCE')).area).toBe('property');
    expect(readExpertFilters(new URLSearchParams('sort=EXPERIENCE')).sort).toBe('experience');
  });

  it('keeps a hostile city as plain text, cut to a sane length', () => {
    const city = readExpertFilters(new URLSearchParams({ city: `<script>alert(1)</script>${'x'.repeat(500)}` })).city!;
    expect(city.length).toBeLessThanOrEqual(60);
    expect(filterExperts(list, filters({ city }))).toEqual([]);
  });
});

describe('writeExpertFilters', () => {
  it('writes set filters, removes unset ones and keeps the category', () => {
    const before = new URLSearchParams('category=legal&city=Pune&sort=fee-asc');
    const after = writeExpertFilters(before, filters({ area: 'family', city: null, sort: 'experience' }));
    expect(after.toString()).toBe('category=legal&sort=experience&area=family');
    expect(before.toString()).toBe('category=legal&city=Pune&sort=fee-asc');
    expect(readExpertFilters(after)).toEqual(filters({ area: 'family', sort: 'experience' }));
  });

  it('round-trips every filter', () => {
    const all = filters({ area: 'tax', city: 'New Delhi', language: 'English', fee: 'above-1500', sort: 'fee-asc' });
    expect(readExpertFilters(writeExpertFilters(new URLSearchParams(), all))).toEqual(all);
  });
});

describe('filterExperts', () => {
  it('filters by practice area, city, language and fee range, all of them at once', () => {
    expect(ids(filterExperts(list, filters({ area: 'property' })))).toEqual(['a', 'b']);
    expect(ids(filterExperts(list, filters({ city: 'new delhi' })))).toEqual(['a', 'c']);
    expect(ids(filterExperts(list, filters({ language: 'HINDI' })))).toEqual(['a', 'b']);
    expect(ids(filterExperts(list, filters({ fee: 'upto-500' })))).toEqual(['a', 'd']);
    expect(ids(filterExperts(list, filters({ fee: '1001-1500' })))).toEqual(['b']);
    expect(ids(filterExperts(list, filters({ area: 'property', city: 'New Delhi' })))).toEqual(['a']);
    expect(ids(filterExperts(list, filters({ area: 'property', city: 'New Delhi', fee: 'above-1500' })))).toEqual([]);
    expect(ids(filterExperts(list, noExpertFilters))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('includes both ends of a fee range', () => {
    expect(ids(filterExperts([expert('x', { fee: 1000 }), expert('y', { fee: 1001 })], filters({ fee: '501-1000' })))).toEqual(['x']);
  });

  it('sorts by fee either way and by experience, most first, ties in the list’s order', () => {
    expect(ids(filterExperts(list, filters({ sort: 'fee-asc' })))).toEqual(['d', 'a', 'c', 'b']);
    expect(ids(filterExperts(list, filters({ sort: 'fee-desc' })))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(filterExperts(list, filters({ sort: 'experience' })))).toEqual(['b', 'a', 'c', 'd']);
    const tied = [expert('p', { fee: 700 }), expert('q', { fee: 700 }), expert('r', { fee: 600 })];
    expect(ids(filterExperts(tied, filters({ sort: 'fee-asc' })))).toEqual(['r', 'p', 'q']);
  });

  it('leaves the list it was given as it was', () => {
    const copy = [...list];
    filterExperts(list, filters({ sort: 'fee-asc' }));
    expect(list).toEqual(copy);
  });
});

describe('expertFilterOptions', () => {
  it('offers only what the list holds, and a value the URL asked for', () => {
    expect(expertFilterOptions(list)).toEqual({
      areas: ['property', 'tax', 'family'],
      cities: ['Chandigarh', 'Mumbai', 'New Delhi'],
      languages: ['English', 'Hindi', 'Marathi', 'Punjabi'],
    });
    const asked = expertFilterOptions(list, filters({ city: 'Goa', language: 'hindi', area: 'notary' }));
    expect(asked.cities).toEqual(['Chandigarh', 'Mumbai', 'New Delhi', 'Goa']);
    expect(asked.languages).toEqual(['English', 'Hindi', 'Marathi', 'Punjabi']);
    expect(asked.areas).toContain('notary');
  });

  it('names the option a URL value means, spelt as the data spells it', () => {
    expect(canonicalChoice(['Mumbai', 'New Delhi'], 'new delhi')).toBe('New Delhi');
    expect(canonicalChoice(['Mumbai'], 'Goa')).toBe('Goa');
    expect(canonicalChoice(['Mumbai'], null)).toBe('');
  });
});

describe('helpers', () => {
  it('reads a city, years of practice and whether anything narrows the list', () => {
    expect(expertCity(delhiProperty)).toBe('New Delhi');
    expect(expertCity(chandigarhPeer)).toBe('Chandigarh');
    expect(expertYears(mumbaiProperty)).toBe(20);
    expect(expertYears(chandigarhPeer)).toBe(0);
    expect(hasExpertFilters(filters({ sort: 'fee-asc' }))).toBe(false);
    expect(hasExpertFilters(filters({ language: 'Hindi' }))).toBe(true);
  });
});
