import { useEffect, useState } from 'react';
import { apiPaths, callApi, OrderViewSchema, type OrderView } from '@nyaya/shared/api';
import { isOrderNumber } from '@nyaya/shared/rules/marketplace/purchase';

export type OrderLoad =
  | { kind: 'loading' }
  | { kind: 'ok'; order: OrderView }
  /** Unknown, placed in another browser (session), or not an order number at all. */
  | { kind: 'not-found' }
  /** The API did not answer (down, or slower than 8 s). */
  | { kind: 'unreachable' }
  /** The API answered with something else (a 500, a 429): its words. */
  | { kind: 'failed'; message: string };

/**
 * The order `orderNumber`, from the API, as this browser's session may see it, with a `retry`.
 * Loaded in the browser (the order pages are not prerendered), so a reload, a new tab or a shared
 * link within the session shows the same order. An answer about another order never shows.
 */
export function useOrder(orderNumber: string): { load: OrderLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = `${orderNumber}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; load: OrderLoad } | null>(null);
  const wellFormed = isOrderNumber(orderNumber);

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    void callApi({ path: apiPaths.order(orderNumber), schema: OrderViewSchema, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      let load: OrderLoad;
      if (result.kind === 'ok') load = result.data.orderNumber === orderNumber ? { kind: 'ok', order: result.data } : { kind: 'not-found' };
      else if (result.kind === 'unreachable') load = { kind: 'unreachable' };
      else if (result.status === 404 || result.status === 400) load = { kind: 'not-found' };
      else load = { kind: 'failed', message: result.problem.detail ?? result.problem.title };
      setAnswer({ request, load });
    });
    return () => controller.abort();
  }, [orderNumber, wellFormed, request]);

  const load: OrderLoad = !wellFormed ? { kind: 'not-found' } : answer?.request === request ? answer.load : { kind: 'loading' };
  return { load, retry: () => setAttempt((count) => count + 1) };
}
