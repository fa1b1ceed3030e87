import type { CategoryConfig } from '../../../types';
import { lookupCategory } from './categoryLookup';

const drafting: CategoryConfig = { title: 'Document Drafting', description: '', subcategories: [], providers: [] };
const configs = { drafting };

describe('lookupCategory', () => {
  it('finds a known id', () => {
    expect(lookupCategory(configs, 'drafting')).toBe(drafting);
  });

  it.each([undefined, '', 'Drafting', 'unknown', 'constructor', '__proto__', 'toString', 'drafting/../x', '<b>x</b>'])('returns null for %j', (id) => {
    expect(lookupCategory(configs, id)).toBeNull();
  });
});
