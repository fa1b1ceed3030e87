import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLocale } from '@nyaya/shared/i18n';
import { useKitT } from './i18n';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation, waitingForTranslations, type RouteObject } from '@nyaya/shared/router';
import { ToastOutlet } from './ToastOutlet';
import { Screen } from './Screen';
import { buttonClasses } from './Button';

/**
 * A remote's own dev shell (`pnpm --filter @nyaya/remote-x dev`): the same route table the host
 * mounts, under a bare layout, so an area can be worked on with no host running. Links into
 * other areas land on the small "lives in another area" page below.
 */
export async function mountStandalone(area: string, routes: RouteObject[]) {
  await startLocale();
  const router = createBrowserRouter([
    {
      path: '/',
      Component: StandaloneLayout,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: () => <StandaloneIndex area={area} routes={routes} /> },
        ...routes.map(waitingForTranslations),
        { path: '*', Component: ElsewherePage },
      ],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

function StandaloneLayout() {
  return (
    <>
      <Outlet />
      <ToastOutlet />
    </>
  );
}

function StandaloneIndex({ area, routes }: { area: string; routes: RouteObject[] }) {
  const t = useKitT();
  const paths = routes.map((route) => route.path).filter((path): path is string => Boolean(path) && !path!.includes(':'));
  return (
    <Screen>
      <h1 className="text-2xl font-bold">{t('ui.standalone.title', { area })}</h1>
      <ul className="mt-4 flex flex-col gap-2">
        {paths.map((path) => (
          <li key={path}>
            <Link className="text-brand-700 underline" to={path}>
              {path}
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

function ElsewherePage() {
  const t = useKitT();
  const { pathname } = useLocation();
  return (
    <Screen className="text-center">
      <h1 className="mt-16 text-xl font-bold">{t('ui.notFound.title')}</h1>
      <p className="mt-2 text-sm break-words text-muted">{t('ui.standalone.elsewhere', { path: pathname })}</p>
      <Link to="/" className={buttonClasses('outline', 'md', 'mt-4')}>
        {t('ui.notFound.home')}
      </Link>
    </Screen>
  );
}
