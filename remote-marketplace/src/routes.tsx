import type { AreaRoute } from '@nyaya/shared/router';
import { browseRoutes } from './routes/browse';
import { purchaseRoutes } from './routes/purchase';
// Catalogues first: the host waits for them before it shows the area (federation/areaRoutes).
import './i18n';
import '@nyaya/shared/i18n/common';
import './styles.css';

/** The marketplace: browsing (catalogue, providers, categories) and the purchase flow. */
export const routes: AreaRoute[] = [...browseRoutes, ...purchaseRoutes];
