/**
 * Build-time rendering of the two HTML documents the host serves (run by scripts/prerender.mjs):
 * - home, fully rendered, so `/` paints its content before any JavaScript runs;
 * - the loading skeleton, for every other path, so a deep link never flashes home.
 * The browser bundle then renders the same screens with createRoot, which replaces this markup
 * in one commit. React Router's server API is imported directly here: it is build-time code and
 * stays out of the browser's router kit.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppLayout } from '../src/layout/AppLayout';
import { HomePage } from '../src/pages/HomePage';
import { PageSkeleton } from '../src/components/PageSkeleton';

export async function renderHome(): Promise<string> {
  const handler = createStaticHandler([{ id: 'root', path: '/', Component: AppLayout, children: [{ index: true, Component: HomePage }] }]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`home answered ${context.status} at build time`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

export function renderSkeleton(): string {
  return renderToString(<PageSkeleton />);
}
