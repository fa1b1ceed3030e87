/**
 * The one table of who owns which first path segment (DESIGN.md "Who owns what"). The host knows
 * nothing about the pages inside an area: it only knows which remote to ask. It cannot read the
 * remotes' route lists (they are the source, but only loaded once an area is visited), so it is
 * kept by hand and checked against them by routeKnowledge.test.ts.
 */
export type AreaName = 'info' | 'life' | 'experts' | 'marketplace';

export const areaNames: readonly AreaName[] = ['info', 'life', 'experts', 'marketplace'];

export const areaOwners: Record<AreaName, readonly string[]> = {
  info: ['spaces', 'wallet', 'schedule', 'notifications', 'share', 'trending', 'public', 'private', 'local'],
  life: ['life-event', 'resource', 'track', 'act'],
  experts: ['expert-categories', 'experts', 'lawyer-profile', 'console', 'consultation-chat'],
  marketplace: [
    'marketplace',
    'service-providers',
    'providers',
    'category',
    'category-services',
    'service-details',
    'service',
    'checkout',
    'order-confirmation',
    'order-tracking',
    'order-chat',
  ],
};

const ownerBySegment = new Map<string, AreaName>(areaNames.flatMap((area) => areaOwners[area].map((segment) => [segment, area] as const)));

/** The area that owns a pathname, or null for host routes and unknown paths. */
export function ownerOfPath(pathname: string): AreaName | null {
  const segment = pathname.split('/').filter(Boolean)[0] ?? '';
  return ownerBySegment.get(segment) ?? null;
}
