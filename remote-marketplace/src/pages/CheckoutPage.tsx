import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from '@nyaya/shared/router';
import { CheckCircle2, FlaskConical, RotateCw, Sparkles } from 'lucide-react';
import {
  apiPaths,
  callApi,
  ContactSchema,
  newIdempotencyKey,
  OrderListSchema,
  OrderViewSchema,
  testPaymentProvider,
  type CreateOrderRequest,
  type FieldError,
  type Problem,
} from '@nyaya/shared/api';
import { INDIAN_STATES } from '@nyaya/shared/data/marketplace/intake';
import { formatINR } from '@nyaya/shared/format';
import { priceQuote } from '@nyaya/shared/rules/marketplace/purchase';
import {
  checkoutDraftsStore,
  editCheckoutDraft,
  findCheckoutDraft,
  openCheckoutDraft,
  purchaseKey,
  recordCheckoutOrder,
  restartCheckoutDraft,
  usePersistentStore,
  type CheckoutDraft,
} from '@nyaya/shared/stores';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { resolvePurchase, stateFromIntake, type ResolvedPurchase } from '../checkout/purchase';
import { CheckoutContactFields, type ContactField } from '../components/CheckoutContactFields';
import { Emphasis } from '../components/Emphasis';
import { intakeRows, timelineText } from '../components/intakeRows';
import { QuoteBreakdown } from '../components/QuoteBreakdown';
import { RefundTerms, refundTerms } from '../components/RefundTerms';
import { SectionHeading } from '../components/SectionHeading';
import { knownRows, SummaryList } from '../components/SummaryList';
import { t, translateText, useT } from '../i18n';
import { providerName as providerNameText } from '../components/providerName';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts, marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/texts';

// This page shows an offer's card texts and its details (steps, FAQs, forms, states, timelines): the
// marketplace's first screen downloads neither; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);
defineTexts(marketplaceDetailTexts);

type Field = ContactField | 'state';
const FIELDS: readonly Field[] = ['name', 'mobile', 'email', 'state'];

/** Where a field the server refused is shown: next to its input, or (anything else) in the alert above Pay. */
const fieldOfPath: Readonly<Record<string, Field>> = { 'contact.name': 'name', 'contact.mobile': 'mobile', 'contact.email': 'email', state: 'state' };

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'unreachable' }
  /** The server refused, or something else went wrong: the messages to show above Pay. */
  | { kind: 'refused'; messages: string[] };

/**
 * What is being bought: the purchase the service detail, the intake form or Auto Assign carried
 * here, or (a reload without history, a new tab) the latest checkout draft. Nothing valid to buy
 * goes to the marketplace.
 */
export function CheckoutPage() {
  const location = useLocation();
  const [drafts] = usePersistentStore(checkoutDraftsStore);
  const state: unknown = location.state;
  const carried = typeof state === 'object' && state !== null && Object.hasOwn(state, 'purchase') ? (state as { purchase: unknown }).purchase : undefined;
  const resolved = resolvePurchase(carried !== undefined ? carried : drafts[0]?.purchase);
  if (!resolved) return <Navigate to="/marketplace" replace />;
  return <Checkout key={purchaseKey(resolved.purchase)} resolved={resolved} />;
}

function Checkout({ resolved }: { resolved: ResolvedPurchase }) {
  const { purchase, service, offer, form, providerName, fee, deliveryTime } = resolved;
  const tt = useT();
  const navigate = useNavigate();
  const serviceTitle = translateText(service.title);
  const [drafts, setDrafts] = usePersistentStore(checkoutDraftsStore);
  const draft = findCheckoutDraft(drafts, purchase);

  // This purchase's draft, first in the store: its own when it has one (same key, same typing), else
  // a new one with a fresh Idempotency-Key. Before paint, so the form never shows without it.
  const hasDraft = draft !== undefined;
  useLayoutEffect(() => {
    const current = checkoutDraftsStore.get();
    const first = current[0];
    if (first && purchaseKey(first.purchase) === purchaseKey(purchase)) return;
    checkoutDraftsStore.set(openCheckoutDraft(current, purchase, newIdempotencyKey(), service.stampPaper ? stateFromIntake(purchase.intake) : ''));
  }, [purchase, service.stampPaper, hasDraft]);

  const pageTitle = tt('checkout.documentTitle', { service: serviceTitle });
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  // A double tap reaches the handler twice before React disables the button: this stops the second.
  const sending = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Pay was disabled while sending, which drops its focus: an unanswered send puts it on Retry.
  const retryRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (send.kind === 'unreachable') retryRef.current?.focus();
  }, [send]);

  if (!draft) return null;
  const stateValue = service.stampPaper ? draft.state : '';
  const quote = priceQuote(fee, service, stateValue || undefined);
  const contact = ContactSchema.safeParse(draft.contact);
  const clientMessages: Record<Field, string | null> = { name: null, mobile: null, email: null, state: null };
  if (!contact.success) {
    for (const issue of contact.error.issues) {
      const field = issue.path[0] as ContactField;
      clientMessages[field] ??= issue.message;
    }
  }
  if (service.stampPaper && !(INDIAN_STATES as readonly string[]).includes(draft.state)) clientMessages.state = tt('checkout.state.choose');
  // The server's word on a field stands until that field is edited; the form's own shows once the
  // field was left or Pay was pressed.
  const messageFor = (field: Field): string | null => serverErrors[field] ?? (touched[field] || submitted ? clientMessages[field] : null);
  const messages = Object.fromEntries(FIELDS.map((field) => [field, messageFor(field)])) as Record<Field, string | null>;

  function edit(change: Partial<Pick<CheckoutDraft, 'contact' | 'state'>>, field: Field) {
    setServerErrors(({ [field]: _, ...rest }) => rest);
    setDrafts((previous) => editCheckoutDraft(previous, purchase, change));
  }

  function editContact(field: ContactField, value: string) {
    edit({ contact: { ...draft!.contact, [field]: value } }, field);
  }

  function blurContact(field: ContactField) {
    setTouched((previous) => ({ ...previous, [field]: true }));
    // "+91 98765 43210" pasted or typed: keep the ten digits (the +91 is fixed before the field).
    if (field === 'mobile') {
      const parsed = ContactSchema.shape.mobile.safeParse(draft!.contact.mobile);
      if (parsed.success && parsed.data !== draft!.contact.mobile) edit({ contact: { ...draft!.contact, mobile: parsed.data } }, 'mobile');
    }
  }

  async function placeOrder() {
    if (sending.current) return;
    const current = findCheckoutDraft(checkoutDraftsStore.get(), purchase);
    const parsedContact = ContactSchema.safeParse(current?.contact);
    if (!current || current.orderNumber || !parsedContact.success) return;
    sending.current = true;
    setSend({ kind: 'sending' });
    const { idempotencyKey } = current;
    let leaving = false;
    try {
      const payment = await testPaymentProvider.pay({ amount: quote.total, idempotencyKey, description: `${service.title} from ${providerName}` });
      if (payment.status === 'redirect') {
        leaving = true;
        window.location.assign(payment.url);
        return;
      }
      if (payment.status === 'failed') {
        setSend({ kind: 'refused', messages: [payment.message] });
        return;
      }
      const { name, mobile, email } = parsedContact.data;
      const body: CreateOrderRequest = {
        serviceId: purchase.serviceId,
        ...(purchase.offerId ? { offerId: purchase.offerId } : {}),
        ...(purchase.intake ? { intake: purchase.intake } : {}),
        contact: { name, mobile, ...(email ? { email } : {}) },
        ...(service.stampPaper && current.state ? { state: current.state } : {}),
        ...(purchase.autoAssign ? { autoAssign: purchase.autoAssign } : {}),
        payment: { provider: payment.provider, amountPaise: payment.amountPaise },
      };
      const result = await callApi({ method: 'POST', path: apiPaths.orders, schema: OrderViewSchema, body, idempotencyKey });
      if (result.kind === 'ok') {
        leaving = true;
        placed(idempotencyKey, result.data.orderNumber);
      } else if (result.kind === 'unreachable') {
        setSend({ kind: 'unreachable' });
      } else if (result.status === 422 && (await recoverPlacedOrder(idempotencyKey, result.problem.orderNumber))) {
        leaving = true;
      } else {
        refused(result.problem);
      }
    } finally {
      if (!leaving) sending.current = false;
    }
  }

  function placed(idempotencyKey: string, orderNumber: string) {
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
    const byField: Partial<Record<Field, string>> = {};
    const others: string[] = [];
    for (const error of problem.errors ?? []) {
      const field = fieldOfPath[error.field];
      if (field) byField[field] ??= error.message;
      else others.push(describeFieldError(error, resolved));
    }
    setServerErrors(byField);
    const fieldsRefused = Object.keys(byField).length > 0;
    const summary = fieldsRefused && others.length === 0 ? t('checkout.correctAbove') : (problem.detail ?? problem.title);
    setSend({ kind: 'refused', messages: [summary, ...others] });
    if (fieldsRefused) setFocusRequest((count) => count + 1);
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  /** Pay and Retry: check the form, then send (with the draft's key, however often). */
  function submit() {
    setSubmitted(true);
    if (Object.values(clientMessages).some(Boolean)) {
      setFocusRequest((count) => count + 1);
      return;
    }
    void placeOrder();
  }

  function placeAnother() {
    setSend({ kind: 'idle' });
    setSubmitted(false);
    setTouched({});
    setServerErrors({});
    setDrafts((previous) => restartCheckoutDraft(previous, purchase, newIdempotencyKey()));
  }

  const isSending = send.kind === 'sending';
  const orderRows = knownRows([
    [tt('summary.service'), serviceTitle],
    [tt('summary.provider'), providerNameText(providerName)],
    [tt('summary.delivery'), translateText(deliveryTime)],
    [tt('summary.budget'), purchase.autoAssign ? formatINR(purchase.autoAssign.budget) : undefined],
    [tt('summary.timeline'), timelineText(purchase.autoAssign?.timeline)],
    ...intakeRows(form, purchase.intake),
  ]);

  return (
    <Screen>
      <PageHeader
        title={tt('checkout.title')}
        backTo="/marketplace"
        crumbs={[{ label: tt('crumbs.marketplace'), to: '/marketplace' }, { label: tt('checkout.title') }]}
      />

      <section aria-labelledby="checkout-order-heading">
        <Card>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="checkout-order-heading" className="text-lg font-semibold text-ink">
              {tt('checkout.order.heading')}
            </h2>
            {purchase.autoAssign && (
              <Badge tone="purple">
                <Sparkles aria-hidden="true" className="mr-1 size-3" /> {tt('autoAssigned')}
              </Badge>
            )}
          </div>
          <div className="mt-3">
            <SummaryList rows={orderRows} />
          </div>
        </Card>
      </section>

      {draft.orderNumber && !isSending ? (
        <PlacedOrder orderNumber={draft.orderNumber} onPlaceAnother={placeAnother} />
      ) : (
        <form ref={formRef} onSubmit={pay} noValidate aria-label={tt('checkout.title')} className="mt-6">
          <CheckoutContactFields values={draft.contact} messages={messages} onChange={editContact} onBlur={blurContact} />

          {service.stampPaper && (
            <StateField
              value={draft.state}
              message={messages.state}
              dutyUnknown={draft.state !== '' && !quote.stampDutyIncluded}
              onChange={(value) => edit({ state: value }, 'state')}
              onBlur={() => setTouched((previous) => ({ ...previous, state: true }))}
            />
          )}

          <section aria-labelledby="price-heading" className="mt-6">
            <SectionHeading id="price-heading">{tt('price.heading')}</SectionHeading>
            <QuoteBreakdown lines={quote.lines} total={quote.total} />
            {service.stampPaper && draft.state === '' && <p className="mt-2 text-sm text-muted">{tt('checkout.stampDutyLater')}</p>}
          </section>

          <RefundTerms terms={refundTerms(service, offer?.revisionDays ?? 7)} />

          <div className="mt-6 flex flex-col gap-3">
            {send.kind === 'unreachable' && (
              <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">{tt('checkout.unreachable')}</p>
                <Button ref={retryRef} variant="outline" className="mt-2" onClick={submit}>
                  <RotateCw aria-hidden="true" className="size-4" /> {tt('retry')}
                </Button>
              </div>
            )}
            {send.kind === 'refused' && (
              <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
                {send.messages.map((message) => (
                  <p key={message} className="font-medium">
                    {message}
                  </p>
                ))}
                {send.messages.length > 1 && purchase.intake && (
                  <Link to={intakePath(resolved)} className={buttonClasses('outline', 'md', 'mt-2')}>
                    {tt('checkout.editDetails')}
                  </Link>
                )}
              </div>
            )}
            <p id="payment-notice" className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
              <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
              {testPaymentProvider.notice}
            </p>
            <Button type="submit" size="lg" className="w-full py-1 text-center" disabled={isSending} aria-describedby="payment-notice">
              {isSending ? tt('checkout.placing') : tt('checkout.pay', { amount: formatINR(quote.total) })}
            </Button>
          </div>
        </form>
      )}
    </Screen>
  );
}

/** The intake form this purchase came from, to correct an answer the server refused. */
function intakePath({ service, offer }: ResolvedPurchase): string {
  return `/service/${encodeURIComponent(service.id)}/${encodeURIComponent(offer?.providerId ?? 'selected-provider')}`;
}

/** A refused field that has no input here ("intake.monthlyRent"), named as the user knows it. */
function describeFieldError(error: FieldError, { form }: ResolvedPurchase): string {
  const name = error.field.startsWith('intake.') ? error.field.slice('intake.'.length) : null;
  const field = name ? form.fields.find((item) => item.name === name) : undefined;
  return field ? t('checkout.fieldError', { field: translateText(field.label), message: error.message }) : error.message;
}

function StateField({
  value,
  message,
  dutyUnknown,
  onChange,
  onBlur,
}: {
  value: string;
  message: string | null;
  dutyUnknown: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const t = useT();
  const describedBy = ['checkout-state-hint', dutyUnknown ? 'checkout-state-note' : '', message ? 'checkout-state-message' : ''].filter(Boolean).join(' ');
  return (
    <div className="mt-6">
      <label htmlFor="checkout-state" className="block text-sm font-medium text-ink">
        {t('checkout.state.label')}
      </label>
      <select
        id="checkout-state"
        name="state"
        required
        value={value}
        aria-invalid={message !== null}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="mt-1 block min-h-11 w-full rounded-xl border border-line bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-600"
      >
        <option value="">{t('field.choose')}</option>
        {INDIAN_STATES.map((state) => (
          <option key={state} value={state}>
            {translateText(state)}
          </option>
        ))}
      </select>
      <p id="checkout-state-hint" className="mt-1 text-xs text-muted">
        {t('checkout.state.hint')}
      </p>
      {dutyUnknown && (
        <p id="checkout-state-note" className="mt-1 text-sm text-ink">
          {t('checkout.state.dutyUnknown', { state: translateText(value) })}
        </p>
      )}
      {message && (
        <p id="checkout-state-message" className="mt-1 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

function PlacedOrder({ orderNumber, onPlaceAnother }: { orderNumber: string; onPlaceAnother: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="placed-heading" className="mt-6">
      <Card className="bg-green-50">
        <h2 id="placed-heading" className="flex items-center gap-2 text-lg font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" /> {t('checkout.placed.heading')}
        </h2>
        <p className="mt-1 text-sm text-green-900">
          <Emphasis
            text={t('checkout.placed.text', { orderNumber })}
            part={orderNumber}
            wrap={(part) => <span className="font-mono font-semibold">{part}</span>}
          />{' '}
          {t('checkout.placed.never')}
        </p>
        <div className="mt-3 flex flex-col gap-2">
          <Link to={`/order-confirmation?order=${encodeURIComponent(orderNumber)}`} className={buttonClasses('primary', 'lg')}>
            {t('checkout.placed.view', { orderNumber })}
          </Link>
          <Button variant="outline" size="lg" onClick={onPlaceAnother}>
            {t('checkout.placed.another')}
          </Button>
        </div>
      </Card>
    </section>
  );
}

export const Component = CheckoutPage;
