import type { AreaRoute } from '@nyaya/shared/router';
import { discussionMeta } from './discussions/discussionMeta';
// Catalogues first: the host waits for them before it shows the area (federation/areaRoutes).
import './i18n';
import '@nyaya/shared/i18n/common';
import './styles.css';

/**
 * The information & community area's screens; each page downloads on first visit. Every route has
 * an id unique across the app, and its page's chunk is named after it (AreaRoute).
 */
export const routes: AreaRoute[] = [
  { id: 'spaces', path: '/spaces', lazy: () => import(/* webpackChunkName: "route-spaces" */ './pages/SpacesPage') },
  // A space carries the visitor's own membership (and, for its admin, the requests): read in the browser.
  {
    id: 'space-new',
    path: '/spaces/new',
    handle: { prerender: false },
    lazy: () => import(/* webpackChunkName: "route-space-new" */ './pages/NewSpacePage'),
  },
  { id: 'space', path: '/spaces/:id', handle: { prerender: false }, lazy: () => import(/* webpackChunkName: "route-space" */ './pages/SpacePage') },
  { id: 'wallet', path: '/wallet', lazy: () => import(/* webpackChunkName: "route-wallet" */ './pages/WalletPage') },
  { id: 'schedule', path: '/schedule', lazy: () => import(/* webpackChunkName: "route-schedule" */ './pages/SchedulePage') },
  { id: 'notifications', path: '/notifications', lazy: () => import(/* webpackChunkName: "route-notifications" */ './pages/NotificationsPage') },
  { id: 'share', path: '/share', lazy: () => import(/* webpackChunkName: "route-share" */ './pages/SharePage') },
  { id: 'trending', path: '/trending', lazy: () => import(/* webpackChunkName: "route-trending" */ './pages/TrendingPage') },
  // The list and a discussion come from the API in the browser (the server renders their skeleton):
  // a discussion carries the visitor's own upvotes, which no shared screen cache may hold.
  { id: 'public', path: '/public', handle: { prerender: false }, lazy: () => import(/* webpackChunkName: "route-public" */ './pages/PublicPage') },
  {
    id: 'public-new',
    path: '/public/new',
    handle: { prerender: false, query: ['space'] },
    lazy: () => import(/* webpackChunkName: "route-public-new" */ './pages/NewDiscussionPage'),
  },
  {
    id: 'public-discussion',
    path: '/public/:id',
    // Rendered on the server as a guest sees it, kept 10 s, with its own title for link previews.
    handle: { freshSeconds: 10, meta: discussionMeta },
    lazy: () => import(/* webpackChunkName: "route-public-discussion" */ './pages/DiscussionPage'),
  },
  { id: 'private', path: '/private', lazy: () => import(/* webpackChunkName: "route-private" */ './pages/PrivatePage') },
  // A private conversation is the signed-in member's own: rendered in the browser only.
  {
    id: 'private-conversation',
    path: '/private/:reference',
    handle: { prerender: false },
    lazy: () => import(/* webpackChunkName: "route-private-conversation" */ './pages/PrivateConversationPage'),
  },
  { id: 'local', path: '/local', lazy: () => import(/* webpackChunkName: "route-local" */ './pages/LocalPage') },
];
