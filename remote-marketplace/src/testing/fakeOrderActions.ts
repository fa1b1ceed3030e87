/**
 * The order's writes for page tests, on top of fakeOrdersApi (its `respond`): asking for a
 * revision (the delivered version, a comment, then Document Drafting reopened) and cancelling
 * (refused with 409 `Refund changed` when the amount sent is not the order's `cancel` figure,
 * as api/ does), plus the order's reads.
 */
import type { OrderView } from '@nyaya/shared/api';
import type { fakeOrdersApi, RecordedRequest } from './fakeOrdersApi';

export const DELIVERED_AT = '2026-12-16T06:30:00.000Z';
const ASKED_AT = '2026-12-16T08:00:00.000Z';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  json(status, { type: 'about:blank', title, status, detail, ...extra });

/** The order with every step completed and version 1 delivered at `deliveredAt` (a 7-day window). */
export function deliveredOrder(order: OrderView, deliveredAt = DELIVERED_AT): OrderView {
  const revisableUntil = new Date(Date.parse(deliveredAt) + 7 * 24 * 3_600_000).toISOString();
  return {
    ...order,
    tracking: order.tracking.map((step) => ({ ...step, status: 'completed', at: step.at ?? deliveredAt })),
    draft: { version: 1, deliveredAt, revisionDays: 7, revisableUntil, revision: null },
    cancel: null,
  };
}

export function serveOrderActions(api: ReturnType<typeof fakeOrdersApi>) {
  const answer = (request: RecordedRequest): Response => {
    const [, number, action] = /^\/api\/v1\/orders\/([^/]+)(?:\/(revision|cancel))?$/.exec(request.path) ?? [];
    const order = number ? api.orders.get(decodeURIComponent(number)) : undefined;
    if (!order) return problem(404, 'Order not found', 'No order with this number was placed in this browser.');
    if (!action) return json(200, order);
    const body = request.body as Record<string, unknown>;
    if (action === 'revision') {
      if (!order.draft || body.version !== order.draft.version) return problem(409, 'Newer draft delivered', 'A newer version was delivered.');
      const tracking = order.tracking.map((step, index) =>
        index < 4 ? step : { ...step, status: index === 4 ? ('active' as const) : ('pending' as const), at: index === 4 ? ASKED_AT : null },
      );
      const next: OrderView = { ...order, tracking, draft: { ...order.draft, revision: { comment: String(body.comment).trim(), askedAt: ASKED_AT } } };
      api.orders.set(order.orderNumber, next);
      return json(200, next);
    }
    if (!order.cancel) return problem(409, 'Order delivered', 'Your draft has been delivered, so the order can no longer be cancelled.');
    if (body.refundPaise !== order.cancel.refundPaise) {
      return problem(409, 'Refund changed', 'Your order has moved on.', { refundPaise: order.cancel.refundPaise });
    }
    const cancellation = { cancelledAt: ASKED_AT, share: order.cancel.share, refundPaise: order.cancel.refundPaise, reference: 'test_rfnd_fakeRefund0001' };
    const next: OrderView = { ...order, cancellation, cancel: null };
    api.orders.set(order.orderNumber, next);
    return json(200, next);
  };
  api.respond = answer;
  return api;
}
