import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code is fetched when it is first needed: a dialog, which nobody opens before
 * the screen is up, is kept off the screen's first load (its code and Radix's: focus trap, scroll
 * lock, layers). `prefetch` starts the fetch on a sign of intent (the pointer over, or the focus
 * in, the part of the screen that opens it), so the tap usually finds it downloaded; `Component`
 * renders nothing until it has arrived.
 *
 * The prefetch runs in a task of its own: a download begun inside a tap's first event
 * (`pointerover`) held that event 30–130 ms on a slowed phone (issue 22, INP). A failed fetch is
 * forgotten, so the next intent or the component itself tries again.
 */
export function lazyOnIntent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let fetching: Promise<ComponentType<P>> | null = null;
  const fetchCode = () =>
    (fetching ??= load().catch((error: unknown) => {
      fetching = null;
      throw error;
    }));
  const Lazy = lazy(() => fetchCode().then((Loaded) => ({ default: Loaded })));

  let scheduled = false;
  function prefetch() {
    if (fetching || scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void fetchCode().catch(() => undefined);
    }, 0);
  }

  function Component(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }

  return { Component, prefetch };
}

/** Props that start `prefetch` when the pointer comes over, or the focus into, an element. */
export function intentProps(prefetch: () => void) {
  return { onPointerOver: prefetch, onFocus: prefetch };
}
