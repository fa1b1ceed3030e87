import type { RouteObject } from 'react-router';
import './styles.css';

/** The information & community area's screens; each page downloads on first visit. */
export const routes: RouteObject[] = [{ path: '/trending', lazy: () => import('./pages/TrendingPage') }];
