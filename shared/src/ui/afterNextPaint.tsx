/**
 * Resolves once the browser has painted the frame after this one: in the task after the next
 * animation frame. Work started then (a whole page re-rendered in another language) no longer
 * holds up the paint that answers a tap, which is what Interaction to Next Paint measures (a
 * `setTimeout(0)` alone can run before that paint). A page without frames (a background tab, or a
 * test environment without `requestAnimationFrame`) goes on after `fallbackMs` instead.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(finish, fallbackMs);
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(finish, 0));
  });
}
