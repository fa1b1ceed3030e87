import { useSyncExternalStore } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useKitT } from './i18n';
import { dismissToast, TOAST_DURATION_MS, toastQueue } from '@nyaya/shared/ui/toast';

/** Renders the toast queue with Radix Toast (announced politely, swipe to dismiss at 20 px). */
export function Toaster() {
  const t = useKitT();
  const toasts = useSyncExternalStore(toastQueue.subscribe, toastQueue.get, toastQueue.get);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="down" swipeThreshold={20}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className="flex items-start gap-3 rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-medium break-words">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="mt-0.5 text-gray-300">{item.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t('ui.toast.dismiss')}
            className="-my-3 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-300 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed inset-x-0 bottom-20 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4 outline-none" />
    </Toast.Provider>
  );
}
