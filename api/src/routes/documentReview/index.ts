/**
 * The expert's review of an order's documents (issue 25), under the console's paths:
 * `POST …/documents/{id}/accept`, `POST …/documents/{id}/refuse` `{ reason, note? }` and
 * `POST …/document-requests` `{ requirement, note? }`, each with an Idempotency-Key. Only the
 * expert assigned to the order: to anyone else (the client, another expert, a guest) it is 404,
 * as every console path. Answers the order's documents as the console shows them.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AskDocumentRequestSchema, OrderNumberSchema, RefuseDocumentRequestSchema, apiRoutes, type DocumentList } from '@nyaya/shared/api';
import { serviceContent } from '@nyaya/shared/data/marketplace/services/content';
import { sanitizeText } from '@nyaya/shared/rules';
import { createReviewStore, requestsOf, type AskOutcome, type ReviewOutcome } from '../../documents/review';
import { DOCUMENT_ID_PATTERN, createDocumentStore } from '../../documents/store';
import { documentView, openAsks } from '../../documents/view';
import { idempotencyKeyOf, keyReused } from '../../idempotency';
import { ProblemError, fieldErrors, invalid, notFound, problem } from '../../problems';

type OrderParams = { orderNumber: string };
type DocumentParams = OrderParams & { documentId: string };

const NOT_HERE = 'There is no console page here for this account.';
const NO_ORDER = 'No order with this number is assigned to you.';
const NO_DOCUMENT = 'This order has no such document.';

const requirementsOf = (serviceId: string): readonly string[] => serviceContent[serviceId as keyof typeof serviceContent]?.requirements ?? [];

/** A note as stored: invisible characters gone, trimmed; empty is none. */
const noteOf = (note: string | undefined) => (note === undefined ? null : sanitizeText(note).trim() || null);

function refusal(outcome: Exclude<ReviewOutcome | AskOutcome, { kind: 'done' }>): ProblemError {
  switch (outcome.kind) {
    case 'not-found':
      return notFound(NO_ORDER);
    case 'no-document':
      return notFound(NO_DOCUMENT);
    case 'key-reused':
      return keyReused('review');
    case 'cancelled':
      return new ProblemError(problem(409, 'The client cancelled this order, so nothing more is done on it.', { title: 'Order cancelled' }));
    case 'accepted':
      return new ProblemError(problem(409, 'You already accepted this document.', { title: 'Already accepted', reason: 'accepted' }));
    case 'refused':
      return new ProblemError(
        problem(409, 'You already refused this document; the client can upload a new one.', { title: 'Already refused', reason: 'refused' }),
      );
    case 'unknown-requirement':
      return invalid([{ field: 'requirement', message: 'Not one of this order’s Documents Required.' }], 'Ask for one of this order’s Documents Required.');
  }
}

export interface DocumentReviewOptions {
  now: () => number;
}

const documentReviewRoutes: FastifyPluginAsync<DocumentReviewOptions> = async (app, { now }) => {
  const reviews = createReviewStore(app.db, now);
  const documentsOf = createDocumentStore(app.db);

  /** The signed-in expert's account, the order number and the key; 404 for anyone but an expert. */
  async function targetOf(request: FastifyRequest<{ Params: OrderParams }>) {
    const session = await app.sessions.current(request);
    if (session?.account?.role !== 'expert') throw notFound(NOT_HERE);
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw notFound(NO_ORDER);
    return { expertAccountId: session.account.id, orderNumber: number.data, idempotencyKey: idempotencyKeyOf(request) };
  }

  const documentIdOf = (request: FastifyRequest<{ Params: DocumentParams }>) => {
    if (!DOCUMENT_ID_PATTERN.test(request.params.documentId)) throw notFound(NO_DOCUMENT);
    return request.params.documentId;
  };

  /** The order's documents after the change, as the expert sees them. */
  async function listOf(orderId: number, serviceId: string): Promise<DocumentList> {
    const rows = await documentsOf.ofOrder(orderId);
    const requests = await requestsOf(app.db, orderId);
    return { requirements: [...requirementsOf(serviceId)], documents: rows.map((row) => documentView(row, 'expert')), asked: openAsks(requests, rows) };
  }

  async function answer(outcome: ReviewOutcome | AskOutcome, expertAccountId: string, orderNumber: string): Promise<DocumentList> {
    if (outcome.kind !== 'done') throw refusal(outcome);
    const order = await reviews.orderOf(expertAccountId, orderNumber);
    if (!order) throw notFound(NO_ORDER);
    return listOf(order.id, order.serviceId);
  }

  app.post<{ Params: DocumentParams }>(apiRoutes.consoleDocumentAccept, { config: { writeLimit: true } }, async (request) => {
    const target = await targetOf(request);
    const documentId = documentIdOf(request);
    return answer(await reviews.accept({ ...target, documentId }), target.expertAccountId, target.orderNumber);
  });

  app.post<{ Params: DocumentParams }>(apiRoutes.consoleDocumentRefuse, { config: { writeLimit: true } }, async (request) => {
    const target = await targetOf(request);
    const documentId = documentIdOf(request);
    const parsed = RefuseDocumentRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const outcome = await reviews.refuse({ ...target, documentId, reason: parsed.data.reason, note: noteOf(parsed.data.note) });
    return answer(outcome, target.expertAccountId, target.orderNumber);
  });

  app.post<{ Params: OrderParams }>(apiRoutes.consoleDocumentRequests, { config: { writeLimit: true } }, async (request) => {
    const target = await targetOf(request);
    const parsed = AskDocumentRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid(fieldErrors(parsed.error));
    const outcome = await reviews.ask({ ...target, requirement: parsed.data.requirement, note: noteOf(parsed.data.note), requirements: requirementsOf });
    return answer(outcome, target.expertAccountId, target.orderNumber);
  });
};

export default documentReviewRoutes;
