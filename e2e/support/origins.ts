/** Where each bundle is served during e2e (the same NYAYA_PORT_BASE the config uses). */
export const portBase = Number(process.env.NYAYA_PORT_BASE ?? 3100);

export const areas = ['info', 'life', 'experts', 'marketplace'] as const;
export type Area = (typeof areas)[number];

export const hostOrigin = `http://localhost:${portBase}`;

export function remoteOrigin(area: Area): string {
  return `http://localhost:${portBase + 1 + areas.indexOf(area)}`;
}

/** The first screen of each area and a heading it shows. */
export const firstScreens: Record<Area, { path: string; heading: string }> = {
  info: { path: '/trending', heading: 'Trending' },
  life: { path: '/life-event', heading: 'Life Events' },
  experts: { path: '/expert-categories', heading: 'Expert Categories' },
  marketplace: { path: '/marketplace', heading: 'Solve it now, with the right people.' },
};
