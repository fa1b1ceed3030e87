import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ContactSchema, newIdempotencyKey } from '@nyaya/shared/api';
import { INDIAN_STATES } from '@nyaya/shared/data/marketplace/intake';
import { deliveryFor, priceQuote } from '@nyaya/shared/rules/marketplace/purchase';
import {
  checkoutDraftsStore,
  editCheckoutDraft,
  findCheckoutDraft,
  openCheckoutDraft,
  purchaseKey,
  restartCheckoutDraft,
  usePersistentStore,
  type CheckoutDraft,
} from '@nyaya/shared/stores';
import type { ContactField } from '../components/CheckoutContactFields';
import { useT } from '../i18n';
import { priceChoiceStore } from '@nyaya/shared/stores/priceChoice';
import { usePriceChoice } from '../pricing/usePriceChoice';
import { stateFromIntake, type ResolvedPurchase } from './purchase';
import { useCheckoutSubmit, type CheckoutField } from './useCheckoutSubmit';

const FIELDS: readonly CheckoutField[] = ['name', 'mobile', 'email', 'state'];

/**
 * One purchase's checkout: its draft (opened before paint with a fresh Idempotency-Key if it has
 * none), the quote for the state chosen, each field's message, and Pay, Retry and Place another
 * order. The page lays it out; `formRef` and `retryRef` let the workflow move focus.
 */
export function useCheckout(resolved: ResolvedPurchase) {
  const { purchase, service, offer } = resolved;
  const tt = useT();
  const [drafts, setDrafts] = usePersistentStore(checkoutDraftsStore);
  const draft = findCheckoutDraft(drafts, purchase);
  const choice = usePriceChoice();

  // This purchase's draft, first in the store: its own when it has one (same key, same typing), else
  // a new one with a fresh Idempotency-Key. Before paint, so the form never shows without it.
  const hasDraft = draft !== undefined;
  useLayoutEffect(() => {
    const current = checkoutDraftsStore.get();
    const first = current[0];
    if (first && purchaseKey(first.purchase) === purchaseKey(purchase)) return;
    checkoutDraftsStore.set(openCheckoutDraft(current, purchase, newIdempotencyKey()));
  }, [purchase, hasDraft]);

  // The state is the one remembered choice the service detail and the cards price by. Until one is
  // chosen, a first guess: what the intake form asked (the registered office, the place of work), or
  // what a draft from before the choice was shared kept.
  const guess = service.stampPaper && choice.state === '' ? stateFromIntake(purchase.intake) || (draft?.state ?? '') : '';
  useLayoutEffect(() => {
    if (guess && (INDIAN_STATES as readonly string[]).includes(guess)) priceChoiceStore.set((previous) => ({ ...previous, state: guess }));
  }, [guess]);

  const [touched, setTouched] = useState<Partial<Record<CheckoutField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const askFocus = () => setFocusRequest((count) => count + 1);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const stateValue = service.stampPaper ? choice.state : '';
  const delivery = deliveryFor(service, choice.delivery);
  const quote = priceQuote(offer, service, { state: stateValue || undefined, delivery });
  // Auto Assign promised never to go over the budget: a state or delivery that takes the total over
  // it is said plainly, and Pay is held until the user picks another delivery or goes back.
  const budget = purchase.autoAssign?.budget;
  const overBudget = budget !== undefined && quote.total > budget ? { total: quote.total, budget } : null;
  const submit = useCheckoutSubmit({ resolved, total: quote.total, state: stateValue, delivery, onFieldsRefused: askFocus });

  // Pay was disabled while sending, which drops its focus: an unanswered send puts it on Retry.
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (submit.send.kind === 'unreachable') retryRef.current?.focus();
  }, [submit.send]);

  const clientMessages: Record<CheckoutField, string | null> = { name: null, mobile: null, email: null, state: null };
  const contact = ContactSchema.safeParse(draft?.contact);
  if (!contact.success) {
    for (const issue of contact.error.issues) {
      const field = issue.path[0] as ContactField;
      clientMessages[field] ??= issue.message;
    }
  }
  if (service.stampPaper && stateValue === '') clientMessages.state = tt('checkout.state.choose');
  // The server's word on a field stands until that field is edited; the form's own shows once the
  // field was left or Pay was pressed.
  const messageFor = (field: CheckoutField): string | null => submit.serverErrors[field] ?? (touched[field] || submitted ? clientMessages[field] : null);
  const messages = Object.fromEntries(FIELDS.map((field) => [field, messageFor(field)])) as Record<CheckoutField, string | null>;

  function edit(change: Partial<Pick<CheckoutDraft, 'contact'>>, field: CheckoutField) {
    submit.clearServerError(field);
    setDrafts((previous) => editCheckoutDraft(previous, purchase, change));
  }

  function editContact(field: ContactField, value: string) {
    if (draft) edit({ contact: { ...draft.contact, [field]: value } }, field);
  }

  function touch(field: CheckoutField) {
    setTouched((previous) => ({ ...previous, [field]: true }));
  }

  function blurContact(field: ContactField) {
    touch(field);
    // "+91 98765 43210" pasted or typed: keep the ten digits (the +91 is fixed before the field).
    if (field === 'mobile' && draft) {
      const parsed = ContactSchema.shape.mobile.safeParse(draft.contact.mobile);
      if (parsed.success && parsed.data !== draft.contact.mobile) edit({ contact: { ...draft.contact, mobile: parsed.data } }, 'mobile');
    }
  }

  /** Pay and Retry: check the form, then send (with the draft's key, however often). */
  function pay() {
    if (overBudget) return;
    setSubmitted(true);
    if (Object.values(clientMessages).some(Boolean)) {
      askFocus();
      return;
    }
    void submit.placeOrder();
  }

  function placeAnother() {
    submit.reset();
    setSubmitted(false);
    setTouched({});
    setDrafts((previous) => restartCheckoutDraft(previous, purchase, newIdempotencyKey()));
  }

  return {
    draft,
    quote,
    state: stateValue,
    messages,
    send: submit.send,
    formRef,
    retryRef,
    editContact,
    blurContact,
    editState: (value: string) => {
      submit.clearServerError('state');
      choice.setState(value);
    },
    delivery,
    editDelivery: choice.setDelivery,
    /** The total and the Auto Assign budget it is over, while it is; null otherwise. */
    overBudget,
    touchState: () => touch('state'),
    pay,
    placeAnother,
  };
}
