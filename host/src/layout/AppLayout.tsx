import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from '@nyaya/shared/router';
import { useT } from '../i18n';

// The toast outlet (and the toast queue) download with the first toast, not with home.
const ToastOutlet = lazy(() => import('@nyaya/shared/ui/ToastOutlet').then((module) => ({ default: module.ToastOutlet })));
const TOAST_EVENT = 'nyaya:toast'; // = TOAST_EVENT in @nyaya/shared/ui/toast, which is not imported here so home does not download the toast queue; AppLayout.test checks they match

/** Around every screen: a loading bar while an area or page downloads, and the toasts. */
export function AppLayout() {
  const t = useT();
  const navigation = useNavigation();
  const [toasting, setToasting] = useState(false);
  useEffect(() => {
    const start = () => setToasting(true);
    window.addEventListener(TOAST_EVENT, start, { once: true });
    return () => window.removeEventListener(TOAST_EVENT, start);
  }, []);
  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label={t('layout.loadingPage')} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600" />
      )}
      <Outlet />
      {toasting && (
        <Suspense fallback={null}>
          <ToastOutlet />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
