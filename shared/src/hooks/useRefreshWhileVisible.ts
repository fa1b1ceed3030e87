import { useEffect } from 'react';

/** How often a visible page asks again when it follows something that changes elsewhere. */
export const LIGHT_POLL_MS = 15_000;

/**
 * Calls `refresh` when the page comes back into view (window focus, the tab shown again) and every
 * `intervalMs` while it is visible, never while hidden: a screen showing what another person moves
 * on (an order's steps, completed by its expert) follows without a reload. A stopgap until live
 * push arrives with the conversations work (issue 25). `refresh` should be stable (useCallback).
 */
export function useRefreshWhileVisible(refresh: () => void, { enabled = true, intervalMs = LIGHT_POLL_MS }: { enabled?: boolean; intervalMs?: number } = {}) {
  useEffect(() => {
    if (!enabled) return;
    const visible = () => document.visibilityState === 'visible';
    let timer: ReturnType<typeof setInterval> | undefined;
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      if (visible()) timer = setInterval(refresh, intervalMs);
    };
    const onFocus = () => {
      refresh();
      start();
    };
    const onVisibility = () => (visible() ? onFocus() : stop());
    start();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, enabled, intervalMs]);
}
