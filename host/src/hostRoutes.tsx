import { lazy, Suspense, type ComponentType } from 'react';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { Navigate, type AreaRoute } from '@nyaya/shared/router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { PageSkeleton } from './components/PageSkeleton';

// Home is the only screen whose code ships up front; the other screens and the error page come on
// demand, which keeps home inside its byte budget (issue #7).
const RouterErrorPage = lazy(() => import('./pages/RouterErrorPage').then((module) => ({ default: module.RouterErrorPage })));

/**
 * A lazy screen: its chunk (which defines the catalogues it shows), then, in Hindi, those
 * catalogues (English if they fail); the module's `name` export is the screen. One function for
 * every host screen keeps home's bytes down (issue 23 added five screens).
 */
function screen<M>(load: () => Promise<M>, name = 'Component' as keyof M) {
  return async () => {
    const module = await load();
    await ensureCatalogs(targetLocale()).catch(() => undefined);
    return { Component: module[name] as ComponentType };
  };
}

/** The four account screens under /profile: one chunk, as they share most of their code. */
const accountPages = () => import(/* webpackChunkName: "route-profile-pages" */ './pages/account/accountPages');

/**
 * The host's own screens (router.tsx patches each area's routes in under `root`). Like every area route, each has an id unique across the app, and a lazy
 * page's chunk is named `route-<id>` (AreaRoute in @nyaya/shared/router).
 */
export const hostRoutes: AreaRoute[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    ErrorBoundary: () => (
      <Suspense fallback={null}>
        <RouterErrorPage />
      </Suspense>
    ),
    // Only where the page came without markup (the dev server): served pages keep the server's
    // screen or skeleton until the first navigation has settled (src/bootstrap.tsx).
    HydrateFallback: PageSkeleton,
    children: [
      { id: 'home', index: true, Component: HomePage },
      {
        id: 'profile',
        path: 'profile',
        lazy: screen(() => import(/* webpackChunkName: "route-profile" */ './pages/ProfilePage')),
      },
      // The account's screens (issue 23), never on home.
      {
        id: 'sign-in',
        path: 'sign-in',
        handle: { query: ['next'] },
        lazy: screen(() => import(/* webpackChunkName: "route-sign-in" */ './pages/signIn/SignInPage')),
      },
      {
        id: 'profile-edit',
        path: 'profile/edit',
        lazy: screen(accountPages, 'EditProfilePage'),
      },
      {
        id: 'profile-notifications',
        path: 'profile/notifications',
        lazy: screen(accountPages, 'NotificationSettingsPage'),
      },
      {
        id: 'profile-privacy',
        path: 'profile/privacy',
        lazy: screen(accountPages, 'PrivacyPage'),
      },
      {
        id: 'profile-help',
        path: 'profile/help',
        lazy: screen(accountPages, 'HelpPage'),
      },
      { id: 'alternative', path: 'alternative', element: <Navigate to="/" replace /> },
      {
        id: 'search',
        path: 'search',
        handle: { query: ['q', 'kind'] },
        lazy: screen(() => import(/* webpackChunkName: "route-search" */ './pages/SearchPage')),
      },
      // Anything not (yet) matched: a remote area that failed to load shows its panel, else 404.
      {
        id: 'not-found',
        path: '*',
        lazy: screen(() => import(/* webpackChunkName: "route-not-found" */ './pages/UnmatchedPage')),
      },
    ],
  },
];
