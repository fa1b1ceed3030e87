import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from '@nyaya/shared/ui/toast';

// Radix Toast is only downloaded when the first toast is raised, so home stays light.
const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

export function ToastOutlet() {
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.get, toastQueue.get);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
