/**
 * A stand-in for the API's console, for page tests: `fetch` is stubbed with a tiny in-memory
 * server that says who is signed in (`GET me`), lists the expert's work, answers an order's page
 * and completes steps as api/ does (in order, once per Idempotency-Key, Delivery refused without
 * a draft), delivers a draft and takes a corrected one (drafts: consoleDrafts.ts), can be switched
 * off (`down`), and records every request.
 */
import { vi } from 'vitest';
import { refreshAccount, resetAccountForTests } from '@nyaya/shared/account';
import type { Account, ConsoleItem, ConsoleOrder, DocumentList, MessageView } from '@nyaya/shared/api';
import { trackingTimeline } from '@nyaya/shared/data/marketplace/purchase';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { resetSessionForTests } from '@nyaya/shared/hooks/ensureSession';
import { answerDocuments, REQUIREMENTS } from './consoleDocuments';
import { answerDrafts, GENERATED_DRAFT } from './consoleDrafts';
import { FakeEventSource } from '@nyaya/shared/testing/fakeChatApi';

/** 3:42 PM in India on 15 Dec 2026. */
export const PLACED_AT = '2026-12-15T10:12:00.000Z';
/** When the fake completes a step: 4:30 PM in India. */
export const COMPLETED_AT = '2026-12-15T11:00:00.000Z';

const account = (role: Account['role'], name: string, mobile: string): Account => ({
  id: `acc_${mobile}`,
  mobile,
  role,
  name,
  email: null,
  language: 'en',
  memberSince: '2026-11-20T09:00:00Z',
  notificationSettings: { push: true, email: true, sms: false, marketing: false },
  stats: { expertSessions: 0, orders: 0, goalsCompleted: 0, resourcesDownloaded: 0, communityPosts: 0 },
});
export const expertAccount = account('expert', 'Adv. Karan Malhotra', '9000000024');
export const clientAccount = account('client', 'Asha Verma', '9876543210');

/** A rental agreement assigned to the expert, `completed` steps done (placed and assigned: 2). */
export function consoleOrder(orderNumber: string, completed = 2): ConsoleOrder {
  return {
    orderNumber,
    createdAt: PLACED_AT,
    serviceId: 'rental-agreement',
    serviceName: 'Rental Agreement Drafting',
    offerId: 'rental-agreement-1',
    providerName: 'LegalDocs Pro',
    estimatedDelivery: '24 hours',
    state: 'Delhi',
    client: { name: 'Asha Verma', mobile: '9876543210' },
    intake: intakeFormFor('rental-agreement').sample,
    autoAssigned: false,
    steps: trackingTimeline.map((step, index) => ({
      index,
      title: step.title,
      description: step.description,
      status: index < completed ? 'completed' : index === completed ? 'active' : 'pending',
      at: index < 2 ? PLACED_AT : index <= completed ? COMPLETED_AT : null,
      completedBy: index < 2 ? 'nyaya' : index < completed ? 'expert' : null,
    })),
    currentStep: completed < trackingTimeline.length ? completed : null,
    unread: 0,
    language: 'en',
    drafts: [GENERATED_DRAFT],
    revisionDays: 7,
    cancellation: null,
  };
}

export function orderItem(order: ConsoleOrder): ConsoleItem {
  const current = order.currentStep === null ? null : order.steps[order.currentStep]!.title;
  return {
    kind: 'order',
    reference: order.orderNumber,
    title: order.serviceName,
    clientName: order.client.name,
    createdAt: order.createdAt,
    status: current ? 'active' : 'completed',
    currentStep: current,
    mode: null,
    slotStart: null,
    meetingUrl: null,
    unread: 0,
  };
}

export function consultationItem(reference: string, status: ConsoleItem['status'], createdAt: string): ConsoleItem {
  return {
    kind: 'consultation',
    reference,
    title: 'Video Call consultation',
    clientName: 'Ravi Kumar',
    createdAt,
    status,
    currentStep: null,
    mode: 'video',
    slotStart: '2026-12-16T11:00:00+05:30',
    meetingUrl: status === 'cancelled' ? null : `https://meet.jit.si/nyaya-${reference.toLowerCase()}`,
    unread: 0,
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const problem = (status: number, title: string, detail: string) => json(status, { type: 'about:blank', title, status, detail });

/** Serves the console to `me` (null: a guest) and signs the account singleton in as the app does. */
export async function serveConsole({ me = expertAccount as Account | null, items = [] as ConsoleItem[], orders = [] as ConsoleOrder[] } = {}) {
  const held = new Map(orders.map((order) => [order.orderNumber, order]));
  const keys = new Map<string, ConsoleOrder>();
  const api = {
    requests: [] as Array<{ method: string; path: string; key?: string; body?: unknown }>,
    down: false,
    draftDelivered: false,
    orders: held,
    /** Each order's conversation, as the expert reads it (the order page's chat). */
    messages: new Map<string, MessageView[]>(),
    /** Each order's documents (consoleDocuments.ts): none uploaded unless a test sets some. */
    documents: new Map<string, DocumentList>(orders.map((order) => [order.orderNumber, { requirements: REQUIREMENTS, documents: [], asked: [] }])),
  };
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const key = (init.headers as Record<string, string> | undefined)?.['idempotency-key'];
      // A corrected draft's upload is a form, kept as it is; everything else is JSON.
      const body = init.body instanceof FormData ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      api.requests.push({ method, path, key, body });
      if (api.down) throw new TypeError('Failed to fetch');
      if (path === '/api/v1/me') return json(200, { account: me, testMode: true });
      if (me?.role !== 'expert') return problem(404, 'Not found', 'There is no console page here for this account.');
      if (path === '/api/v1/console') return json(200, { items });
      const documents = answerDocuments(api.documents, method, path, body);
      if (documents) return documents;
      const drafts = await answerDrafts(held, method, path, body);
      if (drafts) return drafts;
      const [, reference, rest] = /^\/api\/v1\/conversations\/([^/?]+)(\/read)?/.exec(path) ?? [];
      if (reference && held.has(reference)) {
        if (rest) return json(200, { unread: 0, readUpTo: body?.upTo ?? 0 });
        const messages = api.messages.get(reference) ?? [];
        const client = held.get(reference)!.client.name;
        return json(200, { reference, subject: 'order', you: 'expert', counterpart: client, open: true, unread: 0, readUpTo: 0, messages, more: false });
      }
      const [, number, steps] = /^\/api\/v1\/console\/orders\/([^/]+)(\/steps)?$/.exec(path) ?? [];
      const order = number ? held.get(decodeURIComponent(number)) : undefined;
      if (!order) return problem(404, 'Not found', 'No order with this number is assigned to you.');
      if (!steps) return json(200, order);
      if (key && keys.has(key)) return json(200, keys.get(key));
      const current = order.currentStep;
      if (current === null || (body?.step !== undefined && body.step !== current)) return problem(409, 'Step already completed', 'The order has moved on.');
      if (current === trackingTimeline.length - 1 && !api.draftDelivered) return problem(409, 'Draft not delivered', 'Deliver the draft first.');
      const next = { ...consoleOrder(order.orderNumber, current + 1), drafts: order.drafts };
      held.set(order.orderNumber, next);
      if (key) keys.set(key, next);
      return json(200, next);
    }),
  );
  resetSessionForTests();
  resetAccountForTests();
  await refreshAccount();
  return api;
}
