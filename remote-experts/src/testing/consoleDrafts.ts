/**
 * The console fake's drafts (consoleApi.ts): delivering a version (at Delivery, the newest, not one
 * the client asked to change; it completes Delivery) and a corrected PDF's upload (a PDF by its
 * first bytes, else 415), as api/ answers them.
 */
import type { ConsoleOrder, DraftVersion } from '@nyaya/shared/api';

export const DRAFT_AT = '2026-12-15T10:13:00.000Z';
export const DELIVERED_AT = '2026-12-16T06:30:00.000Z';
export const GENERATED_DRAFT: DraftVersion = { version: 1, source: 'generated', createdAt: DRAFT_AT, size: 14_336, deliveredAt: null, revision: null };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}) =>
  json(status, { type: 'about:blank', title, status, detail, ...extra });

/** The answer for a drafts path, or null for any other. */
export async function answerDrafts(held: Map<string, ConsoleOrder>, method: string, path: string, body: unknown): Promise<Response | null> {
  const match = /^\/api\/v1\/console\/orders\/([^/]+)\/drafts(?:\/(\d+)\/(deliver|file))?$/.exec(path);
  if (!match || method !== 'POST') return null;
  const order = held.get(decodeURIComponent(match[1]!));
  if (!order) return problem(404, 'Not found', 'No order with this number is assigned to you.');
  const last = order.steps.length - 1;
  if (match[3] === 'deliver') {
    const version = Number(match[2]);
    const newest = order.drafts[0];
    if (order.currentStep !== last) return problem(409, 'Not at Delivery yet', 'Complete the current step first.');
    if (!newest || newest.version !== version) return problem(409, 'Newer version', 'A newer version of this draft exists: deliver the newest one.');
    const steps = order.steps.map((step) =>
      step.index === last ? { ...step, status: 'completed' as const, at: DELIVERED_AT, completedBy: 'expert' as const } : step,
    );
    const drafts = order.drafts.map((draft) => (draft.version === version ? { ...draft, deliveredAt: DELIVERED_AT } : draft));
    const next: ConsoleOrder = { ...order, steps, drafts, currentStep: null };
    held.set(order.orderNumber, next);
    return json(200, next);
  }
  const file = body instanceof FormData ? body.get('file') : null;
  if (!(file instanceof Blob)) return problem(400, 'Invalid request', 'No file was attached.');
  const head = new TextDecoder().decode(await file.slice(0, 5).arrayBuffer());
  if (head !== '%PDF-') return problem(415, 'Not a PDF', 'This is not a PDF file, whatever its name says.', { reason: 'not-a-document' });
  const version = (order.drafts[0]?.version ?? 0) + 1;
  const uploaded: DraftVersion = { version, source: 'uploaded', createdAt: DELIVERED_AT, size: file.size, deliveredAt: null, revision: null };
  const next: ConsoleOrder = { ...order, drafts: [uploaded, ...order.drafts] };
  held.set(order.orderNumber, next);
  return json(201, next);
}
