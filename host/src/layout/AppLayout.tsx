import { Outlet, ScrollRestoration, useNavigation } from '@nyaya/shared/router';
import { ToastOutlet } from '@nyaya/shared/ui/ToastOutlet';

/** Around every screen: a loading bar while an area or page downloads, and the toasts. */
export function AppLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600" />
      )}
      <Outlet />
      <ToastOutlet />
      <ScrollRestoration />
    </>
  );
}
