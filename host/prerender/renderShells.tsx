/**
 * Build-time rendering of the two HTML documents the host serves (run by scripts/prerender.mjs):
 * - home, fully rendered, so `/` paints its content before any JavaScript runs;
 * - the loading skeleton, for every other path, so a deep link never flashes home. The server
 *   puts an area's own screen in its place when the area's renderer has one (scripts/serve.mjs).
 * The browser bundle then renders the same screens with createRoot, which replaces this markup
 * in one commit.
 */
import { renderToString } from 'react-dom/server';
import { renderRoutes } from '@nyaya/shared/prerender';
import { AppLayout } from '../src/layout/AppLayout';
import { HomePage } from '../src/pages/HomePage';
import { PageSkeleton } from '../src/components/PageSkeleton';

export async function renderHome(): Promise<string> {
  const markup = await renderRoutes([{ id: 'root', path: '/', Component: AppLayout, children: [{ index: true, Component: HomePage }] }], '/');
  if (markup === null) throw new Error('home did not render at build time');
  return markup;
}

export function renderSkeleton(): string {
  return renderToString(<PageSkeleton />);
}
