/**
 * The expert's side of an order's draft (issue 25): `GET console/orders/{number}/drafts/{version}/file`
 * (any version, as an attachment), `POST console/orders/{number}/drafts` (a corrected PDF, multipart,
 * with an Idempotency-Key) and `POST console/orders/{number}/drafts/{version}/deliver` (delivers it
 * and completes Delivery). Only the assigned expert: to anyone else every path is 404, as the
 * console's are. Each write answers with the order's console page as it now stands.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { OrderNumberSchema, apiRoutes } from '@nyaya/shared/api';
import { DOCUMENT_MAX_BYTES } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { createConsoleStore } from '../../console/store';
import { unreadOnOrder } from '../../console/unread';
import { consoleOrderView } from '../../console/view';
import { deliverDraft, type DeliverOutcome } from '../../drafts/deliver';
import { draftStore } from '../../drafts/store';
import { readCorrectedPdf, saveCorrectedDraft } from '../../drafts/upload';
import { MAX_UPLOAD_BODY, multipartProblem, tooLarge } from '../../documents/upload';
import { idempotencyKeyOf, keyReused } from '../../idempotency';
import { hasDeliveredDraft } from '../../orders/deliveredDraft';
import { trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { ProblemError, notFound, problem } from '../../problems';
import { sendDraft } from './sendDraft';

type OrderParams = { orderNumber: string };
type VersionParams = OrderParams & { version: string };
const NO_ORDER = 'No order with this number is assigned to you.';
const NO_VERSION = 'This order has no such draft version.';

const conflict = (title: string, detail: string) => new ProblemError(problem(409, detail, { title }));

function deliverRefusal(outcome: Exclude<DeliverOutcome, { kind: 'delivered' | 'replayed' }>): ProblemError {
  switch (outcome.kind) {
    case 'not-found':
      return notFound(NO_ORDER);
    case 'no-such-version':
      return notFound(NO_VERSION);
    case 'cancelled':
      return conflict('Order cancelled', 'The client cancelled this order, so nothing more is done on it.');
    case 'not-yet':
      return conflict(
        'Not at Delivery yet',
        `A draft is delivered at the Delivery step. Complete ${trackingTimeline[outcome.current]?.title ?? 'the current step'} first.`,
      );
    case 'finished':
      return conflict('Order completed', 'A draft has been delivered and every step is completed.');
    case 'superseded':
      return conflict('Newer version', 'A newer version of this draft exists: deliver the newest one.');
    case 'revision-asked':
      return conflict('Revision asked', 'The client asked for changes to this version. Upload a corrected PDF and deliver that.');
  }
}

const consoleDraftRoutes: FastifyPluginAsync<{ now: () => number }> = async (app, { now }) => {
  // Only to read the expert's pages back after a write; the drafts' own checks use the database.
  const consoleStore = createConsoleStore(app.db, hasDeliveredDraft);

  // Here only (this plugin's scope), as for documents: read into memory before the handler, busboy stops at 10 MB.
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 20 },
  });
  app.setErrorHandler((error: Error & { code?: string }) => {
    throw multipartProblem(error) ?? error;
  });

  async function expertOf(request: FastifyRequest): Promise<string> {
    const session = await app.sessions.current(request);
    if (session?.account?.role !== 'expert') throw notFound('There is no console page here for this account.');
    return session.account.id;
  }
  const orderNumberOf = (request: FastifyRequest<{ Params: OrderParams }>) => {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw notFound(NO_ORDER);
    return number.data;
  };
  const versionOf = (request: FastifyRequest<{ Params: VersionParams }>) => {
    if (!/^[1-9][0-9]{0,2}$/.test(request.params.version)) throw notFound(NO_VERSION);
    return Number(request.params.version);
  };
  async function page(accountId: string, orderNumber: string) {
    const found = await consoleStore.order(accountId, orderNumber);
    if (!found) throw notFound(NO_ORDER);
    const [drafts, unread] = await Promise.all([draftStore.ofOrder(app.db, found.row.id), unreadOnOrder(app.db, found.row.id)]);
    return consoleOrderView(found.row, found.history, drafts, unread);
  }

  app.get<{ Params: VersionParams }>(apiRoutes.consoleDraftFile, async (request, reply) => {
    const accountId = await expertOf(request);
    const orderNumber = orderNumberOf(request);
    const found = await consoleStore.order(accountId, orderNumber);
    if (!found) throw notFound(NO_ORDER);
    const row = await draftStore.version(app.db, found.row.id, versionOf(request));
    if (!row) throw notFound(NO_VERSION);
    return sendDraft(request, reply, orderNumber, row);
  });

  app.post<{ Params: OrderParams }>(
    apiRoutes.consoleDrafts,
    {
      config: { writeLimit: true },
      // Before a byte of the body is read: the form's type, and a length the server can hold to.
      onRequest: async (request) => {
        if (!/^multipart\/form-data\s*;/i.test(request.headers['content-type'] ?? '')) {
          throw new ProblemError(problem(415, 'Send the corrected PDF as multipart/form-data, in the field "file".'));
        }
        const length = request.headers['content-length'];
        if (length === undefined) throw new ProblemError(problem(411, 'Send the upload with a Content-Length.', { title: 'Length required' }));
        if (Number(length) > MAX_UPLOAD_BODY) throw tooLarge();
      },
    },
    async (request, reply) => {
      const accountId = await expertOf(request);
      const orderNumber = orderNumberOf(request);
      const idempotencyKey = idempotencyKeyOf(request);
      const pdf = await readCorrectedPdf(request.body);
      const outcome = await saveCorrectedDraft(app.db, app.blobs, { expertAccountId: accountId, orderNumber, idempotencyKey, pdf });
      switch (outcome.kind) {
        case 'not-found':
          throw notFound(NO_ORDER);
        case 'key-reused':
          throw keyReused('draft');
        case 'cancelled':
          throw conflict('Order cancelled', 'The client cancelled this order, so nothing more is done on it.');
        case 'finished':
          throw conflict('Order completed', 'The draft is delivered. A corrected version follows a revision the client asks for.');
        case 'too-many':
          throw conflict('Too many versions', 'This order has as many draft versions as it can hold.');
      }
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(await page(accountId, orderNumber));
    },
  );

  app.post<{ Params: VersionParams }>(apiRoutes.consoleDraftDeliver, { config: { writeLimit: true } }, async (request) => {
    const accountId = await expertOf(request);
    const orderNumber = orderNumberOf(request);
    const outcome = await deliverDraft(app.db, { expertAccountId: accountId, orderNumber, version: versionOf(request), at: new Date(now()) });
    if (outcome.kind !== 'delivered' && outcome.kind !== 'replayed') throw deliverRefusal(outcome);
    return page(accountId, orderNumber);
  });
};

export default consoleDraftRoutes;
