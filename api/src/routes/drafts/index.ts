/**
 * An order's draft for its two parties (issue 25): `GET orders/{number}/draft` (the delivered
 * draft's PDF, an attachment, to the client and the assigned expert only) and
 * `POST orders/{number}/revision` `{ version, comment }` (the client, within the offer's revision
 * window: reopens Document Drafting). The expert's side is console.ts. Anyone else finds no order
 * (404), as for the order itself.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OrderNumberSchema, RevisionRequestSchema, apiRoutes } from '@nyaya/shared/api';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { orderForParty } from '../../documents/access';
import { askRevision } from '../../drafts/revision';
import { draftStore } from '../../drafts/store';
import { createOrderStore } from '../../orders/store';
import { orderView } from '../../orders/view';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';
import consoleDraftRoutes from './console';
import { sendDraft } from './sendDraft';

type OrderParams = { orderNumber: string };
const NO_ORDER = 'No order with this number was placed in this browser or this account.';

const draftRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  const orderStore = createOrderStore(app.db);
  await app.register(consoleDraftRoutes, { now });

  const orderNumberOf = (request: FastifyRequest<{ Params: OrderParams }>) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw notFound(NO_ORDER);
    return number.data;
  };

  app.get<{ Params: OrderParams }>(apiRoutes.orderDraftFile, async (request, reply) => {
    const orderNumber = orderNumberOf(request);
    const session = await app.sessions.current(request);
    const found = session ? await orderForParty(app.db, { sessionId: session.id, accountId: session.accountId }, orderNumber) : undefined;
    if (!found) throw notFound(NO_ORDER);
    const delivered = await draftStore.latestDelivered(app.db, found.order.id);
    if (!delivered) throw notFound('No draft of this order has been delivered yet.');
    return sendDraft(request, reply, orderNumber, delivered);
  });

  app.post<{ Params: OrderParams }>(apiRoutes.orderRevision, { config: { writeLimit: true } }, async (request) => {
    const orderNumber = orderNumberOf(request);
    const parsed = RevisionRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const session = await app.sessions.current(request);
    if (!session) throw notFound(NO_ORDER);
    const owner = { sessionId: session.id, accountId: session.accountId };
    const outcome = await askRevision(app.db, { owner, orderNumber, ...parsed.data, at: new Date(now()) });
    const conflict = (title: string, detail: string) => new ProblemError(problem(409, detail, { title }));
    switch (outcome.kind) {
      case 'not-found':
        throw notFound(NO_ORDER);
      case 'cancelled':
        throw conflict('Order cancelled', 'This order was cancelled, so there is no draft to revise.');
      case 'not-delivered':
        throw conflict('Draft not delivered', 'Your expert has not delivered a draft yet. You can ask for changes once it is delivered.');
      case 'stale':
        throw conflict('Newer draft delivered', `Your expert has delivered version ${outcome.delivered} since. Read it, then ask for changes to it if needed.`);
      case 'already-asked':
        throw conflict('Revision already asked', 'You have already asked for changes to this draft. Your expert is working on them.');
      case 'window-closed':
        throw conflict(
          'Revision window closed',
          `Changes could be asked for ${outcome.revisionDays} days after delivery, until ${formatIndiaDateTime(outcome.closedAt.toISOString())} IST. That window has closed.`,
        );
    }
    const found = await orderStore.byNumber(owner, orderNumber);
    if (!found) throw notFound(NO_ORDER);
    return orderView(found);
  });
};

export default draftRoutes;
