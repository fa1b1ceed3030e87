import type { RouteObject } from 'react-router';
import './styles.css';

/** The experts area's screens; each page downloads on first visit. */
export const routes: RouteObject[] = [{ path: '/expert-categories', lazy: () => import('./pages/ExpertCategoriesPage') }];
