/**
 * The console fake's documents (consoleApi.ts): an order's list as `GET …/documents` answers it,
 * and the expert's accept, refuse and ask as api/ does them (404 for another order, 409 once
 * reviewed, 400 for an unknown reason), each answered with the list as it now stands.
 */
import { DOCUMENT_REFUSAL_REASONS, type DocumentList, type DocumentView } from '@nyaya/shared/api';

export const REQUIREMENTS = ['Landlord and tenant ID proof (Aadhaar or PAN)', 'Property address proof', 'Rent, deposit, tenure, lock-in and notice terms'];

/** A file the client uploaded, waiting for review. */
export const clientDocument = (id: string, fileName: string, requirement = REQUIREMENTS[0]!): DocumentView => ({
  id,
  requirement,
  fileName,
  type: 'pdf',
  size: 20_480,
  uploadedBy: 'client',
  uploadedAt: '2026-12-15T10:30:00.000Z',
  reviewedAt: null,
  removable: false,
  refusedAt: null,
  refusalReason: null,
  refusalNote: null,
});

const REVIEWED_AT = '2026-12-15T11:30:00.000Z';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const problem = (status: number, title: string) => json(status, { type: 'about:blank', title, status, detail: title });

/** Answers a documents request of `held` (by order number), or null when the path is not one. */
export function answerDocuments(
  held: Map<string, DocumentList>,
  method: string,
  path: string,
  body: { reason?: string; note?: string; requirement?: string } | undefined,
) {
  const list = /^\/api\/v1\/orders\/([^/]+)\/documents$/.exec(path);
  if (list && method === 'GET') {
    const found = held.get(decodeURIComponent(list[1]!));
    return found ? json(200, found) : problem(404, 'Not found');
  }
  const review = /^\/api\/v1\/console\/orders\/([^/]+)\/(?:documents\/([^/]+)\/(accept|refuse)|(document-requests))$/.exec(path);
  if (!review || method !== 'POST') return null;
  const [, number, documentId, action] = review;
  const current = held.get(decodeURIComponent(number!));
  if (!current) return problem(404, 'Not found');
  let next: DocumentList;
  if (action) {
    const document = current.documents.find((item) => item.id === documentId);
    if (!document) return problem(404, 'Not found');
    if (document.reviewedAt) return problem(409, 'Already reviewed');
    if (action === 'refuse' && !DOCUMENT_REFUSAL_REASONS.includes(body?.reason as never)) return problem(400, 'Invalid request');
    const changed: DocumentView =
      action === 'accept'
        ? { ...document, reviewedAt: REVIEWED_AT }
        : { ...document, reviewedAt: REVIEWED_AT, refusedAt: REVIEWED_AT, refusalReason: body!.reason as never, refusalNote: body?.note ?? null };
    next = { ...current, documents: current.documents.map((item) => (item.id === documentId ? changed : item)) };
  } else {
    if (!current.requirements.includes(body?.requirement ?? '')) return problem(400, 'Invalid request');
    const asked = current.asked.filter((item) => item.requirement !== body!.requirement);
    next = { ...current, asked: [...asked, { requirement: body!.requirement!, note: body?.note ?? null, askedAt: REVIEWED_AT }] };
  }
  held.set(decodeURIComponent(number!), next);
  return json(200, next);
}
