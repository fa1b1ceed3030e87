/**
 * `POST /api/v1/orders/{number}/cancel` `{ refundPaise }`: the client cancels their order and is
 * refunded what the published terms give back at the step it is at (orders/cancel.ts). 409
 * `Refund changed` (with the server's `refundPaise`) when the screen showed another figure, 409
 * `Order delivered` once a draft is delivered; the same answer for a repeated cancel.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CancelOrderRequestSchema, OrderNumberSchema, apiRoutes } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { cancelOrder } from '../../orders/cancel';
import { createOrderStore } from '../../orders/store';
import { orderView } from '../../orders/view';
import type { PaymentGateway } from '../../payment/gateway';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';

const NO_ORDER = 'No order with this number was placed in this browser or this account.';

const cancelRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; now: () => number }> = async (app, { gateway, now }) => {
  const store = createOrderStore(app.db);

  app.post<{ Params: { orderNumber: string } }>(apiRoutes.cancelOrder, { config: { writeLimit: true } }, async (request) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw notFound(NO_ORDER);
    const parsed = CancelOrderRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const session = await app.sessions.current(request);
    if (!session) throw notFound(NO_ORDER);
    const owner = { sessionId: session.id, accountId: session.accountId };
    const outcome = await cancelOrder(app.db, gateway, { owner, orderNumber: number.data, refundPaise: parsed.data.refundPaise, at: new Date(now()) });
    switch (outcome.kind) {
      case 'not-found':
        throw notFound(NO_ORDER);
      case 'delivered':
        throw new ProblemError(
          problem(409, 'Your draft has been delivered, so the order can no longer be cancelled. Ask your expert for a revision instead.', {
            title: 'Order delivered',
          }),
        );
      case 'refund-changed':
        throw new ProblemError(
          problem(
            409,
            `Your order has moved on: cancelling now refunds ${formatINR(outcome.refundPaise / 100)}, not the amount shown. Nothing was cancelled; check the new amount and confirm again.`,
            { title: 'Refund changed', refundPaise: outcome.refundPaise },
          ),
        );
    }
    const found = await store.byNumber(owner, number.data);
    if (!found) throw notFound(NO_ORDER);
    return orderView(found);
  });
};

export default cancelRoutes;
