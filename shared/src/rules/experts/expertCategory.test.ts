import { expertCountBanner, expertListTitle, findExpertCategory } from './expertCategory';

describe('findExpertCategory', () => {
  it.each([
    ['legal', 'Legal'],
    ['peer', 'Peer'],
    ['finance', 'Finance'],
    ['administration', 'Administration'],
    ['other', 'Other'],
    [' Legal ', 'Legal'],
    ['FINANCE', 'Finance'],
  ])('%j is the %s category', (value, title) => {
    expect(findExpertCategory(value)).toEqual({ id: value.trim().toLowerCase(), title });
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['lawyers'],
    ['constructor'],
    ['__proto__'],
    ['toString'],
    ['<script>alert(1)</script>'],
    ['legal '.repeat(2000)],
    ['कानूनी'],
  ])('%j is no category', (value) => {
    expect(findExpertCategory(value)).toBeNull();
  });
});

describe('expert list texts', () => {
  it('titles the list by its category', () => {
    expect(expertListTitle({ id: 'legal', title: 'Legal' })).toBe('Legal Experts');
  });

  it('states the real count in the banner', () => {
    expect(expertCountBanner(4, { id: 'legal', title: 'Legal' })).toBe('Showing 4 experts in Legal category');
    expect(expertCountBanner(0, { id: 'other', title: 'Other' })).toBe('Showing 0 experts in Other category');
    expect(expertCountBanner(1, { id: 'peer', title: 'Peer' })).toBe('Showing 1 expert in Peer category');
  });

  it('counts the whole list when no category is given', () => {
    expect(expertCountBanner(15, null)).toBe('Showing 15 experts across all categories');
  });
});
