/**
 * The host's renderer, run at build time by the delivery step (@nyaya/delivery):
 * - home, fully rendered, so `/` paints its content before any JavaScript runs;
 * - the loading skeleton, which the server sends for a deep link whose screen is not rendered
 *   ahead, so a deep link never flashes home.
 * Both in each language; the server sends the visitor's. The browser bundle then renders the
 * same screens with createRoot, which replaces this markup in one commit.
 */
import { renderToString } from 'react-dom/server';
import { activateLocale, ensureCatalogs } from '@nyaya/shared/i18n';
import { renderRoutes, type HostShells } from '@nyaya/delivery/prerender';
import '../src/i18n';
import '@nyaya/shared/i18n/common';
import { AppLayout } from '../src/layout/AppLayout';
import { HomePage } from '../src/pages/HomePage';
import { PageSkeleton } from '../src/components/PageSkeleton';

export const shells: HostShells = {
  async renderHome(locale) {
    const home = await renderRoutes([{ id: 'root', path: '/', Component: AppLayout, children: [{ index: true, Component: HomePage }] }], '/', locale);
    if (home === null) throw new Error('home did not render at build time');
    return home.html;
  },
  async renderSkeleton(locale) {
    await ensureCatalogs(locale);
    activateLocale(locale);
    return renderToString(<PageSkeleton />);
  },
};
