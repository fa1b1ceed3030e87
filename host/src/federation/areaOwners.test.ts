import { areaNames, areaOwners, ownerOfPath } from './areaOwners';

/** Every route of the spec's route table (§2), with sample ids, and who must own it. */
const specRoutes: [string, string | null][] = [
  ['/', null],
  ['/profile', null],
  ['/alternative', null],
  ['/search', null],
  ['/spaces', 'info'],
  ['/wallet', 'info'],
  ['/schedule', 'info'],
  ['/notifications', 'info'],
  ['/share', 'info'],
  ['/trending', 'info'],
  ['/public', 'info'],
  ['/private', 'info'],
  ['/local', 'info'],
  ['/life-event', 'life'],
  ['/resource', 'life'],
  ['/track', 'life'],
  ['/act', 'life'],
  ['/expert-categories', 'experts'],
  ['/experts', 'experts'],
  ['/lawyer-profile/priya-sharma', 'experts'],
  // Issue 25: the expert's console.
  ['/console', 'experts'],
  ['/console/orders/ORDAB12CD34E', 'experts'],
  ['/marketplace', 'marketplace'],
  ['/service-providers/rental-agreement', 'marketplace'],
  ['/providers/drafting', 'marketplace'],
  ['/category/drafting', 'marketplace'],
  ['/service-details/rental-agreement-1', 'marketplace'],
  ['/service-details', 'marketplace'],
  ['/service/rental-agreement/p1', 'marketplace'],
  ['/checkout', 'marketplace'],
  ['/order-confirmation', 'marketplace'],
  ['/order-tracking', 'marketplace'],
  ['/category-services/cheapest', 'marketplace'],
];

describe('route ownership', () => {
  it.each(specRoutes)('%s is owned by %s', (path, owner) => {
    expect(ownerOfPath(path)).toBe(owner);
  });

  it('gives every first segment exactly one owner', () => {
    const segments = areaNames.flatMap((area) => areaOwners[area]);
    expect(new Set(segments).size).toBe(segments.length);
  });

  it('owns nothing for unknown or hostile paths', () => {
    expect(ownerOfPath('/nope')).toBeNull();
    expect(ownerOfPath('/<script>alert(1)</script>')).toBeNull();
    expect(ownerOfPath(`/${'x'.repeat(10_000)}`)).toBeNull();
    expect(ownerOfPath('/😀')).toBeNull();
  });

  it('ignores query strings and trailing slashes', () => {
    expect(ownerOfPath('/experts/')).toBe('experts');
  });
});
