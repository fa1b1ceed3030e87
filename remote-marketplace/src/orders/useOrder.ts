import { apiPaths, OrderViewSchema, type OrderView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { useRefreshWhileVisible } from '@nyaya/shared/hooks/useRefreshWhileVisible';
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
 * `live`: asked again when the page comes back into view and every 15 s while it is visible, so
 * the steps the expert completes appear without a reload (issue 25; live push comes with
 * conversations). While it asks, and if asking fails, the order on screen stays.
 */
export function useOrder(orderNumber: string, { live = false }: { live?: boolean } = {}): { load: OrderLoad; retry: () => void } {
  const wellFormed = isOrderNumber(orderNumber);
  const read = useApiRead(wellFormed ? apiPaths.order(orderNumber) : null, OrderViewSchema);
  useRefreshWhileVisible(read.retry, { enabled: live && wellFormed });
  return { load: orderLoad(read, orderNumber), retry: read.retry };
}

function orderLoad(read: ReturnType<typeof useApiRead<OrderView>>, orderNumber: string): OrderLoad {
  // A refresh of the order on screen (or its failure to answer) keeps it shown; only "not found" replaces it.
  const shown = read.data?.orderNumber === orderNumber ? read.data : undefined;
  switch (read.status) {
    case 'idle':
      return { kind: 'not-found' };
    case 'loading':
      return shown ? { kind: 'ok', order: shown } : { kind: 'loading' };
    case 'ok':
      return read.data.orderNumber === orderNumber ? { kind: 'ok', order: read.data } : { kind: 'not-found' };
    case 'unreachable':
      return shown ? { kind: 'ok', order: shown } : { kind: 'unreachable' };
    case 'problem':
      if (read.httpStatus === 404 || read.httpStatus === 400) return { kind: 'not-found' };
      return shown ? { kind: 'ok', order: shown } : { kind: 'failed', message: read.problem.detail ?? read.problem.title };
  }
}
