/**
 * An order's documents (issue 25): `GET …/documents` (the offer's Documents Required and what was
 * uploaded), `POST …/documents` (multipart: the requirement, then the file; with an
 * Idempotency-Key), `GET …/documents/{id}/file` (the download) and `DELETE …/documents/{id}`
 * (the client, before the expert's review). Only the order's two parties find the order at all.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOCUMENT_UPLOAD_FIELDS, OrderNumberSchema, apiRoutes } from '@nyaya/shared/api';
import { serviceContent } from '@nyaya/shared/data/marketplace/services/content';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, downloadFileName } from '@nyaya/shared/rules/marketplace/purchase/documentFile';
import { orderForParty, type PartyOrder } from '../../documents/access';
import { sendStoredFile } from '../../documents/sendStoredFile';
import { DOCUMENT_ID_PATTERN, createDocumentStore } from '../../documents/store';
import { MAX_UPLOAD_BODY, multipartProblem, readUpload, tooLarge } from '../../documents/upload';
import { saveUpload } from '../../documents/save';
import { requestsOf } from '../../documents/review';
import { documentView, openAsks } from '../../documents/view';
import { idempotencyKeyOf } from '../../idempotency';
import { ProblemError, invalid, notFound, problem } from '../../problems';

type OrderParams = { orderNumber: string };
type DocumentParams = OrderParams & { documentId: string };

const NO_ORDER = 'No order with this number was placed in this browser or this account.';
const NO_DOCUMENT = 'This order has no such document.';

const documentRoutes: FastifyPluginAsync = async (app) => {
  const store = createDocumentStore(app.db);

  // Here only (this plugin's scope): the file is read into memory before the handler, so a slow
  // upload holds no place at the database's gate (plugins/gate.ts), and busboy stops at 10 MB.
  await app.register(multipart, {
    attachFieldsToBody: true,
    throwFileSizeLimit: true,
    limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 2000, headerPairs: 20 },
  });
  app.setErrorHandler((error: Error & { code?: string }) => {
    // Thrown on to the app's handler (plugins/problems.ts), which answers every problem the same way.
    throw multipartProblem(error) ?? error;
  });

  /** The order, if this request is one of its two parties; 404 for anyone else. */
  async function partyOrder(request: FastifyRequest<{ Params: OrderParams }>): Promise<PartyOrder> {
    const number = OrderNumberSchema.safeParse(request.params.orderNumber);
    if (!number.success) throw invalid([{ field: 'orderNumber', message: 'Not an order number (ORD and 9 letters or digits).' }], 'Not an order number.');
    const session = await app.sessions.current(request);
    const found = session ? await orderForParty(app.db, { sessionId: session.id, accountId: session.accountId }, number.data) : undefined;
    if (!found) throw notFound(NO_ORDER);
    return found;
  }

  const documentIdOf = (request: FastifyRequest<{ Params: DocumentParams }>) => {
    if (!DOCUMENT_ID_PATTERN.test(request.params.documentId)) throw notFound(NO_DOCUMENT);
    return request.params.documentId;
  };

  const requirementsOf = (serviceId: string): readonly string[] => serviceContent[serviceId as keyof typeof serviceContent]?.requirements ?? [];

  app.get<{ Params: OrderParams }>(apiRoutes.orderDocuments, async (request) => {
    const { order, party } = await partyOrder(request);
    const [rows, requests] = await Promise.all([store.ofOrder(order.id), requestsOf(app.db, order.id)]);
    return { requirements: requirementsOf(order.serviceId), documents: rows.map((row) => documentView(row, party)), asked: openAsks(requests, rows) };
  });

  app.post<{ Params: OrderParams }>(
    apiRoutes.orderDocuments,
    {
      config: { writeLimit: true },
      // Before a byte of the body is read: the form's type, and a length the server can hold to.
      onRequest: async (request) => {
        const type = request.headers['content-type'] ?? '';
        if (!/^multipart\/form-data\s*;/i.test(type)) {
          throw new ProblemError(
            problem(415, `Send the file as multipart/form-data, with the fields "${DOCUMENT_UPLOAD_FIELDS.requirement}" and "${DOCUMENT_UPLOAD_FIELDS.file}".`),
          );
        }
        const length = request.headers['content-length'];
        if (length === undefined) throw new ProblemError(problem(411, 'Send the upload with a Content-Length.', { title: 'Length required' }));
        if (Number(length) > MAX_UPLOAD_BODY) throw tooLarge();
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request);
      const { order, party } = await partyOrder(request);
      const session = (await app.sessions.current(request))!;
      const upload = await readUpload(request.body, requirementsOf(order.serviceId));
      const { created, row } = await saveUpload(app, store, { order, party, session, idempotencyKey, upload, addressKey: app.limits.addressOf(request) });
      return reply.code(created ? 201 : 200).send(documentView(row, party));
    },
  );

  app.get<{ Params: DocumentParams }>(apiRoutes.orderDocumentFile, async (request, reply) => {
    const { order } = await partyOrder(request);
    const row = await store.byId(order.id, documentIdOf(request));
    if (!row) throw notFound(NO_DOCUMENT);
    return sendStoredFile(request, reply, {
      blobKey: row.blobKey,
      contentType: DOCUMENT_TYPES[row.type].contentType,
      fileName: downloadFileName(row.fileName, row.type),
      what: { log: { documentId: row.id }, description: 'a document’s file', missing: 'This document’s file is missing. Ask for it to be uploaded again.' },
    });
  });

  app.delete<{ Params: DocumentParams }>(apiRoutes.orderDocument, { config: { writeLimit: true } }, async (request, reply) => {
    const { order, party } = await partyOrder(request);
    const documentId = documentIdOf(request);
    const row = await store.byId(order.id, documentId);
    if (!row) throw notFound(NO_DOCUMENT);
    if (party !== 'client' || row.uploadedBy !== 'client') throw new ProblemError(problem(403, 'Only the client removes the documents they uploaded.'));
    const blobKey = await store.removeUnreviewed(order.id, documentId);
    if (!blobKey) {
      throw new ProblemError(
        problem(409, 'The expert has already reviewed this document, so it stays with the order. Upload a newer one beside it instead.', {
          title: 'Already reviewed',
          reason: 'reviewed',
        }),
      );
    }
    // The row is gone, so nobody can reach the file; a failure here leaves bytes no one can download.
    await app.blobs.delete(blobKey).catch((error: unknown) => request.log.error({ err: error, blobKey }, 'a removed document’s file was not deleted'));
    return reply.code(204).send();
  });
};

export default documentRoutes;
