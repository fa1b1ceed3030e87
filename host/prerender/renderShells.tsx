/**
 * The host's renderer, run at build time by the delivery step (@nyaya/delivery):
 * - home, fully rendered, so `/` paints its content before any JavaScript runs;
 * - the loading skeleton, which the server sends for a deep link whose screen is not rendered
 *   ahead, so a deep link never flashes home.
 * The browser bundle then renders the same screens with createRoot, which replaces this markup
 * in one commit.
 */
import { renderToString } from 'react-dom/server';
import { renderRoutes, type HostShells } from '@nyaya/delivery/prerender';
import { AppLayout } from '../src/layout/AppLayout';
import { HomePage } from '../src/pages/HomePage';
import { PageSkeleton } from '../src/components/PageSkeleton';

export const shells: HostShells = {
  async renderHome() {
    const markup = await renderRoutes([{ id: 'root', path: '/', Component: AppLayout, children: [{ index: true, Component: HomePage }] }], '/');
    if (markup === null) throw new Error('home did not render at build time');
    return markup;
  },
  renderSkeleton: () => renderToString(<PageSkeleton />),
};
