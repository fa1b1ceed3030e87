import { useState } from 'react';
import { useNavigate } from '@nyaya/shared/router';
import {
  apiPaths,
  callApi as defaultCallApi,
  ContactSchema,
  OrderListSchema,
  OrderViewSchema,
  testPaymentProvider,
  type CreateOrderRequest,
  type FieldError,
  type OrderView,
  type Problem,
} from '@nyaya/shared/api';
import { useIdempotentWrite } from '@nyaya/shared/hooks/useIdempotentWrite';
import { checkoutDraftsStore, findCheckoutDraft, recordCheckoutOrder } from '@nyaya/shared/stores';
import type { DeliveryMode } from '@nyaya/shared/rules/marketplace/purchase';
import type { ContactField } from '../components/CheckoutContactFields';
import { t, translateText } from '../i18n';
import type { ResolvedPurchase } from './purchase';

export type CheckoutField = ContactField | 'state';

/** Where a field the server refused is shown: next to its input, or (anything else) in the alert above Pay. */
const fieldOfPath: Readonly<Record<string, CheckoutField>> = { 'contact.name': 'name', 'contact.mobile': 'mobile', 'contact.email': 'email', state: 'state' };

export type SendState =
  | { kind: 'idle' }
  /** paying and placing the order, or leaving for its confirmation */
  | { kind: 'sending' }
  | { kind: 'unreachable' }
  /**
   * The server refused, or something else went wrong: the messages to show above Pay, and
   * whether the intake form's answers were among what it refused (the intake form corrects them;
   * a purchase from the service's page may have sent none).
   */
  | { kind: 'refused'; messages: string[]; intakeRefused?: boolean };

/** A refused field that has no input here ("intake.monthlyRent"), named as the user knows it. */
export function describeFieldError(error: FieldError, { form }: ResolvedPurchase): string {
  const name = error.field.startsWith('intake.') ? error.field.slice('intake.'.length) : null;
  const field = name ? form.fields.find((item) => item.name === name) : undefined;
  return field ? t('checkout.fieldError', { field: translateText(field.label), message: error.message }) : error.message;
}

/**
 * Paying and placing the order of one checkout. The Idempotency-Key is the draft's, so a Retry,
 * a double tap, a reload or Back-then-Pay sends the same key and the API places one order; the
 * draft records the order number, and "Place another order" gives it a new key. A refusal puts
 * the server's word next to each field it names (`onFieldsRefused` then moves focus there) and
 * the rest above Pay.
 */
export function useCheckoutSubmit({
  resolved,
  total,
  state,
  delivery,
  onFieldsRefused,
  callApi = defaultCallApi,
}: {
  resolved: ResolvedPurchase;
  /** the quote's total, in rupees, as Pay shows it */
  total: number;
  /** the state chosen ("" for none), and the delivery: what the quote was made for */
  state: string;
  delivery: DeliveryMode;
  onFieldsRefused: () => void;
  callApi?: typeof defaultCallApi;
}) {
  const { purchase, service, providerName } = resolved;
  const navigate = useNavigate();
  const write = useIdempotentWrite<CreateOrderRequest, OrderView>({ path: apiPaths.orders, schema: OrderViewSchema, callApi });
  // What the last send came to; while one is on its way, `sending` is the write's.
  const [outcome, setOutcome] = useState<SendState | { kind: 'leaving' }>({ kind: 'idle' });
  const [serverErrors, setServerErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const send: SendState = write.state.kind === 'sending' || outcome.kind === 'leaving' ? { kind: 'sending' } : outcome;

  function placed(idempotencyKey: string, orderNumber: string) {
    setOutcome({ kind: 'leaving' });
    checkoutDraftsStore.set((previous) => recordCheckoutOrder(previous, idempotencyKey, orderNumber));
    navigate(`/order-confirmation?order=${encodeURIComponent(orderNumber)}`, { replace: true });
  }

  /**
   * 422: this key already placed an order with other details (an earlier attempt reached the
   * server though its answer did not reach us, and the details were changed since). That order is
   * this checkout's: the 422 names it (the payment reference is the server's own, unknown here); show it, rather than place a second.
   */
  async function recoverPlacedOrder(idempotencyKey: string, orderNumber: string | undefined): Promise<boolean> {
    const list = await callApi({ path: apiPaths.orders, schema: OrderListSchema });
    const order = list.kind === 'ok' && orderNumber ? list.data.orders.find((item) => item.orderNumber === orderNumber) : undefined;
    if (!order) return false;
    placed(idempotencyKey, order.orderNumber);
    return true;
  }

  function refused(problem: Problem) {
    const byField: Partial<Record<CheckoutField, string>> = {};
    const others: string[] = [];
    for (const error of problem.errors ?? []) {
      const field = fieldOfPath[error.field];
      if (field) byField[field] ??= error.message;
      else others.push(describeFieldError(error, resolved));
    }
    setServerErrors(byField);
    const fieldsRefused = Object.keys(byField).length > 0;
    const summary = fieldsRefused && others.length === 0 ? t('checkout.correctAbove') : (problem.detail ?? problem.title);
    const intakeRefused = (problem.errors ?? []).some((error) => error.field === 'intake' || error.field.startsWith('intake.'));
    setOutcome({ kind: 'refused', messages: [summary, ...others], intakeRefused });
    if (fieldsRefused) onFieldsRefused();
  }

  /** Pays with the test provider, then places the order with the draft's key (its latest contact), for the state and delivery priced. */
  async function placeOrder() {
    if (send.kind === 'sending') return;
    const current = findCheckoutDraft(checkoutDraftsStore.get(), purchase);
    const parsedContact = ContactSchema.safeParse(current?.contact);
    if (!current || current.orderNumber || !parsedContact.success) return;
    const { idempotencyKey } = current;
    const result = await write.send(
      async (key) => {
        const payment = await testPaymentProvider.pay({ amount: total, idempotencyKey: key, description: `${service.title} from ${providerName}` });
        if (payment.status === 'redirect') {
          setOutcome({ kind: 'leaving' });
          window.location.assign(payment.url);
          return null;
        }
        if (payment.status === 'failed') {
          setOutcome({ kind: 'refused', messages: [payment.message] });
          return null;
        }
        const { name, mobile, email } = parsedContact.data;
        const body: CreateOrderRequest = {
          serviceId: purchase.serviceId,
          ...(purchase.offerId ? { offerId: purchase.offerId } : {}),
          ...(purchase.intake ? { intake: purchase.intake } : {}),
          contact: { name, mobile, ...(email ? { email } : {}) },
          ...(service.stampPaper && state ? { state } : {}),
          delivery,
          ...(purchase.autoAssign ? { autoAssign: purchase.autoAssign } : {}),
          payment: { provider: payment.provider, amountPaise: payment.amountPaise },
        };
        return body;
      },
      { idempotencyKey },
    );
    if (!result) return;
    if (result.kind === 'ok') placed(idempotencyKey, result.data.orderNumber);
    else if (result.kind === 'unreachable') setOutcome({ kind: 'unreachable' });
    else if (!(result.status === 422 && (await recoverPlacedOrder(idempotencyKey, result.problem.orderNumber)))) refused(result.problem);
  }

  return {
    send,
    placeOrder,
    /** the server's word on each field, until that field is edited */
    serverErrors,
    clearServerError: (field: CheckoutField) => setServerErrors(({ [field]: _, ...rest }) => rest),
    /** "Place another order": nothing of the last send shows */
    reset() {
      setOutcome({ kind: 'idle' });
      setServerErrors({});
      write.reset();
    },
  };
}
