import { routePathsOf, shareKeyOf } from './preloadHints';

const table = `
export const routes: RouteObject[] = [
  { path: '/experts', lazy: () => import('./pages/ExpertsPage') },
  { path: '/lawyer-profile/:lawyerId', lazy: () => import('./pages/ExpertProfilePage') },
  // Two paths, one screen.
  { path: '/providers/:categoryId', lazy: () => import('../pages/CategoryPage') },
  { path: '/category/:categoryId', lazy: () => import('../pages/CategoryPage') },
];
const elsewhere = () => import('./pages/Orphan');
`;

describe('routePathsOf (which route a lazy page import belongs to)', () => {
  it('finds the path on the line that imports the page', () => {
    expect(routePathsOf(table, './pages/ExpertsPage')).toEqual(['/experts']);
    expect(routePathsOf(table, './pages/ExpertProfilePage')).toEqual(['/lawyer-profile/:lawyerId']);
  });

  it('gives every path that shares one page', () => {
    expect(routePathsOf(table, '../pages/CategoryPage')).toEqual(['/providers/:categoryId', '/category/:categoryId']);
  });

  it('finds nothing for an import outside a route line, which the build then refuses', () => {
    expect(routePathsOf(table, './pages/Orphan')).toEqual([]);
  });

  it('matches the request exactly, not as a pattern or a prefix', () => {
    expect(routePathsOf(table, './pages/Experts')).toEqual([]);
    expect(routePathsOf(table, './pages.ExpertsPage')).toEqual([]);
  });
});

describe('shareKeyOf (the share key in a federation module identifier)', () => {
  it('reads plain and scoped keys of consumed and provided modules', () => {
    expect(shareKeyOf('consume shared module (default) @nyaya/shared/ui/toast@* (strict) (fallback: /x/toast.tsx)', 'consume')).toBe('@nyaya/shared/ui/toast');
    expect(shareKeyOf('consume shared module (default) react@^19.2.0 (strict) (fallback: /x/react/index.js)', 'consume')).toBe('react');
    expect(shareKeyOf('provide shared module (default) @radix-ui/react-dismissable-layer@1.2.1 = /x/index.mjs', 'provide')).toBe('@radix-ui/react-dismissable-layer');
  });

  it('gives null for other modules and for the other kind', () => {
    expect(shareKeyOf('/work/main/remote-experts/src/routes.tsx', 'consume')).toBeNull();
    expect(shareKeyOf('provide shared module (default) react@19.3.1 = /x', 'consume')).toBeNull();
  });
});
