/**
 * A stand-in for the API's orders, for page tests: `fetch` is stubbed with a tiny in-memory server
 * that answers as api/ does (priced from the catalogue, one order per Idempotency-Key, 404 for a
 * number it does not hold), can be switched off (`down`) or made to answer anything (`respond`),
 * answers `GET /api/v1/me` for a guest, and records every request.
 */
import { vi } from 'vitest';
import { resetSessionForTests } from '@nyaya/shared/hooks/ensureSession';
import { CreateOrderRequestSchema, type CancelQuote, type CreateOrderRequest, type DocumentAsk, type DocumentView, type OrderView } from '@nyaya/shared/api';
import { serviceContent } from '@nyaya/shared/data/marketplace/services/content';
import { expertForService, trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { findOfferListing } from '@nyaya/shared/data/marketplace/offers';
import { findLegalService } from '@nyaya/shared/data/marketplace/services';
import { orderCancelRefund, priceQuote, SELECTED_PROVIDER, type PriceQuote } from '@nyaya/shared/rules/marketplace/purchase';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const PLACED_AT = '2026-12-15T10:12:00.000Z';

/** What cancelling an order at `currentStep` refunds, as the server computes it (`orderCancelRefund`). */
export function cancelQuoteFor(quote: PriceQuote, currentStep: number | null, draftDelivered = false): CancelQuote | null {
  const paid = quote.lines.map((line) => ({ id: line.id, amountPaise: Math.round(line.amount * 100) }));
  const refund = orderCancelRefund(paid, { currentStep, draftDelivered, cancelled: false });
  return refund.cancellable ? { share: refund.share, paidPaise: refund.paidPaise, refundPaise: refund.refundPaise, lines: refund.lines } : null;
}

/** An order as the API would return it for this request (placed at 3:42 PM IST on 15 Dec 2026). */
export function orderViewFor(request: CreateOrderRequest, orderNumber: string): OrderView {
  const service = findLegalService(request.serviceId)!;
  const offer = request.offerId ? findOfferListing(request.offerId) : undefined;
  const quote = priceQuote(offer, service, { state: request.state, delivery: request.delivery });
  return {
    orderNumber,
    createdAt: PLACED_AT,
    serviceId: service.id,
    serviceName: service.title,
    offerId: offer?.id ?? null,
    providerName: offer?.providerName ?? SELECTED_PROVIDER.name,
    estimatedDelivery: offer?.timeframe ?? SELECTED_PROVIDER.deliveryTime,
    quote,
    expert: expertForService(service.id, { providerId: offer?.providerId, state: request.state }),
    intake: request.intake ?? {},
    contact: { name: request.contact.name, mobile: request.contact.mobile, ...(request.contact.email ? { email: request.contact.email } : {}) },
    state: request.state ?? null,
    autoAssigned: request.autoAssign !== undefined,
    budget: request.autoAssign?.budget ?? null,
    timeline: request.autoAssign?.timeline ?? null,
    payment: { provider: 'test', reference: 'test_fakeReference', amountPaise: request.payment.amountPaise },
    tracking: trackingTimeline.map((step, index) => ({
      ...step,
      status: index < 2 ? 'completed' : index === 2 ? 'active' : 'pending',
      at: index <= 2 ? PLACED_AT : null,
    })),
    language: 'en',
    draft: null,
    cancellation: null,
    cancel: cancelQuoteFor(quote, 2),
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeOrdersApi({ orders = [] as OrderView[] } = {}) {
  const requests: RecordedRequest[] = [];
  const byKey = new Map<string, OrderView>();
  const held = new Map(orders.map((order) => [order.orderNumber, order]));
  let serial = 0;
  const api = {
    requests,
    orders: held,
    /** No answer at all: the network fails, as when the API is down. */
    down: false,
    /** Answer the next requests about orders with this instead (status, body), while set. */
    respond: null as null | ((request: RecordedRequest) => Response | Promise<Response>),
    posts: () => requests.filter((request) => request.method === 'POST'),
    /** Each order's uploaded documents (uploads themselves go through XHR: testing/fakeUploads). */
    documents: new Map<string, DocumentView[]>(),
    /** What the expert asked each order's client for (the list's `asked`). */
    asked: new Map<string, DocumentAsk[]>(),
    /** The requests about orders themselves (not their conversation's unread count). */
    orderRequests: () => requests.filter((request) => request.path.startsWith('/api/v1/orders')),
    /** The expert's messages the client has not read, per order number (Chat with Expert's badge). */
    unread: new Map<string, number>(),
  };
  const fetchImpl = vi.fn(async (path: string, init: RequestInit = {}) => {
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [name.toLowerCase(), value]));
    const request: RecordedRequest = { method: init.method ?? 'GET', path, headers, body: init.body ? JSON.parse(String(init.body)) : undefined };
    requests.push(request);
    if (api.down) throw new TypeError('Failed to fetch');
    // A browser without a session gets its guest session here (the write hook asks before a first
    // write); `respond` stands in for the orders' answers only.
    if (request.method === 'GET' && path === '/api/v1/me') return json(200, { account: null, testMode: true });
    if (api.respond) return api.respond(request);
    if (request.method === 'POST' && path === '/api/v1/orders') {
      const parsed = CreateOrderRequestSchema.safeParse(request.body);
      if (!parsed.success)
        return json(400, {
          type: 'about:blank',
          title: 'Invalid request',
          status: 400,
          errors: parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        });
      const key = headers['idempotency-key']!;
      const existing = byKey.get(key);
      if (existing) return json(200, existing);
      serial += 1;
      const order = orderViewFor(request.body as CreateOrderRequest, `ORDTEST${String(serial).padStart(5, '0')}`);
      byKey.set(key, order);
      held.set(order.orderNumber, order);
      return json(201, order);
    }
    if (request.method === 'GET' && path === '/api/v1/orders') return json(200, { orders: [...held.values()] });
    const documents = /^\/api\/v1\/orders\/([^/]+)\/documents(?:\/([^/]+))?$/.exec(path);
    const documentsOf = documents ? held.get(decodeURIComponent(documents[1]!)) : undefined;
    if (documents && documentsOf) {
      const listed = api.documents.get(documentsOf.orderNumber) ?? [];
      if (request.method === 'GET')
        return json(200, {
          requirements: serviceContent[documentsOf.serviceId as keyof typeof serviceContent].requirements,
          documents: listed,
          asked: api.asked.get(documentsOf.orderNumber) ?? [],
        });
      const gone = listed.find((item) => item.id === decodeURIComponent(documents[2] ?? ''));
      if (request.method === 'DELETE' && gone?.reviewedAt === null) {
        api.documents.set(
          documentsOf.orderNumber,
          listed.filter((item) => item !== gone),
        );
        return new Response(null, { status: 204 });
      }
      if (request.method === 'DELETE' && gone)
        return json(409, {
          type: 'about:blank',
          title: 'Already reviewed',
          status: 409,
          reason: 'reviewed',
          detail: 'The expert has already reviewed this document.',
        });
    }
    const unread = /^\/api\/v1\/conversations\/([^/]+)\/unread$/.exec(path);
    if (unread && held.has(decodeURIComponent(unread[1]!))) return json(200, { unread: api.unread.get(decodeURIComponent(unread[1]!)) ?? 0, readUpTo: 0 });
    const match = /^\/api\/v1\/orders\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const order = held.get(decodeURIComponent(match[1]!));
      return order
        ? json(200, order)
        : json(404, { type: 'about:blank', title: 'Order not found', status: 404, detail: 'No order with this number was placed in this browser.' });
    }
    return json(404, { type: 'about:blank', title: 'Not found', status: 404 });
  });
  vi.stubGlobal('fetch', fetchImpl);
  // A new page: no proof of a session yet.
  resetSessionForTests();
  return api;
}
