import { lazy, Suspense, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from '@nyaya/shared/router';
import { clearToasts, toastQueue } from '@nyaya/shared/ui/toast';

// Radix Toast is only downloaded when the first toast is raised, so home stays light.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastOutlet() {
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.get, toastQueue.get);
  useDismissToastsOnNewScreen();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * A toast answers something done on one screen; on the next screen it would only cover content
 * (one raised on the order confirmation sat over the tracking timeline). So a new pathname
 * dismisses what is open; a new query string (a filter on the same screen) does not. A layout
 * effect, so it runs before the new screen's useEffect callbacks: a toast the new screen raises
 * as it opens is kept.
 */
function useDismissToastsOnNewScreen() {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useLayoutEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    if (toastQueue.get().length > 0) clearToasts();
  }, [pathname]);
}
