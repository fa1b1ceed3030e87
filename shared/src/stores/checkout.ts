import { tCommon } from '@nyaya/shared/i18n/common';
import { sanitizeText } from '../rules/sanitizeText';
import { createListStore, DAY_MS, type EntrySchema, versionTwoObjectSchema } from './persistentStore';

/**
 * The checkout's drafts. This module is a federated singleton on every page that uses a store, so
 * it holds plain shape checks only: no zod, no catalogue. The checkout checks a purchase against
 * the catalogue; the server checks everything again.
 */

export type CheckoutTimeline = 'urgent' | 'standard' | 'flexible';

/** What the service detail, the intake form or Auto Assign hands the checkout: what is being bought. */
export interface CheckoutPurchase {
  serviceId: string;
  offerId?: string;
  intake?: Record<string, string>;
  autoAssign?: { budget: number; timeline?: CheckoutTimeline };
}

/** The contact details as typed (checked by `ContactSchema` when paying). */
export interface CheckoutContact {
  name: string;
  mobile: string;
  email: string;
}

/**
 * One purchase's checkout: what was carried, what was typed, and the Idempotency-Key every send of
 * this purchase carries (a retry, a double tap, Back-then-Pay: one order). Once placed, the order
 * number, so coming back says so instead of paying again.
 */
export interface CheckoutDraft {
  purchase: CheckoutPurchase;
  contact: CheckoutContact;
  /**
   * Where the document will be used, as drafts kept it before the choice moved to the one remembered
   * price choice (`./priceChoice`) the service detail shares; new drafts keep "", and an old one's
   * state is read once, as a first guess.
   */
  state: string;
  idempotencyKey: string;
  orderNumber?: string;
}

/** Drafts kept, most recent first: enough to come back to a few purchases, never a growing pile. */
export const MAX_CHECKOUT_DRAFTS = 10;

const TIMELINES: readonly string[] = ['urgent', 'standard', 'flexible'];
const ID = /^[a-z0-9][a-z0-9.-]{0,79}$/;
const FIELD = /^[A-Za-z][A-Za-z0-9]{0,39}$/;
const KEY = /^[A-Za-z0-9_-]{16,100}$/;
const ORDER_NUMBER = /^ORD[A-Z0-9]{9}$/;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const only = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).every((key) => keys.includes(key));

function isIntake(value: unknown): value is Record<string, string> {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= 30 && entries.every(([field, text]) => FIELD.test(field) && isText(text, 2000));
}

/** A purchase as our own buttons hand it on; anything else (an old entry, a forged state) is not one. */
export function isCheckoutPurchase(value: unknown): value is CheckoutPurchase {
  if (!isRecord(value) || !only(value, ['serviceId', 'offerId', 'intake', 'autoAssign'])) return false;
  const { serviceId, offerId, intake, autoAssign } = value;
  if (typeof serviceId !== 'string' || !ID.test(serviceId)) return false;
  if (offerId !== undefined && (typeof offerId !== 'string' || !ID.test(offerId))) return false;
  if (intake !== undefined && !isIntake(intake)) return false;
  if (autoAssign !== undefined) {
    if (!isRecord(autoAssign) || !only(autoAssign, ['budget', 'timeline'])) return false;
    const { budget, timeline } = autoAssign;
    if (typeof budget !== 'number' || !Number.isFinite(budget) || budget < 0 || budget > 100_000_000) return false;
    if (timeline !== undefined && (typeof timeline !== 'string' || !TIMELINES.includes(timeline))) return false;
  }
  return true;
}

const DRAFT_FIELDS = ['purchase', 'contact', 'state', 'idempotencyKey', 'orderNumber'] as const;

function isCheckoutDraft(value: unknown): value is CheckoutDraft {
  if (!isRecord(value) || !only(value, DRAFT_FIELDS)) return false;
  const { purchase, contact, state, idempotencyKey, orderNumber } = value;
  return (
    isCheckoutPurchase(purchase) &&
    isRecord(contact) &&
    only(contact, ['name', 'mobile', 'email']) &&
    isText(contact.name, 200) &&
    isText(contact.mobile, 40) &&
    isText(contact.email, 300) &&
    isText(state, 60) &&
    typeof idempotencyKey === 'string' &&
    KEY.test(idempotencyKey) &&
    (orderNumber === undefined || (typeof orderNumber === 'string' && ORDER_NUMBER.test(orderNumber)))
  );
}

/** The contact as typed, without bidirectional controls or zero-width characters; the same draft when clean. */
function cleanContact(draft: CheckoutDraft): CheckoutDraft {
  const { name, mobile, email } = draft.contact;
  const contact = { name: sanitizeText(name), mobile: sanitizeText(mobile), email: sanitizeText(email) };
  return contact.name === name && contact.mobile === mobile && contact.email === email ? draft : { ...draft, contact };
}

/**
 * One checkout draft as stored: the draft's fields, `v` (the schema's version) and `updatedAt`
 * (ISO 8601).
 * - version 1 (before `v`): the draft alone; read as changed now.
 * - version 2: the draft, `v: 2` and `updatedAt`.
 * A draft with a field this code does not know, of a shape it does not accept or of a later
 * version is not understood, and the store keeps it as it is (after the others).
 */
export const checkoutDraftSchema: EntrySchema<CheckoutDraft> = versionTwoObjectSchema<CheckoutDraft>(isCheckoutDraft, cleanContact);

/** One string per purchase: the same service, offer, intake and Auto Assign give the same key. */
export function purchaseKey(purchase: CheckoutPurchase): string {
  const intake = purchase.intake ? Object.entries(purchase.intake).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)) : null;
  const autoAssign = purchase.autoAssign ? [purchase.autoAssign.budget, purchase.autoAssign.timeline ?? null] : null;
  return JSON.stringify([purchase.serviceId, purchase.offerId ?? null, intake, autoAssign]);
}

export function findCheckoutDraft(drafts: readonly CheckoutDraft[], purchase: CheckoutPurchase): CheckoutDraft | undefined {
  const key = purchaseKey(purchase);
  return drafts.find((draft) => purchaseKey(draft.purchase) === key);
}

/**
 * The drafts with this purchase's first: its own draft when there is one (same key, same typing),
 * else a new one under `idempotencyKey`, with the contact details of the latest draft (people buy
 * with the same name and number) and `state` as a first guess of the state.
 */
export function openCheckoutDraft(drafts: readonly CheckoutDraft[], purchase: CheckoutPurchase, idempotencyKey: string, state = ''): CheckoutDraft[] {
  const existing = findCheckoutDraft(drafts, purchase);
  if (existing) return drafts[0] === existing ? [...drafts] : [existing, ...drafts.filter((draft) => draft !== existing)];
  const contact = drafts[0]?.contact ?? { name: '', mobile: '', email: '' };
  return [{ purchase, contact: { ...contact }, state, idempotencyKey }, ...drafts].slice(0, MAX_CHECKOUT_DRAFTS);
}

/** What the user typed, kept in this purchase's draft. */
export function editCheckoutDraft(
  drafts: readonly CheckoutDraft[],
  purchase: CheckoutPurchase,
  edit: Partial<Pick<CheckoutDraft, 'contact' | 'state'>>,
): CheckoutDraft[] {
  const key = purchaseKey(purchase);
  return drafts.map((draft) => (purchaseKey(draft.purchase) === key ? { ...draft, ...edit } : draft));
}

/** The order placed with this key: the draft that sent it remembers its number. */
export function recordCheckoutOrder(drafts: readonly CheckoutDraft[], idempotencyKey: string, orderNumber: string): CheckoutDraft[] {
  return drafts.map((draft) => (draft.idempotencyKey === idempotencyKey ? { ...draft, orderNumber } : draft));
}

/** "Place another order": the same purchase under a new key, with what was typed. */
export function restartCheckoutDraft(drafts: readonly CheckoutDraft[], purchase: CheckoutPurchase, idempotencyKey: string): CheckoutDraft[] {
  const key = purchaseKey(purchase);
  return drafts.map((draft) => {
    if (purchaseKey(draft.purchase) !== key) return draft;
    const { orderNumber: _placed, ...rest } = draft;
    return { ...rest, idempotencyKey };
  });
}

/**
 * The checkout drafts, most recent first, kept across reloads (`nyaya:v1:marketplace:checkout`).
 * A draft unchanged for 30 days is pruned (its key then gives way to a new one), and at most
 * `MAX_CHECKOUT_DRAFTS` are kept, the oldest pruned first.
 */
export const checkoutDraftsStore = createListStore('marketplace:checkout', checkoutDraftSchema, {
  label: () => tCommon('store.label.checkout'),
  prune: { maxAgeMs: 30 * DAY_MS, maxEntries: MAX_CHECKOUT_DRAFTS },
});
