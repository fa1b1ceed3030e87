import type { RouteObject } from '@nyaya/shared/router';
import './styles.css';

/** The experts area's screens; each page downloads on first visit. */
export const routes: RouteObject[] = [
  { path: '/expert-categories', lazy: () => import('./pages/ExpertCategoriesPage') },
  { path: '/experts', lazy: () => import('./pages/ExpertsPage') },
  { path: '/lawyer-profile/:lawyerId', lazy: () => import('./pages/ExpertProfilePage') },
];
