import { StrictMode, startTransition, useLayoutEffect } from 'react';
import type { router as appRouter } from './router';
import { startLocale } from '@nyaya/shared/i18n';
import { watchPrerenderedFields } from './prerenderHandoff';
import './i18n';
import './styles.css';

type Router = typeof appRouter;

/** Hands the main thread back to the browser between start-up steps, so no step is one long task. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs once the app's first screen has replaced the prerendered markup. */
function AfterFirstCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

/**
 * Until its first navigation has settled (an area's routes and page downloaded), the router
 * would render its loading skeleton; waiting keeps a prerendered screen on show instead, so the
 * app's first commit is the screen itself.
 */
function settled(router: Router) {
  if (router.state.initialized) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Each step is a task of its own: evaluating React DOM, evaluating the router with its routes, and
 * rendering cost 50–110 ms each on a slow phone when they shared tasks (Lighthouse counts every
 * millisecond of a task past 50 as blocking, issue 22). Both imports are of code already in this
 * chunk or the host's first one: only the evaluation moves, not the download.
 */
async function start() {
  const container = document.getElementById('root')!;
  const watchedTyping = watchPrerenderedFields(container);
  const tookOver = () => {
    watchedTyping();
    // The markup is the app's now (the server marks a prerendered screen, see scripts/prerender.mjs).
    container.removeAttribute('data-prerendered');
  };
  // The page's language: the server painted in it, and the first commit must not flash another.
  const locale = startLocale();
  await yieldToMain();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const [{ router }, { RouterProvider }] = await Promise.all([
    import(/* webpackMode: "eager" */ './router'),
    import(/* webpackMode: "eager" */ '@nyaya/shared/router'),
    locale,
  ]);
  // The served page always has markup (a screen or the skeleton); the dev server's has none, and
  // there the router's own skeleton shows at once.
  if (container.hasChildNodes()) await settled(router);
  await yieldToMain();
  const root = createRoot(container);
  // A transition renders in slices of a few milliseconds instead of one long task; the
  // prerendered markup stays on screen until the commit replaces it.
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
        <AfterFirstCommit run={tookOver} />
      </StrictMode>,
    );
  });
}

void start();
