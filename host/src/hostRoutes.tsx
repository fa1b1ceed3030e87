import { lazy, Suspense } from 'react';
import { ensureCatalogs, targetLocale } from '@nyaya/shared/i18n';
import { Navigate, type AreaRoute } from '@nyaya/shared/router';
import { AppLayout } from './layout/AppLayout';
import { HomePage } from './pages/HomePage';
import { PageSkeleton } from './components/PageSkeleton';

// Home is the only screen whose code ships up front; the other screens and the error page come on
// demand, which keeps home inside its byte budget (issue #7).
const RouterErrorPage = lazy(() => import('./pages/RouterErrorPage').then((module) => ({ default: module.RouterErrorPage })));

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
        lazy: async () => {
          const { ProfilePage } = await import(/* webpackChunkName: "route-profile" */ './pages/ProfilePage');
          // The page defined the data translations it shows; in Hindi, wait for them (English if they fail).
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: ProfilePage };
        },
      },
      // The account's screens (issue 23): each its own chunk, never on home. Their messages are
      // catalogues of their own, which these routes wait for in Hindi.
      {
        id: 'sign-in',
        path: 'sign-in',
        handle: { query: ['next'] },
        lazy: async () => {
          const { SignInPage } = await import(/* webpackChunkName: "route-sign-in" */ './pages/signIn/SignInPage');
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: SignInPage };
        },
      },
      {
        id: 'profile-edit',
        path: 'profile/edit',
        lazy: async () => {
          const { EditProfilePage } = await import(/* webpackChunkName: "route-profile-edit" */ './pages/account/EditProfilePage');
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: EditProfilePage };
        },
      },
      {
        id: 'profile-notifications',
        path: 'profile/notifications',
        lazy: async () => {
          const { NotificationSettingsPage } = await import(/* webpackChunkName: "route-profile-notifications" */ './pages/account/NotificationSettingsPage');
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: NotificationSettingsPage };
        },
      },
      {
        id: 'profile-privacy',
        path: 'profile/privacy',
        lazy: async () => {
          const { PrivacyPage } = await import(/* webpackChunkName: "route-profile-privacy" */ './pages/account/PrivacyPage');
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: PrivacyPage };
        },
      },
      {
        id: 'profile-help',
        path: 'profile/help',
        lazy: async () => {
          const { HelpPage } = await import(/* webpackChunkName: "route-profile-help" */ './pages/account/HelpPage');
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return { Component: HelpPage };
        },
      },
      { id: 'alternative', path: 'alternative', element: <Navigate to="/" replace /> },
      {
        id: 'search',
        path: 'search',
        handle: { query: ['q', 'kind'] },
        lazy: async () => {
          const page = await import(/* webpackChunkName: "route-search" */ './pages/SearchPage');
          // The page defined its messages' catalogue; in Hindi, wait for it (English if it fails).
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return page;
        },
      },
      // Anything not (yet) matched: a remote area that failed to load shows its panel, else 404.
      {
        id: 'not-found',
        path: '*',
        lazy: async () => {
          const page = await import(/* webpackChunkName: "route-not-found" */ './pages/UnmatchedPage');
          // The kit's texts (NotFound) may arrive with this chunk; in Hindi, wait for them too.
          await ensureCatalogs(targetLocale()).catch(() => undefined);
          return page;
        },
      },
    ],
  },
];
