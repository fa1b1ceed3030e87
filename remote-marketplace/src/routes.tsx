import type { RouteObject } from 'react-router';
import './styles.css';

/** The marketplace and purchase-flow screens; each page downloads on first visit. */
export const routes: RouteObject[] = [{ path: '/marketplace', lazy: () => import('./pages/MarketplacePage') }];
