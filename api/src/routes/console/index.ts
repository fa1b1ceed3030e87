/**
 * The expert's console (issue 25): `GET console` (the expert's orders and consultations, newest
 * first), `GET console/orders/{number}` (one order with the client's intake and every step), and
 * `POST console/orders/{number}/steps` (Idempotency-Key: complete the current step; the server
 * decides which). Only a signed-in expert account sees any of it, and only what is assigned to it:
 * to a guest, a client or another expert every console path is 404, so nothing is confirmed to exist.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CompleteStepRequestSchema, OrderNumberSchema, apiRoutes, type ConsoleList } from '@nyaya/shared/api';
import { trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { createConsoleStore, type CompleteOutcome } from '../../console/store';
import { unreadCountsFor, unreadOnOrder } from '../../console/unread';
import { consoleConsultationItem, consoleOrderItem, consoleOrderView } from '../../console/view';
import { draftStore } from '../../drafts/store';
import type { HasDeliveredDraft } from '../../orders/deliveredDraft';
import type { StoredOrder } from '../../orders/store';
import { idempotencyKeyOf, keyReused } from '../../idempotency';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';

export interface ConsoleOptions {
  now: () => number;
  /** Whether the order's draft was delivered: Delivery is refused until it is (orders/deliveredDraft.ts). */
  hasDeliveredDraft: HasDeliveredDraft;
}

const NOT_HERE = 'There is no console page here for this account.';
const NO_ORDER = 'No order with this number is assigned to you.';

const stepTitle = (step: number | null) => (step === null ? '' : (trackingTimeline[step]?.title ?? ''));

/** Why a completion was refused, said so that the expert knows what to do. */
function refusal(outcome: Exclude<CompleteOutcome, { kind: 'completed' | 'replayed' }>): ProblemError {
  switch (outcome.kind) {
    case 'not-found':
      return notFound(NO_ORDER);
    case 'key-reused':
      return keyReused('step');
    case 'moved-on':
      return new ProblemError(
        problem(409, outcome.current === null ? 'Every step of this order is already completed.' : `The current step is ${stepTitle(outcome.current)}.`, {
          title: 'Step already completed',
        }),
      );
    case 'finished':
      return new ProblemError(problem(409, 'Every step of this order is already completed.', { title: 'Order completed' }));
    case 'no-draft':
      return new ProblemError(
        problem(409, 'Delivery is completed once the draft has been delivered to the client. Deliver the draft first.', { title: 'Draft not delivered' }),
      );
    case 'cancelled':
      return orderCancelled();
  }
}

const orderCancelled = () => new ProblemError(problem(409, 'The client cancelled this order, so nothing more is done on it.', { title: 'Order cancelled' }));

const consoleRoutes: FastifyPluginAsync<ConsoleOptions> = async (app, { now, hasDeliveredDraft }) => {
  const store = createConsoleStore(app.db, hasDeliveredDraft);

  /** The signed-in expert account's id; anyone else is told there is nothing here (404). */
  async function expertOf(request: FastifyRequest): Promise<string> {
    const session = await app.sessions.current(request);
    if (session?.account?.role !== 'expert') throw notFound(NOT_HERE);
    return session.account.id;
  }

  function orderNumberOf(request: FastifyRequest<{ Params: { orderNumber: string } }>): string {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    // Malformed or not: 404 all the same, as for anyone else's order.
    if (!number.success) throw notFound(NO_ORDER);
    return number.data;
  }

  app.get(apiRoutes.console, async (request): Promise<ConsoleList> => {
    const accountId = await expertOf(request);
    const [orderRows, bookingRows, unread] = await Promise.all([store.orders(accountId), store.consultations(accountId), unreadCountsFor(app.db, accountId)]);
    const at = now();
    const items = [
      ...orderRows.map(({ row, history }) => consoleOrderItem(row, history, unread.order(row.id))),
      ...bookingRows.map((row) => consoleConsultationItem(row, at, unread.consultation(row.id), app.meetingRooms(row))),
    ];
    return { items: items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)) };
  });

  /** The order's page, with its drafts; a first draft the queue has not made yet (or failed to) is made now. */
  async function pageOf({ row, history }: StoredOrder) {
    let drafts = await draftStore.ofOrder(app.db, row.id);
    if (drafts.length === 0 && !row.cancelledAt) {
      await app.firstDrafts.generate(row.id);
      drafts = await draftStore.ofOrder(app.db, row.id);
    }
    return consoleOrderView(row, history, drafts, await unreadOnOrder(app.db, row.id));
  }

  app.get<{ Params: { orderNumber: string } }>(apiRoutes.consoleOrder, async (request) => {
    const accountId = await expertOf(request);
    const found = await store.order(accountId, orderNumberOf(request));
    if (!found) throw notFound(NO_ORDER);
    return pageOf(found);
  });

  app.post<{ Params: { orderNumber: string } }>(apiRoutes.consoleOrderSteps, { config: { writeLimit: true } }, async (request) => {
    const accountId = await expertOf(request);
    const orderNumber = orderNumberOf(request);
    const idempotencyKey = idempotencyKeyOf(request);
    const parsed = CompleteStepRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const outcome = await store.complete({ expertAccountId: accountId, orderNumber, idempotencyKey, step: parsed.data.step });
    if (outcome.kind !== 'completed' && outcome.kind !== 'replayed') throw refusal(outcome);
    const found = await store.order(accountId, orderNumber);
    if (!found) throw notFound(NO_ORDER);
    return pageOf(found);
  });
};

export default consoleRoutes;
