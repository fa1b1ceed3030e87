/**
 * `POST /api/v1/orders`, `GET /api/v1/orders`, `GET /api/v1/orders/{number}`: orders placed by
 * this session, or by this account when signed in. The server prices the order, runs the payment
 * and records its own reference. The order's first draft is rendered once the answer has gone
 * (plugins/drafts.ts), in the language of the page it was placed from. Cancelling: cancel.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OrderNumberSchema, apiRoutes } from '@nyaya/shared/api';
import { localeOfRequest } from '@nyaya/shared/rules/language';
import { idempotencyKeyOf, keyReused } from '../../idempotency';
import { orderFromRequest } from '../../orders/order';
import { createOrderStore } from '../../orders/store';
import { orderView } from '../../orders/view';
import { refundDuplicate, type PaymentGateway } from '../../payment/gateway';
import { invalid, notFound } from '../../problems';
import cancelRoutes from './cancel';

const orderRoutes: FastifyPluginAsync<{ gateway: PaymentGateway; now: () => number }> = async (app, { gateway, now }) => {
  const store = createOrderStore(app.db);
  /** A new guest session for a write without a live one: stored by the order's statement, its cookie set after. */
  const guest = (request: FastifyRequest) => {
    const made = app.sessions.store.make(null, request.headers['user-agent']);
    return { session: { id: made.id, accountId: null }, newSession: made };
  };
  await app.register(cancelRoutes, { gateway, now });

  app.post(
    apiRoutes.orders,
    {
      config: { writeLimit: true },
      // After the answer is written: rendering the first draft never holds it up.
      onResponse: async (_request, reply) => {
        if (reply.statusCode === 201) app.firstDrafts.kick();
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { intent, description, ...order } = orderFromRequest(request.body);
      // The session and the order this key already placed in it, in one statement. A browser's
      // first write gets a guest session here, stored by the order's own statement; it has placed
      // nothing yet.
      const tokenHash = app.sessions.tokenHashOf(request);
      const found = tokenHash ? await store.byKeyForToken(tokenHash, idempotencyKey) : undefined;
      const live = found && (await app.sessions.store.admit(found.session)) ? found : undefined;
      const { session, newSession } = live ? { session: live.session, newSession: null } : guest(request);
      // The page's language (its cookie, else the browser's): the first draft is written in it.
      const language = localeOfRequest(request.headers.cookie, request.headers['accept-language']);
      // A retry of a placed order is answered from what was stored: it is never charged again.
      const earlier = live?.order;
      if (earlier) {
        if (earlier.row.requestHash !== order.requestHash) throw keyReused('order', { orderNumber: earlier.row.orderNumber });
        return reply.code(200).send(orderView(earlier));
      }
      const chargeKey = `order:${session.id}:${idempotencyKey}`;
      const payment = await gateway.charge({ amountPaise: intent.amountPaise, description, idempotencyKey: chargeKey });
      const { created, stored } = await store.place(
        { ...order, language, sessionId: session.id, accountId: session.accountId, idempotencyKey, payment },
        newSession,
      );
      // Stored: the browser may have its cookie now.
      if (newSession) app.sessions.issue(request, reply, newSession);
      if (!created) await refundDuplicate(gateway, stored.row.payment, payment, chargeKey);
      if (stored.row.requestHash !== order.requestHash) throw keyReused('order', { orderNumber: stored.row.orderNumber });
      return reply.code(created ? 201 : 200).send(orderView(stored));
    },
  );

  app.get<{ Params: { orderNumber: string } }>(apiRoutes.order, async (request) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw invalid([{ field: 'orderNumber', message: 'Not an order number (ORD and 9 letters or digits).' }], 'Not an order number.');
    // The session and the order in one statement; the session must still be live, as for any request.
    const tokenHash = app.sessions.tokenHashOf(request);
    const found = tokenHash ? await store.byNumberForToken(tokenHash, number.data) : undefined;
    if (!found?.order || !(await app.sessions.store.admit(found.session))) {
      throw notFound('No order with this number was placed in this browser or this account.');
    }
    return orderView(found.order);
  });

  app.get(apiRoutes.orders, async (request) => {
    const session = await app.sessions.current(request);
    if (!session) return { orders: [] };
    return { orders: (await store.ofOwner({ sessionId: session.id, accountId: session.accountId })).map(orderView) };
  });
};

export default orderRoutes;
