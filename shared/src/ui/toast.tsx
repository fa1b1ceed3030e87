import { tKit } from './i18n';

/**
 * The toast queue, kept outside React so any bundle can call `toast()` and the one <Toaster/>
 * the host (or a remote's standalone shell) renders shows it. Spec §9: about 4 s, at most 3.
 */
export const TOAST_DURATION_MS = 4000;
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
}

let nextId = 1;
let queue: ToastMessage[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Dispatched on the first toast so a shell can mount its outlet only when there is one to show. */
export const TOAST_EVENT = 'nyaya:toast';

export function toast(title: string, description?: string): number {
  const id = nextId++;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOAST_EVENT));
  // Newest last; older ones beyond the limit are dropped so at most three are on screen.
  queue = [...queue, { id, title, description }].slice(-MAX_VISIBLE_TOASTS);
  emit();
  return id;
}

/**
 * The honest answer of a button whose backend does not exist yet: "{feature} is coming soon", in
 * the page's language (so `feature` comes translated: "Private messaging" / "प्राइवेट मैसेजिंग").
 */
export function comingSoon(feature: string): number {
  return toast(tKit('ui.toast.comingSoon', { feature }));
}

export function dismissToast(id: number) {
  queue = queue.filter((item) => item.id !== id);
  emit();
}

/** Empties the queue (tests start each case with no toasts on screen). */
export function clearToasts() {
  queue = [];
  emit();
}

export const toastQueue = {
  get: () => queue,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
