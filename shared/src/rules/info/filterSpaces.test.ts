import type { Space } from '../../types';
import { filterSpaces } from './filterSpaces';

const space = (id: string, name: string, members: number, activity: string, description = ''): Space => ({
  id,
  name,
  members,
  activity,
  description,
  type: 'Public',
  colour: 'brand',
});
const spaces = [
  space('a', 'Tenant Rights', 300, '2025-06-01T10:00:00Z', 'Rent and deposits'),
  space('b', 'Startup Founders', 900, '2025-06-03T10:00:00Z', 'Incorporation help'),
  space('c', 'Family Law', 50, '2025-06-02T10:00:00Z', 'Divorce and custody'),
];
const ids = (list: Space[]) => list.map((item) => item.id);

describe('filterSpaces', () => {
  it('keeps the order for All', () => {
    expect(ids(filterSpaces(spaces, { query: '', filter: 'All', joinedIds: [] }))).toEqual(['a', 'b', 'c']);
  });

  it('keeps only joined spaces for Joined', () => {
    expect(ids(filterSpaces(spaces, { query: '', filter: 'Joined', joinedIds: ['c', 'zzz'] }))).toEqual(['c']);
  });

  it('orders Popular by members and Recent by last activity', () => {
    expect(ids(filterSpaces(spaces, { query: '', filter: 'Popular', joinedIds: [] }))).toEqual(['b', 'a', 'c']);
    expect(ids(filterSpaces(spaces, { query: '', filter: 'Recent', joinedIds: [] }))).toEqual(['b', 'c', 'a']);
  });

  it('searches name and description case-insensitively as plain text', () => {
    expect(ids(filterSpaces(spaces, { query: 'CUSTODY', filter: 'All', joinedIds: [] }))).toEqual(['c']);
    expect(ids(filterSpaces(spaces, { query: 'founders', filter: 'Popular', joinedIds: [] }))).toEqual(['b']);
    expect(filterSpaces(spaces, { query: '(.*', filter: 'All', joinedIds: [] })).toEqual([]);
    expect(filterSpaces(spaces, { query: 'x'.repeat(10_000), filter: 'Recent', joinedIds: [] })).toEqual([]);
  });

  it('does not reorder the input', () => {
    filterSpaces(spaces, { query: '', filter: 'Popular', joinedIds: [] });
    expect(ids(spaces)).toEqual(['a', 'b', 'c']);
  });
});
