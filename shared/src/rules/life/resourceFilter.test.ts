import type { Resource } from '../../types';
import { filterResources } from './resourceFilter';

const resource = (id: string, title: string, category: Resource['category']): Resource => ({
  id,
  title,
  category,
  type: 'PDF Guide',
  downloads: 10,
  rating: 4.5,
  size: '1 MB',
});
const resources = [
  resource('tax', 'Income tax basics (FY 2025-26)', 'Finance'),
  resource('cv', 'Writing a CV that works', 'Career'),
  resource('home', 'Home-loan checklist', 'Real Estate'),
];
const ids = (list: Resource[]) => list.map((entry) => entry.id);

describe('filterResources', () => {
  it('keeps a chip’s category', () => {
    expect(ids(filterResources(resources, 'All', ''))).toEqual(['tax', 'cv', 'home']);
    expect(ids(filterResources(resources, 'Career', ''))).toEqual(['cv']);
    expect(filterResources(resources, 'Health', '')).toEqual([]);
  });

  it('searches title and category, ignoring case', () => {
    expect(ids(filterResources(resources, 'All', 'CV'))).toEqual(['cv']);
    expect(ids(filterResources(resources, 'All', 'real estate'))).toEqual(['home']);
    expect(ids(filterResources(resources, 'Finance', 'checklist'))).toEqual([]);
  });

  it('treats any input as plain text', () => {
    expect(ids(filterResources(resources, 'All', '(FY 2025-26)'))).toEqual(['tax']);
    expect(filterResources(resources, 'All', '.*')).toEqual([]);
    expect(filterResources(resources, 'All', '[')).toEqual([]);
    expect(filterResources(resources, 'All', '🏠')).toEqual([]);
    expect(filterResources(resources, 'All', 'a'.repeat(10_000))).toEqual([]);
  });
});
