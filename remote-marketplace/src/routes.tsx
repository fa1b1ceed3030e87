import type { AreaRoute } from '@nyaya/shared/router';
import { browseRoutes } from './routes/browse';
import { purchaseRoutes } from './routes/purchase';
import './styles.css';

/** The marketplace: browsing (catalogue, providers, categories) and the purchase flow. */
export const routes: AreaRoute[] = [...browseRoutes, ...purchaseRoutes];
