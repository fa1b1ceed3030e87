/**
 * Route knowledge in one place (issue 17): each remote's route list (`remote-*\/src/routes.tsx`)
 * is the source, and everything else that names a route is held against it here. The host cannot
 * read the remotes' lists at run time (an area's code loads only once it is visited), so what it
 * keeps itself (the owner table, the search's links) is checked, not derived; only this test
 * imports the remotes' route lists.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { matchRoutes, type Params } from 'react-router';
import type { AreaRoute } from '@nyaya/shared/router';
import { getExpertProfile } from '@nyaya/shared/data/experts/profiles';
import { findResource, getResources } from '@nyaya/shared/data/life';
import { lifeEventTemplates } from '@nyaya/shared/data/life/eventTemplates';
import { planLinkPath } from '@nyaya/shared/rules/life';
import { getCategoryConfig, isProviderServiceId } from '@nyaya/shared/data/marketplace/browsing';
import { findProviderOffer } from '@nyaya/shared/data/marketplace/offers';
import { serviceOffers } from '@nyaya/shared/data/marketplace/purchase';
import { findExpertCategory } from '@nyaya/shared/rules/experts';
import { isProviderSort } from '@nyaya/shared/rules/marketplace/browsing';
import { isOrderNumber } from '@nyaya/shared/rules/marketplace/purchase/orderNumber';
import { memberConversationIdOf } from '@nyaya/shared/rules/conversation';
import { routes as infoRoutes } from '../../../remote-info/src/routes';
import { routes as lifeRoutes } from '../../../remote-life/src/routes';
import { routes as expertsRoutes } from '../../../remote-experts/src/routes';
import { routes as marketplaceRoutes } from '../../../remote-marketplace/src/routes';
import { notFoundSample, orderFlowRoutes, routeTable } from '../../../e2e/support/routeTable';
import { hostRoutes } from '../hostRoutes';
import { loadSearchDocuments } from '../search/searchDocuments';
import { areaNames, areaOwners, ownerOfPath, type AreaName } from './areaOwners';

const root = resolve(__dirname, '../../..');

const areaRoutes: Record<AreaName, AreaRoute[]> = {
  info: infoRoutes,
  life: lifeRoutes,
  experts: expertsRoutes,
  marketplace: marketplaceRoutes,
};

/** The source files of each area's route list, where its lazy imports name their chunks. */
const routeSources: Record<AreaName, string[]> = {
  info: ['remote-info/src/routes.tsx'],
  life: ['remote-life/src/routes.tsx'],
  experts: ['remote-experts/src/routes.tsx'],
  marketplace: ['remote-marketplace/src/routes.tsx', 'remote-marketplace/src/routes/browse.tsx', 'remote-marketplace/src/routes/purchase.tsx'],
};

type Bundle = AreaName | 'host';

/** A screen of the app with its full path, whoever mounts it. */
interface KnownRoute {
  id: string;
  path: string;
  query: readonly string[];
  bundle: Bundle;
  route: AreaRoute;
}

const join = (parent: string, path: string | undefined) => (path === undefined ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`);

/** Every route of a tree with a path or an index (layout routes only pass their path on). */
function flatten(routes: AreaRoute[], bundle: Bundle, parent = '/'): KnownRoute[] {
  return routes.flatMap((route) => {
    const path = join(parent, route.path);
    const own = route.path !== undefined || route.index ? [{ id: route.id, path, query: route.handle?.query ?? [], bundle, route }] : [];
    return [...own, ...flatten(route.children ?? [], bundle, path)];
  });
}

/** Every route object's id in a tree, layouts included. */
const idsOf = (routes: AreaRoute[]): string[] => routes.flatMap((route) => [route.id, ...idsOf(route.children ?? [])]);

const NOT_FOUND_ID = 'not-found';
const hostScreens = flatten(hostRoutes, 'host').filter((route) => route.id !== 'root');
const areaScreens = areaNames.flatMap((area) => flatten(areaRoutes[area], area));
/** The screens a URL can reach (the host's splat is what answers when none matches). */
const screens = [...hostScreens, ...areaScreens].filter((route) => route.id !== NOT_FOUND_ID);

/** The screen a URL opens, with its params and query, or null when only the 404 page answers. */
function screenOf(href: string) {
  const url = new URL(href, 'http://nyaya.test');
  const matches = matchRoutes(
    screens.map(({ id, path }) => ({ id, path })),
    url.pathname,
  );
  const match = matches?.at(-1);
  const screen = match && screens.find((candidate) => candidate.id === match.route.id);
  return screen ? { screen, params: match.params, query: url.searchParams } : null;
}

/**
 * For a route with parameters (in its path or its query), whether a URL's values name something
 * that exists in the sample data: a link or a sweep entry to an unknown id shows a fallback or
 * "not found", never the screen it meant to show.
 */
const resolves: Record<string, (params: Params, query: URLSearchParams) => boolean | Promise<boolean>> = {
  experts: (_, query) => !query.get('category') || findExpertCategory(query.get('category')) !== null,
  'expert-profile': async ({ lawyerId }) => (await getExpertProfile(lawyerId)) !== null,
  'expert-booking': async ({ lawyerId }) => (await getExpertProfile(lawyerId)) !== null,
  resource: async (_, query) => {
    const highlight = query.get('highlight');
    return highlight === null || (await getResources()).some((resource) => resource.id === highlight);
  },
  'resource-detail': ({ resourceId }) => findResource(resourceId) !== null,
  'service-providers': ({ serviceId }) => isProviderServiceId(serviceId),
  'category-services': ({ sort }, query) => isProviderSort(sort) && isProviderServiceId(query.get('service')),
  providers: async ({ categoryId }) => (await getCategoryConfig(categoryId)) !== null,
  category: async ({ categoryId }) => (await getCategoryConfig(categoryId)) !== null,
  'service-details': ({ serviceId }) => serviceId === undefined || serviceOffers.some((offer) => offer.id === serviceId),
  intake: ({ serviceId, providerId }) => findProviderOffer(serviceId, providerId) !== undefined,
  // Orders are not sample data: a well-formed number is what a link can promise.
  'console-order': ({ orderNumber }) => isOrderNumber(orderNumber),
  // Discussions are rows of the API (the seed's keep the sample ids): a well-formed id is what a link can promise.
  'public-discussion': ({ id }) => /^ds-[a-z0-9]{1,40}$/.test(id ?? ''),
  // Private conversations are rows of the API: a well-formed reference is what a link can promise.
  'private-conversation': ({ reference }) => memberConversationIdOf(reference ?? '') !== null,
  // Spaces are rows of the API too (the seed's keep the sample ids).
  space: ({ id }) => /^sp-[a-z0-9-]{1,40}$/.test(id ?? ''),
};

/** What is wrong with a link (or a sweep entry) to `href`; empty when it opens a real screen. */
async function linkProblems(href: string): Promise<string[]> {
  const found = screenOf(href);
  if (!found) return [`${href}: no route matches`];
  const { screen, params, query } = found;
  const problems = [...query.keys()]
    .filter((name) => !screen.query.includes(name))
    .map((name) => `${href}: ${screen.id} does not declare the query parameter "${name}" (handle.query)`);
  const check = resolves[screen.id];
  if (check && !(await check(params, query))) problems.push(`${href}: its ids name nothing in the sample data (${screen.id})`);
  return problems;
}

describe('route identity', () => {
  const allIds = [...idsOf(hostRoutes), ...areaNames.map((area) => `area-${area}`), ...areaNames.flatMap((area) => idsOf(areaRoutes[area]))];

  it('gives every route an id unique across the app (host, area layouts and every area)', () => {
    expect(allIds.filter((id, index) => allIds.indexOf(id) !== index)).toEqual([]);
  });

  it('writes every id in kebab-case', () => {
    expect(allIds.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it.each(areaNames)('%s: names each lazy page chunk `route-<id>`, and no chunk after anything else', (area) => {
    const source = routeSources[area].map((file) => readFileSync(resolve(root, file), 'utf8')).join('\n');
    const named = [...source.matchAll(/webpackChunkName:\s*"([^"]+)"/g)].map((match) => match[1]).sort();
    const expected = flatten(areaRoutes[area], area)
      .filter(({ route }) => route.lazy)
      .map(({ id }) => `route-${id}`)
      .sort();
    expect(named).toEqual(expected);
  });

  it('declares query parameters as distinct names', () => {
    for (const { id, query } of screens) {
      expect(new Set(query).size, id).toBe(query.length);
      expect(
        query.filter((name) => !/^[a-z][A-Za-z0-9-]*$/.test(name)),
        id,
      ).toEqual([]);
    }
  });

  it('can check the ids of every route with a path parameter against the sample data', () => {
    const unchecked = screens.filter(({ path, id }) => path.includes(':') && !resolves[id]).map(({ id }) => id);
    expect(unchecked).toEqual([]);
    expect(Object.keys(resolves).filter((id) => !screens.some((screen) => screen.id === id))).toEqual([]);
  });
});

describe('the host owner table agrees with the remotes', () => {
  const firstSegment = (path: string) => path.split('/').filter(Boolean)[0] ?? '';

  it.each(areaNames)('%s owns the first segment of each of its routes', (area) => {
    for (const { path } of flatten(areaRoutes[area], area)) {
      expect(firstSegment(path).startsWith(':'), `${path} must start with a fixed segment`).toBe(false);
      expect(ownerOfPath(path), path).toBe(area);
    }
  });

  it.each(areaNames)('%s has a route under each segment it owns', (area) => {
    const segments = new Set(flatten(areaRoutes[area], area).map(({ path }) => firstSegment(path)));
    expect(areaOwners[area].filter((segment) => !segments.has(segment))).toEqual([]);
  });

  it('leaves the host routes to the host', () => {
    expect(hostScreens.filter(({ path }) => ownerOfPath(path) !== null).map(({ path }) => path)).toEqual([]);
  });
});

describe('the home search links to real screens', () => {
  it('opens a route for every document, with known query parameters and ids that exist', async () => {
    const documents = await loadSearchDocuments();
    expect(documents.length).toBeGreaterThan(0);
    const problems = (await Promise.all(documents.map((document) => linkProblems(document.href)))).flat();
    expect(problems).toEqual([]);
  });
});

// Issue 27: a plan sends the user to the marketplace and the experts for the legal part, and to the
// library's guides; each link must open the list it names, not a fallback or "not found".
describe('life plans link to real screens', () => {
  it.each(lifeEventTemplates.map((template) => [template.id, template] as const))('%s', async (_id, template) => {
    const hrefs = [...template.links.map(planLinkPath), ...template.resourceIds.map((id) => `/resource/${id}`)];
    expect((await Promise.all(hrefs.map(linkProblems))).flat()).toEqual([]);
  });
});

describe('the e2e route sweep visits every screen', () => {
  const visited = [...routeTable, ...orderFlowRoutes];

  it('visits every area route, and every host screen but the redirect, at least once', () => {
    const redirects = new Set(['alternative']);
    const reached = new Set(visited.map((href) => screenOf(href)?.screen.id));
    const missed = screens.filter(({ id }) => !reached.has(id) && !redirects.has(id)).map(({ path }) => path);
    expect(missed).toEqual([]);
  });

  it('lists only real screens (with ids that exist), but the one 404 sample', async () => {
    const problems = (await Promise.all(visited.filter((href) => href !== notFoundSample).map(linkProblems))).flat();
    expect(problems).toEqual([]);
  });

  it('has a 404 sample that no route and no area answers', () => {
    expect(routeTable).toContain(notFoundSample);
    expect(screenOf(notFoundSample)).toBeNull();
    expect(ownerOfPath(notFoundSample)).toBeNull();
  });
});

describe("the README's route table", () => {
  /** The "owns" cell of each bundle's row: `/path?param=&other=` tokens. */
  function readmeRoutes(): Map<string, { path: string; query: string[] }[]> {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    const lines = readme.split('\n');
    const header = lines.findIndex((line) => /^\|\s*bundle\s*\|.*\|\s*owns\s*\|\s*$/.test(line));
    expect(header, 'README has the "| bundle | … | owns |" table').toBeGreaterThan(-1);
    const rows = new Map<string, { path: string; query: string[] }[]>();
    for (const line of lines.slice(header + 2)) {
      if (!line.startsWith('|')) break;
      const cells = line.split('|').map((cell) => cell.trim());
      const bundle = cells[1] ?? '';
      const owns = cells.at(-2) ?? '';
      const tokens = [...owns.matchAll(/`(\/[^`]*)`/g)].map((match) => match[1] ?? '');
      rows.set(
        bundle,
        tokens.map((token) => {
          // `/service-details/:serviceId?` is an optional segment; `/experts?category=` a query.
          const at = token.search(/\?[a-z][A-Za-z0-9-]*=/);
          if (at < 0) return { path: token, query: [] };
          const query = token
            .slice(at + 1)
            .split('&')
            .map((pair) => pair.split('=')[0] ?? '');
          return { path: token.slice(0, at), query };
        }),
      );
    }
    return rows;
  }

  const rows = readmeRoutes();
  const bundles: Bundle[] = ['host', ...areaNames];

  it.each(bundles)('%s: lists every route pattern, with the query parameters it reads', (bundle) => {
    const listed = rows.get(bundle) ?? [];
    const missing = screens
      .filter((screen) => screen.bundle === bundle)
      .filter((screen) => !listed.some(({ path, query }) => path === screen.path && [...query].sort().join() === [...screen.query].sort().join()))
      .map(({ path, query }) => (query.length ? `${path}?${query.map((name) => `${name}=`).join('&')}` : path));
    expect(missing).toEqual([]);
  });

  it.each(bundles)('%s: lists no route it does not have', (bundle) => {
    const own = new Set(screens.filter((screen) => screen.bundle === bundle).map(({ path }) => path));
    expect((rows.get(bundle) ?? []).filter(({ path }) => !own.has(path))).toEqual([]);
  });
});
