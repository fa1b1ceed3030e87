import type { RouteObject } from '@nyaya/shared/router';
import './styles.css';

/** The information & community area's screens; each page downloads on first visit. */
export const routes: RouteObject[] = [
  { path: '/spaces', lazy: () => import('./pages/SpacesPage') },
  { path: '/wallet', lazy: () => import('./pages/WalletPage') },
  { path: '/schedule', lazy: () => import('./pages/SchedulePage') },
  { path: '/notifications', lazy: () => import('./pages/NotificationsPage') },
  { path: '/share', lazy: () => import('./pages/SharePage') },
  { path: '/trending', lazy: () => import('./pages/TrendingPage') },
  { path: '/public', lazy: () => import('./pages/PublicPage') },
  { path: '/private', lazy: () => import('./pages/PrivatePage') },
  { path: '/local', lazy: () => import('./pages/LocalPage') },
];
