import { apiPaths, OrderViewSchema, type OrderView } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
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
  const wellFormed = isOrderNumber(orderNumber);
  const read = useApiRead(wellFormed ? apiPaths.order(orderNumber) : null, OrderViewSchema);
  return { load: orderLoad(read, orderNumber), retry: read.retry };
}

function orderLoad(read: ReturnType<typeof useApiRead<OrderView>>, orderNumber: string): OrderLoad {
  switch (read.status) {
    case 'idle':
      return { kind: 'not-found' };
    case 'loading':
      return { kind: 'loading' };
    case 'ok':
      return read.data.orderNumber === orderNumber ? { kind: 'ok', order: read.data } : { kind: 'not-found' };
    case 'unreachable':
      return { kind: 'unreachable' };
    case 'problem':
      return read.httpStatus === 404 || read.httpStatus === 400
        ? { kind: 'not-found' }
        : { kind: 'failed', message: read.problem.detail ?? read.problem.title };
  }
}
