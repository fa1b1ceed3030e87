import { useEffect } from 'react';
import { Link, Navigate, useLocation } from '@nyaya/shared/router';
import { FlaskConical, RotateCw, Sparkles } from 'lucide-react';
import { testPaymentProvider } from '@nyaya/shared/api';
import { consultationBookingOf, consultationBookingPath } from '@nyaya/shared/data/marketplace/offers';
import { formatINR } from '@nyaya/shared/format';
import { checkoutDraftsStore, purchaseKey, usePersistentStore } from '@nyaya/shared/stores';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { resolvePurchase, type ResolvedPurchase } from '../checkout/purchase';
import { useCheckout } from '../checkout/useCheckout';
import { CheckoutContactFields } from '../components/CheckoutContactFields';
import { CheckoutStateField } from '../components/CheckoutStateField';
import { DeliveryChoice } from '../components/DeliveryChoice';
import { intakeRows, timelineText } from '@nyaya/shared/rules/marketplace/purchase/intakeRows';
import { PlacedOrder } from '../components/PlacedOrder';
import { QuoteBreakdown } from '../components/QuoteBreakdown';
import { RefundTerms, refundTerms } from '../components/RefundTerms';
import { SectionHeading } from '../components/SectionHeading';
import { knownRows, SummaryList } from '../components/SummaryList';
import { OverBudgetNotice } from '../components/OverBudgetNotice';
import { translateText, useT } from '../i18n';
import { providerName as providerNameText } from '../components/providerName';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceBrowseTexts } from '@nyaya/shared/data/marketplace/texts';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';

// This page shows an offer's card texts and its details (steps, FAQs, forms, states, timelines): the
// marketplace's first screen downloads neither; the host waits for them (federation/areaRoutes).
defineTexts(marketplaceBrowseTexts);
defineTexts(marketplaceDetailTexts);

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
  // A chat or call consultation (a draft from before they were bookings) is booked with its expert.
  const booking = consultationBookingOf(resolved.purchase.offerId, resolved.purchase.serviceId);
  if (booking) return <Navigate to={consultationBookingPath(booking)} replace />;
  // No order without its details: a purchase carried without them (an old Auto Assign draft, say)
  // goes to its provider's form first, its budget with it.
  const { autoAssign } = resolved.purchase;
  if (!resolved.purchase.intake) return <Navigate to={intakePath(resolved)} state={autoAssign ? { autoAssign } : null} replace />;
  return <Checkout key={purchaseKey(resolved.purchase)} resolved={resolved} />;
}

function Checkout({ resolved }: { resolved: ResolvedPurchase }) {
  const { purchase, service, offer, form, providerName, deliveryTime } = resolved;
  const tt = useT();
  const serviceTitle = translateText(service.title);
  const {
    draft,
    quote,
    state,
    messages,
    send,
    formRef,
    retryRef,
    editContact,
    blurContact,
    editState,
    touchState,
    delivery,
    editDelivery,
    overBudget,
    pay,
    placeAnother,
  } = useCheckout(resolved);

  const pageTitle = tt('checkout.documentTitle', { service: serviceTitle });
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle;
    return () => {
      document.title = previous;
    };
  }, [pageTitle]);

  if (!draft) return null;
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
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            pay();
          }}
          noValidate
          aria-label={tt('checkout.title')}
          className="mt-6"
        >
          <CheckoutContactFields values={draft.contact} messages={messages} onChange={editContact} onBlur={blurContact} />

          {service.stampPaper && (
            <CheckoutStateField
              value={state}
              message={messages.state}
              dutyUnknown={state !== '' && !quote.stampDutyIncluded}
              onChange={editState}
              onBlur={touchState}
            />
          )}
          <DeliveryChoice name="checkout-delivery" service={service} value={delivery} onChange={editDelivery} />

          <section aria-labelledby="price-heading" className="mt-6">
            <SectionHeading id="price-heading">{tt('price.heading')}</SectionHeading>
            <QuoteBreakdown lines={quote.lines} total={quote.total} />
            {service.stampPaper && !offer?.stampPaperIncluded && state === '' && <p className="mt-2 text-sm text-muted">{tt('checkout.stampDutyLater')}</p>}
            {overBudget && <OverBudgetNotice id="over-budget" total={overBudget.total} budget={overBudget.budget} service={service} delivery={delivery} />}
          </section>

          <RefundTerms terms={refundTerms(service, offer?.revisionDays ?? 7, delivery)} />

          <div className="mt-6 flex flex-col gap-3">
            {send.kind === 'unreachable' && (
              <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-medium">{tt('checkout.unreachable')}</p>
                <Button ref={retryRef} variant="outline" className="mt-2" onClick={pay}>
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
                {send.intakeRefused && (
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
            <Button
              type="submit"
              size="lg"
              className="w-full py-1 text-center"
              disabled={isSending || overBudget !== null}
              aria-describedby={overBudget ? 'over-budget payment-notice' : 'payment-notice'}
            >
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

export const Component = CheckoutPage;
