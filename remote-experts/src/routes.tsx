import type { RouteObject } from '@nyaya/shared/router';
import './styles.css';

/**
 * The experts area's screens; each page downloads on first visit. Booking needs the API and what
 * only this browser holds (the draft, the session), so the server does not render it ahead.
 */
export const routes: RouteObject[] = [
  { path: '/expert-categories', lazy: () => import('./pages/ExpertCategoriesPage') },
  { path: '/experts', lazy: () => import('./pages/ExpertsPage') },
  { path: '/lawyer-profile/:lawyerId', lazy: () => import('./pages/ExpertProfilePage') },
  { path: '/lawyer-profile/:lawyerId/book', handle: { prerender: false }, lazy: () => import('./pages/BookingPage') },
];
